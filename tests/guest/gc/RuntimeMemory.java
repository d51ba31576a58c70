// Runtime's memory figures hang together, and System.gc() / Runtime.gc() give back the memory
// of garbage.
// java-args: -Xmx64m -Xms8m -XX:+UseSerialGC
// wwvm-args: -Xmx64m -Xms8m
// expect: free <= total <= max: true
// expect: max near -Xmx: true
// expect: garbage reclaimed by System.gc: true
// expect: garbage reclaimed by Runtime.gc: true
public class RuntimeMemory {
    static long used(Runtime rt) {
        return rt.totalMemory() - rt.freeMemory();
    }

    static Object[] garbage() {
        Object[] a = new Object[1000];
        for (int i = 0; i < a.length; i++) {
            a[i] = new int[256];
        }
        return a;
    }

    public static void main(String[] args) {
        Runtime rt = Runtime.getRuntime();
        System.out.println("free <= total <= max: "
                + (rt.freeMemory() <= rt.totalMemory() && rt.totalMemory() <= rt.maxMemory()));
        long max = rt.maxMemory();
        System.out.println("max near -Xmx: " + (max > 48L << 20 && max <= 64L << 20));
        Object[] g = garbage();
        long before = used(rt);
        g = null;
        System.gc();
        System.out.println("garbage reclaimed by System.gc: " + (used(rt) < before - 512 * 1024));
        g = garbage();
        before = used(rt);
        g = null;
        rt.gc();
        System.out.println("garbage reclaimed by Runtime.gc: " + (used(rt) < before - 512 * 1024));
    }
}
