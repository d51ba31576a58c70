// ww.Profiler: exact measurements of what the current thread consumes (docs/accounting.md).
// Every method is a VM native and free: its call, the instructions that push its arguments
// (when they are plain loads of constants, locals or static fields) and whatever it allocates
// are not charged to the thread, so a measurement window holds only the action.
package ww;

/**
 * The current thread's resource accounts. A window opens when {@link #reset(int)} returns and
 * closes when {@link #getCount(int)} is called; {@link #snapshot()} and
 * {@link #since(Snapshot, int)} give windows that nest. {@link #getGroupCount(int)} and
 * {@link #groupSince(Snapshot, int)} measure a window's group: the thread and the threads
 * started inside the window, by it or by threads so started. Every method throws
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

    /**
     * What the current thread's group consumed of each resource in rp since the thread's last
     * reset of that resource: the thread's own count, as {@link #getCount(int)} gives it, plus
     * everything consumed so far by each thread started after that reset by this thread or by
     * a thread of the group (ended threads included, their whole lives). A provider that
     * starts its receiver threads inside a window and joins them measures them as one.
     */
    public static native Measurement getGroupCount(int rp);

    /** The current thread's counts of each JVMS opcode (256 entries) since its last CPU reset. */
    public static native long[] getOpcodeCounts();

    /** The current thread's counts now, for a later {@link #since(Snapshot, int)}. */
    public static native Snapshot snapshot();

    /**
     * What the current thread consumed of each resource in rp since s was taken. s must be the
     * current thread's (IllegalArgumentException otherwise).
     */
    public static native Measurement since(Snapshot s, int rp);

    /**
     * What the current thread's group consumed of each resource in rp since s was taken: the
     * thread's own {@link #since(Snapshot, int)} plus everything consumed by the threads started
     * after s was taken by this thread or by a thread of the group.
     */
    public static native Measurement groupSince(Snapshot s, int rp);

    /** The current thread's opcode counts (256 entries) since s was taken. */
    public static native long[] opcodeCountsSince(Snapshot s);
}
