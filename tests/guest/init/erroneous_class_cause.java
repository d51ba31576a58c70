// After a static initialiser fails, every later use of the class is NoClassDefFoundError
// "Could not initialize class", whose cause (as JDK 17 records it) is an
// ExceptionInInitializerError naming the first failure, its message and its thread, with the
// first failure's stack trace. Initialisers that throw an Error or a message-less exception too.
public class erroneous_class_cause {
    static class EccBad {
        static int v;

        static {
            if (true) {
                throw new IllegalStateException("init failed");
            }
        }
    }

    static class EccNoMessage {
        static int v;

        static {
            if (true) {
                throw new IllegalStateException();
            }
        }
    }

    static class EccError {
        static int v;

        static {
            if (true) {
                throw new AssertionError("an error");
            }
        }
    }

    static void touch(int which) {
        try {
            System.out.println(which == 0 ? EccBad.v : which == 1 ? EccNoMessage.v : EccError.v);
        } catch (Throwable e) {
            System.out.println(e + " | cause: " + e.getCause());
        }
    }

    public static void main(String[] args) {
        for (int round = 0; round < 2; round++) {
            for (int which = 0; which < 3; which++) {
                touch(which);
            }
        }
        try {
            System.out.println(EccBad.v);
        } catch (NoClassDefFoundError e) {
            StackTraceElement[] trace = e.getCause().getStackTrace();
            System.out.println("cause trace starts in " + trace[0].getMethodName() + " of " + trace[0].getClassName());
        }
    }
}
// expect: java.lang.ExceptionInInitializerError | cause: java.lang.IllegalStateException: init failed
// expect: java.lang.ExceptionInInitializerError | cause: java.lang.IllegalStateException
// expect: java.lang.AssertionError: an error | cause: null
// expect: java.lang.NoClassDefFoundError: Could not initialize class erroneous_class_cause$EccBad | cause: java.lang.ExceptionInInitializerError: Exception java.lang.IllegalStateException: init failed [in thread "main"]
// expect: java.lang.NoClassDefFoundError: Could not initialize class erroneous_class_cause$EccNoMessage | cause: java.lang.ExceptionInInitializerError: Exception java.lang.IllegalStateException [in thread "main"]
// expect: java.lang.NoClassDefFoundError: Could not initialize class erroneous_class_cause$EccError | cause: java.lang.ExceptionInInitializerError: Exception java.lang.AssertionError: an error [in thread "main"]
// expect: cause trace starts in <clinit> of erroneous_class_cause$EccBad
