// An inner class reads and writes its outer instance's private fields and calls its private methods.
public class inner_outer_access {
    private int counter = 10;
    private static String prefix = "n=";

    private String format() { return prefix + counter; }

    class Incrementer {
        int step = 5;
        void apply() { counter += step; }
        String show() { return format(); }
        int outerCounter() { return inner_outer_access.this.counter; }
    }

    public static void main(String[] args) {
        inner_outer_access outer = new inner_outer_access();
        Incrementer inc = outer.new Incrementer();
        inc.apply();
        inc.apply();
        System.out.println(inc.show());
        // expect: n=20
        System.out.println(inc.outerCounter());
        // expect: 20
        inner_outer_access other = new inner_outer_access();
        Incrementer inc2 = other.new Incrementer();
        inc2.step = -1;
        inc2.apply();
        System.out.println(outer.counter + " " + other.counter);
        // expect: 20 9
    }
}
