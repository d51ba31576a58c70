// Collections.unmodifiableNavigableSet/Map and the empty sorted and navigable collections:
// navigation queries pass through, descending forms and sub-views stay unmodifiable, handed-out
// entries reject setValue, and every mutator throws UnsupportedOperationException.
import java.util.*;

public class collections_navigable_views {
    static void report(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": ok");
        } catch (RuntimeException e) {
            System.out.println(what + ": " + e);
        }
    }

    public static void main(String[] args) {
        TreeSet<Integer> base = new TreeSet<Integer>(Arrays.asList(50, 10, 40, 20, 30));
        final NavigableSet<Integer> ns = Collections.unmodifiableNavigableSet(base);
        System.out.println(ns + " " + ns.lower(30) + " " + ns.floor(35) + " " + ns.ceiling(35) + " " + ns.higher(50) + " "
                + ns.first() + " " + ns.last() + " " + ns.comparator());
        System.out.println(ns.descendingSet() + " " + ns.subSet(10, false, 40, true) + " " + ns.headSet(30, true) + " "
                + ns.tailSet(30, false) + " " + ns.subSet(20, 40) + " " + ns.descendingSet().headSet(30));
        StringBuilder sb = new StringBuilder();
        for (Iterator<Integer> it = ns.descendingIterator(); it.hasNext();) {
            sb.append(it.next()).append(' ');
        }
        System.out.println(sb + "" + ns.equals(base) + " " + ns.hashCode());
        base.add(60);
        System.out.println("view follows: " + ns + " " + ns.size());
        report("pollFirst", new Runnable() { public void run() { ns.pollFirst(); } });
        report("pollLast", new Runnable() { public void run() { ns.pollLast(); } });
        report("add", new Runnable() { public void run() { ns.add(5); } });
        report("descending remove", new Runnable() { public void run() { ns.descendingSet().remove(10); } });
        report("sub add", new Runnable() { public void run() { ns.subSet(10, true, 30, true).add(15); } });
        report("descending pollFirst", new Runnable() { public void run() { ns.descendingSet().pollFirst(); } });
        report("iterator remove", new Runnable() { public void run() {
            Iterator<Integer> it = ns.iterator();
            it.next();
            it.remove();
        } });

        TreeMap<String, Integer> tm = new TreeMap<String, Integer>();
        tm.put("b", 2);
        tm.put("d", 4);
        tm.put("a", 1);
        tm.put("c", 3);
        final NavigableMap<String, Integer> nm = Collections.unmodifiableNavigableMap(tm);
        System.out.println(nm + " " + nm.firstEntry() + " " + nm.lastEntry() + " " + nm.lowerEntry("b") + " "
                + nm.floorKey("bb") + " " + nm.ceilingEntry("bb") + " " + nm.higherKey("d") + " " + nm.higherEntry("d") + " "
                + nm.lowerKey("a") + " " + nm.firstKey() + " " + nm.lastKey());
        System.out.println(nm.descendingMap() + " " + nm.navigableKeySet() + " " + nm.descendingKeySet() + " "
                + nm.headMap("c", true) + " " + nm.tailMap("b", false) + " " + nm.subMap("a", false, "d", false) + " "
                + nm.subMap("b", "d") + " " + nm.firstEntry().equals(tm.firstEntry()) + " " + nm.firstEntry().hashCode());
        report("entry setValue", new Runnable() { public void run() { nm.firstEntry().setValue(9); } });
        report("floorEntry setValue", new Runnable() { public void run() { nm.floorEntry("c").setValue(9); } });
        report("entrySet setValue", new Runnable() { public void run() { nm.entrySet().iterator().next().setValue(9); } });
        report("descending entry setValue", new Runnable() { public void run() {
            nm.descendingMap().entrySet().iterator().next().setValue(9);
        } });
        report("pollFirstEntry", new Runnable() { public void run() { nm.pollFirstEntry(); } });
        report("pollLastEntry", new Runnable() { public void run() { nm.pollLastEntry(); } });
        report("put", new Runnable() { public void run() { nm.put("e", 5); } });
        report("headMap put", new Runnable() { public void run() { nm.headMap("c", true).put("a", 5); } });
        report("keySet pollFirst", new Runnable() { public void run() { nm.navigableKeySet().pollFirst(); } });
        report("descendingMap remove", new Runnable() { public void run() { nm.descendingMap().remove("a"); } });
        System.out.println("after attempts " + tm);

        final SortedSet<String> ess = Collections.emptySortedSet();
        final NavigableSet<String> ens = Collections.emptyNavigableSet();
        final SortedMap<String, Integer> esm = Collections.emptySortedMap();
        final NavigableMap<String, Integer> enm = Collections.emptyNavigableMap();
        System.out.println(ess + " " + ens + " " + esm + " " + enm + " " + ess.size() + " " + ess.isEmpty() + " "
                + ess.comparator() + " " + esm.comparator() + " " + ens.lower("a") + " " + enm.firstEntry() + " "
                + enm.floorKey("q") + " " + ess.contains("x") + " " + enm.containsKey("x") + " " + enm.get("x"));
        System.out.println(ess.equals(Collections.emptySet()) + " " + Collections.emptySet().equals(ens) + " "
                + esm.equals(new HashMap<String, Integer>()) + " " + ess.hashCode() + " " + esm.hashCode() + " "
                + ens.descendingSet() + " " + ens.headSet("m", true) + " " + ess.tailSet("m") + " "
                + enm.descendingMap() + " " + enm.navigableKeySet() + " " + esm.headMap("m") + " " + enm.keySet() + " "
                + enm.values() + " " + ens.iterator().hasNext() + " " + (ens instanceof NavigableSet) + " "
                + (esm instanceof NavigableMap));
        report("emptySortedSet first", new Runnable() { public void run() { ess.first(); } });
        report("emptySortedSet last", new Runnable() { public void run() { ess.last(); } });
        report("emptySortedSet add", new Runnable() { public void run() { ess.add("a"); } });
        report("emptyNavigableSet pollFirst", new Runnable() { public void run() { ens.pollFirst(); } });
        report("emptySortedMap firstKey", new Runnable() { public void run() { esm.firstKey(); } });
        report("emptySortedMap put", new Runnable() { public void run() { esm.put("a", 1); } });
        report("emptyNavigableMap pollFirstEntry", new Runnable() { public void run() { enm.pollFirstEntry(); } });
        report("emptyNavigableMap clear", new Runnable() { public void run() { enm.clear(); } });
        report("empty iterator next", new Runnable() { public void run() { ens.iterator().next(); } });
    }
}
// expect: [10, 20, 30, 40, 50] 20 30 40 null 10 50 null
// expect: [50, 40, 30, 20, 10] [20, 30, 40] [10, 20, 30] [40, 50] [20, 30] [50, 40]
// expect: 50 40 30 20 10 true 150
// expect: view follows: [10, 20, 30, 40, 50, 60] 6
// expect: pollFirst: java.lang.UnsupportedOperationException
// expect: pollLast: java.lang.UnsupportedOperationException
// expect: add: java.lang.UnsupportedOperationException
// expect: descending remove: java.lang.UnsupportedOperationException
// expect: sub add: java.lang.UnsupportedOperationException
// expect: descending pollFirst: java.lang.UnsupportedOperationException
// expect: iterator remove: java.lang.UnsupportedOperationException
// expect: {a=1, b=2, c=3, d=4} a=1 d=4 a=1 b c=3 null null null a d
// expect: {d=4, c=3, b=2, a=1} [a, b, c, d] [d, c, b, a] {a=1, b=2, c=3} {c=3, d=4} {b=2, c=3} {b=2, c=3} true 96
// expect: entry setValue: java.lang.UnsupportedOperationException
// expect: floorEntry setValue: java.lang.UnsupportedOperationException
// expect: entrySet setValue: java.lang.UnsupportedOperationException
// expect: descending entry setValue: java.lang.UnsupportedOperationException
// expect: pollFirstEntry: java.lang.UnsupportedOperationException
// expect: pollLastEntry: java.lang.UnsupportedOperationException
// expect: put: java.lang.UnsupportedOperationException
// expect: headMap put: java.lang.UnsupportedOperationException
// expect: keySet pollFirst: java.lang.UnsupportedOperationException
// expect: descendingMap remove: java.lang.UnsupportedOperationException
// expect: after attempts {a=1, b=2, c=3, d=4}
// expect: [] [] {} {} 0 true null null null null null false false null
// expect: true true true 0 0 [] [] [] {} [] {} [] [] false true true
// expect: emptySortedSet first: java.util.NoSuchElementException
// expect: emptySortedSet last: java.util.NoSuchElementException
// expect: emptySortedSet add: java.lang.UnsupportedOperationException
// expect: emptyNavigableSet pollFirst: java.lang.UnsupportedOperationException
// expect: emptySortedMap firstKey: java.util.NoSuchElementException
// expect: emptySortedMap put: java.lang.UnsupportedOperationException
// expect: emptyNavigableMap pollFirstEntry: java.lang.UnsupportedOperationException
// expect: emptyNavigableMap clear: java.lang.UnsupportedOperationException
// expect: empty iterator next: java.util.NoSuchElementException
