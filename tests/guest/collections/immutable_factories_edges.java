// List.of, Set.of, Map.of and their copyOf: index errors by list size, subList windows, sets and
// maps larger than a handful (hashed lookup), duplicate and null checks in argument order,
// copyOf identity, entry behaviour and equality with collections holding null.
import java.util.*;

public class immutable_factories_edges {
    interface Iv { Object run() throws Exception; }

    static void t(String name, Iv c) {
        try {
            System.out.println(name + ": " + c.run());
        } catch (Exception e) {
            System.out.println(name + ": " + e);
        }
    }

    public static void main(String[] args) {
        final List<List<Integer>> lists = new ArrayList<List<Integer>>();
        lists.add(List.<Integer>of());
        lists.add(List.of(1));
        lists.add(List.of(1, 2));
        lists.add(List.of(1, 2, 3));
        lists.add(List.copyOf(Arrays.asList(4, 5)));
        lists.add(List.of(new Integer[] {6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17}));
        for (final List<Integer> l : lists) {
            t("get " + l.size(), new Iv() { public Object run() { return l.get(l.size()); } });
            t("get -1 " + l.size(), new Iv() { public Object run() { return l.get(-1); } });
            t("listIterator " + l.size(), new Iv() { public Object run() { return l.listIterator(l.size() + 1); } });
            t("hash " + l.size(), new Iv() { public Object run() { return l.hashCode() + " " + l.equals(new ArrayList<Integer>(l)) + " " + new LinkedList<Integer>(l).equals(l); } });
        }
        final List<Integer> big = lists.get(5);
        final List<Integer> sub = big.subList(2, 9);
        t("sub", new Iv() { public Object run() { return sub + " " + sub.size() + " " + sub.get(0) + " " + sub.indexOf(10) + " " + sub.lastIndexOf(6) + " " + sub.contains(14) + " " + sub.contains(15); } });
        t("sub get", new Iv() { public Object run() { return sub.get(7); } });
        t("sub sub", new Iv() { public Object run() { return sub.subList(1, 4) + " " + sub.subList(1, 4).subList(1, 2) + " " + sub.subList(3, 3); } });
        t("sub bad from", new Iv() { public Object run() { return sub.subList(-1, 2); } });
        t("sub bad to", new Iv() { public Object run() { return sub.subList(0, 8); } });
        t("sub bad order", new Iv() { public Object run() { return sub.subList(4, 2); } });
        t("sub set", new Iv() { public Object run() { return sub.set(0, 1); } });
        t("sub copyOf", new Iv() { public Object run() { List<Integer> c = List.copyOf(sub); return (c == sub) + " " + c + " " + c.get(7); } });
        t("copyOf same", new Iv() { public Object run() { return (List.copyOf(big) == big) + " " + (List.copyOf(lists.get(1)) == lists.get(1)); } });
        t("sub iterator", new Iv() { public Object run() { ListIterator<Integer> it = sub.listIterator(7); StringBuilder sb = new StringBuilder(); while (it.hasPrevious()) { sb.append(it.previous()).append(it.previousIndex()).append(' '); } return sb.toString().trim() + " / " + it.nextIndex(); } });
        t("iterator remove", new Iv() { public Object run() { Iterator<Integer> it = big.iterator(); it.next(); it.remove(); return "no"; } });
        t("listIterator add", new Iv() { public Object run() { big.listIterator().add(3); return "no"; } });
        t("indexOf null", new Iv() { public Object run() { return sub.indexOf(null); } });
        t("toArray", new Iv() { public Object run() { Object[] a = sub.toArray(); return a.getClass().getSimpleName() + Arrays.toString(a) + Arrays.toString(sub.toArray(new Integer[9])); } });
        t("of array copy", new Iv() { public Object run() { String[] a = {"x", "y"}; List<String> l = List.of(a); a[0] = "z"; return l + " " + l.toArray().getClass().getSimpleName(); } });
        t("copyOf null", new Iv() { public Object run() { return List.copyOf(Arrays.asList(1, null)); } });
        t("sort empty", new Iv() { public Object run() { List.<Integer>of().sort(null); return "no"; } });
        t("addAll empty", new Iv() { public Object run() { return List.of(1).addAll(new ArrayList<Integer>()); } });

        final String[] words = {"k0", "k1", "k2", "k3", "k4", "k5", "k6", "k7", "k8", "k9", "k10", "k11", "k12", "k13", "k14", "k15", "k16", "k17", "k18", "k19"};
        final Set<String> bigSet = Set.of(words);
        t("bigSet", new Iv() { public Object run() { return bigSet.size() + " " + bigSet.contains("k13") + " " + bigSet.contains("k20") + " " + new TreeSet<String>(bigSet).first() + " " + bigSet.equals(new HashSet<String>(Arrays.asList(words))) + " " + (bigSet.hashCode() == new HashSet<String>(Arrays.asList(words)).hashCode()); } });
        t("bigSet contains null", new Iv() { public Object run() { return bigSet.contains(null); } });
        t("bigSet dup", new Iv() { public Object run() { String[] w = words.clone(); w[17] = "k4"; return Set.of(w); } });
        t("bigSet dup before null", new Iv() { public Object run() { String[] w = words.clone(); w[17] = "k4"; w[18] = null; return Set.of(w); } });
        t("bigSet null before dup", new Iv() { public Object run() { String[] w = words.clone(); w[17] = "k4"; w[12] = null; return Set.of(w); } });
        t("set equals with null", new Iv() { public Object run() { return Set.of("a", "b").equals(new HashSet<String>(Arrays.asList("a", null))) + " " + new HashSet<String>(Arrays.asList("a", null)).equals(Set.of("a", "b")); } });
        t("set copyOf", new Iv() { public Object run() { Set<String> s = Set.copyOf(Arrays.asList("q", "q", "r")); return s.size() + " " + (Set.copyOf(s) == s) + " " + (Set.copyOf(bigSet) == bigSet) + " " + s.contains("r"); } });
        t("set copyOf null", new Iv() { public Object run() { return Set.copyOf(Arrays.asList("q", null)); } });
        t("set toArray", new Iv() { public Object run() { return Set.of("a").toArray().getClass().getSimpleName() + " " + Set.of(new String[] {"b"}).toArray().getClass().getSimpleName(); } });
        t("set clear empty", new Iv() { public Object run() { Set.of().clear(); return "no"; } });

        Object[] pairs = new Object[24];
        for (int i = 0; i < 12; i++) {
            pairs[2 * i] = "key" + i;
            pairs[2 * i + 1] = i * i;
        }
        @SuppressWarnings("unchecked")
        Map.Entry<String, Integer>[] entries = new Map.Entry[12];
        for (int i = 0; i < 12; i++) {
            entries[i] = Map.entry((String) pairs[2 * i], (Integer) pairs[2 * i + 1]);
        }
        final Map<String, Integer> bigMap = Map.ofEntries(entries);
        t("bigMap", new Iv() { public Object run() { return bigMap.size() + " " + bigMap.get("key7") + " " + bigMap.get("key12") + " " + bigMap.containsKey("key0") + " " + bigMap.containsValue(121) + " " + new TreeMap<String, Integer>(bigMap) + " " + bigMap.getOrDefault("x", -1); } });
        t("bigMap eq", new Iv() { public Object run() { Map<String, Integer> h = new HashMap<String, Integer>(bigMap); return bigMap.equals(h) + " " + h.equals(bigMap) + " " + (bigMap.hashCode() == h.hashCode()) + " " + (Map.copyOf(bigMap) == bigMap) + " " + Map.copyOf(h).equals(bigMap); } });
        t("bigMap get null", new Iv() { public Object run() { return bigMap.get(null); } });
        t("bigMap containsValue null", new Iv() { public Object run() { return bigMap.containsValue(null); } });
        t("map eq null value", new Iv() { public Object run() { Map<String, Integer> h = new HashMap<String, Integer>(); h.put("a", null); return Map.of("a", 1).equals(h) + " " + h.equals(Map.of("a", 1)); } });
        t("map eq null key", new Iv() { public Object run() { Map<String, Integer> h = new HashMap<String, Integer>(); h.put(null, 1); return Map.of("a", 1).equals(h); } });
        t("ofEntries dup", new Iv() { public Object run() { Map.Entry<String, Integer>[] e = entries.clone(); e[9] = Map.entry("key2", 5); return Map.ofEntries(e); } });
        t("ofEntries null entry", new Iv() { public Object run() { Map.Entry<String, Integer>[] e = entries.clone(); e[9] = null; return Map.ofEntries(e); } });
        t("entry", new Iv() { public Object run() { Map.Entry<String, Integer> e = Map.entry("a", 1); return e + " " + e.hashCode() + " " + e.equals(new AbstractMap.SimpleEntry<String, Integer>("a", 1)) + " " + new AbstractMap.SimpleEntry<String, Integer>("a", 1).equals(e); } });
        t("entry null", new Iv() { public Object run() { return Map.entry("a", null); } });
        t("map entry setValue", new Iv() { public Object run() { return bigMap.entrySet().iterator().next().setValue(3); } });
        t("map keySet remove", new Iv() { public Object run() { return bigMap.keySet().remove("key1"); } });
        t("map compute", new Iv() { public Object run() { return bigMap.computeIfPresent("nokey", null); } });
        t("map replaceAll", new Iv() { public Object run() { Map.of().replaceAll(null); return "no"; } });
        t("map1", new Iv() { public Object run() { Map<String, Integer> m = Map.of("one", 1); return m + " " + m.keySet() + " " + m.values() + " " + m.entrySet() + " " + m.hashCode(); } });
        t("map of 10", new Iv() { public Object run() { return new TreeMap<Integer, String>(Map.of(1, "a", 2, "b", 3, "c", 4, "d", 5, "e", 6, "f", 7, "g", 8, "h", 9, "i", 10, "j")); } });
        t("map of 10 dup", new Iv() { public Object run() { return Map.of(1, "a", 2, "b", 3, "c", 4, "d", 5, "e", 6, "f", 7, "g", 8, "h", 9, "i", 1, "j"); } });
    }
}

