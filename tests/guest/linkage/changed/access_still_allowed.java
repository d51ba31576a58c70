class LkAwLib {
    protected int value() { return 1; }
    static int util() { return 2; }
    protected int field = 3;
    protected LkAwLib() { }
}
