// HashMap's compute family as the JDK implements it: new entries go to the head of their bin and
// the resize comes before the next insertion rather than after this one, which shows in the
// iteration order; functions that modify the map give ConcurrentModificationException in
// HashMap, LinkedHashMap, TreeMap and Hashtable, and forEach/replaceAll fail fast.
// (At most eight keys share a bin: the JDK would make a ninth a tree bin, which wwvm does not.)
import java.util.*;
import java.util.function.*;

public class map_compute_order {
    static final Function<Integer, String> NAME = new Function<Integer, String>() {
        public String apply(Integer k) {
            return "v" + k;
        }
    };

    static void attempt(String what, Map<Integer, String> m, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": ok " + m);
        } catch (ConcurrentModificationException e) {
            System.out.println(what + ": " + e + " " + m);
        }
    }

    static void modifying(String name, final Map<Integer, String> m) {
        for (int i = 1; i <= 4; i++) {
            m.put(i, "v" + i);
        }
        final Function<Integer, String> sneakyPut = new Function<Integer, String>() {
            public String apply(Integer k) {
                m.put(k + 100, "sneaky");
                return "v" + k;
            }
        };
        final BiFunction<Integer, String, String> sneakyRemove = new BiFunction<Integer, String, String>() {
            public String apply(Integer k, String v) {
                m.remove(1);
                return v + "!";
            }
        };
        final BiFunction<String, String, String> sneakyMerge = new BiFunction<String, String, String>() {
            public String apply(String a, String b) {
                m.put(200, "sneaky");
                return a + b;
            }
        };
        final BiFunction<Integer, String, String> sneakySet = new BiFunction<Integer, String, String>() {
            public String apply(Integer k, String v) {
                m.put(2, "changed");
                return v;
            }
        };
        System.out.println(name);
        attempt("  computeIfAbsent put", m, new Runnable() {
            public void run() {
                m.computeIfAbsent(7, sneakyPut);
            }
        });
        attempt("  computeIfAbsent present", m, new Runnable() {
            public void run() {
                m.computeIfAbsent(2, sneakyPut);
            }
        });
        attempt("  computeIfPresent remove", m, new Runnable() {
            public void run() {
                m.computeIfPresent(3, sneakyRemove);
            }
        });
        attempt("  compute remove", m, new Runnable() {
            public void run() {
                m.compute(4, sneakyRemove);
            }
        });
        attempt("  merge put", m, new Runnable() {
            public void run() {
                m.merge(4, "x", sneakyMerge);
            }
        });
        attempt("  compute value change only", m, new Runnable() {
            public void run() {
                m.compute(3, sneakySet);
            }
        });
        final int[] calls = new int[1];
        attempt("  forEach put", m, new Runnable() {
            public void run() {
                m.forEach(new BiConsumer<Integer, String>() {
                    public void accept(Integer k, String v) {
                        calls[0]++;
                        if (k == 2) {
                            m.put(300, "late");
                        }
                    }
                });
            }
        });
        System.out.println("  forEach calls " + calls[0]);
        calls[0] = 0;
        attempt("  replaceAll remove", m, new Runnable() {
            public void run() {
                m.replaceAll(new BiFunction<Integer, String, String>() {
                    public String apply(Integer k, String v) {
                        calls[0]++;
                        if (k == 3) {
                            m.remove(300);
                        }
                        return v + "*";
                    }
                });
            }
        });
        System.out.println("  replaceAll calls " + calls[0]);
        attempt("  forEach value change only", m, new Runnable() {
            public void run() {
                m.forEach(new BiConsumer<Integer, String>() {
                    public void accept(Integer k, String v) {
                        m.put(k, v + "+");
                    }
                });
            }
        });
    }

    public static void main(String[] args) {
        HashMap<Integer, String> a = new HashMap<Integer, String>();
        HashMap<Integer, String> b = new HashMap<Integer, String>();
        int[] keys = {0, 64, 128, 5, 192, 256, 21, 320, 384, 448, 37, 53, 17, 33, 1, 49, 65};
        for (int k : keys) {
            a.put(k, "v" + k);
            b.computeIfAbsent(k, NAME);
            System.out.println("put " + a.keySet());
            System.out.println("cia " + b.keySet());
        }
        HashMap<Integer, String> c = new HashMap<Integer, String>();
        BiFunction<Integer, String, String> init = new BiFunction<Integer, String, String>() {
            public String apply(Integer k, String v) {
                return (v == null) ? "new" : v + "+";
            }
        };
        BiFunction<String, String, String> cat = new BiFunction<String, String, String>() {
            public String apply(String x, String y) {
                return x + y;
            }
        };
        for (int i = 0; i < 14; i++) {
            c.compute(i * 16 + (i % 3), init);
            c.merge(i * 32 + 1, "m", cat);
        }
        System.out.println("compute/merge " + c.keySet());
        c.put(999, "x");
        System.out.println("after put " + c.keySet());
        LinkedHashMap<Integer, String> lru = new LinkedHashMap<Integer, String>(16, 0.75f, true) {
            protected boolean removeEldestEntry(Map.Entry<Integer, String> eldest) {
                return size() > 3;
            }
        };
        for (int i = 0; i < 5; i++) {
            lru.computeIfAbsent(i, NAME);
            lru.computeIfAbsent(1, NAME);
        }
        lru.merge(3, "!", cat);
        lru.compute(1, init);
        System.out.println("lru " + lru);

        modifying("HashMap", new HashMap<Integer, String>());
        modifying("LinkedHashMap", new LinkedHashMap<Integer, String>());
        modifying("TreeMap", new TreeMap<Integer, String>());
        modifying("Hashtable", new Hashtable<Integer, String>());
    }
}

