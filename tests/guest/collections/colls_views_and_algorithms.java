// Collections' views, small collections and algorithms: messages, identities and results that a
// rewrite of their classes could change.
import java.util.*;

public class colls_views_and_algorithms {
    interface Cv { Object run() throws Exception; }

    static void t(String name, Cv c) {
        try {
            System.out.println(name + ": " + c.run());
        } catch (Exception e) {
            System.out.println(name + ": " + e);
        }
    }

    public static void main(String[] args) {
        final List<Integer> base = new ArrayList<Integer>(Arrays.asList(5, 3, 9, 3, 1));
        final List<Integer> ro = Collections.unmodifiableList(base);
        t("ro toString", new Cv() { public Object run() { return ro; } });
        t("ro same", new Cv() { public Object run() { return Collections.unmodifiableList(ro) == ro; } });
        t("ro random", new Cv() { public Object run() { return (ro instanceof RandomAccess) + " " + (Collections.unmodifiableList(new LinkedList<Integer>()) instanceof RandomAccess); } });
        t("ro equals", new Cv() { public Object run() { return ro.equals(base) + " " + (ro.hashCode() == base.hashCode()); } });
        t("ro remove absent", new Cv() { public Object run() { return ro.remove((Object) 42); } });
        t("ro set", new Cv() { public Object run() { return ro.set(0, 1); } });
        t("ro sort", new Cv() { public Object run() { ro.sort(null); return ro; } });
        t("ro li.set", new Cv() { public Object run() { ListIterator<Integer> li = ro.listIterator(2); li.next(); li.set(7); return li; } });
        t("ro li walk", new Cv() { public Object run() { ListIterator<Integer> li = ro.listIterator(5); return li.previous() + "," + li.previous() + "," + li.nextIndex(); } });
        t("ro subList", new Cv() { public Object run() { return ro.subList(1, 3) + " " + ro.subList(1, 3).getClass().equals(ro.getClass()); } });
        t("ro subList clear", new Cv() { public Object run() { ro.subList(1, 3).clear(); return base; } });
        t("ro coll equals", new Cv() { public Object run() { Collection<Integer> c = Collections.unmodifiableCollection(base); return c.equals(base) + " " + c.equals(c) + " " + c; } });
        final Map<String, Integer> tm = new TreeMap<String, Integer>();
        tm.put("b", 2);
        tm.put("a", 1);
        tm.put("c", 3);
        final Map<String, Integer> rom = Collections.unmodifiableMap(tm);
        t("rom", new Cv() { public Object run() { return rom + " " + rom.keySet() + " " + rom.values() + " " + rom.equals(tm); } });
        t("rom entry set", new Cv() { public Object run() { return rom.entrySet().iterator().next().setValue(9); } });
        t("rom toArray entry", new Cv() { public Object run() { return ((Map.Entry<?, ?>) rom.entrySet().toArray()[1]).getKey(); } });
        t("rom toArray entry set", new Cv() { public Object run() { Map.Entry<String, Integer>[] es = rom.entrySet().toArray(new Map.Entry[0]); return es[0].setValue(1); } });
        t("rom putIfAbsent present", new Cv() { public Object run() { return rom.putIfAbsent("a", 5); } });
        t("rom merge", new Cv() { public Object run() { return rom.merge("z", 5, null); } });
        t("rom getOrDefault", new Cv() { public Object run() { return rom.getOrDefault("q", -1); } });
        final NavigableMap<String, Integer> ron = Collections.unmodifiableNavigableMap(new TreeMap<String, Integer>(tm));
        t("ron", new Cv() { public Object run() { return ron.descendingMap() + " " + ron.headMap("b", true) + " " + ron.ceilingEntry("bb") + " " + ron.firstKey(); } });
        t("ron entry set", new Cv() { public Object run() { return ron.firstEntry().setValue(4); } });
        t("ron poll", new Cv() { public Object run() { return ron.pollFirstEntry(); } });
        t("ron lower null", new Cv() { public Object run() { return ron.lowerEntry("a"); } });
        final NavigableSet<Integer> ros = Collections.unmodifiableNavigableSet(new TreeSet<Integer>(base));
        t("ros", new Cv() { public Object run() { return ros + " " + ros.descendingSet() + " " + ros.headSet(5) + " " + ros.tailSet(3, false) + " " + ros.floor(4); } });
        t("ros pollLast", new Cv() { public Object run() { return ros.pollLast(); } });
        t("ros it remove", new Cv() { public Object run() { Iterator<Integer> it = ros.descendingIterator(); it.next(); it.remove(); return ros; } });
        final SortedSet<Integer> rss = Collections.unmodifiableSortedSet(new TreeSet<Integer>(base));
        t("rss", new Cv() { public Object run() { return rss.subSet(2, 9) + " " + rss.first() + " " + rss.last() + " " + (rss instanceof NavigableSet); } });
        t("rss add", new Cv() { public Object run() { return rss.subSet(2, 9).add(4); } });

        final List<Integer> sync = Collections.synchronizedList(new ArrayList<Integer>(base));
        t("sync", new Cv() { public Object run() { sync.add(0, 8); Iterator<Integer> it = sync.iterator(); it.next(); it.remove(); return sync + " " + sync.equals(base) + " " + sync.subList(1, 3); } });
        final Map<String, Integer> syncMap = Collections.synchronizedMap(new TreeMap<String, Integer>(tm));
        t("syncMap", new Cv() { public Object run() { syncMap.merge("a", 10, new java.util.function.BiFunction<Integer, Integer, Integer>() { public Integer apply(Integer x, Integer y) { return x + y; } }); syncMap.keySet().remove("c"); return syncMap + " " + syncMap.values() + " " + syncMap.entrySet(); } });
        final Collection<Integer> syncColl = Collections.synchronizedCollection(new ArrayList<Integer>(base));
        t("syncColl", new Cv() { public Object run() { syncColl.removeIf(new java.util.function.Predicate<Integer>() { public boolean test(Integer x) { return x < 4; } }); return syncColl + " " + syncColl.equals(syncColl); } });

        t("empty list get", new Cv() { public Object run() { return Collections.emptyList().get(0); } });
        t("empty list remove", new Cv() { public Object run() { return Collections.emptyList().remove("x") + " " + Collections.emptyList().contains(null) + " " + Collections.emptyList().indexOf(null); } });
        t("empty list same", new Cv() { public Object run() { return (Collections.emptyList() == Collections.EMPTY_LIST) + " " + Collections.emptyList().equals(new ArrayList<Object>()) + " " + Collections.emptyList().hashCode(); } });
        t("empty iterator remove", new Cv() { public Object run() { Collections.emptyIterator().remove(); return "no"; } });
        t("empty listIterator", new Cv() { public Object run() { ListIterator<Object> li = Collections.emptyListIterator(); return li.hasPrevious() + " " + li.nextIndex() + " " + li.previousIndex(); } });
        t("empty listIterator add", new Cv() { public Object run() { Collections.emptyListIterator().add("x"); return "no"; } });
        t("empty set", new Cv() { public Object run() { return Collections.emptySet() + " " + Collections.emptySet().equals(new HashSet<Object>()) + " " + Collections.emptySet().remove("a"); } });
        t("empty map", new Cv() { public Object run() { return Collections.emptyMap() + " " + Collections.emptyMap().get("a") + " " + Collections.emptyMap().entrySet() + " " + Collections.emptyMap().hashCode(); } });
        t("empty map put", new Cv() { public Object run() { return Collections.<String, String>emptyMap().putIfAbsent("a", "b"); } });
        t("empty sorted map", new Cv() { public Object run() { return Collections.emptySortedMap() + " " + Collections.<String, String>emptyNavigableMap().headMap("x"); } });
        t("empty sorted map first", new Cv() { public Object run() { return Collections.emptySortedMap().firstKey(); } });
        t("empty navigable set add", new Cv() { public Object run() { return Collections.<String>emptyNavigableSet().add("x"); } });
        t("singleton", new Cv() { public Object run() { Set<String> s = Collections.singleton("a"); return s + " " + s.contains("a") + " " + s.contains(null) + " " + s.hashCode() + " " + s.equals(new HashSet<String>(Arrays.asList("a"))); } });
        t("singleton null", new Cv() { public Object run() { return Collections.singleton(null) + " " + Collections.singleton(null).contains(null) + " " + Collections.singleton(null).hashCode(); } });
        t("singleton remove", new Cv() { public Object run() { return Collections.singleton("a").remove("b") + " " + Collections.singleton("a").remove("a"); } });
        t("singletonList", new Cv() { public Object run() { List<String> l = Collections.singletonList("a"); return l + " " + l.get(0) + " " + l.indexOf("a") + " " + l.lastIndexOf("b") + " " + l.hashCode(); } });
        t("singletonList get", new Cv() { public Object run() { return Collections.singletonList("a").get(1); } });
        t("singletonList removeIf", new Cv() { public Object run() { return Collections.singletonList("a").removeIf(new java.util.function.Predicate<String>() { public boolean test(String x) { return false; } }); } });
        t("singletonList sort", new Cv() { public Object run() { List<String> l = Collections.singletonList("a"); l.sort(null); return l; } });
        t("singletonMap", new Cv() { public Object run() { Map<String, Integer> m = Collections.singletonMap("k", 1); return m + " " + m.get("k") + " " + m.get("x") + " " + m.keySet() + " " + m.values() + " " + m.entrySet() + " " + m.hashCode() + " " + m.containsValue(1); } });
        t("singletonMap entry", new Cv() { public Object run() { return Collections.singletonMap("k", 1).entrySet().iterator().next().setValue(2); } });
        t("singletonMap put", new Cv() { public Object run() { return Collections.singletonMap("k", 1).put("k", 2); } });
        t("singletonMap compute", new Cv() { public Object run() { return Collections.singletonMap("k", 1).computeIfAbsent("k", null); } });
        t("nCopies", new Cv() { public Object run() { List<String> l = Collections.nCopies(3, "ab"); return l + " " + l.size() + " " + l.indexOf("ab") + " " + l.lastIndexOf("ab") + " " + l.contains("x") + " " + l.hashCode() + " " + l.subList(1, 3) + " " + l.equals(Arrays.asList("ab", "ab", "ab")); } });
        t("nCopies null", new Cv() { public Object run() { List<String> l = Collections.nCopies(2, null); return l + " " + l.contains(null) + " " + l.hashCode(); } });
        t("nCopies get", new Cv() { public Object run() { return Collections.nCopies(2, "x").get(2); } });
        t("nCopies0 get", new Cv() { public Object run() { return Collections.nCopies(0, "x").get(0); } });
        t("nCopies neg", new Cv() { public Object run() { return Collections.nCopies(-3, "x"); } });
        t("nCopies subList", new Cv() { public Object run() { return Collections.nCopies(4, "x").subList(3, 2); } });
        t("nCopies set", new Cv() { public Object run() { return Collections.nCopies(4, "x").set(0, "y"); } });
        t("nCopies toArray", new Cv() { public Object run() { return Arrays.toString(Collections.nCopies(3, 7).toArray()) + Arrays.toString(Collections.nCopies(2, 7).toArray(new Integer[4])); } });

        t("reverseOrder", new Cv() { public Object run() {
            Comparator<String> c = String.CASE_INSENSITIVE_ORDER;
            Comparator<String> r = Collections.reverseOrder(c);
            return (Collections.reverseOrder(r) == c) + " " + r.equals(Collections.reverseOrder(c)) + " " + (r.hashCode() == Collections.reverseOrder(c).hashCode()) + " " + (r.reversed() == c) + " " + r.compare("a", "B");
        } });
        t("reverseOrder natural", new Cv() { public Object run() {
            Comparator<Integer> r = Collections.reverseOrder();
            return ((Object) Collections.reverseOrder(null) == r) + " " + (Collections.reverseOrder(r) == Comparator.<Integer>naturalOrder()) + " " + (r.reversed() == Comparator.<Integer>naturalOrder()) + " " + (Comparator.<Integer>naturalOrder().reversed() == r) + " " + (Comparator.<Integer>reverseOrder() == r) + " " + r.compare(1, 2);
        } });

        List<Integer> rot = new ArrayList<Integer>();
        for (int i = 0; i < 10; i++) {
            rot.add(i);
        }
        int[] dists = {0, 1, 3, -3, 10, 13, -17, Integer.MIN_VALUE, Integer.MAX_VALUE};
        for (int d : dists) {
            List<Integer> a = new ArrayList<Integer>(rot);
            List<Integer> b = new LinkedList<Integer>(rot);
            Collections.rotate(a, d);
            Collections.rotate(b, d);
            System.out.println("rotate " + d + ": " + a + " " + a.equals(b));
        }
        List<Integer> empty = new ArrayList<Integer>();
        Collections.rotate(empty, 5);
        Collections.reverse(empty);
        System.out.println("empty: " + empty);
        for (int n = 0; n < 6; n++) {
            List<Integer> a = new ArrayList<Integer>(rot.subList(0, n));
            List<Integer> b = new LinkedList<Integer>(a);
            Collections.reverse(a);
            Collections.reverse(b);
            System.out.println("reverse " + n + ": " + a + " " + b);
        }

        List<Integer> src = Arrays.asList(1, 2, 3, 1, 2, 3, 1, 2);
        System.out.println("indexOfSubList: " + Collections.indexOfSubList(src, Arrays.asList(2, 3)) + " "
                + Collections.lastIndexOfSubList(src, Arrays.asList(2, 3)) + " "
                + Collections.indexOfSubList(src, Arrays.<Integer>asList()) + " "
                + Collections.lastIndexOfSubList(src, Arrays.<Integer>asList()) + " "
                + Collections.indexOfSubList(src, Arrays.asList(3, 2)) + " "
                + Collections.lastIndexOfSubList(Arrays.asList(1), Arrays.asList(1, 1)) + " "
                + Collections.indexOfSubList(new LinkedList<Integer>(src), new LinkedList<Integer>(Arrays.asList(1, 2))));
        List<String> rep = new LinkedList<String>(Arrays.asList("a", null, "b", null));
        System.out.println("replaceAll: " + Collections.replaceAll(rep, null, "n") + " " + rep + " " + Collections.replaceAll(rep, "z", "y"));
        System.out.println("frequency: " + Collections.frequency(Arrays.asList("a", null, "a", null, null), null) + " " + Collections.frequency(Arrays.asList("a", null, "a"), "a"));
        System.out.println("disjoint: " + Collections.disjoint(Arrays.asList(1, 2), new HashSet<Integer>(Arrays.asList(3, 4))) + " "
                + Collections.disjoint(new HashSet<Integer>(Arrays.asList(2)), Arrays.asList(3, 2)) + " "
                + Collections.disjoint(Arrays.asList(), Arrays.asList(1)));

        List<Integer> dup = new ArrayList<Integer>(Arrays.asList(1, 2, 2, 2, 2, 2, 2, 3, 5, 8, 8, 13));
        List<Integer> dupLinked = new LinkedList<Integer>(dup);
        StringBuilder found = new StringBuilder("binarySearch:");
        for (int key = 0; key < 15; key++) {
            int a = Collections.binarySearch(dup, key);
            int b = Collections.binarySearch(dupLinked, key);
            int c = Collections.binarySearch(dupLinked, key, Collections.<Integer>reverseOrder().reversed());
            found.append(' ').append(a).append(a == b && b == c ? "" : "!");
        }
        System.out.println(found);
        List<Integer> desc = new LinkedList<Integer>(Arrays.asList(9, 7, 7, 4, 1));
        System.out.println("desc search: " + Collections.binarySearch(desc, 7, Collections.<Integer>reverseOrder()) + " " + Collections.binarySearch(desc, 5, Collections.<Integer>reverseOrder()) + " " + Collections.binarySearch(desc, 0, Collections.<Integer>reverseOrder()));

        System.out.println("min/max: " + Collections.min(Arrays.asList(3, 1, 4, 1, 5)) + " " + Collections.max(Arrays.asList(3, 1, 4, 1, 5)) + " "
                + Collections.min(Arrays.asList("b", "A", "a", "B"), String.CASE_INSENSITIVE_ORDER) + " "
                + Collections.max(Arrays.asList("b", "A", "a", "B"), String.CASE_INSENSITIVE_ORDER) + " "
                + Collections.max(Arrays.asList("b", "A", "a"), null));
        t("min empty", new Cv() { public Object run() { return Collections.min(new ArrayList<Integer>()); } });

        Deque<String> dq = new ArrayDeque<String>();
        Queue<String> lifo = Collections.asLifoQueue(dq);
        lifo.add("a");
        lifo.offer("b");
        lifo.add("c");
        System.out.println("lifo: " + lifo + " " + lifo.peek() + " " + lifo.poll() + " " + lifo.element() + " " + lifo.size() + " " + dq + " " + lifo.contains("a") + " " + lifo.remove("a") + " " + lifo);
        Set<String> fromMap = Collections.newSetFromMap(new LinkedHashMap<String, Boolean>());
        System.out.println("setFromMap: " + fromMap.add("x") + fromMap.add("y") + fromMap.add("x") + " " + fromMap + " " + fromMap.remove("x") + fromMap.remove("q") + " " + fromMap + " " + fromMap.equals(Collections.singleton("y")) + " " + fromMap.hashCode());
        Enumeration<Integer> en = Collections.enumeration(Arrays.asList(4, 5));
        System.out.println("enumeration: " + en.nextElement() + " " + Collections.list(en) + " " + en.hasMoreElements());
        System.out.println("addAll: " + Collections.addAll(new HashSet<Integer>(Arrays.asList(1)), 1, 1) + " " + Collections.addAll(new HashSet<Integer>(), 1, 2));
        t("copy short", new Cv() { public Object run() { List<Integer> d = new ArrayList<Integer>(Arrays.asList(0, 0, 0, 0)); Collections.copy(d, Arrays.asList(7, 8)); return d; } });
        t("swap", new Cv() { public Object run() { List<Integer> d = new LinkedList<Integer>(Arrays.asList(1, 2, 3)); Collections.swap(d, 0, 2); Collections.swap(d, 1, 1); return d; } });
        t("swap bad", new Cv() { public Object run() { Collections.swap(new ArrayList<Integer>(Arrays.asList(1, 2)), 3, 0); return "no"; } });
        t("fill", new Cv() { public Object run() { List<Integer> d = new LinkedList<Integer>(Arrays.asList(1, 2, 3)); Collections.fill(d, null); return d; } });
    }
}

