// The unmodifiable views refuse the Java 8 mutators (removeIf, replaceAll, computeIfAbsent,
// computeIfPresent, compute, merge) before calling the function, and pass forEach through.
import java.util.*;
import java.util.function.*;

public class unmodifiable_defaults {
    static final StringBuilder calls = new StringBuilder();

    static void attempt(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": ok [" + calls + "]");
        } catch (RuntimeException e) {
            System.out.println(what + ": " + e + " [" + calls + "]");
        }
        calls.setLength(0);
    }

    public static void main(String[] args) {
        final List<Integer> list = Collections.unmodifiableList(new ArrayList<Integer>(Arrays.asList(3, 1, 2)));
        final Set<Integer> set = Collections.unmodifiableSet(new TreeSet<Integer>(Arrays.asList(3, 1, 2)));
        Map<String, Integer> base = new TreeMap<String, Integer>();
        base.put("a", 1);
        base.put("b", 2);
        final Map<String, Integer> map = Collections.unmodifiableMap(base);
        final Predicate<Integer> pred = new Predicate<Integer>() {
            public boolean test(Integer x) {
                calls.append("test").append(x);
                return true;
            }
        };
        final BiFunction<Object, Object, Integer> bi = new BiFunction<Object, Object, Integer>() {
            public Integer apply(Object a, Object b) {
                calls.append("apply");
                return 0;
            }
        };
        attempt("list forEach", new Runnable() {
            public void run() {
                list.forEach(new Consumer<Integer>() {
                    public void accept(Integer x) {
                        calls.append(x);
                    }
                });
            }
        });
        attempt("list removeIf", new Runnable() {
            public void run() {
                list.removeIf(pred);
            }
        });
        attempt("list replaceAll", new Runnable() {
            public void run() {
                list.replaceAll(new UnaryOperator<Integer>() {
                    public Integer apply(Integer x) {
                        calls.append("op");
                        return x;
                    }
                });
            }
        });
        attempt("set removeIf", new Runnable() {
            public void run() {
                set.removeIf(pred);
            }
        });
        attempt("map forEach", new Runnable() {
            public void run() {
                map.forEach(new BiConsumer<String, Integer>() {
                    public void accept(String k, Integer v) {
                        calls.append(k).append(v);
                    }
                });
            }
        });
        attempt("map replaceAll", new Runnable() {
            public void run() {
                map.replaceAll(bi);
            }
        });
        attempt("map computeIfAbsent", new Runnable() {
            public void run() {
                map.computeIfAbsent("z", new Function<String, Integer>() {
                    public Integer apply(String k) {
                        calls.append("apply");
                        return 1;
                    }
                });
            }
        });
        attempt("map computeIfPresent", new Runnable() {
            public void run() {
                map.computeIfPresent("a", bi);
            }
        });
        attempt("map compute", new Runnable() {
            public void run() {
                map.compute("a", bi);
            }
        });
        attempt("map merge", new Runnable() {
            public void run() {
                map.merge("a", 5, bi);
            }
        });
        System.out.println(list + " " + set + " " + map);
    }
}

// expect: list forEach: ok [312]
// expect: list removeIf: java.lang.UnsupportedOperationException []
// expect: list replaceAll: java.lang.UnsupportedOperationException []
// expect: set removeIf: java.lang.UnsupportedOperationException []
// expect: map forEach: ok [a1b2]
// expect: map replaceAll: java.lang.UnsupportedOperationException []
// expect: map computeIfAbsent: java.lang.UnsupportedOperationException []
// expect: map computeIfPresent: java.lang.UnsupportedOperationException []
// expect: map compute: java.lang.UnsupportedOperationException []
// expect: map merge: java.lang.UnsupportedOperationException []
// expect: [3, 1, 2] [1, 2, 3] {a=1, b=2}
