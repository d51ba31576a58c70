abstract class LkIeShape {
    static String util() { return "util"; }
    String kind() { return "shape"; }
}

interface LkIeThing {
}
