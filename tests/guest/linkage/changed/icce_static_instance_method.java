class LkSmLib {
    String make(int x) { return "make " + x; }
    static String show() { return "show"; }
    static String still() { return "still"; }
}

interface LkSmApi {
    default String util() { return "util"; }
}
