abstract class LkAsBase {
    abstract String m(String s);
    static String tag() { return "LkAsBase.tag"; }
}
