abstract class LkAaBase {
    abstract int[][] mix(String s, long[] a, Object[][] o, int i, LkAaBase b, char c);
    abstract void plain();
}

interface LkAaTag extends LkAaApi { }
