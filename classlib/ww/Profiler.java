// ww.Profiler: exact measurements of what the current thread consumes (docs/accounting.md).
// Every method is a VM native and free: its call, the instructions that push its arguments
// (when they are plain loads of constants, locals or static fields) and whatever it allocates
// are not charged to the thread, so a measurement window holds only the action.
package ww;

/**
 * The current thread's resource accounts. A window opens when {@link #reset(int)} returns and
 * closes when {@link #getCount(int)} is called; {@link #snapshot()} and
 * {@link #since(Snapshot, int)} give windows that nest. Every method throws
 * IllegalStateException when profiling is off (-Xprofile:off).
 */
public final class Profiler {
    private Profiler() {
    }

    /** Whether wwvm is counting (false under -Xprofile:off or in a build without counting). */
    public static native boolean isEnabled();

    /** Sets the current thread's accounts of the resources in rp back to zero. */
    public static native void reset(int rp);

    /**
     * What the current thread consumed of each resource in rp since its last reset of that
     * resource (since the thread started, if never reset).
     */
    public static native Measurement getCount(int rp);

    /** The current thread's counts of each JVMS opcode (256 entries) since its last CPU reset. */
    public static native long[] getOpcodeCounts();

    /** The current thread's counts now, for a later {@link #since(Snapshot, int)}. */
    public static native Snapshot snapshot();

    /**
     * What the current thread consumed of each resource in rp since s was taken. s must be the
     * current thread's (IllegalArgumentException otherwise).
     */
    public static native Measurement since(Snapshot s, int rp);

    /** The current thread's opcode counts (256 entries) since s was taken. */
    public static native long[] opcodeCountsSince(Snapshot s);
}
