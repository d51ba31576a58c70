// Initialising a class first initialises its superclasses, top down, each once.
class SifA { static { System.out.println("SifA"); } }
class SifB extends SifA { static { System.out.println("SifB"); } }
class SifC extends SifB {
    static { System.out.println("SifC"); }
    static void touch() { System.out.println("SifC.touch"); }
}
class SifD extends SifB { static { System.out.println("SifD"); } }

public class superclass_init_first {
    public static void main(String[] args) {
        SifC.touch();
        // expect: SifA
        // expect: SifB
        // expect: SifC
        // expect: SifC.touch
        new SifD();
        // expect: SifD
        new SifB();
        System.out.println("done");
        // expect: done
    }
}
