// TreeMap's own computeIfAbsent, computeIfPresent, compute and merge: null results remove (or do
// not add) the mapping, a key mapped to null counts as absent where the JDK says so, an empty map
// calls the function before it looks at the key, and a function that adds or removes keys gets
// ConcurrentModificationException (changing values is allowed). Views use Map's defaults, which
// call the function first and then refuse an out-of-range key. Also forEach/replaceAll failing
// fast, and iterators: NoSuchElementException before ConcurrentModificationException at the end,
// remove() twice, remove() after a change, and a key added after the last one returned.
import java.util.*;
import java.util.function.*;

public class treemap_compute_failfast {
    interface Action {
        Object run();
    }

    static void attempt(String what, Action a) {
        try {
            System.out.println(what + ": " + a.run());
        } catch (RuntimeException e) {
            System.out.println(what + ": " + e.getClass().getName() + (e.getMessage() == null ? "" : " " + e.getMessage()));
        }
    }

    static Function<Integer, String> constant(final String s) {
        return new Function<Integer, String>() {
            public String apply(Integer k) {
                System.out.println("  function(" + k + ")");
                return s;
            }
        };
    }

    static BiFunction<Object, Object, String> joined(final String s) {
        return new BiFunction<Object, Object, String>() {
            public String apply(Object a, Object b) {
                System.out.println("  remap(" + a + ", " + b + ")");
                return s == null ? null : a + s + b;
            }
        };
    }