// expect: get 0: java.lang.ArrayIndexOutOfBoundsException: Index 0 out of bounds for length 0
// expect: get -1 0: java.lang.ArrayIndexOutOfBoundsException: Index -1 out of bounds for length 0
// expect: listIterator 0: java.lang.IndexOutOfBoundsException: Index: 1 Size: 0
// expect: hash 0: 1 true true
// expect: get 1: java.lang.IndexOutOfBoundsException: Index: 1 Size: 1
// expect: get -1 1: java.lang.IndexOutOfBoundsException: Index: -1 Size: 1
// expect: listIterator 1: java.lang.IndexOutOfBoundsException: Index: 2 Size: 1
// expect: hash 1: 32 true true
// expect: get 2: java.lang.IndexOutOfBoundsException: Index: 2 Size: 2
// expect: get -1 2: java.lang.IndexOutOfBoundsException: Index: -1 Size: 2
// expect: listIterator 2: java.lang.IndexOutOfBoundsException: Index: 3 Size: 2
// expect: hash 2: 994 true true
// expect: get 3: java.lang.ArrayIndexOutOfBoundsException: Index 3 out of bounds for length 3
// expect: get -1 3: java.lang.ArrayIndexOutOfBoundsException: Index -1 out of bounds for length 3
// expect: listIterator 3: java.lang.IndexOutOfBoundsException: Index: 4 Size: 3
// expect: hash 3: 30817 true true
// expect: get 2: java.lang.IndexOutOfBoundsException: Index: 2 Size: 2
// expect: get -1 2: java.lang.IndexOutOfBoundsException: Index: -1 Size: 2
// expect: listIterator 2: java.lang.IndexOutOfBoundsException: Index: 3 Size: 2
// expect: hash 2: 1090 true true
// expect: get 12: java.lang.ArrayIndexOutOfBoundsException: Index 12 out of bounds for length 12
// expect: get -1 12: java.lang.ArrayIndexOutOfBoundsException: Index -1 out of bounds for length 12
// expect: listIterator 12: java.lang.IndexOutOfBoundsException: Index: 13 Size: 12
// expect: hash 12: 1904834311 true true
// expect: sub: [8, 9, 10, 11, 12, 13, 14] 7 8 2 -1 true false
// expect: sub get: java.lang.IndexOutOfBoundsException: Index 7 out of bounds for length 7
// expect: sub sub: [9, 10, 11] [10] []
// expect: sub bad from: java.lang.IndexOutOfBoundsException: fromIndex = -1
// expect: sub bad to: java.lang.IndexOutOfBoundsException: toIndex = 8
// expect: sub bad order: java.lang.IllegalArgumentException: fromIndex(4) > toIndex(2)
// expect: sub set: java.lang.UnsupportedOperationException
// expect: sub copyOf: java.lang.ArrayIndexOutOfBoundsException: Index 7 out of bounds for length 7
// expect: copyOf same: true true
// expect: sub iterator: 145 134 123 112 101 90 8-1 / 0
// expect: iterator remove: java.lang.UnsupportedOperationException
// expect: listIterator add: java.lang.UnsupportedOperationException
// expect: indexOf null: java.lang.NullPointerException
// expect: toArray: Object[][8, 9, 10, 11, 12, 13, 14][8, 9, 10, 11, 12, 13, 14, null, null]
// expect: of array copy: [x, y] Object[]
// expect: copyOf null: java.lang.NullPointerException
// expect: sort empty: java.lang.UnsupportedOperationException
// expect: addAll empty: java.lang.UnsupportedOperationException
// expect: bigSet: 20 true false k0 true true
// expect: bigSet contains null: java.lang.NullPointerException
// expect: bigSet dup: java.lang.IllegalArgumentException: duplicate element: k4
// expect: bigSet dup before null: java.lang.IllegalArgumentException: duplicate element: k4
// expect: bigSet null before dup: java.lang.NullPointerException
// expect: set equals with null: false false
// expect: set copyOf: 2 true true true
// expect: set copyOf null: java.lang.NullPointerException
// expect: set toArray: Object[] Object[]
// expect: set clear empty: java.lang.UnsupportedOperationException
// expect: bigMap: 12 49 null true true {key0=0, key1=1, key10=100, key11=121, key2=4, key3=9, key4=16, key5=25, key6=36, key7=49, key8=64, key9=81} -1
// expect: bigMap eq: true true true true true
// expect: bigMap get null: java.lang.NullPointerException
// expect: bigMap containsValue null: java.lang.NullPointerException
// expect: map eq null value: false false
// expect: map eq null key: false
// expect: ofEntries dup: java.lang.IllegalArgumentException: duplicate key: key2
// expect: ofEntries null entry: java.lang.NullPointerException
// expect: entry: a=1 96 true true
// expect: entry null: java.lang.NullPointerException
// expect: map entry setValue: java.lang.UnsupportedOperationException: not supported
// expect: map keySet remove: java.lang.UnsupportedOperationException: remove
// expect: map compute: java.lang.UnsupportedOperationException
// expect: map replaceAll: java.lang.UnsupportedOperationException
// expect: map1: {one=1} [one] [1] [one=1] 110183
// expect: map of 10: {1=a, 2=b, 3=c, 4=d, 5=e, 6=f, 7=g, 8=h, 9=i, 10=j}
// expect: map of 10 dup: java.lang.IllegalArgumentException: duplicate key: 1
