class LkPrLib {
    LkPrLib() { }
    private LkPrLib(int x) { }
    private int value() { return 1; }
    private static int util() { return 2; }
    private int field = 3;
    private static int counter = 4;
}
