// ww.Snapshot: a thread's counts at one moment, for nested measurement: Profiler.since(s, rp)
// gives what was consumed after s was taken, whatever resets or other snapshots happen in
// between. The VM fills the fields (classlib/natives/ww_Profiler.cpp).
package ww;

/** The current thread's resource counts when {@link Profiler#snapshot()} was called. */
public final class Snapshot {
    /** The thread that took it: a snapshot measures only that thread. */
    private final Thread owner;
    /** Opcode counts (256 entries, by JVMS opcode). */
    private final long[] opcodes;
    private final long bytes;
    private final long timeNanos;
    private final long netSent;
    private final long netReceived;
    /** Threads the VM had started when the snapshot was taken: later ones form its group. */
    private final long threadsStarted;

    private Snapshot(Thread owner, long[] opcodes, long bytes, long timeNanos, long netSent,
            long netReceived, long threadsStarted) {
        this.owner = owner;
        this.opcodes = opcodes;
        this.bytes = bytes;
        this.timeNanos = timeNanos;
        this.netSent = netSent;
        this.netReceived = netReceived;
        this.threadsStarted = threadsStarted;
    }

    /** The thread whose counts this snapshot holds. */
    public Thread owner() {
        return owner;
    }
}
