interface LkAiMarker extends LkAiService { }
