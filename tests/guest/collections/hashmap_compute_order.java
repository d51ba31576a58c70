// HashMap order under the compute family and sizing rules: computeIfAbsent/compute/merge put new
// keys at the head of their bin and make room before looking; a crowded bin doubles a table under
// 64 (after 8 cells for put, 7 for the compute family); presized putAll, copies and clones; odd
// load factors; clear keeps the table; a function that modifies the map gets
// ConcurrentModificationException.
import java.util.*;
import java.util.function.BiFunction;
import java.util.function.Function;

public class hashmap_compute_order {
    /** Keys whose hash codes are chosen by the test (equal hashes collide in one bin). */
    static final class HcKey {
        final int id;
        final int hash;

        HcKey(int id, int hash) {
            this.id = id;
            this.hash = hash;
        }

        public int hashCode() {
            return hash;
        }

        public boolean equals(Object o) {
            return (o instanceof HcKey) && ((HcKey) o).id == id;
        }

        public String toString() {
            return "K" + id;
        }
    }

    static final Function<Object, String> NAME = new Function<Object, String>() {
        public String apply(Object k) {
            return "c" + k;
        }
    };

    static final BiFunction<Object, String, String> TAG = new BiFunction<Object, String, String>() {
        public String apply(Object k, String v) {
            return v == null ? "n" + k : v + "'";
        }
    };

    static final BiFunction<String, String, String> JOIN = new BiFunction<String, String, String>() {
        public String apply(String a, String b) {
            return a + "+" + b;
        }
    };

    public static void main(String[] args) {
        // Head insertion: colliding keys added by computeIfAbsent come out newest first.
        HashMap<Object, String> m = new HashMap<Object, String>();
        // (eight cells per bin at most: the JDK would make a bin of more in a table of 64 a tree)
        for (int i = 0; i < 4; i++) {
            m.computeIfAbsent(new HcKey(i, 3), NAME);
            m.put(new HcKey(10 + i, 3), "p");
        }
        System.out.println(m);
        m.clear();
        for (int i = 0; i < 4; i++) {
            m.compute(new HcKey(i, 5), TAG);
            m.merge(new HcKey(20 + i, 5), "m", JOIN);
        }
        System.out.println(m);
        m.compute(new HcKey(2, 5), TAG);
        m.merge(new HcKey(21, 5), "x", JOIN);
        m.compute(new HcKey(3, 5), new BiFunction<Object, String, String>() {
            public String apply(Object k, String v) {
                return null;
            }
        });
        m.merge(new HcKey(22, 5), "x", new BiFunction<String, String, String>() {
            public String apply(String a, String b) {
                return null;
            }
        });
        System.out.println(m + " " + m.size());

        // Crowded bins in small tables: the step where the table doubles, seen through a probe key
        // (hash 16) that shares bin 0 with the crowd only while the table has 16 bins.
        String[] ways = {"put", "computeIfAbsent", "compute", "merge"};
        for (int w = 0; w < ways.length; w++) {
            HashMap<Object, String> crowd = new HashMap<Object, String>();
            crowd.put(new HcKey(99, 16), "probe");
            StringBuilder sb = new StringBuilder(ways[w] + ":");
            // (stopping before a table of 64 gets a crowded bin, which the JDK would make a tree)
            for (int i = 0; i < (w == 0 ? 10 : 9); i++) {
                HcKey k = new HcKey(i, 64 * 1024);
                if (w == 0) {
                    crowd.put(k, "v");
                } else if (w == 1) {
                    crowd.computeIfAbsent(k, NAME);
                } else if (w == 2) {
                    crowd.compute(k, TAG);
                } else {
                    crowd.merge(k, "v", JOIN);
                }
                sb.append(' ').append(crowd.keySet().iterator().next());
            }
            System.out.println(sb + " " + crowd.keySet());
        }

        // Make room before looking: computeIfAbsent past the limit leaves the table full; the next
        // compute-family call doubles it even for a present key.
        HashMap<Integer, String> full = new HashMap<Integer, String>();
        for (int i = 0; i < 12; i++) {
            full.put(i * 5, "a");
        }
        full.computeIfAbsent(60, NAME);
        System.out.println(full.keySet());
        full.computeIfAbsent(0, NAME);
        System.out.println(full.keySet());
        full.put(65, "b");
        System.out.println(full.keySet());

        // Presizing: putAll into a fresh map, the copy constructor, clone (sized for the current
        // count), clone of an emptied map with another load factor, clear keeping the table.
        HashMap<Integer, Integer> big = new HashMap<Integer, Integer>();
        for (int i = 0; i < 40; i++) {
            big.put(i * 7 + 3, i);
        }
        for (int i = 0; i < 34; i++) {
            big.remove(i * 7 + 3);
        }
        System.out.println(big.keySet() + " clone " + ((HashMap<?, ?>) big.clone()).keySet());
        HashMap<Integer, Integer> one = new HashMap<Integer, Integer>();
        one.put(1, 1);
        HashMap<Integer, Integer> fresh = new HashMap<Integer, Integer>();
        fresh.putAll(one);
        fresh.put(4, 4);
        fresh.put(6, 6);
        HashMap<Integer, Integer> copied = new HashMap<Integer, Integer>(one);
        copied.put(4, 4);
        copied.put(6, 6);
        System.out.println("putAll one " + fresh.keySet() + " copy " + copied.keySet());
        HashMap<Integer, Integer> sized = new HashMap<Integer, Integer>();
        sized.putAll(big);
        sized.put(5, 5);
        sized.put(64, 64);
        System.out.println("putAll big " + sized.keySet());
        HashMap<Integer, Integer> odd = new HashMap<Integer, Integer>(4, 0.3f);
        @SuppressWarnings("unchecked")
        HashMap<Integer, Integer> oddClone = (HashMap<Integer, Integer>) odd.clone();
        for (int i = 0; i < 20; i++) {
            odd.put(i * 17, i);
            oddClone.put(i * 17, i);
        }
        System.out.println(odd.keySet());
        System.out.println(oddClone.keySet());
        HashMap<Integer, Integer> grown = new HashMap<Integer, Integer>(16, 0.3f);
        for (int i = 0; i < 9; i++) {
            grown.put(i * 32 + 1, i);
        }
        System.out.println("lf 0.3 " + grown.keySet());
        HashMap<Integer, Integer> wide = new HashMap<Integer, Integer>();
        for (int i = 0; i < 100; i++) {
            wide.put(i, i);
        }
        wide.clear();
        wide.put(100, 1);
        wide.put(3, 1);
        wide.put(36, 1);
        System.out.println("after clear " + wide.keySet());

        // Functions that modify the map.
        final HashMap<String, Integer> victim = new HashMap<String, Integer>();
        victim.put("a", 1);
        try {
            victim.computeIfAbsent("b", new Function<String, Integer>() {
                public Integer apply(String k) {
                    victim.put("c", 3);
                    return 2;
                }
            });
        } catch (ConcurrentModificationException e) {
            System.out.println("computeIfAbsent " + e + " " + victim);
        }
        try {
            victim.merge("a", 5, new BiFunction<Integer, Integer, Integer>() {
                public Integer apply(Integer x, Integer y) {
                    victim.remove("c");
                    return x + y;
                }
            });
        } catch (ConcurrentModificationException e) {
            System.out.println("merge " + e + " " + victim);
        }
        victim.compute("a", new BiFunction<String, Integer, Integer>() {
            public Integer apply(String k, Integer v) {
                victim.put("a", 100); // replacing a value is not a structural change
                return v + 1;
            }
        });
        System.out.println(victim + " " + victim.computeIfPresent("zz", TAG2) + " " + victim.putIfAbsent("a", 7));
        try {
            victim.merge("q", null, JOIN2);
        } catch (NullPointerException e) {
            System.out.println("merge null value NPE");
        }
    }

