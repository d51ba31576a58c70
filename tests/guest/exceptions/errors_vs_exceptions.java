// catch (Exception) does not catch Errors; catch (Throwable) catches both.
public class errors_vs_exceptions {
    static void raise(boolean error) {
        if (error) throw new AssertionError("an error");
        throw new IllegalStateException("an exception");
    }

    static String classify(boolean error) {
        try {
            try {
                raise(error);
            } catch (Exception e) {
                return "Exception handler: " + e.getMessage();
            }
        } catch (Throwable t) {
            return "Throwable handler: " + t.getMessage();
        }
        return "none";
    }

    public static void main(String[] args) {
        System.out.println(classify(false));
        // expect: Exception handler: an exception
        System.out.println(classify(true));
        // expect: Throwable handler: an error
        Throwable t = new OutOfMemoryError("simulated");
        System.out.println((t instanceof Error) + " " + (t instanceof VirtualMachineError) + " " + t);
        // expect: true true java.lang.OutOfMemoryError: simulated
    }
}
