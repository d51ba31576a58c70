// ww.Measurement: what an action consumed, as the Profiler reports it: one amount per resource
// of the profile it was asked for. The VM makes these (classlib/natives/ww_Profiler.cpp writes
// the fields); asking for a resource that was not measured is an error, never a silent 0.
package ww;

/** The amounts of the resources in one resource profile that an action consumed. */
public final class Measurement {
    private final int resources;
    private final long cpu;
    private final long memory;
    private final long timeMicros;
    private final long netSent;
    private final long netReceived;
    private final double energyMicrojoules;

    private Measurement(int resources, long cpu, long memory, long timeMicros, long netSent,
            long netReceived, double energyMicrojoules) {
        this.resources = resources;
        this.cpu = cpu;
        this.memory = memory;
        this.timeMicros = timeMicros;
        this.netSent = netSent;
        this.netReceived = netReceived;
        this.energyMicrojoules = energyMicrojoules;
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

    /**
     * Microseconds during which the thread was the running thread (TIME): its own bytecodes and
     * natives, not other threads, collector pauses, class loading or idling.
     */
    public long time() {
        return amount(Resource.TIME, timeMicros);
    }

    /** Bytes sent and received through the class library's connections (NETWORK). */
    public long network() {
        return amount(Resource.NETWORK, netSent + netReceived);
    }

    /** Bytes sent through the class library's connections (NETWORK). */
    public long networkSent() {
        return amount(Resource.NETWORK, netSent);
    }

    /** Bytes received through the class library's connections (NETWORK). */
    public long networkReceived() {
        return amount(Resource.NETWORK, netReceived);
    }

    /** Microjoules, from the VM's resource model (ENERGY; -Xenergy-model chooses the model). */
    public double energy() {
        if (!measures(Resource.ENERGY)) {
            amount(Resource.ENERGY, 0);
        }
        return energyMicrojoules;
    }

    /**
     * The amount of one resource (a single bit of {@link Resource}): bytecodes, bytes,
     * microseconds, network bytes (sent and received), or microjoules rounded to the nearest.
     */
    public long get(int resource) {
        switch (resource) {
            case Resource.CPU:
                return cpu();
            case Resource.MEMORY:
                return memory();
            case Resource.TIME:
                return time();
            case Resource.NETWORK:
                return network();
            case Resource.ENERGY:
                return Math.round(energy());
            default:
                throw new IllegalArgumentException("not a single resource: " + Resource.describe(resource));
        }
    }

    private long amount(int resource, long value) {
        if (!measures(resource)) {
            throw new IllegalStateException(Resource.describe(resource) + " was not measured (profile "
                    + Resource.describe(resources) + ")");
        }
        return value;
    }

    /**
     * For example "Measurement[CPU=120 bytecodes, MEMORY=64 bytes, TIME=3 us, NETWORK=0 bytes sent,
     * 0 received, ENERGY=41.5 uJ]", listing the measured resources only.
     */
    public String toString() {
        StringBuilder text = new StringBuilder("Measurement[");
        String separator = "";
        if (measures(Resource.CPU)) {
            text.append("CPU=").append(cpu).append(" bytecodes");
            separator = ", ";
        }
        if (measures(Resource.MEMORY)) {
            text.append(separator).append("MEMORY=").append(memory).append(" bytes");
            separator = ", ";
        }
        if (measures(Resource.TIME)) {
            text.append(separator).append("TIME=").append(timeMicros).append(" us");
            separator = ", ";
        }
        if (measures(Resource.NETWORK)) {
            text.append(separator).append("NETWORK=").append(netSent).append(" bytes sent, ")
                    .append(netReceived).append(" received");
            separator = ", ";
        }
        if (measures(Resource.ENERGY)) {
            text.append(separator).append("ENERGY=").append(Math.round(energyMicrojoules * 10) / 10.0)
                    .append(" uJ");
        }
        return text.append(']').toString();
    }
}
