class LkSfLib {
    int counter = 1;
    static String name = "name";
}
