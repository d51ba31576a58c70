// Set.of, Set.copyOf, Map.of (0..10 pairs), Map.ofEntries, Map.entry and Map.copyOf: contents
// (printed sorted, since the JDK randomises their iteration order per run), lookups, equality
// and hashing against HashSet/HashMap, null and duplicate rejection with the JDK's messages,
// and UnsupportedOperationException from the mutators and from the views' iterators.
import java.util.*;

public class immutable_set_map {
    static void report(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": ok");
        } catch (RuntimeException e) {
            System.out.println(what + ": " + e);
        }
    }

    static String sorted(Collection<?> c) {
        List<String> l = new ArrayList<String>();
        for (Object o : c) {
            l.add(String.valueOf(o));
        }
        Collections.sort(l);
        return l.toString();
    }

    static String sorted(Map<?, ?> m) {
        return sorted(m.entrySet());
    }

    public static void main(String[] args) {
        final Set<String> s0 = Set.of();
        final Set<String> s1 = Set.of("a");
        final Set<String> s2 = Set.of("b", "a");
        final Set<Integer> s3 = Set.of(3, 1, 2);
        final Set<Integer> s10 = Set.of(10, 9, 8, 7, 6, 5, 4, 3, 2, 1);
        final Set<Integer> sv = Set.of(new Integer[] {40, 10, 30, 20, 50, 60, 70, 80, 90, 100, 110, 120});
        System.out.println(s0 + " " + s1 + " " + sorted(s2) + " " + sorted(s3) + " " + sorted(s10) + " " + sorted(sv));
        System.out.println(s0.size() + " " + s1.size() + " " + s2.size() + " " + s3.size() + " " + s10.size() + " "
                + sv.size() + " " + s0.isEmpty() + " " + s2.isEmpty());
        System.out.println(sorted(Set.of(1, 2, 3, 4)) + sorted(Set.of(1, 2, 3, 4, 5)) + sorted(Set.of(1, 2, 3, 4, 5, 6))
                + sorted(Set.of(1, 2, 3, 4, 5, 6, 7)) + sorted(Set.of(1, 2, 3, 4, 5, 6, 7, 8))
                + sorted(Set.of(1, 2, 3, 4, 5, 6, 7, 8, 9)));
        System.out.println(s2.contains("a") + " " + s2.contains("c") + " " + s3.contains(2) + " " + s3.contains("2") + " "
                + sv.contains(120) + " " + sv.contains(121) + " " + s0.contains("a") + " " + s1.contains("a"));
        System.out.println(s0.hashCode() + " " + s1.hashCode() + " " + s2.hashCode() + " " + s10.hashCode() + " "
                + sv.hashCode() + " " + new HashSet<Integer>(sv).hashCode());
        System.out.println(s2.equals(new HashSet<String>(Arrays.asList("a", "b"))) + " "
                + new HashSet<String>(Arrays.asList("a", "b")).equals(s2) + " " + s2.equals(Set.of("a", "b")) + " "
                + s2.equals(Set.of("a", "c")) + " " + s2.equals(Arrays.asList("a", "b")) + " "
                + s0.equals(new TreeSet<String>()) + " " + s3.equals(Set.of(1, 2)) + " "
                + s1.equals(new HashSet<String>(Arrays.asList((String) null))));
        Object[] arr = sv.toArray();
        Arrays.sort(arr);
        Integer[] typed = s3.toArray(new Integer[5]);
        Arrays.sort(typed, 0, 3);
        System.out.println(Arrays.toString(arr) + " " + Arrays.toString(typed));
        int sum = 0;
        for (int v : s10) {
            sum += v;
        }
        System.out.println("sum " + sum);
        System.out.println((Set.copyOf(s3) == s3) + " " + (Set.copyOf(s0) == s0) + " "
                + sorted(Set.copyOf(Arrays.asList(5, 1, 5, 2, 1))) + " " + Set.copyOf(Arrays.asList(7, 7, 7)) + " "
                + Set.copyOf(new ArrayList<String>()));

        report("Set.of(a, a)", new Runnable() { public void run() { Set.of("a", "a"); } });
        report("Set.of(1, 2, 1)", new Runnable() { public void run() { Set.of(1, 2, 1); } });
        report("Set.of(1, 2, 2, null)", new Runnable() { public void run() { Set.of(1, 2, 2, null); } });
        report("Set.of(1, null, 1)", new Runnable() { public void run() { Set.of(1, null, 1); } });
        report("Set.of(null)", new Runnable() { public void run() { Set.of((String) null); } });
        report("Set.of(a, null)", new Runnable() { public void run() { Set.of("a", null); } });
        report("Set.of(null, a)", new Runnable() { public void run() { Set.of(null, "a"); } });
        report("Set.of(array dup)", new Runnable() { public void run() { Set.of(new String[] {"x", "y", "z", "y"}); } });
        report("Set.of(null array)", new Runnable() { public void run() { Set.of((String[]) null); } });
        report("Set.copyOf(null element)", new Runnable() { public void run() { Set.copyOf(Arrays.asList(1, null)); } });
        report("contains(null)", new Runnable() { public void run() { s3.contains(null); } });
        report("s0.contains(null)", new Runnable() { public void run() { s0.contains(null); } });
        report("s1.contains(null)", new Runnable() { public void run() { s1.contains(null); } });
        report("containsAll with null", new Runnable() { public void run() { s2.containsAll(Arrays.asList("a", null)); } });
        report("set add", new Runnable() { public void run() { s2.add("c"); } });
        report("set add present", new Runnable() { public void run() { s2.add("a"); } });
        report("set remove", new Runnable() { public void run() { s3.remove(1); } });
        report("set clear", new Runnable() { public void run() { s0.clear(); } });
        report("set addAll", new Runnable() { public void run() { s1.addAll(s0); } });
        report("set retainAll", new Runnable() { public void run() { sv.retainAll(sv); } });
        report("set removeAll", new Runnable() { public void run() { s10.removeAll(s0); } });
        report("set iterator remove", new Runnable() { public void run() {
            Iterator<Integer> it = s3.iterator();
            it.next();
            it.remove();
        } });
        report("set iterator past end", new Runnable() { public void run() {
            Iterator<String> it = s2.iterator();
            it.next();
            it.next();
            it.next();
        } });
        report("empty set iterator", new Runnable() { public void run() { s0.iterator().next(); } });

        final Map<String, Integer> m0 = Map.of();
        final Map<String, Integer> m1 = Map.of("one", 1);
        final Map<String, Integer> m3 = Map.of("c", 3, "a", 1, "b", 2);
        final Map<Integer, String> m10 = Map.of(1, "a", 2, "b", 3, "c", 4, "d", 5, "e", 6, "f", 7, "g", 8, "h", 9, "i", 10, "j");
        System.out.println(m0 + " " + m1 + " " + sorted(m3) + " " + sorted(m10));
        System.out.println(sorted(Map.of(1, 1, 2, 2)) + sorted(Map.of(1, 1, 2, 2, 3, 3, 4, 4))
                + sorted(Map.of(1, 1, 2, 2, 3, 3, 4, 4, 5, 5)) + sorted(Map.of(1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6))
                + sorted(Map.of(1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7))
                + sorted(Map.of(1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8))
                + sorted(Map.of(1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9)));
        System.out.println(m3.get("a") + " " + m3.get("z") + " " + m1.get("one") + " " + m1.get("two") + " " + m0.get("x")
                + " " + m3.containsKey("b") + " " + m3.containsKey("q") + " " + m3.containsValue(3) + " "
                + m3.containsValue(4) + " " + m1.containsKey("one") + " " + m1.containsValue(1) + " "
                + m10.get(10) + " " + m3.getOrDefault("z", -1) + " " + m3.getOrDefault("c", -1));
        System.out.println(m0.size() + " " + m1.size() + " " + m3.size() + " " + m10.size() + " " + m0.isEmpty() + " "
                + m1.isEmpty() + " " + sorted(m3.keySet()) + " " + sorted(m3.values()) + " " + m1.keySet() + " "
                + m1.values() + " " + m1.entrySet());
        Map<String, Integer> hm = new HashMap<String, Integer>();
        hm.put("a", 1);
        hm.put("b", 2);
        hm.put("c", 3);
        System.out.println(m3.equals(hm) + " " + hm.equals(m3) + " " + m3.hashCode() + " " + hm.hashCode() + " "
                + m1.hashCode() + " " + m0.hashCode() + " " + m10.hashCode() + " " + m0.equals(new HashMap<String, Integer>())
                + " " + m1.equals(Map.of("one", 2)) + " " + m3.entrySet().contains(Map.entry("b", 2)));

        Map.Entry<String, Integer> e = Map.entry("k", 7);
        Map.Entry<String, Integer> simple = new AbstractMap.SimpleEntry<String, Integer>("k", 7);
        System.out.println(e + " " + e.getKey() + " " + e.getValue() + " " + e.hashCode() + " " + e.equals(simple) + " "
                + simple.equals(e) + " " + e.equals(Map.entry("k", 8)) + " " + e.equals("k=7"));
        Map<String, Integer> fromEntries = Map.ofEntries(Map.entry("x", 24), Map.entry("y", 25), simple);
        System.out.println(sorted(fromEntries) + " " + Map.ofEntries(e) + " " + Map.ofEntries() + " "
                + Map.ofEntries(e).equals(Map.of("k", 7)));
        Map<String, Integer> tm = new TreeMap<String, Integer>(hm);
        Map<String, Integer> copied = Map.copyOf(tm);
        tm.put("d", 4);
        System.out.println(sorted(copied) + " " + (Map.copyOf(m3) == m3) + " " + (Map.copyOf(m0) == m0) + " "
                + Map.copyOf(new HashMap<String, Integer>()) + " " + Map.copyOf(Collections.singletonMap("s", 1)));
        int keySum = 0;
        for (Map.Entry<Integer, String> me : m10.entrySet()) {
            keySum += me.getKey();
        }
        System.out.println("key sum " + keySum);

        report("Map.of dup", new Runnable() { public void run() { Map.of("a", 1, "a", 2); } });
        report("Map.of dup then null value", new Runnable() { public void run() { Map.of(1, 2, 1, null); } });
        report("Map.of dup then null key", new Runnable() { public void run() { Map.of(1, 2, 1, 3, null, 4); } });
        report("Map.of null key", new Runnable() { public void run() { Map.of(null, 1); } });
        report("Map.of null value", new Runnable() { public void run() { Map.of("a", 1, "b", null); } });
        report("Map.ofEntries dup", new Runnable() { public void run() { Map.ofEntries(Map.entry(1, 2), Map.entry(1, 3)); } });
        report("Map.ofEntries null entry", new Runnable() { public void run() { Map.ofEntries(Map.entry(1, 2), null); } });
        report("Map.ofEntries null value", new Runnable() { public void run() {
            Map.ofEntries(new AbstractMap.SimpleEntry<Integer, Integer>(1, null));
        } });
        report("Map.entry null key", new Runnable() { public void run() { Map.entry(null, 1); } });
        report("Map.entry null value", new Runnable() { public void run() { Map.entry(1, null); } });
        report("Map.copyOf null value", new Runnable() { public void run() {
            Map<String, String> n = new HashMap<String, String>();
            n.put("a", null);
            Map.copyOf(n);
        } });
        report("entry setValue", new Runnable() { public void run() { Map.entry(1, 2).setValue(3); } });
        report("map entry setValue", new Runnable() { public void run() { m3.entrySet().iterator().next().setValue(3); } });
        report("map1 entry setValue", new Runnable() { public void run() { m1.entrySet().iterator().next().setValue(3); } });
        report("get(null)", new Runnable() { public void run() { m3.get(null); } });
        report("m1.get(null)", new Runnable() { public void run() { m1.get(null); } });
        report("m0.get(null)", new Runnable() { public void run() { m0.get(null); } });
        report("containsKey(null)", new Runnable() { public void run() { m3.containsKey(null); } });
        report("m0.containsKey(null)", new Runnable() { public void run() { m0.containsKey(null); } });
        report("containsValue(null)", new Runnable() { public void run() { m10.containsValue(null); } });
        report("m1.containsValue(null)", new Runnable() { public void run() { m1.containsValue(null); } });
        report("getOrDefault(null)", new Runnable() { public void run() { m0.getOrDefault(null, 1); } });
        report("put", new Runnable() { public void run() { m3.put("z", 26); } });
        report("put existing", new Runnable() { public void run() { m1.put("one", 1); } });
        report("putAll empty", new Runnable() { public void run() { m0.putAll(new HashMap<String, Integer>()); } });
        report("remove absent", new Runnable() { public void run() { m1.remove("zz"); } });
        report("clear", new Runnable() { public void run() { m0.clear(); } });
        report("putIfAbsent", new Runnable() { public void run() { m3.putIfAbsent("a", 3); } });
        report("replace", new Runnable() { public void run() { m3.replace("a", 3); } });
        report("replace3", new Runnable() { public void run() { m3.replace("a", 1, 3); } });
        report("remove2", new Runnable() { public void run() { m3.remove("a", 1); } });
        report("keySet remove", new Runnable() { public void run() { m1.keySet().remove("one"); } });
        report("values iterator remove", new Runnable() { public void run() {
            Iterator<String> it = m10.values().iterator();
            it.next();
            it.remove();
        } });
        report("entrySet clear", new Runnable() { public void run() { m3.entrySet().clear(); } });
    }
}
// expect: [] [a] [a, b] [1, 2, 3] [1, 10, 2, 3, 4, 5, 6, 7, 8, 9] [10, 100, 110, 120, 20, 30, 40, 50, 60, 70, 80, 90]
// expect: 0 1 2 3 10 12 true false
// expect: [1, 2, 3, 4][1, 2, 3, 4, 5][1, 2, 3, 4, 5, 6][1, 2, 3, 4, 5, 6, 7][1, 2, 3, 4, 5, 6, 7, 8][1, 2, 3, 4, 5, 6, 7, 8, 9]
// expect: true false true false true false false true
// expect: 0 97 195 55 780 780
// expect: true true true false false true false false
// expect: [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120] [1, 2, 3, null, null]
// expect: sum 55
// expect: true true [1, 2, 5] [7] []
// expect: Set.of(a, a): java.lang.IllegalArgumentException: duplicate element: a
// expect: Set.of(1, 2, 1): java.lang.IllegalArgumentException: duplicate element: 1
// expect: Set.of(1, 2, 2, null): java.lang.IllegalArgumentException: duplicate element: 2
// expect: Set.of(1, null, 1): java.lang.NullPointerException
// expect: Set.of(null): java.lang.NullPointerException
// expect: Set.of(a, null): java.lang.NullPointerException
// expect: Set.of(null, a): java.lang.NullPointerException
// expect: Set.of(array dup): java.lang.IllegalArgumentException: duplicate element: y
// expect: Set.of(null array): java.lang.NullPointerException
// expect: Set.copyOf(null element): java.lang.NullPointerException
// expect: contains(null): java.lang.NullPointerException
// expect: s0.contains(null): java.lang.NullPointerException
// expect: s1.contains(null): java.lang.NullPointerException
// expect: containsAll with null: java.lang.NullPointerException
// expect: set add: java.lang.UnsupportedOperationException
// expect: set add present: java.lang.UnsupportedOperationException
// expect: set remove: java.lang.UnsupportedOperationException
// expect: set clear: java.lang.UnsupportedOperationException
// expect: set addAll: java.lang.UnsupportedOperationException
// expect: set retainAll: java.lang.UnsupportedOperationException
// expect: set removeAll: java.lang.UnsupportedOperationException
// expect: set iterator remove: java.lang.UnsupportedOperationException: remove
// expect: set iterator past end: java.util.NoSuchElementException
// expect: empty set iterator: java.util.NoSuchElementException
// expect: {} {one=1} [a=1, b=2, c=3] [10=j, 1=a, 2=b, 3=c, 4=d, 5=e, 6=f, 7=g, 8=h, 9=i]
// expect: [1=1, 2=2][1=1, 2=2, 3=3, 4=4][1=1, 2=2, 3=3, 4=4, 5=5][1=1, 2=2, 3=3, 4=4, 5=5, 6=6][1=1, 2=2, 3=3, 4=4, 5=5, 6=6, 7=7][1=1, 2=2, 3=3, 4=4, 5=5, 6=6, 7=7, 8=8][1=1, 2=2, 3=3, 4=4, 5=5, 6=6, 7=7, 8=8, 9=9]
// expect: 1 null 1 null null true false true false true true j -1 3
// expect: 0 1 3 10 true false [a, b, c] [1, 2, 3] [one] [1] [one=1]
// expect: true true 288 288 110183 0 960 true false true
// expect: k=7 k 7 108 true true false false
// expect: [k=7, x=24, y=25] {k=7} {} true
// expect: [a=1, b=2, c=3] true true {} {s=1}
// expect: key sum 55
// expect: Map.of dup: java.lang.IllegalArgumentException: duplicate key: a
// expect: Map.of dup then null value: java.lang.NullPointerException
// expect: Map.of dup then null key: java.lang.IllegalArgumentException: duplicate key: 1
// expect: Map.of null key: java.lang.NullPointerException
// expect: Map.of null value: java.lang.NullPointerException
// expect: Map.ofEntries dup: java.lang.IllegalArgumentException: duplicate key: 1
// expect: Map.ofEntries null entry: java.lang.NullPointerException
// expect: Map.ofEntries null value: java.lang.NullPointerException
// expect: Map.entry null key: java.lang.NullPointerException
// expect: Map.entry null value: java.lang.NullPointerException
// expect: Map.copyOf null value: java.lang.NullPointerException
// expect: entry setValue: java.lang.UnsupportedOperationException: not supported
// expect: map entry setValue: java.lang.UnsupportedOperationException: not supported
// expect: map1 entry setValue: java.lang.UnsupportedOperationException: not supported
// expect: get(null): java.lang.NullPointerException
// expect: m1.get(null): java.lang.NullPointerException
// expect: m0.get(null): java.lang.NullPointerException
// expect: containsKey(null): java.lang.NullPointerException
// expect: m0.containsKey(null): java.lang.NullPointerException
// expect: containsValue(null): java.lang.NullPointerException
// expect: m1.containsValue(null): java.lang.NullPointerException
// expect: getOrDefault(null): java.lang.NullPointerException
// expect: put: java.lang.UnsupportedOperationException
// expect: put existing: java.lang.UnsupportedOperationException
// expect: putAll empty: java.lang.UnsupportedOperationException
// expect: remove absent: java.lang.UnsupportedOperationException
// expect: clear: java.lang.UnsupportedOperationException
// expect: putIfAbsent: java.lang.UnsupportedOperationException
// expect: replace: java.lang.UnsupportedOperationException
// expect: replace3: java.lang.UnsupportedOperationException
// expect: remove2: java.lang.UnsupportedOperationException
// expect: keySet remove: java.lang.UnsupportedOperationException: remove
// expect: values iterator remove: java.lang.UnsupportedOperationException: remove
// expect: entrySet clear: java.lang.UnsupportedOperationException: remove
