// A local class captures effectively final locals and parameters of the enclosing method.
public class local_class_capture {
    interface Counter { int next(); }

    static Counter from(final int start, int step) {
        final String label = "c";
        class StepCounter implements Counter {
            int current = start;
            public int next() { int r = current; current += step; return r; }
            public String toString() { return label + current; }
        }
        return new StepCounter();
    }

    public static void main(String[] args) {
        Counter c = from(100, 7);
        c.next();
        c.next();
        System.out.println(c.next());
        // expect: 114
        System.out.println(c);
        // expect: c121
        Counter d = from(-1, -1);
        System.out.println(d.next() + " " + d.next());
        // expect: -1 -2
    }
}
