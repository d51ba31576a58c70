// wwvm-only
// FatalError from native code stops the VM at once with the JDK's first line and status 1
// (the JDK aborts instead: no common exit status to compare).
// wwvm-args: -Djava.library.path=${WW_NATIVE_DIR}
// exit: 1
// stderr-first-line: FATAL ERROR in native method: the test library gives up
// expect: before
public class JniFatalError {
    static {
        System.loadLibrary("wwjnitest");
    }

    static native void fail();

    public static void main(String[] args) {
        System.out.println("before");
        fail();
        System.out.println("never printed");
    }
}
