// wwvm-only
// A JNI function wwvm leaves out (DefineClass) stops the VM like FatalError, naming it: its
// slot of the JNIEnv table holds a stub, never a null pointer.
// wwvm-args: -Djava.library.path=${WW_NATIVE_DIR}
// exit: 1
// stderr-first-line: FATAL ERROR in native method: JNI function DefineClass is not implemented by wwvm
// expect: before
public class JniFatalMissing {
    static {
        System.loadLibrary("wwjnitest");
    }

    static native Class<?> define();

    public static void main(String[] args) {
        System.out.println("before");
        define();
        System.out.println("never printed");
    }
}
