// Hashtable beyond iteration order: nulls rejected, what removal does to a held entry, messages of
// its enumerator, empty enumerations, merge with a null value, a table inside itself, per-entry
// fail-fast forEach, clone keeping the layout, rehash as an overridable step, Dictionary use.
import java.util.*;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;

public class hashtable_api {
    static final class HtaCounting<K, V> extends Hashtable<K, V> {
        int rehashes;

        HtaCounting(int capacity) {
            super(capacity);
        }

        protected void rehash() {
            rehashes++;
            super.rehash();
        }
    }

    static void npe(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": no exception");
        } catch (NullPointerException e) {
            System.out.println(what + ": NPE");
        }
    }

    public static void main(String[] args) {
        final Hashtable<String, String> t = new Hashtable<String, String>();
        npe("put null value", new Runnable() { public void run() { t.put("a", null); } });
        npe("put null key", new Runnable() { public void run() { t.put(null, "a"); } });
        npe("get null", new Runnable() { public void run() { t.get(null); } });
        npe("contains null", new Runnable() { public void run() { t.contains(null); } });
        npe("remove(k, null)", new Runnable() { public void run() { t.remove("a", null); } });
        npe("replace null", new Runnable() { public void run() { t.replace("a", null); } });
        npe("putIfAbsent null", new Runnable() { public void run() { t.putIfAbsent("a", null); } });
        t.put("k", "v");
        npe("entry setValue null", new Runnable() { public void run() { t.entrySet().iterator().next().setValue(null); } });
        npe("entrySet contains null key", new Runnable() { public void run() {
            t.entrySet().contains(new AbstractMap.SimpleEntry<String, String>(null, "v")); } });
        t.clear();

        // What removal leaves in an entry someone still holds.
        String[] ways = {"remove", "remove(k,v)", "entrySet.remove", "keySet.remove", "iterator.remove",
            "values.remove", "computeIfPresent", "compute", "merge", "clear"};
        for (int w = 0; w < ways.length; w++) {
            t.put("d", "4");
            Iterator<Map.Entry<String, String>> it = t.entrySet().iterator();
            Map.Entry<String, String> e = it.next();
            if (w == 0) {
                t.remove("d");
            } else if (w == 1) {
                t.remove("d", "4");
            } else if (w == 2) {
                t.entrySet().remove(new AbstractMap.SimpleEntry<String, String>("d", "4"));
            } else if (w == 3) {
                t.keySet().remove("d");
            } else if (w == 4) {
                it.remove();
            } else if (w == 5) {
                t.values().remove("4");
            } else if (w == 6) {
                t.computeIfPresent("d", new BiFunction<String, String, String>() {
                    public String apply(String k, String v) {
                        return null;
                    }
                });
            } else if (w == 7) {
                t.compute("d", new BiFunction<String, String, String>() {
                    public String apply(String k, String v) {
                        return null;
                    }
                });
            } else if (w == 8) {
                t.merge("d", "x", new BiFunction<String, String, String>() {
                    public String apply(String a, String b) {
                        return null;
                    }
                });
            } else {
                t.clear();
            }
            System.out.println(ways[w] + ": held value " + e.getValue() + ", size " + t.size());
        }

        // Enumerator messages; an empty table's enumerations are the shared empty ones.
        try {
            t.keys().nextElement();
        } catch (NoSuchElementException e) {
            System.out.println("empty keys: " + e.getMessage());
        }
        try {
            t.keySet().iterator().remove();
        } catch (IllegalStateException e) {
            System.out.println("empty iterator remove: " + e.getMessage());
        }
        t.put("x", "y");
        try {
            Enumeration<String> en = t.elements();
            en.nextElement();
            en.nextElement();
        } catch (NoSuchElementException e) {
            System.out.println("elements: " + e.getMessage());
        }
        try {
            Iterator<String> it = t.values().iterator();
            it.remove();
        } catch (IllegalStateException e) {
            System.out.println("iterator remove: " + e.getMessage());
        }
        try {
            Iterator<String> it = t.keySet().iterator();
            it.next();
            t.put("z", "w");
            it.next();
        } catch (ConcurrentModificationException e) {
            System.out.println("iterator after put: " + e);
        }
        Enumeration<String> en = t.keys();
        en.nextElement();
        t.put("q", "r"); // enumerations are not fail-fast
        System.out.println("enumeration after put: " + en.hasMoreElements() + " " + t);

        // merge: a null value with an absent key adds nothing; with a present key the function decides.
        final Hashtable<String, Integer> m = new Hashtable<String, Integer>();
        m.put("one", 1);
        BiFunction<Integer, Integer, Integer> keep = new BiFunction<Integer, Integer, Integer>() {
            public Integer apply(Integer a, Integer b) {
                return b == null ? a * 10 : a + b;
            }
        };
        System.out.println(m.merge("two", null, keep) + " " + m.merge("one", null, keep) + " " + m.merge("one", 5, keep)
            + " " + m.merge("three", 3, keep) + " " + m);
        System.out.println(m.computeIfAbsent("four", new Function<String, Integer>() {
            public Integer apply(String k) {
                return k.length();
            }
        }) + " " + m.getOrDefault("five", -1) + " " + m.putIfAbsent("one", 0) + " " + m.replace("one", 15, 16) + " " + m);

        // A table that contains itself.
        Hashtable<Object, Object> self = new Hashtable<Object, Object>();
        self.put("me", self);
        self.put(self, "key");
        self.put("other", "x");
        System.out.println(self + " " + self.hashCode());

        // forEach stops right after the action that changed the table; replaceAll needs values.
        for (int i = 0; i < 6; i++) {
            m.put("n" + i, i);
        }
        try {
            m.forEach(new BiConsumer<String, Integer>() {
                public void accept(String k, Integer v) {
                    System.out.print(k + " ");
                    if (k.equals("n2")) {
                        m.remove("n4");
                    }
                }
            });
        } catch (ConcurrentModificationException e) {
            System.out.println("/ forEach " + e);
        }
        try {
            m.replaceAll(new BiFunction<String, Integer, Integer>() {
                public Integer apply(String k, Integer v) {
                    return k.equals("n3") ? null : v + 100;
                }
            });
        } catch (NullPointerException e) {
            System.out.println("replaceAll null: " + m);
        }

        // Clone keeps the layout; rehash is a step a subclass sees.
        HtaCounting<Integer, String> c = new HtaCounting<Integer, String>(3);
        for (int i = 0; i < 40; i += 3) {
            c.put(i * 5, "v" + i);
        }
        System.out.println(c.rehashes + " " + c);
        @SuppressWarnings("unchecked")
        Hashtable<Integer, String> cc = (Hashtable<Integer, String>) c.clone();
        c.remove(0);
        cc.put(1000, "new");
        System.out.println(cc + " " + cc.size() + " " + c.size());
        Hashtable<Integer, String> copy = new Hashtable<Integer, String>(c);
        System.out.println(copy + " " + copy.equals(c) + " " + c.equals(new HashMap<Integer, String>(c)));

        Dictionary<String, Integer> d = new Hashtable<String, Integer>(0);
        for (int i = 0; i < 5; i++) {
            d.put("d" + i, i);
        }
        StringBuilder sb = new StringBuilder();
        for (Enumeration<String> ks = d.keys(); ks.hasMoreElements();) {
            String k = ks.nextElement();
            sb.append(k).append('=').append(d.get(k)).append(' ');
        }
        System.out.println(sb + "" + d.size() + " " + d.isEmpty() + " " + d.remove("d1") + " " + d.remove("d1"));
        try {
            new Hashtable<String, String>(-1);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            new Hashtable<String, String>(5, Float.NaN);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
    }
}
// expect: put null value: NPE
// expect: put null key: NPE
// expect: get null: NPE
// expect: contains null: NPE
// expect: remove(k, null): NPE
// expect: replace null: NPE
// expect: putIfAbsent null: NPE
// expect: entry setValue null: NPE
// expect: entrySet contains null key: NPE
// expect: remove: held value null, size 0
// expect: remove(k,v): held value null, size 0
// expect: entrySet.remove: held value null, size 0
// expect: keySet.remove: held value null, size 0
// expect: iterator.remove: held value 4, size 0
// expect: values.remove: held value 4, size 0
// expect: computeIfPresent: held value 4, size 0
// expect: compute: held value 4, size 0
// expect: merge: held value 4, size 0
// expect: clear: held value 4, size 0
// expect: empty keys: null
// expect: empty iterator remove: null
// expect: elements: Hashtable Enumerator
// expect: iterator remove: Hashtable Enumerator
// expect: iterator after put: java.util.ConcurrentModificationException
// expect: enumeration after put: true {x=y, q=r, z=w}
// expect: null 10 15 3 {one=15, three=3}
// expect: 4 -1 15 true {one=16, three=3, four=4}
// expect: {other=x, (this Map)=key, me=(this Map)} 106176711
// expect: four n0 n1 n2 / forEach java.util.ConcurrentModificationException
// expect: replaceAll null: {three=3, n5=5, one=16, n3=3, n2=102, n1=101, n0=100, four=104}
// expect: 3 {30=v6, 60=v12, 90=v18, 120=v24, 150=v30, 180=v36, 15=v3, 45=v9, 75=v15, 105=v21, 135=v27, 165=v33, 195=v39, 0=v0}
// expect: {30=v6, 60=v12, 90=v18, 120=v24, 150=v30, 180=v36, 15=v3, 45=v9, 75=v15, 105=v21, 135=v27, 165=v33, 195=v39, 1000=new, 0=v0} 15 13
// expect: {180=v36, 75=v15, 150=v30, 45=v9, 120=v24, 15=v3, 195=v39, 90=v18, 165=v33, 60=v12, 135=v27, 30=v6, 105=v21} true true
// expect: d1=1 d0=0 d4=4 d3=3 d2=2 5 false 1 null
// expect: Illegal Capacity: -1
// expect: Illegal Load: NaN
