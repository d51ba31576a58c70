// TreeMap views of views: sub-maps narrowed again, descending forms of sub-maps and sub-maps of
// descending maps, the bounds each accepts (inclusive ends must lie inside, an exclusive end may
// sit on an excluded end), the exception messages, pollFirst/pollLast through views, sizes that
// follow the backing map, and key sets, entry sets and values of views writing through.
import java.util.*;

public class treemap_views_nested {
    interface Action {
        Object run();
    }

    static void attempt(String what, Action a) {
        try {
            System.out.println(what + ": " + a.run());
        } catch (RuntimeException e) {
            System.out.println(what + ": " + e);
        }
    }

    public static void main(String[] args) {
        final TreeMap<Integer, String> t = new TreeMap<Integer, String>();
        for (int i = 0; i <= 40; i += 2) {
            t.put(i, "v" + i);
        }
        final NavigableMap<Integer, String> a = t.subMap(6, true, 30, false);
        final NavigableMap<Integer, String> b = a.subMap(10, false, 20, true);
        final NavigableMap<Integer, String> bd = b.descendingMap();
        System.out.println(a + " " + a.size());
        System.out.println(b + " " + b.size() + " " + bd + " " + bd.firstKey() + " " + bd.lastKey());
        System.out.println(bd.headMap(16) + " " + bd.tailMap(16) + " " + bd.subMap(18, 12) + " " + bd.headMap(16, true).descendingMap());
        System.out.println(bd.lowerKey(16) + " " + bd.higherKey(16) + " " + bd.floorKey(15) + " " + bd.ceilingKey(15) + " "
                + bd.lowerKey(100) + " " + bd.higherKey(100) + " " + bd.higherKey(-5) + " " + bd.lowerKey(-5));
        System.out.println(b.lowerEntry(11) + " " + b.floorEntry(12) + " " + b.ceilingEntry(21) + " " + b.higherEntry(1) + " "
                + b.floorKey(1000) + " " + b.ceilingKey(-1000));
        System.out.println(bd.comparator().compare(1, 2) + " " + (b.comparator() == null) + " " + bd.descendingMap().equals(b));
        attempt("a.headMap(30, true)", new Action() { public Object run() { return a.headMap(30, true); } });
        attempt("a.headMap(30, false)", new Action() { public Object run() { return a.headMap(30, false); } });
        attempt("a.tailMap(6, true)", new Action() { public Object run() { return a.tailMap(6, true).size(); } });
        attempt("b.tailMap(10, true)", new Action() { public Object run() { return b.tailMap(10, true); } });
        attempt("b.tailMap(10, false)", new Action() { public Object run() { return b.tailMap(10, false); } });
        attempt("b.subMap(12, 40)", new Action() { public Object run() { return b.subMap(12, 40); } });
        attempt("b.subMap(2, 14)", new Action() { public Object run() { return b.subMap(2, 14); } });
        attempt("b.subMap(18, 14)", new Action() { public Object run() { return b.subMap(18, 14); } });
        attempt("bd.subMap(14, 18)", new Action() { public Object run() { return bd.subMap(14, 18); } });
        attempt("bd.headMap(8)", new Action() { public Object run() { return bd.headMap(8); } });
        attempt("bd.tailMap(22)", new Action() { public Object run() { return bd.tailMap(22); } });
        attempt("t.subMap(5, 5)", new Action() { public Object run() { return t.subMap(5, 5); } });
        attempt("t.subMap(6, false, 6, false)", new Action() { public Object run() { return t.subMap(6, false, 6, false); } });
        attempt("t.descendingMap().subMap(2, 8)", new Action() { public Object run() { return t.descendingMap().subMap(2, 8); } });
        attempt("b.put(10, x)", new Action() { public Object run() { return b.put(10, "x"); } });
        attempt("b.put(21, x)", new Action() { public Object run() { return b.put(21, "x"); } });
        attempt("bd.put(11, x)", new Action() { public Object run() { return bd.put(11, "x"); } });
        attempt("b.get(4)", new Action() { public Object run() { return b.get(4); } });
        attempt("b.containsKey(4)", new Action() { public Object run() { return b.containsKey(4); } });
        attempt("b.remove(4)", new Action() { public Object run() { return b.remove(4); } });
        attempt("b.get(null)", new Action() { public Object run() { return b.get(null); } });
        attempt("t.headMap(null)", new Action() { public Object run() { return t.headMap(null); } });
        attempt("t.tailMap(null, true)", new Action() { public Object run() { return t.tailMap(null, true); } });
        attempt("t.descendingMap().get(null)", new Action() { public Object run() { return t.descendingMap().get(null); } });
        System.out.println(t + " " + a.size() + " " + b.size() + " " + bd.size());
        System.out.println(bd.pollFirstEntry() + " " + bd.pollLastEntry() + " " + b.pollFirstEntry() + " " + b + " " + t.size());
        t.put(13, "odd");
        t.put(3, "three");
        System.out.println(b + " " + bd + " " + a.size() + " " + b.size());
        NavigableSet<Integer> keys = b.navigableKeySet();
        System.out.println(keys + " " + keys.descendingSet() + " " + b.descendingKeySet() + " " + keys.first() + " " + keys.last()
                + " " + keys.headSet(16) + " " + keys.tailSet(16, false) + " " + keys.subSet(13, false, 20, true));
        System.out.println(keys.remove(13) + " " + keys.remove(13) + " " + keys.remove(3) + " " + keys.contains(16) + " " + t.containsKey(13));
        attempt("keys.add(15)", new Action() { public Object run() { return t.subMap(10, 20).keySet().add(15); } });
        Iterator<Integer> di = a.descendingKeySet().iterator();
        StringBuilder sb = new StringBuilder();
        while (di.hasNext()) {
            int k = di.next();
            sb.append(k).append(' ');
            if (k % 4 == 0) {
                di.remove();
            }
        }
        System.out.println(sb + "| " + a + " " + t);
        Iterator<Integer> ad = a.navigableKeySet().descendingIterator();
        System.out.println(ad.next() + " " + ad.next());
        ad.remove();
        System.out.println(a);
        Set<Map.Entry<Integer, String>> es = a.entrySet();
        System.out.println(es.contains(new AbstractMap.SimpleEntry<Integer, String>(18, "v18")) + " "
                + es.contains(new AbstractMap.SimpleEntry<Integer, String>(18, "no")) + " "
                + es.contains(new AbstractMap.SimpleEntry<Integer, String>(34, "v34")) + " " + es.contains("18=v18"));
        System.out.println(es.remove(new AbstractMap.SimpleEntry<Integer, String>(34, "v34")) + " "
                + es.remove(new AbstractMap.SimpleEntry<Integer, String>(18, "v18")) + " " + a + " " + t.containsKey(34));
        t.put(100, "v6");
        t.put(101, "v10");
        NavigableMap<Integer, String> whole = t.descendingMap();
        System.out.println(whole.values().remove("v10") + " " + t + " " + a.values() + " " + a.values().contains("v22"));
        Map.Entry<Integer, String> first = a.entrySet().iterator().next();
        first.setValue("changed");
        System.out.println(first + " " + t.get(first.getKey()) + " " + a.firstEntry());
        NavigableMap<Integer, String> c = t.tailMap(20, true);
        c.clear();
        System.out.println(t + " " + c + " " + c.size() + " " + c.isEmpty() + " " + a.size());
        NavigableMap<Integer, String> dd = t.descendingMap().descendingMap();
        System.out.println(dd + " " + dd.firstKey() + " " + t.descendingMap().headMap(10, true).tailMap(16, false));
        attempt("empty view firstKey", new Action() { public Object run() { return t.subMap(50, 60).firstKey(); } });
        attempt("empty view lastKey", new Action() { public Object run() { return t.descendingMap().subMap(60, 50).lastKey(); } });
        System.out.println(t.subMap(50, true, 60, true).firstEntry() + " " + t.headMap(0, false).pollFirstEntry() + " " + t.tailMap(999, true).pollLastEntry());
        System.out.println(t.headMap(10).equals(t.descendingMap().tailMap(10, false)) + " " + t.headMap(10).hashCode() + " "
                + t.descendingMap().tailMap(10, false).hashCode());
    }
}
// expect: {6=v6, 8=v8, 10=v10, 12=v12, 14=v14, 16=v16, 18=v18, 20=v20, 22=v22, 24=v24, 26=v26, 28=v28} 12
// expect: {12=v12, 14=v14, 16=v16, 18=v18, 20=v20} 5 {20=v20, 18=v18, 16=v16, 14=v14, 12=v12} 20 12
// expect: {20=v20, 18=v18} {16=v16, 14=v14, 12=v12} {18=v18, 16=v16, 14=v14} {16=v16, 18=v18, 20=v20}
// expect: 18 14 16 14 null 20 null 12
// expect: null 12=v12 null 12=v12 20 12
// expect: 1 true true
// expect: a.headMap(30, true): java.lang.IllegalArgumentException: toKey out of range
// expect: a.headMap(30, false): {6=v6, 8=v8, 10=v10, 12=v12, 14=v14, 16=v16, 18=v18, 20=v20, 22=v22, 24=v24, 26=v26, 28=v28}
// expect: a.tailMap(6, true): 12
// expect: b.tailMap(10, true): java.lang.IllegalArgumentException: fromKey out of range
// expect: b.tailMap(10, false): {12=v12, 14=v14, 16=v16, 18=v18, 20=v20}
// expect: b.subMap(12, 40): java.lang.IllegalArgumentException: toKey out of range
// expect: b.subMap(2, 14): java.lang.IllegalArgumentException: fromKey out of range
// expect: b.subMap(18, 14): java.lang.IllegalArgumentException: fromKey > toKey
// expect: bd.subMap(14, 18): java.lang.IllegalArgumentException: fromKey > toKey
// expect: bd.headMap(8): java.lang.IllegalArgumentException: toKey out of range
// expect: bd.tailMap(22): java.lang.IllegalArgumentException: fromKey out of range
// expect: t.subMap(5, 5): {}
// expect: t.subMap(6, false, 6, false): {}
// expect: t.descendingMap().subMap(2, 8): java.lang.IllegalArgumentException: fromKey > toKey
// expect: b.put(10, x): java.lang.IllegalArgumentException: key out of range
// expect: b.put(21, x): java.lang.IllegalArgumentException: key out of range
// expect: bd.put(11, x): null
// expect: b.get(4): null
// expect: b.containsKey(4): false
// expect: b.remove(4): null
// expect: b.get(null): java.lang.NullPointerException
// expect: t.headMap(null): java.lang.NullPointerException
// expect: t.tailMap(null, true): java.lang.NullPointerException
// expect: t.descendingMap().get(null): java.lang.NullPointerException
// expect: {0=v0, 2=v2, 4=v4, 6=v6, 8=v8, 10=v10, 11=x, 12=v12, 14=v14, 16=v16, 18=v18, 20=v20, 22=v22, 24=v24, 26=v26, 28=v28, 30=v30, 32=v32, 34=v34, 36=v36, 38=v38, 40=v40} 13 6 6
// expect: 20=v20 11=x 12=v12 {14=v14, 16=v16, 18=v18} 19
// expect: {13=odd, 14=v14, 16=v16, 18=v18} {18=v18, 16=v16, 14=v14, 13=odd} 11 4
// expect: [13, 14, 16, 18] [18, 16, 14, 13] [18, 16, 14, 13] 13 18 [13, 14] [18] [14, 16, 18]
// expect: true false false true false
// expect: keys.add(15): java.lang.UnsupportedOperationException
// expect: 28 26 24 22 18 16 14 10 8 6 | {6=v6, 10=v10, 14=v14, 18=v18, 22=v22, 26=v26} {0=v0, 2=v2, 3=three, 4=v4, 6=v6, 10=v10, 14=v14, 18=v18, 22=v22, 26=v26, 30=v30, 32=v32, 34=v34, 36=v36, 38=v38, 40=v40}
// expect: 26 22
// expect: {6=v6, 10=v10, 14=v14, 18=v18, 26=v26}
// expect: true false false false
// expect: false true {6=v6, 10=v10, 14=v14, 26=v26} true
// expect: true {0=v0, 2=v2, 3=three, 4=v4, 6=v6, 10=v10, 14=v14, 26=v26, 30=v30, 32=v32, 34=v34, 36=v36, 38=v38, 40=v40, 100=v6} [v6, v10, v14, v26] false
// expect: 6=changed changed 6=changed
// expect: {0=v0, 2=v2, 3=three, 4=v4, 6=changed, 10=v10, 14=v14} {} 0 true 3
// expect: {0=v0, 2=v2, 3=three, 4=v4, 6=changed, 10=v10, 14=v14} 0 {14=v14, 10=v10}
// expect: empty view firstKey: java.util.NoSuchElementException
// expect: empty view lastKey: java.util.NoSuchElementException
// expect: null null null
// expect: true 849294273 849294273
