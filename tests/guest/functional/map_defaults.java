// The Map defaults (forEach, putIfAbsent, remove(k, v), replace, replaceAll, computeIfAbsent,
// computeIfPresent, compute, merge, getOrDefault) on HashMap, LinkedHashMap (both orders),
// TreeMap, Hashtable and a map that only has the interface's defaults: results, when the
// function is called, null values, and the NullPointerExceptions of each map's null rules.
import java.util.*;
import java.util.function.*;

public class map_defaults {
    /** A map with only AbstractMap's methods and Map's defaults (a list of entries). */
    static final class MdListMap<K, V> extends AbstractMap<K, V> {
        private final List<Map.Entry<K, V>> entries = new ArrayList<Map.Entry<K, V>>();

        public V put(K key, V value) {
            for (Map.Entry<K, V> e : entries) {
                if (Objects.equals(e.getKey(), key)) {
                    return e.setValue(value);
                }
            }
            entries.add(new AbstractMap.SimpleEntry<K, V>(key, value));
            return null;
        }

        public Set<Map.Entry<K, V>> entrySet() {
            return new AbstractSet<Map.Entry<K, V>>() {
                public Iterator<Map.Entry<K, V>> iterator() {
                    return entries.iterator();
                }

                public int size() {
                    return entries.size();
                }
            };
        }
    }

    static final StringBuilder calls = new StringBuilder();

    static final Function<String, Integer> LEN = new Function<String, Integer>() {
        public Integer apply(String k) {
            calls.append("len(").append(k).append(")");
            return k.length();
        }
    };
    static final Function<String, Integer> NONE = new Function<String, Integer>() {
        public Integer apply(String k) {
            calls.append("none(").append(k).append(")");
            return null;
        }
    };
    static final BiFunction<String, Integer, Integer> BUMP = new BiFunction<String, Integer, Integer>() {
        public Integer apply(String k, Integer v) {
            calls.append("bump(").append(k).append(',').append(v).append(")");
            return (v == null) ? 100 : v + 1;
        }
    };
    static final BiFunction<String, Integer, Integer> DROP = new BiFunction<String, Integer, Integer>() {
        public Integer apply(String k, Integer v) {
            calls.append("drop(").append(k).append(',').append(v).append(")");
            return null;
        }
    };
    static final BiFunction<Integer, Integer, Integer> SUM = new BiFunction<Integer, Integer, Integer>() {
        public Integer apply(Integer a, Integer b) {
            calls.append("sum(").append(a).append(',').append(b).append(")");
            return a + b;
        }
    };
    static final BiFunction<Integer, Integer, Integer> GONE = new BiFunction<Integer, Integer, Integer>() {
        public Integer apply(Integer a, Integer b) {
            calls.append("gone(").append(a).append(',').append(b).append(")");
            return null;
        }
    };

    static void step(Map<String, Integer> m, String op, Object result) {
        System.out.println("  " + op + " -> " + result + (calls.length() > 0 ? " [" + calls + "]" : "") + " " + m);
        calls.setLength(0);
    }

    interface MdOp {
        Object run();
    }

    static void attempt(Map<String, Integer> m, String op, MdOp r) {
        try {
            step(m, op, r.run());
        } catch (RuntimeException e) {
            step(m, op, e.getClass().getName() + "(" + e.getMessage() + ")");
        }
    }

