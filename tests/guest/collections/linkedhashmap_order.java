// LinkedHashMap: insertion order, access order and removeEldestEntry as a bounded cache.
import java.util.*;

public class linkedhashmap_order {
    static final class Lru<K, V> extends LinkedHashMap<K, V> {
        private final int max;

        Lru(int max) {
            super(16, 0.75f, true);
            this.max = max;
        }

        protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
            return size() > max;
        }
    }

    public static void main(String[] args) {
        LinkedHashMap<String, Integer> m = new LinkedHashMap<String, Integer>();
        for (int i = 20; i > 0; i--) {
            m.put("k" + i, i);
        }
        m.put("k5", 500);
        m.remove("k10");
        m.put("k10", 10);
        System.out.println(m);
        LinkedHashMap<Integer, String> a = new LinkedHashMap<Integer, String>(8, 0.75f, true);
        for (int i = 0; i < 8; i++) {
            a.put(i, "v" + i);
        }
        a.get(3);
        a.get(0);
        a.put(5, "five");
        a.getOrDefault(1, "none");
        a.putIfAbsent(2, "two");
        System.out.println(a + " " + a.keySet() + " " + a.values());
        Lru<Integer, Integer> lru = new Lru<Integer, Integer>(4);
        for (int i = 0; i < 10; i++) {
            lru.put(i % 6, i);
            lru.get((i + 3) % 6);
            System.out.println(lru);
        }
        LinkedHashMap<String, Integer> copy = new LinkedHashMap<String, Integer>(m);
        Iterator<String> it = copy.keySet().iterator();
        while (it.hasNext()) {
            if (it.next().length() == 2) {
                it.remove();
            }
        }
        System.out.println(copy + " " + copy.containsValue(500) + " " + copy.equals(m));
    }
}
// expect: {k20=20, k19=19, k18=18, k17=17, k16=16, k15=15, k14=14, k13=13, k12=12, k11=11, k9=9, k8=8, k7=7, k6=6, k5=500, k4=4, k3=3, k2=2, k1=1, k10=10}
// expect: {4=v4, 6=v6, 7=v7, 3=v3, 0=v0, 5=five, 1=v1, 2=v2} [4, 6, 7, 3, 0, 5, 1, 2] [v4, v6, v7, v3, v0, five, v1, v2]
// expect: {0=0}
// expect: {0=0, 1=1}
// expect: {0=0, 1=1, 2=2}
// expect: {1=1, 2=2, 3=3, 0=0}
// expect: {2=2, 3=3, 0=0, 4=4}
// expect: {3=3, 0=0, 4=4, 5=5}
// expect: {4=4, 5=5, 0=6, 3=3}
// expect: {5=5, 0=6, 3=3, 1=7}
// expect: {0=6, 3=3, 1=7, 2=8}
// expect: {1=7, 2=8, 3=9, 0=6}
// expect: {k20=20, k19=19, k18=18, k17=17, k16=16, k15=15, k14=14, k13=13, k12=12, k11=11, k10=10} false false
