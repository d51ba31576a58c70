interface LkInMarker { }
