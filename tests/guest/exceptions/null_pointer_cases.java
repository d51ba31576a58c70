// NullPointerException from field access, method calls, arrays, throw null, synchronized and unboxing.
public class null_pointer_cases {
    int field;
    void method() { }

    interface Action { void run(null_pointer_cases n, int[] a, Integer boxed); }

    static void attempt(String label, Action action) {
        try {
            action.run(null, null, null);
            System.out.println(label + ": no exception");
        } catch (NullPointerException e) {
            System.out.println(label + ": " + e.getClass().getName());
        }
    }

    public static void main(String[] args) {
        attempt("getfield", new Action() { public void run(null_pointer_cases n, int[] a, Integer b) { System.out.println(n.field); } });
        // expect: getfield: java.lang.NullPointerException
        attempt("putfield", new Action() { public void run(null_pointer_cases n, int[] a, Integer b) { n.field = 1; } });
        // expect: putfield: java.lang.NullPointerException
        attempt("invoke", new Action() { public void run(null_pointer_cases n, int[] a, Integer b) { n.method(); } });
        // expect: invoke: java.lang.NullPointerException
        attempt("arraylength", new Action() { public void run(null_pointer_cases n, int[] a, Integer b) { System.out.println(a.length); } });
        // expect: arraylength: java.lang.NullPointerException
        attempt("unbox", new Action() { public void run(null_pointer_cases n, int[] a, Integer b) { int x = b; } });
        // expect: unbox: java.lang.NullPointerException
        attempt("throw null", new Action() { public void run(null_pointer_cases n, int[] a, Integer b) { throw null; } });
        // expect: throw null: java.lang.NullPointerException
        attempt("monitorenter", new Action() { public void run(null_pointer_cases n, int[] a, Integer b) { synchronized (n) { } } });
        // expect: monitorenter: java.lang.NullPointerException
        attempt("string", new Action() { public void run(null_pointer_cases n, int[] a, Integer b) { String s = null; s.length(); } });
        // expect: string: java.lang.NullPointerException
        try {
            Object o = null;
            o.hashCode();
        } catch (NullPointerException e) {
            System.out.println("message: " + e.getMessage());
        }
        // expect: message: null
    }
}
