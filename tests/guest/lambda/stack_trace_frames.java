// Throwable.getStackTrace for exceptions made inside lambdas and methods called through method
// references: the frames of this class, by method name and in order (javac numbers the lambda
// bodies across the class: lambda$static$0, lambda$new$1, lambda$main$2, ...), and the number
// of frames whose class is neither this class nor the JDK's (java., jdk., sun.): zero, since
// the classes behind lambda objects show no frames, on the JDK as on wwvm. Covered: a lambda
// called from main, a direct method reference, nested lambdas, a lambda called by List.forEach,
// lambdas in a constructor and in the static initialiser, an exception made by a Supplier
// lambda and thrown by its caller (the trace is where it was made), and a line in a lambda.
import java.util.*;
import java.util.function.*;

public class stack_trace_frames {
    static String fromStaticInit;

    static {
        try {
            Runnable r = () -> {
                throw new IllegalStateException("static");
            };
            r.run();
        } catch (IllegalStateException e) {
            fromStaticInit = frames(e);
        }
    }

    String fromConstructor;

    stack_trace_frames() {
        Supplier<String> s = () -> {
            throw new UnsupportedOperationException("constructor " + this);
        };
        try {
            s.get();
        } catch (UnsupportedOperationException e) {
            fromConstructor = frames(e);
        }
    }

    static String frames(Throwable t) {
        StringBuilder sb = new StringBuilder();
        int others = 0;
        for (StackTraceElement e : t.getStackTrace()) {
            String cls = e.getClassName();
            if (cls.equals("stack_trace_frames")) {
                sb.append(sb.length() == 0 ? "" : " > ").append(e.getMethodName());
            } else if (!cls.startsWith("java.") && !cls.startsWith("jdk.") && !cls.startsWith("sun.")) {
                others++;
            }
        }
        return sb + " (other frames: " + others + ")";
    }

    static int fail(String s) {
        throw new NumberFormatException("fail " + s);
    }

    public static void main(String[] args) {
        System.out.println(fromStaticInit);
        System.out.println(new stack_trace_frames().fromConstructor);

        Runnable direct = () -> {
            throw new IllegalArgumentException("direct");
        };
        try {
            direct.run();
        } catch (IllegalArgumentException e) {
            System.out.println(frames(e));
        }

        Function<String, Integer> ref = stack_trace_frames::fail;
        try {
            ref.apply("x");
        } catch (NumberFormatException e) {
            System.out.println(frames(e));
        }

        Supplier<Runnable> outer = () -> () -> {
            throw new ArithmeticException("inner");
        };
        Runnable inner = outer.get();
        try {
            inner.run();
        } catch (ArithmeticException e) {
            System.out.println(frames(e));
        }
        Runnable both = () -> outer.get().run();
        try {
            both.run();
        } catch (ArithmeticException e) {
            System.out.println(frames(e));
        }

        try {
            Arrays.asList("a", "bb").forEach(s -> {
                if (s.length() > 1) {
                    throw new IllegalStateException(s);
                }
            });
        } catch (IllegalStateException e) {
            System.out.println(frames(e) + " message " + e.getMessage());
        }

        Supplier<RuntimeException> maker = () -> new RuntimeException("made");
        try {
            throw maker.get();
        } catch (RuntimeException e) {
            System.out.println(frames(e));
        }

        IntUnaryOperator divide = x -> 100 / x;
        try {
            divide.applyAsInt(0);
        } catch (ArithmeticException e) {
            StackTraceElement top = e.getStackTrace()[0];
            System.out.println(top.getMethodName() + " line " + top.getLineNumber() + " "
                    + top.getFileName());
        }
    }

    public String toString() {
        return "stf";
    }
    // expect: lambda$static$0 > <clinit> (other frames: 0)
    // expect: lambda$new$1 > <init> > main (other frames: 0)
    // expect: lambda$main$2 > main (other frames: 0)
    // expect: fail > main (other frames: 0)
    // expect: lambda$main$3 > main (other frames: 0)
    // expect: lambda$main$3 > lambda$main$5 > main (other frames: 0)
    // expect: lambda$main$6 > main (other frames: 0) message bb
    // expect: lambda$main$7 > main (other frames: 0)
    // expect: lambda$main$8 line 110 stack_trace_frames.java
}
