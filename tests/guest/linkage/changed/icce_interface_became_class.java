abstract class LkIcApi {
    public abstract String run();
    static String util() { return "util"; }
}

class LkIcImpl extends LkIcApi {
    public String run() { return "run"; }
}
