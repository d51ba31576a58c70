// JNI exceptions: ThrowNew and Throw from C, caught in Java; an exception of a Java callback
// seen in C (ExceptionCheck, ExceptionOccurred) and cleared (ExceptionClear), left pending to
// reach the Java caller, or replaced; ExceptionDescribe (prints the trace on stderr, clears);
// GetMethodID/GetStaticMethodID of missing methods (NoSuchMethodError pending) and FindClass
// of a missing class (NoClassDefFoundError pending). The NoSuchMethodErrors show their class
// only: the JDK's messages differ between releases (17.0.21 says "LJniExceptions;.nosuch()V").
// stderr-first-line: Exception in thread "main" java.lang.IllegalStateException: described by ExceptionDescribe
// wwvm-args: -Djava.library.path=${WW_NATIVE_DIR}
// java-args: -Djava.library.path=${WW_NATIVE_DIR}
// expect: ThrowNew: java.lang.IllegalStateException: thrown by ThrowNew
// expect: ThrowNew checked: ExChecked: checked, from C, checked true
// expect: Throw: java.lang.UnsupportedOperationException: made in Java, the same object true
// expect: cleared in C: java.lang.IllegalArgumentException: callback 3 failed, callbacks run 1
// expect: left pending: java.lang.IllegalArgumentException: callback 4 failed, callbacks run 2
// expect: replaced: java.lang.RuntimeException: replaced in C, cause java.lang.IllegalArgumentException: callback 5 failed
// expect: ExceptionDescribe cleared it: true
// expect: GetMethodID nosuch: java.lang.NoSuchMethodError
// expect: GetMethodID of a static method: java.lang.NoSuchMethodError
// expect: GetStaticMethodID fail(long): java.lang.NoSuchMethodError
// expect: FindClass nosuch/Missing: java.lang.NoClassDefFoundError: nosuch/Missing
// expect: done
public class JniExceptions {
    static {
        System.loadLibrary("wwjnitest");
    }

    static native void throwNew(String className, String message);
    static native void throwObject(Throwable t);
    static native Throwable callAndClear(int n);
    static native int callAndLeave(int n);
    static native void callAndReplace(int n);
    static native boolean describe();
    static native void missingMethod();
    static native void staticAsInstance();
    static native void missingStaticMethod();
    static native void missingClass();

    static int failures;

    static void fail(int n) {
        failures++;
        throw new IllegalArgumentException("callback " + n + " failed");
    }

    public static void main(String[] args) {
        try {
            throwNew("java/lang/IllegalStateException", "thrown by ThrowNew");
            System.out.println("ThrowNew: nothing thrown");
        } catch (IllegalStateException e) {
            System.out.println("ThrowNew: " + e);
        }
        try {
            throwNew("ExChecked", "checked, from C");
            System.out.println("ThrowNew checked: nothing thrown");
        } catch (Exception e) {
            System.out.println("ThrowNew checked: " + e + ", checked " + (e instanceof ExChecked));
        }
        Throwable made = new UnsupportedOperationException("made in Java");
        try {
            throwObject(made);
            System.out.println("Throw: nothing thrown");
        } catch (UnsupportedOperationException e) {
            System.out.println("Throw: " + e + ", the same object " + (e == made));
        }

        Throwable cleared = callAndClear(3);
        System.out.println("cleared in C: " + cleared + ", callbacks run " + failures);
        try {
            int r = callAndLeave(4);
            System.out.println("left pending: returned " + r);
        } catch (IllegalArgumentException e) {
            System.out.println("left pending: " + e + ", callbacks run " + failures);
        }
        try {
            callAndReplace(5);
            System.out.println("replaced: nothing thrown");
        } catch (RuntimeException e) {
            System.out.println("replaced: " + e + ", cause " + e.getCause());
        }

        System.out.println("ExceptionDescribe cleared it: " + describe());

        try {
            missingMethod();
            System.out.println("GetMethodID nosuch: nothing thrown");
        } catch (NoSuchMethodError e) {
            System.out.println("GetMethodID nosuch: " + e.getClass().getName());
        }
        try {
            staticAsInstance();
            System.out.println("GetMethodID of a static method: nothing thrown");
        } catch (NoSuchMethodError e) {
            System.out.println("GetMethodID of a static method: " + e.getClass().getName());
        }
        try {
            missingStaticMethod();
            System.out.println("GetStaticMethodID fail(long): nothing thrown");
        } catch (NoSuchMethodError e) {
            System.out.println("GetStaticMethodID fail(long): " + e.getClass().getName());
        }
        try {
            missingClass();
            System.out.println("FindClass nosuch/Missing: nothing thrown");
        } catch (NoClassDefFoundError e) {
            System.out.println("FindClass nosuch/Missing: " + e);
        }
        System.out.println("done");
    }
}

class ExChecked extends Exception {
    ExChecked(String message) {
        super(message);
    }
}
