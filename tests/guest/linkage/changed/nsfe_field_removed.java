class LkFrLib {
    int kept = 42;
    static int keptStatic = 7;
}
