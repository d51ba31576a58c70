// new triggers class initialisation exactly once, before the constructor runs.
class IonThing {
    static { System.out.println("IonThing clinit"); }
    IonThing() { System.out.println("IonThing ctor"); }
}

public class init_on_new {
    public static void main(String[] args) {
        System.out.println("start");
        // expect: start
        new IonThing();
        // expect: IonThing clinit
        // expect: IonThing ctor
        new IonThing();
        // expect: IonThing ctor
    }
}
