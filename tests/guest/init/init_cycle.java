// Two classes whose initialisers refer to each other: the class already being initialised is seen
// with its fields still at their default values.
class IcyA {
    static int a = IcyB.b + 1;
    static { System.out.println("IcyA done a=" + a); }
}

class IcyB {
    static int b = IcyA.a + 10;
    static { System.out.println("IcyB done b=" + b); }
}

public class init_cycle {
    public static void main(String[] args) {
        System.out.println(IcyA.a);
        // expect: IcyB done b=10
        // expect: IcyA done a=11
        // expect: 11
        System.out.println(IcyB.b);
        // expect: 10
    }
}