    static void exercise(String name, final Map<String, Integer> m) {
        System.out.println(name);
        step(m, "putIfAbsent(a,1)", m.putIfAbsent("a", 1));
        step(m, "putIfAbsent(a,2)", m.putIfAbsent("a", 2));
        step(m, "remove(a,2)", m.remove("a", 2));
        step(m, "remove(a,1)", m.remove("a", 1));
        attempt(m, "remove(zz,null)", new MdOp() {
            public Object run() {
                return m.remove("zz", null);
            }
        });
        step(m, "replace(b,9)", m.replace("b", 9));
        m.put("b", 2);
        step(m, "replace(b,3)", m.replace("b", 3));
        step(m, "replace(b,2,4)", m.replace("b", 2, 4));
        step(m, "replace(b,3,4)", m.replace("b", 3, 4));
        step(m, "computeIfAbsent(c,len)", m.computeIfAbsent("c", LEN));
        step(m, "computeIfAbsent(c,len)", m.computeIfAbsent("c", LEN));
        step(m, "computeIfAbsent(dd,none)", m.computeIfAbsent("dd", NONE));
        step(m, "computeIfPresent(c,bump)", m.computeIfPresent("c", BUMP));
        step(m, "computeIfPresent(zz,bump)", m.computeIfPresent("zz", BUMP));
        step(m, "computeIfPresent(c,drop)", m.computeIfPresent("c", DROP));
        step(m, "compute(e,bump)", m.compute("e", BUMP));
        step(m, "compute(e,bump)", m.compute("e", BUMP));
        step(m, "compute(e,drop)", m.compute("e", DROP));
        step(m, "compute(zz,drop)", m.compute("zz", DROP));
        step(m, "merge(f,1,sum)", m.merge("f", 1, SUM));
        step(m, "merge(f,5,sum)", m.merge("f", 5, SUM));
        step(m, "merge(f,1,gone)", m.merge("f", 1, GONE));
        for (int i = 0; i < 6; i++) {
            m.merge("k" + (i % 3), i, SUM);
        }
        step(m, "merged k0..k2", m.size());
        m.forEach(new BiConsumer<String, Integer>() {
            public void accept(String k, Integer v) {
                calls.append(k).append('=').append(v).append(';');
            }
        });
        step(m, "forEach", null);
        m.replaceAll(new BiFunction<String, Integer, Integer>() {
            public Integer apply(String k, Integer v) {
                return v * 10 + k.length();
            }
        });
        step(m, "replaceAll", null);
        step(m, "getOrDefault(k1,-1)", m.getOrDefault("k1", -1));
        step(m, "getOrDefault(zz,-1)", m.getOrDefault("zz", -1));
        attempt(m, "put(n,null)", new MdOp() {
            public Object run() {
                return m.put("n", null);
            }
        });
        attempt(m, "getOrDefault(n,-1)", new MdOp() {
            public Object run() {
                return m.getOrDefault("n", -1);
            }
        });
        attempt(m, "computeIfAbsent(n,len)", new MdOp() {
            public Object run() {
                m.put("n", null);
                return m.computeIfAbsent("n", LEN);
            }
        });
        attempt(m, "merge(n,7,sum)", new MdOp() {
            public Object run() {
                m.put("n", null);
                return m.merge("n", 7, SUM);
            }
        });
        attempt(m, "putIfAbsent(n,8)", new MdOp() {
            public Object run() {
                m.put("n", null);
                return m.putIfAbsent("n", 8);
            }
        });
        attempt(m, "computeIfPresent(n,bump)", new MdOp() {
            public Object run() {
                m.put("n", null);
                return m.computeIfPresent("n", BUMP);
            }
        });
        attempt(m, "compute(n,drop)", new MdOp() {
            public Object run() {
                m.put("n", null);
                return m.compute("n", DROP);
            }
        });
        attempt(m, "replace(n,null,3)", new MdOp() {
            public Object run() {
                m.put("n", null);
                return m.replace("n", null, 3);
            }
        });
        attempt(m, "remove(n,null)", new MdOp() {
            public Object run() {
                m.put("n", null);
                return m.remove("n", null);
            }
        });
        attempt(m, "putIfAbsent(null,1)", new MdOp() {
            public Object run() {
                return m.putIfAbsent(null, 1);
            }
        });
        attempt(m, "computeIfAbsent(null,const)", new MdOp() {
            public Object run() {
                return m.computeIfAbsent(null, new Function<String, Integer>() {
                    public Integer apply(String k) {
                        return 0;
                    }
                });
            }
        });
        attempt(m, "merge(null,1,sum)", new MdOp() {
            public Object run() {
                return m.merge(null, 1, SUM);
            }
        });
        attempt(m, "compute(null,bump)", new MdOp() {
            public Object run() {
                return m.compute(null, new BiFunction<String, Integer, Integer>() {
                    public Integer apply(String k, Integer v) {
                        return (v == null) ? -5 : v - 5;
                    }
                });
            }
        });
        attempt(m, "remove(null)", new MdOp() {
            public Object run() {
                return m.remove(null);
            }
        });
        attempt(m, "putIfAbsent(x,null)", new MdOp() {
            public Object run() {
                return m.putIfAbsent("x", null);
            }
        });
        attempt(m, "replace(k0,null)", new MdOp() {
            public Object run() {
                return m.replace("k0", null);
            }
        });
        attempt(m, "replace(k0,null,1)", new MdOp() {
            public Object run() {
                return m.replace("k0", null, 1);
            }
        });
        attempt(m, "merge(k0,null,sum)", new MdOp() {
            public Object run() {
                return m.merge("k0", null, SUM);
            }
        });
        attempt(m, "merge(mm,null,sum)", new MdOp() {
            public Object run() {
                return m.merge("mm", null, SUM);
            }
        });
        attempt(m, "merge(k0,1,null)", new MdOp() {
            public Object run() {
                return m.merge("k0", 1, null);
            }
        });
        attempt(m, "computeIfAbsent(k0,null)", new MdOp() {
            public Object run() {
                return m.computeIfAbsent("k0", null);
            }
        });
        attempt(m, "computeIfAbsent(zz,null)", new MdOp() {
            public Object run() {
                return m.computeIfAbsent("zz", null);
            }
        });
        attempt(m, "computeIfPresent(zz,null)", new MdOp() {
            public Object run() {
                return m.computeIfPresent("zz", null);
            }
        });
        attempt(m, "compute(k0,null)", new MdOp() {
            public Object run() {
                return m.compute("k0", null);
            }
        });
        attempt(m, "forEach(null)", new MdOp() {
            public Object run() {
                m.forEach(null);
                return "done";
            }
        });
        attempt(m, "replaceAll(null)", new MdOp() {
            public Object run() {
                m.replaceAll(null);
                return "done";
            }
        });
        attempt(m, "replaceAll(to null)", new MdOp() {
            public Object run() {
                m.replaceAll(new BiFunction<String, Integer, Integer>() {
                    public Integer apply(String k, Integer v) {
                        return k.equals("k1") ? null : v;
                    }
                });
                return "done";
            }
        });
        attempt(m, "empty forEach(null)", new MdOp() {
            public Object run() {
                m.clear();
                m.forEach(null);
                return "done";
            }
        });
    }

    public static void main(String[] args) {
        exercise("HashMap", new HashMap<String, Integer>());
        exercise("LinkedHashMap", new LinkedHashMap<String, Integer>());
        exercise("LinkedHashMap access order", new LinkedHashMap<String, Integer>(16, 0.75f, true));
        exercise("TreeMap", new TreeMap<String, Integer>());
        exercise("TreeMap nulls first", new TreeMap<String, Integer>(Comparator.nullsFirst(Comparator.<String>naturalOrder())));
        exercise("Hashtable", new Hashtable<String, Integer>());
        exercise("list map (interface defaults)", new MdListMap<String, Integer>());
    }
}