// expect: ro toString: [5, 3, 9, 3, 1]
// expect: ro same: true
// expect: ro random: true false
// expect: ro equals: true true
// expect: ro remove absent: java.lang.UnsupportedOperationException
// expect: ro set: java.lang.UnsupportedOperationException
// expect: ro sort: java.lang.UnsupportedOperationException
// expect: ro li.set: java.lang.UnsupportedOperationException
// expect: ro li walk: 1,3,3
// expect: ro subList: [3, 9] true
// expect: ro subList clear: java.lang.UnsupportedOperationException
// expect: ro coll equals: false true [5, 3, 9, 3, 1]
// expect: rom: {a=1, b=2, c=3} [a, b, c] [1, 2, 3] true
// expect: rom entry set: java.lang.UnsupportedOperationException
// expect: rom toArray entry: b
// expect: rom toArray entry set: java.lang.UnsupportedOperationException
// expect: rom putIfAbsent present: java.lang.UnsupportedOperationException
// expect: rom merge: java.lang.UnsupportedOperationException
// expect: rom getOrDefault: -1
// expect: ron: {c=3, b=2, a=1} {a=1, b=2} c=3 a
// expect: ron entry set: java.lang.UnsupportedOperationException
// expect: ron poll: java.lang.UnsupportedOperationException
// expect: ron lower null: null
// expect: ros: [1, 3, 5, 9] [9, 5, 3, 1] [1, 3] [5, 9] 3
// expect: ros pollLast: java.lang.UnsupportedOperationException
// expect: ros it remove: java.lang.UnsupportedOperationException
// expect: rss: [3, 5] 1 9 false
// expect: rss add: java.lang.UnsupportedOperationException
// expect: sync: [5, 3, 9, 3, 1] true [3, 9]
// expect: syncMap: {a=11, b=2} [11, 2] [a=11, b=2]
// expect: syncColl: [5, 9] true
// expect: empty list get: java.lang.IndexOutOfBoundsException: Index: 0
// expect: empty list remove: false false -1
// expect: empty list same: true true 1
// expect: empty iterator remove: java.lang.IllegalStateException
// expect: empty listIterator: false 0 -1
// expect: empty listIterator add: java.lang.UnsupportedOperationException
// expect: empty set: [] true false
// expect: empty map: {} null [] 0
// expect: empty map put: java.lang.UnsupportedOperationException
// expect: empty sorted map: {} {}
// expect: empty sorted map first: java.util.NoSuchElementException
// expect: empty navigable set add: java.lang.UnsupportedOperationException
// expect: singleton: [a] true false 97 true
// expect: singleton null: [null] true 0
// expect: singleton remove: java.lang.UnsupportedOperationException
// expect: singletonList: [a] a 0 -1 128
// expect: singletonList get: java.lang.IndexOutOfBoundsException: Index: 1, Size: 1
// expect: singletonList removeIf: java.lang.UnsupportedOperationException
// expect: singletonList sort: [a]
// expect: singletonMap: {k=1} 1 null [k] [1] [k=1] 106 true
// expect: singletonMap entry: java.lang.UnsupportedOperationException
// expect: singletonMap put: java.lang.UnsupportedOperationException
// expect: singletonMap compute: java.lang.UnsupportedOperationException
// expect: nCopies: [ab, ab, ab] 3 0 2 false 3113056 [ab, ab] true
// expect: nCopies null: [null, null] true 961
// expect: nCopies get: java.lang.IndexOutOfBoundsException: Index: 2, Size: 2
// expect: nCopies0 get: java.lang.IndexOutOfBoundsException: Index: 0, Size: 0
// expect: nCopies neg: java.lang.IllegalArgumentException: List length = -3
// expect: nCopies subList: java.lang.IllegalArgumentException: fromIndex(3) > toIndex(2)
// expect: nCopies set: java.lang.UnsupportedOperationException
// expect: nCopies toArray: [7, 7, 7][7, 7, null, null]
// expect: reverseOrder: true true true true 1
// expect: reverseOrder natural: true true true true true 1
// expect: rotate 0: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] true
// expect: rotate 1: [9, 0, 1, 2, 3, 4, 5, 6, 7, 8] true
// expect: rotate 3: [7, 8, 9, 0, 1, 2, 3, 4, 5, 6] true
// expect: rotate -3: [3, 4, 5, 6, 7, 8, 9, 0, 1, 2] true
// expect: rotate 10: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] true
// expect: rotate 13: [7, 8, 9, 0, 1, 2, 3, 4, 5, 6] true
// expect: rotate -17: [7, 8, 9, 0, 1, 2, 3, 4, 5, 6] true
// expect: rotate -2147483648: [8, 9, 0, 1, 2, 3, 4, 5, 6, 7] true
// expect: rotate 2147483647: [3, 4, 5, 6, 7, 8, 9, 0, 1, 2] true
// expect: empty: []
// expect: reverse 0: [] []
// expect: reverse 1: [0] [0]
// expect: reverse 2: [1, 0] [1, 0]
// expect: reverse 3: [2, 1, 0] [2, 1, 0]
// expect: reverse 4: [3, 2, 1, 0] [3, 2, 1, 0]
// expect: reverse 5: [4, 3, 2, 1, 0] [4, 3, 2, 1, 0]
// expect: indexOfSubList: 1 4 0 8 -1 -1 0
// expect: replaceAll: true [a, n, b, n] false
// expect: frequency: 3 2
// expect: disjoint: true false true
// expect: binarySearch: -1 0 5 7 -9 8 -10 -10 10 -12 -12 -12 -12 11 -13
// expect: desc search: 2 -4 -6
// expect: min/max: 1 5 A b b
// expect: min empty: java.util.NoSuchElementException
// expect: lifo: [c, b, a] c c b 2 [b, a] true true [b]
// expect: setFromMap: truetruefalse [x, y] truefalse [y] true 121
// expect: enumeration: 4 [5] false
// expect: addAll: false true
// expect: copy short: [7, 8, 0, 0]
// expect: swap: [3, 2, 1]
// expect: swap bad: java.lang.IndexOutOfBoundsException: Index 3 out of bounds for length 2
// expect: fill: [null, null, null]
