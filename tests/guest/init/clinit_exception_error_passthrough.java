// An Error thrown by a static initialiser is not wrapped in ExceptionInInitializerError.
class CepFatal {
    static final Object VALUE;
    static {
        if (Boolean.parseBoolean("true")) throw new AssertionError("custom error");
        VALUE = "never";
    }
}

public class clinit_exception_error_passthrough {
    public static void main(String[] args) {
        try {
            System.out.println(CepFatal.VALUE);
        } catch (AssertionError e) {
            System.out.println("AssertionError: " + e.getMessage());
        }
        // expect: AssertionError: custom error
        try {
            System.out.println(CepFatal.VALUE);
        } catch (NoClassDefFoundError e) {
            System.out.println(e.getMessage());
        }
        // expect: Could not initialize class CepFatal
    }
}
