class LkNdLib {
    static long twice(long x) { return 2 * x; }
    Object name() { return "name"; }
    void take(Object[] a, int[][] b) { }
    LkNdLib(CharSequence s) { }
    LkNdLib() { }
    static void fixed(long x) { System.out.println("fixed " + x); }
}
