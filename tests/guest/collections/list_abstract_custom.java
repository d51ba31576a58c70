// AbstractList, AbstractSequentialList and AbstractCollection through minimal subclasses: the
// iterators, list iterators and sublists they supply over get/set/add/remove, their exception
// messages, fail-fast checks, equals/hashCode/toString with nulls and self-reference.
import java.util.*;

public class list_abstract_custom {
    /** Read-only: only get and size. */
    static final class LacFixed extends AbstractList<String> {
        final String[] items;
        LacFixed(String... items) { this.items = items; }
        public String get(int i) { return items[i]; }
        public int size() { return items.length; }
    }

    /** Modifiable over an ArrayList it wraps; counts the calls it receives. */
    static final class LacGrowable extends AbstractList<String> {
        final ArrayList<String> store = new ArrayList<String>();
        int calls;
        public String get(int i) { calls++; return store.get(i); }
        public int size() { return store.size(); }
        public String set(int i, String s) { calls++; return store.set(i, s); }
        public void add(int i, String s) { calls++; modCount++; store.add(i, s); }
        public String remove(int i) { calls++; modCount++; return store.remove(i); }
    }

    /** A sequential list over a LinkedList's list iterator. */
    static final class LacSeq extends AbstractSequentialList<String> {
        final LinkedList<String> store = new LinkedList<String>();
        public ListIterator<String> listIterator(int i) { return store.listIterator(i); }
        public int size() { return store.size(); }
    }

    /** A collection over an ArrayList's iterator, nothing else. */
    static final class LacBag extends AbstractCollection<Object> {
        final ArrayList<Object> store = new ArrayList<Object>();
        public Iterator<Object> iterator() { return store.iterator(); }
        public int size() { return store.size(); }
    }

    interface Action { void run(); }

    static void attempt(String what, Action a) {
        try {
            a.run();
            System.out.println(what + ": ok");
        } catch (RuntimeException e) {
            System.out.println(what + ": " + e);
        }
    }

