class LkNrLib {
    LkNrLib() { }
    void kept() { System.out.println("kept"); }
}

interface LkNrApi {
}
