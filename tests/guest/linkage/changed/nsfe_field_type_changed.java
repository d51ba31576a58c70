class LkFtLib {
    long size = 3;
    Object text = "text";
    static long[] data = { 1, 2 };
    static Object any = "any";
}