// expect: HashMap
// expect:   putIfAbsent(a,1) -> null {a=1}
// expect:   putIfAbsent(a,2) -> 1 {a=1}
// expect:   remove(a,2) -> false {a=1}
// expect:   remove(a,1) -> true {}
// expect:   remove(zz,null) -> false {}
// expect:   replace(b,9) -> null {}
// expect:   replace(b,3) -> 2 {b=3}
// expect:   replace(b,2,4) -> false {b=3}
// expect:   replace(b,3,4) -> true {b=4}
// expect:   computeIfAbsent(c,len) -> 1 [len(c)] {b=4, c=1}
// expect:   computeIfAbsent(c,len) -> 1 {b=4, c=1}
// expect:   computeIfAbsent(dd,none) -> null [none(dd)] {b=4, c=1}
// expect:   computeIfPresent(c,bump) -> 2 [bump(c,1)] {b=4, c=2}
// expect:   computeIfPresent(zz,bump) -> null {b=4, c=2}
// expect:   computeIfPresent(c,drop) -> null [drop(c,2)] {b=4}
// expect:   compute(e,bump) -> 100 [bump(e,null)] {b=4, e=100}
// expect:   compute(e,bump) -> 101 [bump(e,100)] {b=4, e=101}
// expect:   compute(e,drop) -> null [drop(e,101)] {b=4}
// expect:   compute(zz,drop) -> null [drop(zz,null)] {b=4}
// expect:   merge(f,1,sum) -> 1 {b=4, f=1}
// expect:   merge(f,5,sum) -> 6 [sum(1,5)] {b=4, f=6}
// expect:   merge(f,1,gone) -> null [gone(6,1)] {b=4}
// expect:   merged k0..k2 -> 4 [sum(0,3)sum(1,4)sum(2,5)] {b=4, k0=3, k1=5, k2=7}
// expect:   forEach -> null [b=4;k0=3;k1=5;k2=7;] {b=4, k0=3, k1=5, k2=7}
// expect:   replaceAll -> null {b=41, k0=32, k1=52, k2=72}
// expect:   getOrDefault(k1,-1) -> 52 {b=41, k0=32, k1=52, k2=72}
// expect:   getOrDefault(zz,-1) -> -1 {b=41, k0=32, k1=52, k2=72}
// expect:   put(n,null) -> null {b=41, k0=32, k1=52, k2=72, n=null}
// expect:   getOrDefault(n,-1) -> null {b=41, k0=32, k1=52, k2=72, n=null}
// expect:   computeIfAbsent(n,len) -> 1 [len(n)] {b=41, k0=32, k1=52, k2=72, n=1}
// expect:   merge(n,7,sum) -> 7 {b=41, k0=32, k1=52, k2=72, n=7}
// expect:   putIfAbsent(n,8) -> null {b=41, k0=32, k1=52, k2=72, n=8}
// expect:   computeIfPresent(n,bump) -> null {b=41, k0=32, k1=52, k2=72, n=null}
// expect:   compute(n,drop) -> null [drop(n,null)] {b=41, k0=32, k1=52, k2=72}
// expect:   replace(n,null,3) -> true {b=41, k0=32, k1=52, k2=72, n=3}
// expect:   remove(n,null) -> true {b=41, k0=32, k1=52, k2=72}
// expect:   putIfAbsent(null,1) -> null {null=1, b=41, k0=32, k1=52, k2=72}
// expect:   computeIfAbsent(null,const) -> 1 {null=1, b=41, k0=32, k1=52, k2=72}
// expect:   merge(null,1,sum) -> 2 [sum(1,1)] {null=2, b=41, k0=32, k1=52, k2=72}
// expect:   compute(null,bump) -> -3 {null=-3, b=41, k0=32, k1=52, k2=72}
// expect:   remove(null) -> -3 {b=41, k0=32, k1=52, k2=72}
// expect:   putIfAbsent(x,null) -> null {b=41, k0=32, k1=52, k2=72, x=null}
// expect:   replace(k0,null) -> 32 {b=41, k0=null, k1=52, k2=72, x=null}
// expect:   replace(k0,null,1) -> true {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   merge(k0,null,sum) -> java.lang.NullPointerException(null) {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   merge(mm,null,sum) -> java.lang.NullPointerException(null) {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   merge(k0,1,null) -> java.lang.NullPointerException(null) {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   computeIfAbsent(k0,null) -> java.lang.NullPointerException(null) {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   computeIfAbsent(zz,null) -> java.lang.NullPointerException(null) {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   computeIfPresent(zz,null) -> java.lang.NullPointerException(null) {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   compute(k0,null) -> java.lang.NullPointerException(null) {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   forEach(null) -> java.lang.NullPointerException(null) {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   replaceAll(null) -> java.lang.NullPointerException(null) {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   replaceAll(to null) -> done {b=41, k0=1, k1=null, k2=72, x=null}
// expect:   empty forEach(null) -> java.lang.NullPointerException(null) {}
// expect: LinkedHashMap
// expect:   putIfAbsent(a,1) -> null {a=1}
// expect:   putIfAbsent(a,2) -> 1 {a=1}
// expect:   remove(a,2) -> false {a=1}
// expect:   remove(a,1) -> true {}
// expect:   remove(zz,null) -> false {}
// expect:   replace(b,9) -> null {}
// expect:   replace(b,3) -> 2 {b=3}
// expect:   replace(b,2,4) -> false {b=3}
// expect:   replace(b,3,4) -> true {b=4}
// expect:   computeIfAbsent(c,len) -> 1 [len(c)] {b=4, c=1}
// expect:   computeIfAbsent(c,len) -> 1 {b=4, c=1}
// expect:   computeIfAbsent(dd,none) -> null [none(dd)] {b=4, c=1}
// expect:   computeIfPresent(c,bump) -> 2 [bump(c,1)] {b=4, c=2}
// expect:   computeIfPresent(zz,bump) -> null {b=4, c=2}
// expect:   computeIfPresent(c,drop) -> null [drop(c,2)] {b=4}
// expect:   compute(e,bump) -> 100 [bump(e,null)] {b=4, e=100}
// expect:   compute(e,bump) -> 101 [bump(e,100)] {b=4, e=101}
// expect:   compute(e,drop) -> null [drop(e,101)] {b=4}
// expect:   compute(zz,drop) -> null [drop(zz,null)] {b=4}
// expect:   merge(f,1,sum) -> 1 {b=4, f=1}
// expect:   merge(f,5,sum) -> 6 [sum(1,5)] {b=4, f=6}
// expect:   merge(f,1,gone) -> null [gone(6,1)] {b=4}
// expect:   merged k0..k2 -> 4 [sum(0,3)sum(1,4)sum(2,5)] {b=4, k0=3, k1=5, k2=7}
// expect:   forEach -> null [b=4;k0=3;k1=5;k2=7;] {b=4, k0=3, k1=5, k2=7}
// expect:   replaceAll -> null {b=41, k0=32, k1=52, k2=72}
// expect:   getOrDefault(k1,-1) -> 52 {b=41, k0=32, k1=52, k2=72}
// expect:   getOrDefault(zz,-1) -> -1 {b=41, k0=32, k1=52, k2=72}
// expect:   put(n,null) -> null {b=41, k0=32, k1=52, k2=72, n=null}
// expect:   getOrDefault(n,-1) -> null {b=41, k0=32, k1=52, k2=72, n=null}
// expect:   computeIfAbsent(n,len) -> 1 [len(n)] {b=41, k0=32, k1=52, k2=72, n=1}
// expect:   merge(n,7,sum) -> 7 {b=41, k0=32, k1=52, k2=72, n=7}
// expect:   putIfAbsent(n,8) -> null {b=41, k0=32, k1=52, k2=72, n=8}
// expect:   computeIfPresent(n,bump) -> null {b=41, k0=32, k1=52, k2=72, n=null}
// expect:   compute(n,drop) -> null [drop(n,null)] {b=41, k0=32, k1=52, k2=72}
// expect:   replace(n,null,3) -> true {b=41, k0=32, k1=52, k2=72, n=3}
// expect:   remove(n,null) -> true {b=41, k0=32, k1=52, k2=72}
// expect:   putIfAbsent(null,1) -> null {b=41, k0=32, k1=52, k2=72, null=1}
// expect:   computeIfAbsent(null,const) -> 1 {b=41, k0=32, k1=52, k2=72, null=1}
// expect:   merge(null,1,sum) -> 2 [sum(1,1)] {b=41, k0=32, k1=52, k2=72, null=2}
// expect:   compute(null,bump) -> -3 {b=41, k0=32, k1=52, k2=72, null=-3}
// expect:   remove(null) -> -3 {b=41, k0=32, k1=52, k2=72}
// expect:   putIfAbsent(x,null) -> null {b=41, k0=32, k1=52, k2=72, x=null}
// expect:   replace(k0,null) -> 32 {b=41, k0=null, k1=52, k2=72, x=null}
// expect:   replace(k0,null,1) -> true {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   merge(k0,null,sum) -> java.lang.NullPointerException(null) {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   merge(mm,null,sum) -> java.lang.NullPointerException(null) {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   merge(k0,1,null) -> java.lang.NullPointerException(null) {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   computeIfAbsent(k0,null) -> java.lang.NullPointerException(null) {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   computeIfAbsent(zz,null) -> java.lang.NullPointerException(null) {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   computeIfPresent(zz,null) -> java.lang.NullPointerException(null) {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   compute(k0,null) -> java.lang.NullPointerException(null) {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   forEach(null) -> java.lang.NullPointerException(null) {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   replaceAll(null) -> java.lang.NullPointerException(null) {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   replaceAll(to null) -> done {b=41, k0=1, k1=null, k2=72, x=null}
// expect:   empty forEach(null) -> java.lang.NullPointerException(null) {}
// expect: LinkedHashMap access order
// expect:   putIfAbsent(a,1) -> null {a=1}
// expect:   putIfAbsent(a,2) -> 1 {a=1}
// expect:   remove(a,2) -> false {a=1}
// expect:   remove(a,1) -> true {}
// expect:   remove(zz,null) -> false {}
// expect:   replace(b,9) -> null {}
// expect:   replace(b,3) -> 2 {b=3}
// expect:   replace(b,2,4) -> false {b=3}
// expect:   replace(b,3,4) -> true {b=4}
// expect:   computeIfAbsent(c,len) -> 1 [len(c)] {b=4, c=1}
// expect:   computeIfAbsent(c,len) -> 1 {b=4, c=1}
// expect:   computeIfAbsent(dd,none) -> null [none(dd)] {b=4, c=1}
// expect:   computeIfPresent(c,bump) -> 2 [bump(c,1)] {b=4, c=2}
// expect:   computeIfPresent(zz,bump) -> null {b=4, c=2}
// expect:   computeIfPresent(c,drop) -> null [drop(c,2)] {b=4}
// expect:   compute(e,bump) -> 100 [bump(e,null)] {b=4, e=100}
// expect:   compute(e,bump) -> 101 [bump(e,100)] {b=4, e=101}
// expect:   compute(e,drop) -> null [drop(e,101)] {b=4}
// expect:   compute(zz,drop) -> null [drop(zz,null)] {b=4}
// expect:   merge(f,1,sum) -> 1 {b=4, f=1}
// expect:   merge(f,5,sum) -> 6 [sum(1,5)] {b=4, f=6}
// expect:   merge(f,1,gone) -> null [gone(6,1)] {b=4}
// expect:   merged k0..k2 -> 4 [sum(0,3)sum(1,4)sum(2,5)] {b=4, k0=3, k1=5, k2=7}
// expect:   forEach -> null [b=4;k0=3;k1=5;k2=7;] {b=4, k0=3, k1=5, k2=7}
// expect:   replaceAll -> null {b=41, k0=32, k1=52, k2=72}
// expect:   getOrDefault(k1,-1) -> 52 {b=41, k0=32, k2=72, k1=52}
// expect:   getOrDefault(zz,-1) -> -1 {b=41, k0=32, k2=72, k1=52}
// expect:   put(n,null) -> null {b=41, k0=32, k2=72, k1=52, n=null}
// expect:   getOrDefault(n,-1) -> null {b=41, k0=32, k2=72, k1=52, n=null}
// expect:   computeIfAbsent(n,len) -> 1 [len(n)] {b=41, k0=32, k2=72, k1=52, n=1}
// expect:   merge(n,7,sum) -> 7 {b=41, k0=32, k2=72, k1=52, n=7}
// expect:   putIfAbsent(n,8) -> null {b=41, k0=32, k2=72, k1=52, n=8}
// expect:   computeIfPresent(n,bump) -> null {b=41, k0=32, k2=72, k1=52, n=null}
// expect:   compute(n,drop) -> null [drop(n,null)] {b=41, k0=32, k2=72, k1=52}
// expect:   replace(n,null,3) -> true {b=41, k0=32, k2=72, k1=52, n=3}
// expect:   remove(n,null) -> true {b=41, k0=32, k2=72, k1=52}
// expect:   putIfAbsent(null,1) -> null {b=41, k0=32, k2=72, k1=52, null=1}
// expect:   computeIfAbsent(null,const) -> 1 {b=41, k0=32, k2=72, k1=52, null=1}
// expect:   merge(null,1,sum) -> 2 [sum(1,1)] {b=41, k0=32, k2=72, k1=52, null=2}
// expect:   compute(null,bump) -> -3 {b=41, k0=32, k2=72, k1=52, null=-3}
// expect:   remove(null) -> -3 {b=41, k0=32, k2=72, k1=52}
// expect:   putIfAbsent(x,null) -> null {b=41, k0=32, k2=72, k1=52, x=null}
// expect:   replace(k0,null) -> 32 {b=41, k2=72, k1=52, x=null, k0=null}
// expect:   replace(k0,null,1) -> true {b=41, k2=72, k1=52, x=null, k0=1}
// expect:   merge(k0,null,sum) -> java.lang.NullPointerException(null) {b=41, k2=72, k1=52, x=null, k0=1}
// expect:   merge(mm,null,sum) -> java.lang.NullPointerException(null) {b=41, k2=72, k1=52, x=null, k0=1}
// expect:   merge(k0,1,null) -> java.lang.NullPointerException(null) {b=41, k2=72, k1=52, x=null, k0=1}
// expect:   computeIfAbsent(k0,null) -> java.lang.NullPointerException(null) {b=41, k2=72, k1=52, x=null, k0=1}
// expect:   computeIfAbsent(zz,null) -> java.lang.NullPointerException(null) {b=41, k2=72, k1=52, x=null, k0=1}
// expect:   computeIfPresent(zz,null) -> java.lang.NullPointerException(null) {b=41, k2=72, k1=52, x=null, k0=1}
// expect:   compute(k0,null) -> java.lang.NullPointerException(null) {b=41, k2=72, k1=52, x=null, k0=1}
// expect:   forEach(null) -> java.lang.NullPointerException(null) {b=41, k2=72, k1=52, x=null, k0=1}
// expect:   replaceAll(null) -> java.lang.NullPointerException(null) {b=41, k2=72, k1=52, x=null, k0=1}
// expect:   replaceAll(to null) -> done {b=41, k2=72, k1=null, x=null, k0=1}
// expect:   empty forEach(null) -> java.lang.NullPointerException(null) {}
// expect: TreeMap
// expect:   putIfAbsent(a,1) -> null {a=1}
// expect:   putIfAbsent(a,2) -> 1 {a=1}
// expect:   remove(a,2) -> false {a=1}
// expect:   remove(a,1) -> true {}
// expect:   remove(zz,null) -> false {}
// expect:   replace(b,9) -> null {}
// expect:   replace(b,3) -> 2 {b=3}
// expect:   replace(b,2,4) -> false {b=3}
// expect:   replace(b,3,4) -> true {b=4}
// expect:   computeIfAbsent(c,len) -> 1 [len(c)] {b=4, c=1}
// expect:   computeIfAbsent(c,len) -> 1 {b=4, c=1}
// expect:   computeIfAbsent(dd,none) -> null [none(dd)] {b=4, c=1}
// expect:   computeIfPresent(c,bump) -> 2 [bump(c,1)] {b=4, c=2}
// expect:   computeIfPresent(zz,bump) -> null {b=4, c=2}
// expect:   computeIfPresent(c,drop) -> null [drop(c,2)] {b=4}
// expect:   compute(e,bump) -> 100 [bump(e,null)] {b=4, e=100}
// expect:   compute(e,bump) -> 101 [bump(e,100)] {b=4, e=101}
// expect:   compute(e,drop) -> null [drop(e,101)] {b=4}
// expect:   compute(zz,drop) -> null [drop(zz,null)] {b=4}
// expect:   merge(f,1,sum) -> 1 {b=4, f=1}
// expect:   merge(f,5,sum) -> 6 [sum(1,5)] {b=4, f=6}
// expect:   merge(f,1,gone) -> null [gone(6,1)] {b=4}
// expect:   merged k0..k2 -> 4 [sum(0,3)sum(1,4)sum(2,5)] {b=4, k0=3, k1=5, k2=7}
// expect:   forEach -> null [b=4;k0=3;k1=5;k2=7;] {b=4, k0=3, k1=5, k2=7}
// expect:   replaceAll -> null {b=41, k0=32, k1=52, k2=72}
// expect:   getOrDefault(k1,-1) -> 52 {b=41, k0=32, k1=52, k2=72}
// expect:   getOrDefault(zz,-1) -> -1 {b=41, k0=32, k1=52, k2=72}
// expect:   put(n,null) -> null {b=41, k0=32, k1=52, k2=72, n=null}
// expect:   getOrDefault(n,-1) -> null {b=41, k0=32, k1=52, k2=72, n=null}
// expect:   computeIfAbsent(n,len) -> 1 [len(n)] {b=41, k0=32, k1=52, k2=72, n=1}
// expect:   merge(n,7,sum) -> 7 {b=41, k0=32, k1=52, k2=72, n=7}
// expect:   putIfAbsent(n,8) -> null {b=41, k0=32, k1=52, k2=72, n=8}
// expect:   computeIfPresent(n,bump) -> null {b=41, k0=32, k1=52, k2=72, n=null}
// expect:   compute(n,drop) -> null [drop(n,null)] {b=41, k0=32, k1=52, k2=72}
// expect:   replace(n,null,3) -> true {b=41, k0=32, k1=52, k2=72, n=3}
// expect:   remove(n,null) -> true {b=41, k0=32, k1=52, k2=72}
// expect:   putIfAbsent(null,1) -> java.lang.NullPointerException(null) {b=41, k0=32, k1=52, k2=72}
// expect:   computeIfAbsent(null,const) -> java.lang.NullPointerException(null) {b=41, k0=32, k1=52, k2=72}
// expect:   merge(null,1,sum) -> java.lang.NullPointerException(null) {b=41, k0=32, k1=52, k2=72}
// expect:   compute(null,bump) -> java.lang.NullPointerException(null) {b=41, k0=32, k1=52, k2=72}
// expect:   remove(null) -> java.lang.NullPointerException(null) {b=41, k0=32, k1=52, k2=72}
// expect:   putIfAbsent(x,null) -> null {b=41, k0=32, k1=52, k2=72, x=null}
// expect:   replace(k0,null) -> 32 {b=41, k0=null, k1=52, k2=72, x=null}
// expect:   replace(k0,null,1) -> true {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   merge(k0,null,sum) -> java.lang.NullPointerException(null) {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   merge(mm,null,sum) -> java.lang.NullPointerException(null) {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   merge(k0,1,null) -> java.lang.NullPointerException(null) {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   computeIfAbsent(k0,null) -> java.lang.NullPointerException(null) {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   computeIfAbsent(zz,null) -> java.lang.NullPointerException(null) {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   computeIfPresent(zz,null) -> java.lang.NullPointerException(null) {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   compute(k0,null) -> java.lang.NullPointerException(null) {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   forEach(null) -> java.lang.NullPointerException(null) {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   replaceAll(null) -> java.lang.NullPointerException(null) {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   replaceAll(to null) -> done {b=41, k0=1, k1=null, k2=72, x=null}
// expect:   empty forEach(null) -> java.lang.NullPointerException(null) {}
// expect: TreeMap nulls first
// expect:   putIfAbsent(a,1) -> null {a=1}
// expect:   putIfAbsent(a,2) -> 1 {a=1}
// expect:   remove(a,2) -> false {a=1}
// expect:   remove(a,1) -> true {}
// expect:   remove(zz,null) -> false {}
// expect:   replace(b,9) -> null {}
// expect:   replace(b,3) -> 2 {b=3}
// expect:   replace(b,2,4) -> false {b=3}
// expect:   replace(b,3,4) -> true {b=4}
// expect:   computeIfAbsent(c,len) -> 1 [len(c)] {b=4, c=1}
// expect:   computeIfAbsent(c,len) -> 1 {b=4, c=1}
// expect:   computeIfAbsent(dd,none) -> null [none(dd)] {b=4, c=1}
// expect:   computeIfPresent(c,bump) -> 2 [bump(c,1)] {b=4, c=2}
// expect:   computeIfPresent(zz,bump) -> null {b=4, c=2}
// expect:   computeIfPresent(c,drop) -> null [drop(c,2)] {b=4}
// expect:   compute(e,bump) -> 100 [bump(e,null)] {b=4, e=100}
// expect:   compute(e,bump) -> 101 [bump(e,100)] {b=4, e=101}
// expect:   compute(e,drop) -> null [drop(e,101)] {b=4}
// expect:   compute(zz,drop) -> null [drop(zz,null)] {b=4}
// expect:   merge(f,1,sum) -> 1 {b=4, f=1}
// expect:   merge(f,5,sum) -> 6 [sum(1,5)] {b=4, f=6}
// expect:   merge(f,1,gone) -> null [gone(6,1)] {b=4}
// expect:   merged k0..k2 -> 4 [sum(0,3)sum(1,4)sum(2,5)] {b=4, k0=3, k1=5, k2=7}
// expect:   forEach -> null [b=4;k0=3;k1=5;k2=7;] {b=4, k0=3, k1=5, k2=7}
// expect:   replaceAll -> null {b=41, k0=32, k1=52, k2=72}
// expect:   getOrDefault(k1,-1) -> 52 {b=41, k0=32, k1=52, k2=72}
// expect:   getOrDefault(zz,-1) -> -1 {b=41, k0=32, k1=52, k2=72}
// expect:   put(n,null) -> null {b=41, k0=32, k1=52, k2=72, n=null}
// expect:   getOrDefault(n,-1) -> null {b=41, k0=32, k1=52, k2=72, n=null}
// expect:   computeIfAbsent(n,len) -> 1 [len(n)] {b=41, k0=32, k1=52, k2=72, n=1}
// expect:   merge(n,7,sum) -> 7 {b=41, k0=32, k1=52, k2=72, n=7}
// expect:   putIfAbsent(n,8) -> null {b=41, k0=32, k1=52, k2=72, n=8}
// expect:   computeIfPresent(n,bump) -> null {b=41, k0=32, k1=52, k2=72, n=null}
// expect:   compute(n,drop) -> null [drop(n,null)] {b=41, k0=32, k1=52, k2=72}
// expect:   replace(n,null,3) -> true {b=41, k0=32, k1=52, k2=72, n=3}
// expect:   remove(n,null) -> true {b=41, k0=32, k1=52, k2=72}
// expect:   putIfAbsent(null,1) -> null {null=1, b=41, k0=32, k1=52, k2=72}
// expect:   computeIfAbsent(null,const) -> 1 {null=1, b=41, k0=32, k1=52, k2=72}
// expect:   merge(null,1,sum) -> 2 [sum(1,1)] {null=2, b=41, k0=32, k1=52, k2=72}
// expect:   compute(null,bump) -> -3 {null=-3, b=41, k0=32, k1=52, k2=72}
// expect:   remove(null) -> -3 {b=41, k0=32, k1=52, k2=72}
// expect:   putIfAbsent(x,null) -> null {b=41, k0=32, k1=52, k2=72, x=null}
// expect:   replace(k0,null) -> 32 {b=41, k0=null, k1=52, k2=72, x=null}
// expect:   replace(k0,null,1) -> true {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   merge(k0,null,sum) -> java.lang.NullPointerException(null) {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   merge(mm,null,sum) -> java.lang.NullPointerException(null) {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   merge(k0,1,null) -> java.lang.NullPointerException(null) {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   computeIfAbsent(k0,null) -> java.lang.NullPointerException(null) {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   computeIfAbsent(zz,null) -> java.lang.NullPointerException(null) {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   computeIfPresent(zz,null) -> java.lang.NullPointerException(null) {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   compute(k0,null) -> java.lang.NullPointerException(null) {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   forEach(null) -> java.lang.NullPointerException(null) {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   replaceAll(null) -> java.lang.NullPointerException(null) {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   replaceAll(to null) -> done {b=41, k0=1, k1=null, k2=72, x=null}
// expect:   empty forEach(null) -> java.lang.NullPointerException(null) {}
// expect: Hashtable
// expect:   putIfAbsent(a,1) -> null {a=1}
// expect:   putIfAbsent(a,2) -> 1 {a=1}
// expect:   remove(a,2) -> false {a=1}
// expect:   remove(a,1) -> true {}
// expect:   remove(zz,null) -> java.lang.NullPointerException(null) {}
// expect:   replace(b,9) -> null {}
// expect:   replace(b,3) -> 2 {b=3}
// expect:   replace(b,2,4) -> false {b=3}
// expect:   replace(b,3,4) -> true {b=4}
// expect:   computeIfAbsent(c,len) -> 1 [len(c)] {b=4, c=1}
// expect:   computeIfAbsent(c,len) -> 1 {b=4, c=1}
// expect:   computeIfAbsent(dd,none) -> null [none(dd)] {b=4, c=1}
// expect:   computeIfPresent(c,bump) -> 2 [bump(c,1)] {b=4, c=2}
// expect:   computeIfPresent(zz,bump) -> null {b=4, c=2}
// expect:   computeIfPresent(c,drop) -> null [drop(c,2)] {b=4}
// expect:   compute(e,bump) -> 100 [bump(e,null)] {b=4, e=100}
// expect:   compute(e,bump) -> 101 [bump(e,100)] {b=4, e=101}
// expect:   compute(e,drop) -> null [drop(e,101)] {b=4}
// expect:   compute(zz,drop) -> null [drop(zz,null)] {b=4}
// expect:   merge(f,1,sum) -> 1 {b=4, f=1}
// expect:   merge(f,5,sum) -> 6 [sum(1,5)] {b=4, f=6}
// expect:   merge(f,1,gone) -> null [gone(6,1)] {b=4}
// expect:   merged k0..k2 -> 4 [sum(0,3)sum(1,4)sum(2,5)] {k0=3, b=4, k2=7, k1=5}
// expect:   forEach -> null [k1=5;k2=7;k0=3;b=4;] {k0=3, b=4, k2=7, k1=5}
// expect:   replaceAll -> null {k0=32, b=41, k2=72, k1=52}
// expect:   getOrDefault(k1,-1) -> 52 {k0=32, b=41, k2=72, k1=52}
// expect:   getOrDefault(zz,-1) -> -1 {k0=32, b=41, k2=72, k1=52}
// expect:   put(n,null) -> java.lang.NullPointerException(null) {k0=32, b=41, k2=72, k1=52}
// expect:   getOrDefault(n,-1) -> -1 {k0=32, b=41, k2=72, k1=52}
// expect:   computeIfAbsent(n,len) -> java.lang.NullPointerException(null) {k0=32, b=41, k2=72, k1=52}
// expect:   merge(n,7,sum) -> java.lang.NullPointerException(null) {k0=32, b=41, k2=72, k1=52}
// expect:   putIfAbsent(n,8) -> java.lang.NullPointerException(null) {k0=32, b=41, k2=72, k1=52}
// expect:   computeIfPresent(n,bump) -> java.lang.NullPointerException(null) {k0=32, b=41, k2=72, k1=52}
// expect:   compute(n,drop) -> java.lang.NullPointerException(null) {k0=32, b=41, k2=72, k1=52}
// expect:   replace(n,null,3) -> java.lang.NullPointerException(null) {k0=32, b=41, k2=72, k1=52}
// expect:   remove(n,null) -> java.lang.NullPointerException(null) {k0=32, b=41, k2=72, k1=52}
// expect:   putIfAbsent(null,1) -> java.lang.NullPointerException(null) {k0=32, b=41, k2=72, k1=52}
// expect:   computeIfAbsent(null,const) -> java.lang.NullPointerException(null) {k0=32, b=41, k2=72, k1=52}
// expect:   merge(null,1,sum) -> java.lang.NullPointerException(null) {k0=32, b=41, k2=72, k1=52}
// expect:   compute(null,bump) -> java.lang.NullPointerException(null) {k0=32, b=41, k2=72, k1=52}
// expect:   remove(null) -> java.lang.NullPointerException(null) {k0=32, b=41, k2=72, k1=52}
// expect:   putIfAbsent(x,null) -> java.lang.NullPointerException(null) {k0=32, b=41, k2=72, k1=52}
// expect:   replace(k0,null) -> java.lang.NullPointerException(null) {k0=32, b=41, k2=72, k1=52}
// expect:   replace(k0,null,1) -> java.lang.NullPointerException(null) {k0=32, b=41, k2=72, k1=52}
// expect:   merge(k0,null,sum) -> java.lang.NullPointerException(null) [sum(32,null)] {k0=32, b=41, k2=72, k1=52}
// expect:   merge(mm,null,sum) -> null {k0=32, b=41, k2=72, k1=52}
// expect:   merge(k0,1,null) -> java.lang.NullPointerException(null) {k0=32, b=41, k2=72, k1=52}
// expect:   computeIfAbsent(k0,null) -> java.lang.NullPointerException(null) {k0=32, b=41, k2=72, k1=52}
// expect:   computeIfAbsent(zz,null) -> java.lang.NullPointerException(null) {k0=32, b=41, k2=72, k1=52}
// expect:   computeIfPresent(zz,null) -> java.lang.NullPointerException(null) {k0=32, b=41, k2=72, k1=52}
// expect:   compute(k0,null) -> java.lang.NullPointerException(null) {k0=32, b=41, k2=72, k1=52}
// expect:   forEach(null) -> java.lang.NullPointerException(null) {k0=32, b=41, k2=72, k1=52}
// expect:   replaceAll(null) -> java.lang.NullPointerException(null) {k0=32, b=41, k2=72, k1=52}
// expect:   replaceAll(to null) -> java.lang.NullPointerException(null) {k0=32, b=41, k2=72, k1=52}
// expect:   empty forEach(null) -> java.lang.NullPointerException(null) {}
// expect: list map (interface defaults)
// expect:   putIfAbsent(a,1) -> null {a=1}
// expect:   putIfAbsent(a,2) -> 1 {a=1}
// expect:   remove(a,2) -> false {a=1}
// expect:   remove(a,1) -> true {}
// expect:   remove(zz,null) -> false {}
// expect:   replace(b,9) -> null {}
// expect:   replace(b,3) -> 2 {b=3}
// expect:   replace(b,2,4) -> false {b=3}
// expect:   replace(b,3,4) -> true {b=4}
// expect:   computeIfAbsent(c,len) -> 1 [len(c)] {b=4, c=1}
// expect:   computeIfAbsent(c,len) -> 1 {b=4, c=1}
// expect:   computeIfAbsent(dd,none) -> null [none(dd)] {b=4, c=1}
// expect:   computeIfPresent(c,bump) -> 2 [bump(c,1)] {b=4, c=2}
// expect:   computeIfPresent(zz,bump) -> null {b=4, c=2}
// expect:   computeIfPresent(c,drop) -> null [drop(c,2)] {b=4}
// expect:   compute(e,bump) -> 100 [bump(e,null)] {b=4, e=100}
// expect:   compute(e,bump) -> 101 [bump(e,100)] {b=4, e=101}
// expect:   compute(e,drop) -> null [drop(e,101)] {b=4}
// expect:   compute(zz,drop) -> null [drop(zz,null)] {b=4}
// expect:   merge(f,1,sum) -> 1 {b=4, f=1}
// expect:   merge(f,5,sum) -> 6 [sum(1,5)] {b=4, f=6}
// expect:   merge(f,1,gone) -> null [gone(6,1)] {b=4}
// expect:   merged k0..k2 -> 4 [sum(0,3)sum(1,4)sum(2,5)] {b=4, k0=3, k1=5, k2=7}
// expect:   forEach -> null [b=4;k0=3;k1=5;k2=7;] {b=4, k0=3, k1=5, k2=7}
// expect:   replaceAll -> null {b=41, k0=32, k1=52, k2=72}
// expect:   getOrDefault(k1,-1) -> 52 {b=41, k0=32, k1=52, k2=72}
// expect:   getOrDefault(zz,-1) -> -1 {b=41, k0=32, k1=52, k2=72}
// expect:   put(n,null) -> null {b=41, k0=32, k1=52, k2=72, n=null}
// expect:   getOrDefault(n,-1) -> null {b=41, k0=32, k1=52, k2=72, n=null}
// expect:   computeIfAbsent(n,len) -> 1 [len(n)] {b=41, k0=32, k1=52, k2=72, n=1}
// expect:   merge(n,7,sum) -> 7 {b=41, k0=32, k1=52, k2=72, n=7}
// expect:   putIfAbsent(n,8) -> null {b=41, k0=32, k1=52, k2=72, n=8}
// expect:   computeIfPresent(n,bump) -> null {b=41, k0=32, k1=52, k2=72, n=null}
// expect:   compute(n,drop) -> null [drop(n,null)] {b=41, k0=32, k1=52, k2=72}
// expect:   replace(n,null,3) -> true {b=41, k0=32, k1=52, k2=72, n=3}
// expect:   remove(n,null) -> true {b=41, k0=32, k1=52, k2=72}
// expect:   putIfAbsent(null,1) -> null {b=41, k0=32, k1=52, k2=72, null=1}
// expect:   computeIfAbsent(null,const) -> 1 {b=41, k0=32, k1=52, k2=72, null=1}
// expect:   merge(null,1,sum) -> 2 [sum(1,1)] {b=41, k0=32, k1=52, k2=72, null=2}
// expect:   compute(null,bump) -> -3 {b=41, k0=32, k1=52, k2=72, null=-3}
// expect:   remove(null) -> -3 {b=41, k0=32, k1=52, k2=72}
// expect:   putIfAbsent(x,null) -> null {b=41, k0=32, k1=52, k2=72, x=null}
// expect:   replace(k0,null) -> 32 {b=41, k0=null, k1=52, k2=72, x=null}
// expect:   replace(k0,null,1) -> true {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   merge(k0,null,sum) -> java.lang.NullPointerException(null) {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   merge(mm,null,sum) -> java.lang.NullPointerException(null) {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   merge(k0,1,null) -> java.lang.NullPointerException(null) {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   computeIfAbsent(k0,null) -> java.lang.NullPointerException(null) {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   computeIfAbsent(zz,null) -> java.lang.NullPointerException(null) {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   computeIfPresent(zz,null) -> java.lang.NullPointerException(null) {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   compute(k0,null) -> java.lang.NullPointerException(null) {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   forEach(null) -> java.lang.NullPointerException(null) {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   replaceAll(null) -> java.lang.NullPointerException(null) {b=41, k0=1, k1=52, k2=72, x=null}
// expect:   replaceAll(to null) -> done {b=41, k0=1, k1=null, k2=72, x=null}
// expect:   empty forEach(null) -> java.lang.NullPointerException(null) {}
