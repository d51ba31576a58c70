package wwtest;

/**
 * Test-only access to the VM's internals for guest tests. Its natives are
 * bound only when wwvm runs with {@code -XX:+WhiteBox}; otherwise every call
 * throws {@link UnsatisfiedLinkError}.
 */
public final class WhiteBox {
    private WhiteBox() {}

    /** How many times the current thread has executed JVMS opcode {@code opcode} (0..255). */
    public static native long opcodeCount(int opcode);

    /** The sum of the current thread's opcode counts. */
    public static native long totalOpcodes();

    /** Bytes the allocator has handed to the current thread. */
    public static native long bytesAllocated();

    /** Bytes on the VM's own account (interned literals, Class mirrors). */
    public static native long vmBytesAllocated();

    /** Whether opcode counting is on (-Xprofile:off turns it off). */
    public static native boolean countingEnabled();

    /** Bytes of the Java heap in use. */
    public static native long heapUsed();

    /** Garbage collections since the VM started. */
    public static native long collections();

    /** Bytes of class metadata outside the Java heap (charged to no thread). */
    public static native long metadataBytes();

    /** Where {@code o} is in memory now (the collector may move it). */
    public static native long addressOf(Object o);
}
