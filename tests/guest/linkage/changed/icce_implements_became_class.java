class LkIbShape {
    public String kind() { return "shape"; }
}