// expect: put [0]
// expect: cia [0]
// expect: put [0, 64]
// expect: cia [64, 0]
// expect: put [0, 64, 128]
// expect: cia [128, 64, 0]
// expect: put [0, 64, 128, 5]
// expect: cia [128, 64, 0, 5]
// expect: put [0, 64, 128, 192, 5]
// expect: cia [192, 128, 64, 0, 5]
// expect: put [0, 64, 128, 192, 256, 5]
// expect: cia [256, 192, 128, 64, 0, 5]
// expect: put [0, 64, 128, 192, 256, 5, 21]
// expect: cia [256, 192, 128, 64, 0, 21, 5]
// expect: put [0, 64, 128, 192, 256, 320, 5, 21]
// expect: cia [320, 256, 192, 128, 64, 0, 21, 5]
// expect: put [0, 64, 128, 192, 256, 320, 384, 5, 21]
// expect: cia [384, 320, 256, 192, 128, 64, 0, 21, 5]
// expect: put [0, 64, 128, 192, 256, 320, 384, 448, 5, 21]
// expect: cia [448, 384, 320, 256, 192, 128, 64, 0, 5, 21]
// expect: put [0, 64, 128, 192, 256, 320, 384, 448, 5, 21, 37]
// expect: cia [448, 384, 320, 256, 192, 128, 64, 0, 37, 5, 21]
// expect: put [0, 64, 128, 192, 256, 320, 384, 448, 5, 21, 37, 53]
// expect: cia [448, 384, 320, 256, 192, 128, 64, 0, 37, 5, 53, 21]
// expect: put [0, 64, 128, 192, 256, 320, 384, 448, 5, 37, 17, 21, 53]
// expect: cia [448, 384, 320, 256, 192, 128, 64, 0, 37, 5, 17, 53, 21]
// expect: put [0, 64, 128, 192, 256, 320, 384, 448, 33, 5, 37, 17, 21, 53]
// expect: cia [448, 384, 320, 256, 192, 128, 64, 0, 33, 37, 5, 17, 53, 21]
// expect: put [0, 64, 128, 192, 256, 320, 384, 448, 33, 1, 5, 37, 17, 21, 53]
// expect: cia [448, 384, 320, 256, 192, 128, 64, 0, 1, 33, 37, 5, 17, 53, 21]
// expect: put [0, 64, 128, 192, 256, 320, 384, 448, 33, 1, 5, 37, 17, 49, 21, 53]
// expect: cia [448, 384, 320, 256, 192, 128, 64, 0, 1, 33, 37, 5, 49, 17, 53, 21]
// expect: put [0, 64, 128, 192, 256, 320, 384, 448, 33, 1, 65, 5, 37, 17, 49, 21, 53]
// expect: cia [448, 384, 320, 256, 192, 128, 64, 0, 65, 1, 33, 37, 5, 49, 17, 53, 21]
// expect: compute/merge [192, 0, 385, 321, 257, 193, 129, 65, 1, 130, 144, 209, 17, 82, 96, 417, 353, 289, 225, 161, 97, 33, 34, 48, 113, 178]
// expect: after put [192, 0, 385, 321, 257, 193, 129, 65, 1, 130, 144, 209, 17, 82, 96, 417, 353, 289, 225, 161, 97, 33, 34, 999, 48, 113, 178]
// expect: lru {4=v4, 3=v3!, 1=v1+}
// expect: HashMap
// expect:   computeIfAbsent put: java.util.ConcurrentModificationException {1=v1, 2=v2, 3=v3, 4=v4, 107=sneaky}
// expect:   computeIfAbsent present: ok {1=v1, 2=v2, 3=v3, 4=v4, 107=sneaky}
// expect:   computeIfPresent remove: java.util.ConcurrentModificationException {2=v2, 3=v3, 4=v4, 107=sneaky}
// expect:   compute remove: ok {2=v2, 3=v3, 4=v4!, 107=sneaky}
// expect:   merge put: java.util.ConcurrentModificationException {2=v2, 3=v3, 4=v4!, 200=sneaky, 107=sneaky}
// expect:   compute value change only: ok {2=changed, 3=v3, 4=v4!, 200=sneaky, 107=sneaky}
// expect:   forEach put: java.util.ConcurrentModificationException {2=changed, 3=v3, 4=v4!, 200=sneaky, 107=sneaky, 300=late}
// expect:   forEach calls 6
// expect:   replaceAll remove: java.util.ConcurrentModificationException {2=changed*, 3=v3*, 4=v4!*, 200=sneaky*, 107=sneaky*}
// expect:   replaceAll calls 5
// expect:   forEach value change only: ok {2=changed*+, 3=v3*+, 4=v4!*+, 200=sneaky*+, 107=sneaky*+}
// expect: LinkedHashMap
// expect:   computeIfAbsent put: java.util.ConcurrentModificationException {1=v1, 2=v2, 3=v3, 4=v4, 107=sneaky}
// expect:   computeIfAbsent present: ok {1=v1, 2=v2, 3=v3, 4=v4, 107=sneaky}
// expect:   computeIfPresent remove: java.util.ConcurrentModificationException {2=v2, 3=v3, 4=v4, 107=sneaky}
// expect:   compute remove: ok {2=v2, 3=v3, 4=v4!, 107=sneaky}
// expect:   merge put: java.util.ConcurrentModificationException {2=v2, 3=v3, 4=v4!, 107=sneaky, 200=sneaky}
// expect:   compute value change only: ok {2=changed, 3=v3, 4=v4!, 107=sneaky, 200=sneaky}
// expect:   forEach put: java.util.ConcurrentModificationException {2=changed, 3=v3, 4=v4!, 107=sneaky, 200=sneaky, 300=late}
// expect:   forEach calls 6
// expect:   replaceAll remove: java.util.ConcurrentModificationException {2=changed*, 3=v3*, 4=v4!*, 107=sneaky*, 200=sneaky*}
// expect:   replaceAll calls 5
// expect:   forEach value change only: ok {2=changed*+, 3=v3*+, 4=v4!*+, 107=sneaky*+, 200=sneaky*+}
// expect: TreeMap
// expect:   computeIfAbsent put: java.util.ConcurrentModificationException {1=v1, 2=v2, 3=v3, 4=v4, 107=sneaky}
// expect:   computeIfAbsent present: ok {1=v1, 2=v2, 3=v3, 4=v4, 107=sneaky}
// expect:   computeIfPresent remove: java.util.ConcurrentModificationException {2=v2, 3=v3, 4=v4, 107=sneaky}
// expect:   compute remove: ok {2=v2, 3=v3, 4=v4!, 107=sneaky}
// expect:   merge put: java.util.ConcurrentModificationException {2=v2, 3=v3, 4=v4!, 107=sneaky, 200=sneaky}
// expect:   compute value change only: ok {2=changed, 3=v3, 4=v4!, 107=sneaky, 200=sneaky}
// expect:   forEach put: java.util.ConcurrentModificationException {2=changed, 3=v3, 4=v4!, 107=sneaky, 200=sneaky, 300=late}
// expect:   forEach calls 1
// expect:   replaceAll remove: java.util.ConcurrentModificationException {2=changed*, 3=v3*, 4=v4!, 107=sneaky, 200=sneaky}
// expect:   replaceAll calls 2
// expect:   forEach value change only: ok {2=changed*+, 3=v3*+, 4=v4!+, 107=sneaky+, 200=sneaky+}
// expect: Hashtable
// expect:   computeIfAbsent put: java.util.ConcurrentModificationException {107=sneaky, 4=v4, 3=v3, 2=v2, 1=v1}
// expect:   computeIfAbsent present: ok {107=sneaky, 4=v4, 3=v3, 2=v2, 1=v1}
// expect:   computeIfPresent remove: java.util.ConcurrentModificationException {107=sneaky, 4=v4, 3=v3, 2=v2}
// expect:   compute remove: ok {107=sneaky, 4=v4!, 3=v3, 2=v2}
// expect:   merge put: java.util.ConcurrentModificationException {107=sneaky, 4=v4!, 3=v3, 200=sneaky, 2=v2}
// expect:   compute value change only: ok {107=sneaky, 4=v4!, 3=v3, 200=sneaky, 2=changed}
// expect:   forEach put: java.util.ConcurrentModificationException {107=sneaky, 4=v4!, 300=late, 3=v3, 200=sneaky, 2=changed}
// expect:   forEach calls 2
// expect:   replaceAll remove: java.util.ConcurrentModificationException {107=sneaky, 4=v4!, 3=v3*, 200=sneaky*, 2=changed*}
// expect:   replaceAll calls 4
// expect:   forEach value change only: ok {107=sneaky+, 4=v4!+, 3=v3*+, 200=sneaky*+, 2=changed*+}