    static final BiFunction<String, Integer, Integer> TAG2 = new BiFunction<String, Integer, Integer>() {
        public Integer apply(String k, Integer v) {
            return v;
        }
    };

    static final BiFunction<Integer, Integer, Integer> JOIN2 = new BiFunction<Integer, Integer, Integer>() {
        public Integer apply(Integer a, Integer b) {
            return a;
        }
    };
}
// expect: {K3=cK3, K2=cK2, K1=cK1, K0=cK0, K10=p, K11=p, K12=p, K13=p}
// expect: {K23=m, K3=nK3, K22=m, K2=nK2, K21=m, K1=nK1, K20=m, K0=nK0}
// expect: {K23=m, K2=nK2', K21=m+x, K1=nK1, K20=m, K0=nK0} 6
// expect: put: K99 K99 K99 K99 K99 K99 K99 K99 K0 K0 [K0, K1, K2, K3, K4, K5, K6, K7, K8, K9, K99]
// expect: computeIfAbsent: K99 K99 K99 K99 K99 K99 K99 K7 K8 [K8, K7, K6, K5, K4, K3, K2, K1, K0, K99]
// expect: compute: K99 K99 K99 K99 K99 K99 K99 K7 K8 [K8, K7, K6, K5, K4, K3, K2, K1, K0, K99]
// expect: merge: K99 K99 K99 K99 K99 K99 K99 K7 K8 [K8, K7, K6, K5, K4, K3, K2, K1, K0, K99]
// expect: [0, 50, 35, 20, 5, 55, 40, 25, 10, 60, 45, 30, 15]
// expect: [0, 35, 5, 40, 10, 45, 15, 50, 20, 55, 25, 60, 30]
// expect: [0, 65, 35, 5, 40, 10, 45, 15, 50, 20, 55, 25, 60, 30]
// expect: [262, 269, 276, 241, 248, 255] clone [241, 276, 262, 248, 269, 255]
// expect: putAll one [4, 1, 6] copy [4, 1, 6]
// expect: putAll big [64, 241, 276, 5, 262, 248, 269, 255]
// expect: [0, 136, 272, 17, 153, 289, 34, 170, 306, 51, 187, 323, 68, 204, 85, 221, 102, 238, 119, 255]
// expect: [0, 289, 34, 323, 68, 102, 136, 170, 204, 238, 272, 17, 306, 51, 85, 119, 153, 187, 221, 255]
// expect: lf 0.3 [1, 65, 129, 193, 257, 33, 97, 161, 225]
// expect: after clear [3, 36, 100]
// expect: computeIfAbsent java.util.ConcurrentModificationException {a=1, c=3}
// expect: merge java.util.ConcurrentModificationException {a=1}
// expect: {a=2} null 2
// expect: merge null value NPE
