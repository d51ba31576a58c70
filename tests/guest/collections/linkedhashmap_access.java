// LinkedHashMap: which operations move an entry to the end in access order (and count as a
// modification), removeEldestEntry after put, putAll, putIfAbsent, computeIfAbsent, compute and
// merge but not while constructing or cloning, and iteration/forEach around those.
import java.util.*;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;

public class linkedhashmap_access {
    /** A bounded cache that reports each question it is asked. */
    static final class LhaCache<K, V> extends LinkedHashMap<K, V> {
        final int bound;

        LhaCache(int bound, boolean accessOrder) {
            super(4, 0.75f, accessOrder);
            this.bound = bound;
        }

        LhaCache(Map<K, V> m) {
            super(m);
            this.bound = 2;
        }

        protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
            System.out.println("  eldest " + eldest + " at size " + size());
            return size() > bound;
        }
    }

    static final BiFunction<String, Integer, Integer> INC = new BiFunction<String, Integer, Integer>() {
        public Integer apply(String k, Integer v) {
            return v == null ? 0 : v + 1;
        }
    };

    static final BiFunction<Integer, Integer, Integer> SUM = new BiFunction<Integer, Integer, Integer>() {
        public Integer apply(Integer a, Integer b) {
            return a + b;
        }
    };

    static final Function<String, Integer> LEN = new Function<String, Integer>() {
        public Integer apply(String k) {
            return k.length();
        }
    };

    public static void main(String[] args) {
        LinkedHashMap<String, Integer> a = new LinkedHashMap<String, Integer>(16, 0.75f, true);
        String[] keys = {"a", "b", "c", "d", "e"};
        for (int i = 0; i < keys.length; i++) {
            a.put(keys[i], i);
        }
        a.get("a");
        System.out.println("get " + a);
        a.getOrDefault("b", 9);
        a.getOrDefault("zz", 9);
        System.out.println("getOrDefault " + a);
        a.containsKey("c");
        a.containsValue(2);
        System.out.println("contains " + a);
        a.put("c", 20);
        a.putIfAbsent("d", 30);
        System.out.println("put/putIfAbsent " + a);
        a.replace("e", 40);
        a.replace("a", 0, 10);
        a.replace("b", 99, 11);
        System.out.println("replace " + a);
        a.computeIfAbsent("c", LEN);
        a.computeIfPresent("d", INC);
        System.out.println("computeIfAbsent/Present " + a);
        a.compute("e", INC);
        a.merge("a", 5, SUM);
        System.out.println("compute/merge " + a);
        a.compute("e", new BiFunction<String, Integer, Integer>() {
            public Integer apply(String k, Integer v) {
                return null;
            }
        });
        a.merge("f", 1, SUM);
        a.computeIfAbsent("g", LEN);
        System.out.println("remove/insert " + a);
        for (Map.Entry<String, Integer> e : a.entrySet()) {
            if (e.getKey().equals("b")) {
                e.setValue(100); // setValue is not an access
            }
        }
        System.out.println("setValue " + a);
        a.get("g"); // already last: no change
        for (String k : a.keySet()) {
            if (k.equals("f")) {
                a.get("g");
            }
        }
        System.out.println("get of the last entry while iterating: fine");
        try {
            for (String k : a.keySet()) {
                a.get("b");
            }
        } catch (ConcurrentModificationException e) {
            System.out.println("get while iterating: " + e + " " + a);
        }
        final LinkedHashMap<String, Integer> fa = a;
        try {
            a.forEach(new BiConsumer<String, Integer>() {
                public void accept(String k, Integer v) {
                    System.out.print(k + " ");
                    if (k.equals("c")) {
                        fa.get("d");
                    }
                }
            });
        } catch (ConcurrentModificationException e) {
            System.out.println("/ forEach " + e + " " + fa);
        }
        Iterator<String> it = a.keySet().iterator();
        it.next();
        it.remove();
        it.next();
        it.next();
        it.remove();
        System.out.println("iterator remove " + a + " " + a.keySet().iterator().next());

        System.out.println("insertion-order cache:");
        LhaCache<String, Integer> c = new LhaCache<String, Integer>(3, false);
        c.put("a", 1);
        c.put("b", 2);
        c.put("c", 3);
        c.put("a", 4);
        c.put("d", 5);
        System.out.println(c);
        Map<String, Integer> more = new LinkedHashMap<String, Integer>();
        more.put("x", 1);
        more.put("y", 2);
        more.put("c", 30);
        c.putAll(more);
        System.out.println(c);
        c.putIfAbsent("x", 9);
        c.putIfAbsent("p", 9);
        c.computeIfAbsent("q", LEN);
        c.compute("r", INC);
        c.merge("s", 1, SUM);
        c.computeIfAbsent("t", new Function<String, Integer>() {
            public Integer apply(String k) {
                return null;
            }
        });
        System.out.println(c);
        System.out.println("access-order cache:");
        LhaCache<String, Integer> lru = new LhaCache<String, Integer>(3, true);
        lru.put("a", 1);
        lru.put("b", 2);
        lru.put("c", 3);
        lru.get("a");
        lru.put("d", 4);
        lru.merge("c", 10, SUM);
        lru.put("e", 5);
        System.out.println(lru);
        System.out.println("copy constructor and clone:");
        LhaCache<String, Integer> copy = new LhaCache<String, Integer>(lru);
        System.out.println(copy);
        @SuppressWarnings("unchecked")
        LinkedHashMap<String, Integer> cl = (LinkedHashMap<String, Integer>) lru.clone();
        System.out.println(cl + " " + cl.equals(lru));
        cl.get("a");
        cl.put("z", 0);
        System.out.println(cl + " " + lru);
        cl.clear();
        cl.put("n", 1);
        System.out.println(cl + " " + cl.size());
    }
}
// expect: get {b=1, c=2, d=3, e=4, a=0}
// expect: getOrDefault {c=2, d=3, e=4, a=0, b=1}
// expect: contains {c=2, d=3, e=4, a=0, b=1}
// expect: put/putIfAbsent {e=4, a=0, b=1, c=20, d=3}
// expect: replace {b=1, c=20, d=3, e=40, a=10}
// expect: computeIfAbsent/Present {b=1, e=40, a=10, c=20, d=4}
// expect: compute/merge {b=1, c=20, d=4, e=41, a=15}
// expect: remove/insert {b=1, c=20, d=4, a=15, f=1, g=1}
// expect: setValue {b=100, c=20, d=4, a=15, f=1, g=1}
// expect: get of the last entry while iterating: fine
// expect: get while iterating: java.util.ConcurrentModificationException {c=20, d=4, a=15, f=1, g=1, b=100}
// expect: c a f g b d / forEach java.util.ConcurrentModificationException {c=20, a=15, f=1, g=1, b=100, d=4}
// expect: iterator remove {a=15, g=1, b=100, d=4} a
// expect: insertion-order cache:
// expect:   eldest a=1 at size 1
// expect:   eldest a=1 at size 2
// expect:   eldest a=1 at size 3
// expect:   eldest a=4 at size 4
// expect: {b=2, c=3, d=5}
// expect:   eldest b=2 at size 4
// expect:   eldest c=3 at size 4
// expect:   eldest d=5 at size 4
// expect: {x=1, y=2, c=30}
// expect:   eldest x=1 at size 4
// expect:   eldest y=2 at size 4
// expect:   eldest c=30 at size 4
// expect:   eldest p=9 at size 4
// expect: {q=1, r=0, s=1}
// expect: access-order cache:
// expect:   eldest a=1 at size 1
// expect:   eldest a=1 at size 2
// expect:   eldest a=1 at size 3
// expect:   eldest b=2 at size 4
// expect:   eldest a=1 at size 4
// expect: {d=4, c=13, e=5}
// expect: copy constructor and clone:
// expect: {d=4, c=13, e=5}
// expect: {d=4, c=13, e=5} true
// expect:   eldest d=4 at size 4
// expect: {c=13, e=5, z=0} {d=4, c=13, e=5}
// expect:   eldest n=1 at size 1
// expect: {n=1} 1
