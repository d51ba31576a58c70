// System.exit inside try does not run the finally block or any outer handler.
public class system_exit_skips_finally {
    public static void main(String[] args) {
        try {
            try {
                System.out.println("in try");
                System.exit(3);
            } finally {
                System.out.println("inner finally must not run");
            }
        } catch (Throwable t) {
            System.out.println("catch must not run");
        } finally {
            System.out.println("outer finally must not run");
        }
    }
    // expect: in try
    // exit: 3
}