    public static void main(String[] args) {
        final TreeMap<Integer, String> e = new TreeMap<Integer, String>();
        attempt("empty computeIfAbsent(null) -> null", new Action() { public Object run() { return e.computeIfAbsent(null, constant(null)); } });
        attempt("empty computeIfAbsent(null) -> x", new Action() { public Object run() { return e.computeIfAbsent(null, constant("x")); } });
        attempt("empty compute(null) -> null", new Action() { public Object run() { return e.compute(null, joined(null)); } });
        attempt("empty computeIfPresent(null)", new Action() { public Object run() { return e.computeIfPresent(null, joined("+")); } });
        attempt("empty merge(null)", new Action() { public Object run() { return e.merge(null, "m", joined("+")); } });
        attempt("empty putIfAbsent(null)", new Action() { public Object run() { return e.putIfAbsent(null, "p"); } });
        attempt("empty get/containsKey/remove(null)", new Action() { public Object run() { return e.get(null); } });
        attempt("empty containsKey(null)", new Action() { public Object run() { return e.containsKey(null); } });
        attempt("empty remove(null)", new Action() { public Object run() { return e.remove(null); } });
        attempt("empty replace(null)", new Action() { public Object run() { return e.replace(null, "r"); } });
        attempt("empty floorKey(null)", new Action() { public Object run() { return e.floorKey(null); } });
        attempt("empty put(null)", new Action() { public Object run() { return e.put(null, "n"); } });
        System.out.println(e + " " + e.size());

        final TreeMap<Integer, String> m = new TreeMap<Integer, String>();
        for (int i = 1; i <= 6; i++) {
            m.put(i * 10, "v" + i);
        }
        m.put(5, null);
        attempt("computeIfAbsent present", new Action() { public Object run() { return m.computeIfAbsent(10, constant("no")); } });
        attempt("computeIfAbsent null-valued -> null", new Action() { public Object run() { return m.computeIfAbsent(5, constant(null)) + " " + m.containsKey(5); } });
        attempt("computeIfAbsent null-valued -> a", new Action() { public Object run() { return m.computeIfAbsent(5, constant("a")); } });
        attempt("computeIfAbsent new", new Action() { public Object run() { return m.computeIfAbsent(15, constant("b")); } });
        attempt("computeIfAbsent new -> null", new Action() { public Object run() { return m.computeIfAbsent(16, constant(null)) + " " + m.containsKey(16); } });
        attempt("computeIfPresent -> null", new Action() { public Object run() { return m.computeIfPresent(15, joined(null)) + " " + m.containsKey(15); } });
        attempt("computeIfPresent absent", new Action() { public Object run() { return m.computeIfPresent(17, joined("+")); } });
        attempt("computeIfPresent", new Action() { public Object run() { return m.computeIfPresent(20, joined("+")); } });
        attempt("compute absent -> null", new Action() { public Object run() { return m.compute(18, joined(null)) + " " + m.containsKey(18); } });
        attempt("compute absent", new Action() { public Object run() { return m.compute(18, joined("~")); } });
        attempt("compute present -> null", new Action() { public Object run() { return m.compute(18, joined(null)) + " " + m.containsKey(18); } });
        m.put(7, null);
        attempt("compute null-valued -> null", new Action() { public Object run() { return m.compute(7, joined(null)) + " " + m.containsKey(7); } });
        m.put(8, null);
        attempt("merge null-valued", new Action() { public Object run() { return m.merge(8, "w", joined("!")); } });
        attempt("merge present", new Action() { public Object run() { return m.merge(8, "w", joined("!")); } });
        attempt("merge -> null", new Action() { public Object run() { return m.merge(8, "w", joined(null)) + " " + m.containsKey(8); } });
        attempt("merge absent", new Action() { public Object run() { return m.merge(9, "nine", joined("!")); } });
        attempt("merge null value", new Action() { public Object run() { return m.merge(9, null, joined("!")); } });
        attempt("merge null function", new Action() { public Object run() { return m.merge(9, "x", null); } });
        attempt("putIfAbsent", new Action() { public Object run() { return m.putIfAbsent(9, "q") + " " + m.putIfAbsent(11, "q"); } });
        attempt("replace", new Action() { public Object run() { return m.replace(11, "r") + " " + m.replace(12, "r") + " " + m.replace(11, "r", "s") + " " + m.replace(11, "r", "t"); } });
        System.out.println(m);

        attempt("computeIfAbsent adds", new Action() { public Object run() {
            return m.computeIfAbsent(1, new Function<Integer, String>() {
                public String apply(Integer k) { m.put(2, "sneak"); return "one"; }
            });
        } });
        attempt("computeIfPresent removes", new Action() { public Object run() {
            return m.computeIfPresent(10, new BiFunction<Integer, String, String>() {
                public String apply(Integer k, String v) { m.remove(60); return "ten"; }
            });
        } });
        attempt("compute adds", new Action() { public Object run() {
            return m.compute(3, new BiFunction<Integer, String, String>() {
                public String apply(Integer k, String v) { m.put(4, "sneak"); return null; }
            });
        } });
        attempt("merge removes", new Action() { public Object run() {
            return m.merge(20, "x", new BiFunction<String, String, String>() {
                public String apply(String a, String b) { m.pollFirstEntry(); return a + b; }
            });
        } });
        attempt("compute changes a value", new Action() { public Object run() {
            return m.compute(30, new BiFunction<Integer, String, String>() {
                public String apply(Integer k, String v) { m.put(40, "changed"); return v + "!"; }
            });
        } });
        System.out.println(m);

        final NavigableMap<Integer, String> head = m.headMap(30, true);
        attempt("view computeIfAbsent out of range", new Action() { public Object run() { return head.computeIfAbsent(50, constant("z")); } });
        attempt("view computeIfAbsent in range", new Action() { public Object run() { return head.computeIfAbsent(25, constant("z")); } });
        attempt("view computeIfPresent out of range", new Action() { public Object run() { return head.computeIfPresent(50, joined("+")); } });
        attempt("view compute out of range", new Action() { public Object run() { return head.compute(50, joined("+")); } });
        attempt("view merge out of range", new Action() { public Object run() { return head.merge(50, "y", joined("+")); } });
        attempt("view merge in range", new Action() { public Object run() { return head.merge(25, "y", joined("+")); } });
        attempt("view putIfAbsent out of range", new Action() { public Object run() { return head.putIfAbsent(50, "y"); } });
        attempt("view replace out of range", new Action() { public Object run() { return head.replace(50, "y"); } });
        attempt("view getOrDefault out of range", new Action() { public Object run() { return head.getOrDefault(50, "dflt"); } });
        System.out.println(m);

        attempt("forEach removes", new Action() { public Object run() {
            final StringBuilder sb = new StringBuilder();
            m.forEach(new BiConsumer<Integer, String>() {
                public void accept(Integer k, String v) { sb.append(k).append(' '); if (k == 10) { m.remove(50); } }
            });
            return sb;
        } });
        attempt("forEach sets values", new Action() { public Object run() {
            m.forEach(new BiConsumer<Integer, String>() {
                public void accept(Integer k, String v) { m.put(k, "f" + k); }
            });
            return m;
        } });
        attempt("replaceAll adds", new Action() { public Object run() {
            m.replaceAll(new BiFunction<Integer, String, String>() {
                public String apply(Integer k, String v) { if (k == 20) { m.put(21, "x"); } return v + "r"; }
            });
            return m;
        } });
        System.out.println(m);

        final TreeMap<Integer, String> it = new TreeMap<Integer, String>();
        for (int i = 0; i < 5; i++) {
            it.put(i, "i" + i);
        }
        attempt("next at end after change", new Action() { public Object run() {
            Iterator<Integer> i = it.keySet().iterator();
            while (i.hasNext()) { i.next(); }
            it.put(99, "x");
            return i.next();
        } });
        attempt("next after change", new Action() { public Object run() {
            Iterator<String> i = it.values().iterator();
            i.next();
            it.remove(99);
            return i.hasNext() + " " + i.next();
        } });
        attempt("value change is no modification", new Action() { public Object run() {
            StringBuilder sb = new StringBuilder();
            for (Map.Entry<Integer, String> en : it.entrySet()) {
                it.put(en.getKey(), en.getValue() + "*");
                sb.append(' ').append(en);
            }
            return sb;
        } });
        attempt("remove twice", new Action() { public Object run() {
            Iterator<Integer> i = it.navigableKeySet().iterator();
            i.next();
            i.remove();
            i.remove();
            return "?";
        } });
        attempt("remove before next", new Action() { public Object run() {
            it.descendingKeySet().iterator().remove();
            return "?";
        } });
        attempt("remove after change", new Action() { public Object run() {
            Iterator<Integer> i = it.descendingKeySet().iterator();
            i.next();
            it.put(-5, "neg");
            i.remove();
            return "?";
        } });
        attempt("add after the last returned", new Action() { public Object run() {
            StringBuilder sb = new StringBuilder();
            for (Integer k : it.keySet()) {
                sb.append(k).append(' ');
                if (k == 4) {
                    it.put(50, "late");
                }
            }
            return sb + "" + it.keySet();
        } });
        attempt("add in a view past its end", new Action() { public Object run() {
            StringBuilder sb = new StringBuilder();
            for (Integer k : it.headMap(10).keySet()) {
                sb.append(' ').append(k);
                if (k == 4) {
                    it.put(7, "seven");
                }
            }
            return sb;
        } });
        attempt("hasNext after clear", new Action() { public Object run() {
            Iterator<Map.Entry<Integer, String>> i = it.entrySet().iterator();
            i.next();
            it.clear();
            return i.hasNext() + " " + i.next();
        } });
        attempt("next on empty", new Action() { public Object run() { return it.keySet().iterator().next(); } });
        attempt("descending next on empty view", new Action() { public Object run() { return it.descendingMap().values().iterator().next(); } });
    }
}
// expect:   function(null)
// expect: empty computeIfAbsent(null) -> null: null
// expect:   function(null)
// expect: empty computeIfAbsent(null) -> x: java.lang.NullPointerException
// expect:   remap(null, null)
// expect: empty compute(null) -> null: null
// expect: empty computeIfPresent(null): java.lang.NullPointerException
// expect: empty merge(null): java.lang.NullPointerException
// expect: empty putIfAbsent(null): java.lang.NullPointerException
// expect: empty get/containsKey/remove(null): java.lang.NullPointerException
// expect: empty containsKey(null): java.lang.NullPointerException
// expect: empty remove(null): java.lang.NullPointerException
// expect: empty replace(null): java.lang.NullPointerException
// expect: empty floorKey(null): null
// expect: empty put(null): java.lang.NullPointerException
// expect: {} 0
// expect: computeIfAbsent present: v1
// expect:   function(5)
// expect: computeIfAbsent null-valued -> null: null true
// expect:   function(5)
// expect: computeIfAbsent null-valued -> a: a
// expect:   function(15)
// expect: computeIfAbsent new: b
// expect:   function(16)
// expect: computeIfAbsent new -> null: null false
// expect:   remap(15, b)
// expect: computeIfPresent -> null: null false
// expect: computeIfPresent absent: null
// expect:   remap(20, v2)
// expect: computeIfPresent: 20+v2
// expect:   remap(18, null)
// expect: compute absent -> null: null false
// expect:   remap(18, null)
// expect: compute absent: 18~null
// expect:   remap(18, 18~null)
// expect: compute present -> null: null false
// expect:   remap(7, null)
// expect: compute null-valued -> null: null false
// expect: merge null-valued: w
// expect:   remap(w, w)
// expect: merge present: w!w
// expect:   remap(w!w, w)
// expect: merge -> null: null false
// expect: merge absent: nine
// expect: merge null value: java.lang.NullPointerException
// expect: merge null function: java.lang.NullPointerException
// expect: putIfAbsent: nine null
// expect: replace: q null true false
// expect: {5=a, 9=nine, 10=v1, 11=s, 20=20+v2, 30=v3, 40=v4, 50=v5, 60=v6}
// expect: computeIfAbsent adds: java.util.ConcurrentModificationException
// expect: computeIfPresent removes: java.util.ConcurrentModificationException
// expect: compute adds: java.util.ConcurrentModificationException
// expect: merge removes: java.util.ConcurrentModificationException
// expect: compute changes a value: v3!
// expect: {4=sneak, 5=a, 9=nine, 10=v1, 11=s, 20=20+v2, 30=v3!, 40=changed, 50=v5}
// expect:   function(50)
// expect: view computeIfAbsent out of range: java.lang.IllegalArgumentException key out of range
// expect:   function(25)
// expect: view computeIfAbsent in range: z
// expect: view computeIfPresent out of range: null
// expect:   remap(50, null)
// expect: view compute out of range: java.lang.IllegalArgumentException key out of range
// expect: view merge out of range: java.lang.IllegalArgumentException key out of range
// expect:   remap(z, y)
// expect: view merge in range: z+y
// expect: view putIfAbsent out of range: java.lang.IllegalArgumentException key out of range
// expect: view replace out of range: null
// expect: view getOrDefault out of range: dflt
// expect: {4=sneak, 5=a, 9=nine, 10=v1, 11=s, 20=20+v2, 25=z+y, 30=v3!, 40=changed, 50=v5}
// expect: forEach removes: java.util.ConcurrentModificationException
// expect: forEach sets values: {4=f4, 5=f5, 9=f9, 10=f10, 11=f11, 20=f20, 25=f25, 30=f30, 40=f40}
// expect: replaceAll adds: java.util.ConcurrentModificationException
// expect: {4=f4r, 5=f5r, 9=f9r, 10=f10r, 11=f11r, 20=f20r, 21=x, 25=f25, 30=f30, 40=f40}
// expect: next at end after change: java.util.NoSuchElementException
// expect: next after change: java.util.ConcurrentModificationException
// expect: value change is no modification:  0=i0* 1=i1* 2=i2* 3=i3* 4=i4*
// expect: remove twice: java.lang.IllegalStateException
// expect: remove before next: java.lang.IllegalStateException
// expect: remove after change: java.util.ConcurrentModificationException
// expect: add after the last returned: -5 1 2 3 4 [-5, 1, 2, 3, 4, 50]
// expect: add in a view past its end:  -5 1 2 3 4
// expect: hasNext after clear: java.util.ConcurrentModificationException
// expect: next on empty: java.util.NoSuchElementException
// expect: descending next on empty view: java.util.NoSuchElementException