    public static void main(String[] args) {
        final LacFixed f = new LacFixed("a", null, "b", "a");
        System.out.println(f + " " + f.size() + " " + f.indexOf("a") + " " + f.lastIndexOf("a")
                + " " + f.indexOf(null) + " " + f.lastIndexOf(null) + " " + f.contains("b") + " " + f.indexOf("z"));
        System.out.println(f.hashCode() + " " + f.equals(Arrays.asList("a", null, "b", "a"))
                + " " + f.equals(Arrays.asList("a", null, "b")) + " " + f.equals(new HashSet<String>()));
        System.out.println(f.subList(1, 3) + " " + (f.subList(1, 3) instanceof RandomAccess)
                + " " + f.subList(1, 3).hashCode() + " " + f.subList(0, 0));
        attempt("fixed.add", new Action() { public void run() { f.add("x"); } });
        attempt("fixed.set", new Action() { public void run() { f.set(0, "x"); } });
        attempt("fixed.remove(0)", new Action() { public void run() { f.remove(0); } });
        attempt("fixed.clear", new Action() { public void run() { f.clear(); } });
        attempt("fixed.addAll(9, c)", new Action() { public void run() { f.addAll(9, Arrays.asList("q")); } });
        attempt("fixed.addAll(1, empty)", new Action() { public void run() { f.addAll(1, new ArrayList<String>()); } });
        attempt("fixed.iterator past end", new Action() { public void run() {
            Iterator<String> it = f.iterator();
            for (int i = 0; i < 5; i++) it.next();
        } });
        attempt("fixed.listIterator(5)", new Action() { public void run() { f.listIterator(5); } });
        attempt("fixed.listIterator(-1)", new Action() { public void run() { f.listIterator(-1); } });
        attempt("fixed.previous at 0", new Action() { public void run() { f.listIterator().previous(); } });
        attempt("fixed.iterator.remove", new Action() { public void run() {
            Iterator<String> it = f.iterator();
            it.next();
            it.remove();
        } });
        attempt("fixed.iterator.remove first", new Action() { public void run() { f.iterator().remove(); } });
        attempt("fixed.subList(1, 9)", new Action() { public void run() { f.subList(1, 9); } });
        attempt("fixed.subList(-2, 1)", new Action() { public void run() { f.subList(-2, 1); } });
        attempt("fixed.subList(3, 2)", new Action() { public void run() { f.subList(3, 2); } });
        attempt("fixed.subList.get(2)", new Action() { public void run() { f.subList(1, 3).get(2); } });
        attempt("fixed.subList.get(-1)", new Action() { public void run() { f.subList(1, 3).get(-1); } });
        attempt("fixed.subList.add(3, x)", new Action() { public void run() { f.subList(1, 3).add(3, "x"); } });
        attempt("fixed.subList.listIterator(3)", new Action() { public void run() { f.subList(1, 3).listIterator(3); } });
        attempt("fixed.subList iterator past end", new Action() { public void run() {
            Iterator<String> it = f.subList(1, 3).iterator();
            for (int i = 0; i < 3; i++) it.next();
        } });
        attempt("fixed.subList previous at 0", new Action() { public void run() { f.subList(1, 3).listIterator().previous(); } });

        ListIterator<String> li = f.listIterator(2);
        System.out.println(li.nextIndex() + " " + li.previousIndex() + " " + li.previous() + " "
                + li.previous() + " " + li.hasPrevious() + " " + li.next() + " " + li.nextIndex());

        final LacGrowable g = new LacGrowable();
        g.add("x");
        g.addAll(Arrays.asList("y", "z", "w"));
        g.addAll(1, Arrays.asList("p", "q"));
        System.out.println(g + " calls " + g.calls);
        ListIterator<String> gi = g.listIterator();
        gi.next();
        gi.add("after-x");
        gi.next();
        gi.set("P");
        gi.next();
        gi.remove();
        System.out.println(g + " " + gi.nextIndex() + " " + gi.previousIndex());
        attempt("set after remove", new Action() { public void run() {
            ListIterator<String> it = g.listIterator();
            it.next();
            it.remove();
            it.set("no");
        } });
        attempt("remove after add", new Action() { public void run() {
            ListIterator<String> it = g.listIterator();
            it.next();
            it.add("added");
            it.remove();
        } });
        System.out.println(g);
        List<String> gs = g.subList(1, 4);
        gs.add("s-add");
        gs.remove(0);
        gs.set(0, "S");
        System.out.println(gs + " " + g + " " + gs.size());
        List<String> gss = gs.subList(1, 3);
        gss.add(0, "inner");
        System.out.println(gss + " " + gs + " " + g);
        gss.clear();
        System.out.println(gss + " " + gs + " " + g + " " + gss.isEmpty());
        ListIterator<String> sit = gs.listIterator(gs.size());
        StringBuilder back = new StringBuilder();
        while (sit.hasPrevious()) back.append(sit.previous()).append(',');
        System.out.println(back);
        final List<String> stale = g.subList(0, 2);
        g.add("outside");
        attempt("stale subList.size", new Action() { public void run() { stale.size(); } });
        attempt("stale subList.get", new Action() { public void run() { stale.get(0); } });
        attempt("stale subList.get(9)", new Action() { public void run() { stale.get(9); } });
        attempt("stale subList.toString", new Action() { public void run() { stale.toString(); } });
        attempt("stale subList.iterator", new Action() { public void run() { stale.iterator(); } });
        attempt("stale subList.add", new Action() { public void run() { stale.add("q"); } });
        final Iterator<String> gIt = g.iterator();
        gIt.next();
        g.remove(0);
        attempt("hasNext after remove", new Action() { public void run() { System.out.print(gIt.hasNext() + " "); } });
        attempt("next after remove", new Action() { public void run() { gIt.next(); } });
        attempt("remove after remove", new Action() { public void run() { gIt.remove(); } });
        g.clear();
        System.out.println(g + " " + g.isEmpty() + " " + g.hashCode());

        LacSeq s = new LacSeq();
        s.add("one");
        s.add(0, "zero");
        s.addAll(1, Arrays.asList("half", "quarter"));
        System.out.println(s + " " + s.get(2) + " " + s.set(2, "Q") + " " + s.remove(1) + " " + s);
        final LacSeq s2 = s;
        attempt("seq.get(7)", new Action() { public void run() { s2.get(7); } });
        attempt("seq.set(-1)", new Action() { public void run() { s2.set(-1, "x"); } });
        attempt("seq.add(9)", new Action() { public void run() { s2.add(9, "x"); } });
        attempt("seq.remove(3)", new Action() { public void run() { s2.remove(3); } });
        attempt("seq.addAll(5)", new Action() { public void run() { s2.addAll(5, Arrays.asList("x")); } });
        System.out.println(s.subList(1, 3) + " " + (s.subList(1, 3) instanceof RandomAccess) + " " + s.indexOf("Q"));

        LacBag bag = new LacBag();
        System.out.println(bag + " " + bag.isEmpty() + " " + bag.toArray().length);
        bag.store.add("a");
        bag.store.add(null);
        bag.store.add(bag);
        bag.store.add(3);
        System.out.println(bag + " " + bag.contains(null) + " " + bag.contains(3) + " " + bag.contains("q")
                + " " + bag.containsAll(Arrays.asList("a", 3)) + " " + bag.containsAll(Arrays.asList("a", 4)));
        Object[] big = new Object[7];
        Arrays.fill(big, "old");
        Object[] same = bag.toArray(big);
        System.out.println((same == big) + " " + Arrays.toString(big));
        String[] typed = new LacFixed("p", "q").toArray(new String[1]);
        System.out.println(typed.length + " " + typed[1] + " " + typed.getClass().getName());
        System.out.println(bag.remove(null) + " " + bag.remove("zz") + " " + bag.remove(bag) + " " + bag);
        bag.store.add("b");
        bag.store.add("a");
        System.out.println(bag.removeAll(Arrays.asList("a")) + " " + bag + " " + bag.retainAll(Arrays.asList(3, "b"))
                + " " + bag + " " + bag.retainAll(Arrays.asList(3)) + " " + bag);
        final LacBag bag2 = bag;
        attempt("bag.add", new Action() { public void run() { bag2.add("x"); } });
        attempt("bag.addAll(empty)", new Action() { public void run() { System.out.print(bag2.addAll(new ArrayList<Object>()) + " "); } });
        attempt("bag.removeAll(null)", new Action() { public void run() { bag2.removeAll(null); } });
        attempt("bag.retainAll(null)", new Action() { public void run() { bag2.retainAll(null); } });
        attempt("bag.containsAll(null)", new Action() { public void run() { bag2.containsAll(null); } });
        attempt("bag.toArray(null)", new Action() { public void run() { bag2.toArray((Object[]) null); } });
        bag.clear();
        System.out.println(bag);
        ArrayList<Object> selfList = new ArrayList<Object>();
        selfList.add(selfList);
        selfList.add("x");
        System.out.println(selfList);
    }
}
// expect: [a, null, b, a] 4 0 3 1 1 true -1
// expect: 3816383 true false false
// expect: [null, b] false 1059 []
// expect: fixed.add: java.lang.UnsupportedOperationException
// expect: fixed.set: java.lang.UnsupportedOperationException
// expect: fixed.remove(0): java.lang.UnsupportedOperationException
// expect: fixed.clear: java.lang.UnsupportedOperationException
// expect: fixed.addAll(9, c): java.lang.IndexOutOfBoundsException: Index: 9, Size: 4
// expect: fixed.addAll(1, empty): ok
// expect: fixed.iterator past end: java.util.NoSuchElementException: java.lang.ArrayIndexOutOfBoundsException: Index 4 out of bounds for length 4
// expect: fixed.listIterator(5): java.lang.IndexOutOfBoundsException: Index: 5, Size: 4
// expect: fixed.listIterator(-1): java.lang.IndexOutOfBoundsException: Index: -1, Size: 4
// expect: fixed.previous at 0: java.util.NoSuchElementException: java.lang.ArrayIndexOutOfBoundsException: Index -1 out of bounds for length 4
// expect: fixed.iterator.remove: java.lang.UnsupportedOperationException
// expect: fixed.iterator.remove first: java.lang.IllegalStateException
// expect: fixed.subList(1, 9): java.lang.IndexOutOfBoundsException: toIndex = 9
// expect: fixed.subList(-2, 1): java.lang.IndexOutOfBoundsException: fromIndex = -2
// expect: fixed.subList(3, 2): java.lang.IllegalArgumentException: fromIndex(3) > toIndex(2)
// expect: fixed.subList.get(2): java.lang.IndexOutOfBoundsException: Index 2 out of bounds for length 2
// expect: fixed.subList.get(-1): java.lang.IndexOutOfBoundsException: Index -1 out of bounds for length 2
// expect: fixed.subList.add(3, x): java.lang.IndexOutOfBoundsException: Index: 3, Size: 2
// expect: fixed.subList.listIterator(3): java.lang.IndexOutOfBoundsException: Index: 3, Size: 2
// expect: fixed.subList iterator past end: java.util.NoSuchElementException
// expect: fixed.subList previous at 0: java.util.NoSuchElementException
// expect: 2 1 null a false a 1
// expect: [x, p, q, y, z, w] calls 12
// expect: [x, after-x, P, y, z, w] 3 2
// expect: set after remove: java.lang.IllegalStateException
// expect: remove after add: java.lang.IllegalStateException
// expect: [after-x, added, P, y, z, w]
// expect: [S, y, s-add] [after-x, S, y, s-add, z, w] 3
// expect: [inner, y, s-add] [S, inner, y, s-add] [after-x, S, inner, y, s-add, z, w]
// expect: [] [S] [after-x, S, z, w] true
// expect: S,
// expect: stale subList.size: java.util.ConcurrentModificationException
// expect: stale subList.get: java.util.ConcurrentModificationException
// expect: stale subList.get(9): java.lang.IndexOutOfBoundsException: Index 9 out of bounds for length 2
// expect: stale subList.toString: java.util.ConcurrentModificationException
// expect: stale subList.iterator: java.util.ConcurrentModificationException
// expect: stale subList.add: java.util.ConcurrentModificationException
// expect: true hasNext after remove: ok
// expect: next after remove: java.util.ConcurrentModificationException
// expect: remove after remove: java.util.ConcurrentModificationException
// expect: [] true 1
// expect: [zero, half, quarter, one] quarter quarter half [zero, Q, one]
// expect: seq.get(7): java.lang.IndexOutOfBoundsException: Index: 7, Size: 3
// expect: seq.set(-1): java.lang.IndexOutOfBoundsException: Index: -1, Size: 3
// expect: seq.add(9): java.lang.IndexOutOfBoundsException: Index: 9, Size: 3
// expect: seq.remove(3): java.lang.IndexOutOfBoundsException: Index: 3
// expect: seq.addAll(5): java.lang.IndexOutOfBoundsException: Index: 5, Size: 3
// expect: [Q, one] false 1
// expect: [] true 0
// expect: [a, null, (this Collection), 3] true true false true false
// expect: true [a, null, [a, null, (this Collection), 3], 3, null, old, old]
// expect: 2 q [Ljava.lang.String;
// expect: true false true [a, 3]
// expect: true [3, b] false [3, b] true [3]
// expect: bag.add: java.lang.UnsupportedOperationException
// expect: false bag.addAll(empty): ok
// expect: bag.removeAll(null): java.lang.NullPointerException
// expect: bag.retainAll(null): java.lang.NullPointerException
// expect: bag.containsAll(null): java.lang.NullPointerException
// expect: bag.toArray(null): java.lang.NullPointerException
// expect: []
// expect: [(this Collection), x]
