// ww.Resource: the resources wwvm accounts per thread, as bits. A resource profile is an int
// combining them (Resource.CPU | Resource.MEMORY), as in the Weight-Watcher interface.
package ww;

/** The resources wwvm measures, each a bit of a resource profile. */
public final class Resource {
    /** Bytecodes executed: the thread's JVMS instructions, counted exactly. */
    public static final int CPU = 1;
    /** Bytes allocated: objects and arrays, header and padding included. */
    public static final int MEMORY = 2;
    /** Microseconds during which the thread was the running thread. */
    public static final int TIME = 4;
    /** Bytes sent and received through the class library's connections. */
    public static final int NETWORK = 8;
    /** Microjoules, from the energy model. */
    public static final int ENERGY = 16;
    /** Every resource. */
    public static final int ALL = CPU | MEMORY | TIME | NETWORK | ENERGY;

    private Resource() {
    }

    /**
     * The names of the resources in profile rp, joined by '|' (for example "CPU|MEMORY"), or
     * "none" for 0.
     */
    public static String describe(int rp) {
        StringBuilder text = new StringBuilder();
        String[] names = {"CPU", "MEMORY", "TIME", "NETWORK", "ENERGY"};
        for (int i = 0; i < names.length; i++) {
            if ((rp & (1 << i)) != 0) {
                if (text.length() > 0) {
                    text.append('|');
                }
                text.append(names[i]);
            }
        }
        return text.length() == 0 ? "none" : text.toString();
    }
}
