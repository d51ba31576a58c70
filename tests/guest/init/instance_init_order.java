// Instance creation order: superclass constructor, then field initialisers and blocks in order, then body.
class IioBase {
    IioBase() { System.out.println("IioBase ctor"); }
}

class IioChild extends IioBase {
    int x = trace("field x", 1);
    { trace("block", 2); }
    int y = trace("field y", x + 2);

    IioChild() {
        super();
        System.out.println("IioChild ctor x=" + x + " y=" + y);
    }

    static int trace(String what, int v) { System.out.println(what); return v; }
}

public class instance_init_order {
    public static void main(String[] args) {
        new IioChild();
        // expect: IioBase ctor
        // expect: field x
        // expect: block
        // expect: field y
        // expect: IioChild ctor x=1 y=3
    }
}
