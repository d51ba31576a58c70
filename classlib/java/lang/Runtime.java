// java.lang.Runtime: the singleton view of the running VM (exit, shutdown hooks, memory figures,
// processors). The hooks live in java.lang.ExitSequence.
package java.lang;

/** The interface between the program and the VM it runs in. */
public class Runtime {
    private static final Runtime currentRuntime = new Runtime();

    private Runtime() {
    }

    public static Runtime getRuntime() {
        return currentRuntime;
    }

    /**
     * Ends the VM after running the shutdown hooks. A second call (from another thread, or from
     * a hook) blocks, as on the JDK. System.out and System.err are unbuffered: nothing to flush.
     */
    public void exit(int status) {
        ExitSequence.exit(status);
    }

    /** Ends the VM at once, without running the shutdown hooks. */
    public void halt(int status) {
        halt0(status);
    }

    static native void halt0(int status);

    /**
     * Registers a thread, not yet started, to be started when the VM shuts down: after the last
     * non-daemon thread ends, or in exit. IllegalArgumentException if it is already registered
     * or running, IllegalStateException once shutdown has begun.
     */
    public void addShutdownHook(Thread hook) {
        ExitSequence.addHook(hook);
    }

    /** Unregisters a hook: whether it was registered. IllegalStateException once shutdown has begun. */
    public boolean removeShutdownHook(Thread hook) {
        return ExitSequence.removeHook(hook);
    }

    public native int availableProcessors();

    public native long freeMemory();

    public native long totalMemory();

    public native long maxMemory();

    public native void gc();

    /**
     * Loads the native library at the absolute path filename (docs/jni.md); its JNI_OnLoad runs
     * first. Loading a library again does nothing. UnsatisfiedLinkError if it cannot be loaded.
     */
    public void load(String filename) {
        if (!filename.startsWith("/")) {
            throw new UnsatisfiedLinkError("Expecting an absolute path of the library: " + filename);
        }
        load0(filename);
    }

    /**
     * Loads lib<libname>.so from the first directory of java.library.path that has it, or else
     * from the system's default places (as dlopen searches them).
     */
    public void loadLibrary(String libname) {
        if (libname.indexOf('/') >= 0) {
            throw new UnsatisfiedLinkError("Directory separator should not appear in library name: " + libname);
        }
        loadLibrary0(libname, System.getProperty("java.library.path", ""));
    }

    private static native void load0(String path);

    private static native void loadLibrary0(String libname, String searchPath);
}
