// java.lang.Runtime: the singleton view of the running VM (exit, memory figures, processors).
package java.lang;

/** The interface between the program and the VM it runs in. */
public class Runtime {
    private static final Runtime currentRuntime = new Runtime();

    private Runtime() {
    }

    public static Runtime getRuntime() {
        return currentRuntime;
    }

    /** Ends the VM. wwvm has no shutdown hooks, and System.out and System.err are unbuffered. */
    public void exit(int status) {
        halt0(status);
    }

    /** Ends the VM at once. */
    public void halt(int status) {
        halt0(status);
    }

    private static native void halt0(int status);

    public native int availableProcessors();

    public native long freeMemory();

    public native long totalMemory();

    public native long maxMemory();

    public native void gc();
}
