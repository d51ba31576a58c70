// synchronized blocks (monitorenter/monitorexit) on one thread: nesting, re-entry and exit by exception.
public class synchronized_blocks {
    static final Object LOCK = new Object();
    static int counter;

    static void bump(int depth) {
        synchronized (LOCK) {
            counter++;
            if (depth > 0) bump(depth - 1);
        }
    }

    static int failInside() {
        synchronized (LOCK) {
            throw new IllegalStateException("inside monitor");
        }
    }

    public static void main(String[] args) {
        bump(5);
        System.out.println(counter);
        // expect: 6
        try {
            failInside();
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
        }
        // expect: inside monitor
        String a = "a";
        synchronized (a) {
            synchronized (LOCK) {
                synchronized (a) {
                    System.out.println("nested");
                }
            }
        }
        // expect: nested
        synchronized (LOCK) {
            counter += 10;
        }
        System.out.println(counter);
        // expect: 16
    }
}
