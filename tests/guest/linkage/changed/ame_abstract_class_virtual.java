abstract class LkAvBase {
    abstract void m();
    void other() { System.out.println("LkAvBase.other"); }
}

abstract class LkAvMid extends LkAvRoot {
}
