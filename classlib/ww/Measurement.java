// ww.Measurement: what an action consumed, as the Profiler reports it: one amount per resource
// of the profile it was asked for. The VM makes these (classlib/natives/ww_Profiler.cpp writes
// the fields); asking for a resource that was not measured is an error, never a silent 0.
package ww;

/** The amounts of the resources in one resource profile that an action consumed. */
public final class Measurement {
    private final int resources;
    private final long cpu;
    private final long memory;

    private Measurement(int resources, long cpu, long memory) {
        this.resources = resources;
        this.cpu = cpu;
        this.memory = memory;
    }

    /** The resource profile measured (bits of {@link Resource}). */
    public int resources() {
        return resources;
    }

    /** Whether this measurement holds an amount for resource. */
    public boolean measures(int resource) {
        return (resources & resource) == resource && resource != 0;
    }

    /** Bytecodes executed (CPU). */
    public long cpu() {
        return amount(Resource.CPU, cpu);
    }

    /** Bytes allocated (MEMORY). */
    public long memory() {
        return amount(Resource.MEMORY, memory);
    }

    /** The amount of one resource (a single bit of {@link Resource}). */
    public long get(int resource) {
        switch (resource) {
            case Resource.CPU:
                return cpu();
            case Resource.MEMORY:
                return memory();
            default:
                throw new IllegalArgumentException("not a single measurable resource: "
                        + Resource.describe(resource));
        }
    }

    private long amount(int resource, long value) {
        if (!measures(resource)) {
            throw new IllegalStateException(Resource.describe(resource) + " was not measured (profile "
                    + Resource.describe(resources) + ")");
        }
        return value;
    }

    /** For example "Measurement[CPU=120 bytecodes, MEMORY=64 bytes]". */
    public String toString() {
        StringBuilder text = new StringBuilder("Measurement[");
        String separator = "";
        if (measures(Resource.CPU)) {
            text.append("CPU=").append(cpu).append(" bytecodes");
            separator = ", ";
        }
        if (measures(Resource.MEMORY)) {
            text.append(separator).append("MEMORY=").append(memory).append(" bytes");
        }
        return text.append(']').toString();
    }
}
