// Uncaught exceptions crossing several lambdas and library frames. First a thread whose body is
// a lambda throws: its trace goes to stderr under the thread's name and the program goes on.
// Then main runs a lambda that calls checkAll, which hands List.forEach a lambda that calls a
// method that throws and wraps the exception, so the trace has a "Caused by:" part. In both
// traces the frames of the lambdas' generated classes are hidden, as the JDK does; the harness
// drops java.* frames (forEach, Thread.run) and "... N more" lines and compares the rest, so
// wwvm must name the same lambda bodies, methods and line numbers.
import java.util.*;
import java.util.function.*;

public class uncaught_in_nested_lambda {
    static void check(String s) {
        if (s.isEmpty()) {
            throw new IllegalArgumentException("empty string");
        }
        System.out.println("checked " + s);
    }

    static void checkAll(List<String> list) {
        Consumer<String> wrapped = s -> {
            try {
                check(s);
            } catch (IllegalArgumentException e) {
                throw new RuntimeException("check failed", e);
            }
        };
        list.forEach(wrapped);
    }

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            int[] none = new int[0];
            System.out.println("worker " + none[1]);
        }, "worker");
        worker.start();
        worker.join();
        System.out.println("main goes on");
        List<String> list = Arrays.asList("a", "b", "", "c");
        Runnable all = () -> checkAll(list);
        all.run();
        System.out.println("never printed");
    }
    // expect: main goes on
    // expect: checked a
    // expect: checked b
    // exit: 1
    // stderr-first-line: Exception in thread "worker" java.lang.ArrayIndexOutOfBoundsException: Index 1 out of bounds for length 0
    // stderr-contains: at uncaught_in_nested_lambda.lambda$main$1(uncaught_in_nested_lambda.java:33)
    // stderr-contains: Exception in thread "main" java.lang.RuntimeException: check failed
    // stderr-contains: Caused by: java.lang.IllegalArgumentException: empty string
    // stderr-contains: at uncaught_in_nested_lambda.check(uncaught_in_nested_lambda.java:14)
}
