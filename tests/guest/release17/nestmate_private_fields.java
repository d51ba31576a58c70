// Java 11+ nestmates: an inner class reads and writes the outer class's private fields directly
// (no synthetic accessor methods), and the outer class reads the inner class's private fields.
public class nestmate_private_fields {
    private int count = 1;
    private static long total = 100L;
    private String label = "outer";

    class Worker {
        private int done;

        void work() {
            count *= 7;
            total += count;
            label = label + "!";
            done++;
        }
    }

    public static void main(String[] args) {
        nestmate_private_fields outer = new nestmate_private_fields();
        Worker w = outer.new Worker();
        w.work();
        w.work();
        System.out.println(outer.count + " " + total + " " + outer.label + " " + w.done);
        // expect: 49 156 outer!! 2
        w.done = -1;
        System.out.println(w.done);
        // expect: -1
    }
}
