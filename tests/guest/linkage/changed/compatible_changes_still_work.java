class LkOkLib extends LkOkParent {
    static final int LIMIT = 20;
    static int limitField = 20;
    public int wider() { return 2; }
    public int prot = 3;
    public String fin() { return "fin2"; }
    static String stat() { return "stat2"; }
}

interface LkOkApi {
    default String run() { return "api.run"; }
    String added();
}

class LkOkFinal {
    String who() { return "not final"; }
    String extra() { return "extra"; }
}
