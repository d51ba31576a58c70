// Anonymous classes: subclassing a class with constructor arguments, implementing an interface, capturing.
public class anonymous_classes {
    static abstract class Op {
        final String sym;
        Op(String sym) { this.sym = sym; }
        abstract int apply(int a, int b);
        String show(int a, int b) { return a + " " + sym + " " + b + " = " + apply(a, b); }
    }

    public static void main(String[] args) {
        final int bias = 1000;
        Op add = new Op("+") { int apply(int a, int b) { return a + b; } };
        Op biased = new Op("+b") { int apply(int a, int b) { return a + b + bias; } };
        System.out.println(add.show(2, 3));
        // expect: 2 + 3 = 5
        System.out.println(biased.show(2, 3));
        // expect: 2 +b 3 = 1005
        Runnable r = new Runnable() {
            int runs;
            public void run() { System.out.println("run " + ++runs); }
        };
        r.run();
        r.run();
        // expect: run 1
        // expect: run 2
        System.out.println(add.getClass().getName() + " " + r.getClass().getName());
        // expect: anonymous_classes$1 anonymous_classes$3
    }
}
