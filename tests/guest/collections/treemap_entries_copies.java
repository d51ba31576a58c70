// TreeMap entries and copies: firstEntry and its kin are unmodifiable snapshots, entries from
// entrySet write through; Entry equality, hashing and "k=v"; the copy constructors (a SortedMap
// keeps its comparator, a plain Map gets natural order), clone() as a shallow, independent copy;
// null keys under a null-friendly comparator, and natural ordering refusing null and
// non-Comparable keys even in an empty map.
import java.util.*;

public class treemap_entries_copies {
    interface Action {
        Object run();
    }

    static void attempt(String what, Action a) {
        try {
            System.out.println(what + ": " + a.run());
        } catch (RuntimeException e) {
            String detail = e instanceof ClassCastException || e.getMessage() == null ? "" : " " + e.getMessage();
            System.out.println(what + ": " + e.getClass().getName() + detail);
        }
    }

    static class Box {
        final int n;

        Box(int n) {
            this.n = n;
        }

        public String toString() {
            return "Box" + n;
        }
    }

    public static void main(String[] args) {
        final TreeMap<String, Integer> m = new TreeMap<String, Integer>();
        String[] words = {"delta", "alpha", "echo", "charlie", "bravo", "foxtrot"};
        for (int i = 0; i < words.length; i++) {
            m.put(words[i], i);
        }
        final Map.Entry<String, Integer> fe = m.firstEntry();
        attempt("firstEntry.setValue", new Action() { public Object run() { return fe.setValue(9); } });
        attempt("lastEntry.setValue", new Action() { public Object run() { return m.lastEntry().setValue(9); } });
        attempt("floorEntry.setValue", new Action() { public Object run() { return m.floorEntry("d").setValue(9); } });
        attempt("ceilingEntry.setValue", new Action() { public Object run() { return m.ceilingEntry("d").setValue(9); } });
        attempt("lowerEntry.setValue", new Action() { public Object run() { return m.lowerEntry("d").setValue(9); } });
        attempt("higherEntry.setValue", new Action() { public Object run() { return m.higherEntry("d").setValue(9); } });
        attempt("descending firstEntry.setValue", new Action() { public Object run() { return m.descendingMap().firstEntry().setValue(9); } });
        attempt("view lastEntry.setValue", new Action() { public Object run() { return m.headMap("d", false).lastEntry().setValue(9); } });
        Map.Entry<String, Integer> polled = m.pollFirstEntry();
        attempt("polled.setValue", new Action() { public Object run() { return m.pollLastEntry().setValue(9); } });
        System.out.println(polled + " " + fe + " " + m);
        m.put("alpha", 1);
        Map.Entry<String, Integer> snap = m.firstEntry();
        m.put("alpha", 100);
        System.out.println("snapshot stays: " + snap + " " + m.firstEntry());

        Iterator<Map.Entry<String, Integer>> it = m.entrySet().iterator();
        Map.Entry<String, Integer> live = it.next();
        System.out.println(live.setValue(-1) + " " + live + " " + m.get("alpha"));
        Map.Entry<String, Integer> desc = m.descendingMap().entrySet().iterator().next();
        desc.setValue(-2);
        System.out.println(m + " " + live.equals(new AbstractMap.SimpleEntry<String, Integer>("alpha", -1)) + " "
                + live.equals(snap) + " " + live.hashCode() + " " + ("alpha".hashCode() ^ -1) + " " + live.equals("alpha=-1"));
        System.out.println(snap.equals(new AbstractMap.SimpleImmutableEntry<String, Integer>("alpha", 1)) + " " + snap.hashCode()
                + " " + m.entrySet().contains(live) + " " + m.entrySet().contains(snap));

        TreeMap<String, Integer> byLength = new TreeMap<String, Integer>(new Comparator<String>() {
            public int compare(String a, String b) {
                return a.length() != b.length() ? a.length() - b.length() : b.compareTo(a);
            }
        });
        byLength.putAll(m);
        SortedMap<String, Integer> asSorted = byLength;
        Map<String, Integer> asMap = byLength;
        TreeMap<String, Integer> keepsOrder = new TreeMap<String, Integer>(asSorted);
        TreeMap<String, Integer> natural = new TreeMap<String, Integer>(asMap);
        System.out.println(byLength + " " + keepsOrder + " " + natural);
        System.out.println((keepsOrder.comparator() == byLength.comparator()) + " " + natural.comparator() + " "
                + keepsOrder.equals(natural) + " " + (keepsOrder.hashCode() == natural.hashCode()));
        TreeMap<String, Integer> fromView = new TreeMap<String, Integer>(byLength.descendingMap().headMap("bravo", true));
        System.out.println(fromView + " " + fromView.firstKey() + " " + fromView.comparator().compare("a", "bb"));
        fromView.put("zz", 0);
        fromView.put("zzzzzzz", 0);
        System.out.println(fromView + " " + byLength.size());

        @SuppressWarnings("unchecked")
        TreeMap<String, Integer> copy = (TreeMap<String, Integer>) m.clone();
        copy.put("golf", 7);
        copy.remove("echo");
        m.put("hotel", 8);
        System.out.println(m + " " + copy + " " + (copy.comparator() == null));
        Box shared = new Box(1);
        TreeMap<Integer, Box> boxes = new TreeMap<Integer, Box>();
        boxes.put(1, shared);
        @SuppressWarnings("unchecked")
        TreeMap<Integer, Box> boxesCopy = (TreeMap<Integer, Box>) boxes.clone();
        System.out.println((boxesCopy.get(1) == shared) + " " + boxesCopy.keySet() + " " + boxesCopy.descendingMap());
        Iterator<Integer> ci = boxesCopy.keySet().iterator();
        boxes.put(2, new Box(2));
        System.out.println(ci.next() + " " + boxes + " " + boxesCopy);

        final TreeMap<String, Integer> nulls = new TreeMap<String, Integer>(Comparator.nullsFirst(Comparator.<String>naturalOrder()));
        nulls.put(null, 0);
        nulls.put("b", 2);
        nulls.put("a", 1);
        System.out.println(nulls + " " + nulls.get(null) + " " + nulls.firstKey() + " " + nulls.headMap("a") + " "
                + nulls.containsKey(null) + " " + nulls.lowerKey("a") + " " + nulls.tailMap(null, false));
        System.out.println(nulls.remove(null) + " " + nulls);

        final TreeMap<Object, Integer> objects = new TreeMap<Object, Integer>();
        attempt("empty put(Box)", new Action() { public Object run() { return objects.put(new Box(3), 1); } });
        attempt("empty get(Box)", new Action() { public Object run() { return objects.get(new Box(3)); } });
        attempt("empty containsKey(Box)", new Action() { public Object run() { return objects.containsKey(new Box(3)); } });
        attempt("empty remove(Box)", new Action() { public Object run() { return objects.remove(new Box(3)); } });
        attempt("empty ceilingKey(Box)", new Action() { public Object run() { return objects.ceilingKey(new Box(3)); } });
        attempt("empty headMap(Box)", new Action() { public Object run() { return objects.headMap(new Box(3)); } });
        attempt("empty put(null)", new Action() { public Object run() { return objects.put(null, 1); } });
        objects.put("s", 1);
        attempt("put(Integer) beside a String", new Action() { public Object run() { return objects.put(1, 1); } });
        attempt("floorKey(null)", new Action() { public Object run() { return objects.floorKey(null); } });
        System.out.println(objects + " " + objects.equals(Collections.singletonMap("s", 1)) + " "
                + new HashMap<Object, Integer>(objects).equals(objects) + " " + objects.equals(Collections.singletonMap(1, 1)));
        TreeMap<Integer, String> big = new TreeMap<Integer, String>();
        for (int i = 0; i < 1000; i++) {
            big.put(i * 37 % 1000, "x" + i);
        }
        TreeMap<Integer, String> bigCopy = new TreeMap<Integer, String>(big);
        @SuppressWarnings("unchecked")
        TreeMap<Integer, String> bigClone = (TreeMap<Integer, String>) big.clone();
        for (int i = 0; i < 1000; i += 2) {
            bigCopy.remove(i);
            bigClone.remove(i + 1);
        }
        System.out.println(big.size() + " " + bigCopy.size() + " " + bigClone.size() + " " + bigCopy.firstKey() + " "
                + bigClone.lastKey() + " " + bigCopy.subMap(100, 110) + " " + bigClone.subMap(100, 110));
    }
}
// expect: firstEntry.setValue: java.lang.UnsupportedOperationException
// expect: lastEntry.setValue: java.lang.UnsupportedOperationException
// expect: floorEntry.setValue: java.lang.UnsupportedOperationException
// expect: ceilingEntry.setValue: java.lang.UnsupportedOperationException
// expect: lowerEntry.setValue: java.lang.UnsupportedOperationException
// expect: higherEntry.setValue: java.lang.UnsupportedOperationException
// expect: descending firstEntry.setValue: java.lang.UnsupportedOperationException
// expect: view lastEntry.setValue: java.lang.UnsupportedOperationException
// expect: polled.setValue: java.lang.UnsupportedOperationException
// expect: alpha=1 alpha=1 {bravo=4, charlie=3, delta=0, echo=2}
// expect: snapshot stays: alpha=1 alpha=100
// expect: 100 alpha=-1 -1
// expect: {alpha=-1, bravo=4, charlie=3, delta=0, echo=-2} true false -92909919 -92909919 false
// expect: true 92909919 true false
// expect: {echo=-2, delta=0, bravo=4, alpha=-1, charlie=3} {echo=-2, delta=0, bravo=4, alpha=-1, charlie=3} {alpha=-1, bravo=4, charlie=3, delta=0, echo=-2}
// expect: true null true true
// expect: {charlie=3, alpha=-1, bravo=4} charlie 1
// expect: {charlie=3, zzzzzzz=0, alpha=-1, bravo=4, zz=0} 5
// expect: {alpha=-1, bravo=4, charlie=3, delta=0, echo=-2, hotel=8} {alpha=-1, bravo=4, charlie=3, delta=0, golf=7} true
// expect: true [1] {1=Box1}
// expect: 1 {1=Box1, 2=Box2} {1=Box1}
// expect: {null=0, a=1, b=2} 0 null {null=0} true null {a=1, b=2}
// expect: 0 {a=1, b=2}
// expect: empty put(Box): java.lang.ClassCastException
// expect: empty get(Box): java.lang.ClassCastException
// expect: empty containsKey(Box): java.lang.ClassCastException
// expect: empty remove(Box): java.lang.ClassCastException
// expect: empty ceilingKey(Box): null
// expect: empty headMap(Box): java.lang.ClassCastException
// expect: empty put(null): java.lang.NullPointerException
// expect: put(Integer) beside a String: java.lang.ClassCastException
// expect: floorKey(null): java.lang.NullPointerException
// expect: {s=1} true true false
// expect: 1000 500 500 1 998 {101=x273, 103=x219, 105=x165, 107=x111, 109=x57} {100=x300, 102=x246, 104=x192, 106=x138, 108=x84}
