// TreeSet and its views: subSet/headSet/tailSet/descendingSet are sets of their own that add
// inside their range and refuse outside it ("key out of range"), nest, poll from either end and
// remove through descending iterators; copies (TreeSet(SortedSet) keeps the comparator,
// TreeSet(Collection) sorts naturally, clone is independent), equality with other sets, and the
// errors for null and empty.
import java.util.*;

public class treeset_views {
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

    public static void main(String[] args) {
        final TreeSet<Integer> s = new TreeSet<Integer>();
        for (int i = 0; i < 30; i += 3) {
            s.add(i);
        }
        System.out.println(s + " " + s.add(9) + " " + s.add(10) + " " + s.remove(10) + " " + s.remove(10) + " " + s.size());
        final NavigableSet<Integer> sub = s.subSet(5, true, 20, false);
        final NavigableSet<Integer> subDesc = sub.descendingSet();
        System.out.println(sub + " " + subDesc + " " + sub.first() + " " + subDesc.first() + " " + sub.headSet(12) + " "
                + subDesc.headSet(12) + " " + subDesc.tailSet(12, false) + " " + subDesc.subSet(18, 9));
        attempt("sub.add(7)", new Action() { public Object run() { return sub.add(7) + " " + s; } });
        attempt("sub.add(7) again", new Action() { public Object run() { return sub.add(7); } });
        attempt("sub.add(20)", new Action() { public Object run() { return sub.add(20); } });
        attempt("sub.add(4)", new Action() { public Object run() { return sub.add(4); } });
        attempt("subDesc.add(19)", new Action() { public Object run() { return subDesc.add(19) + " " + subDesc; } });
        attempt("subDesc.add(2)", new Action() { public Object run() { return subDesc.add(2); } });
        attempt("headSet(9).add(9)", new Action() { public Object run() { return s.headSet(9).add(9); } });
        attempt("headSet(9, true).add(9)", new Action() { public Object run() { return s.headSet(9, true).add(9); } });
        attempt("tailSet(9, false).add(9)", new Action() { public Object run() { return s.tailSet(9, false).add(9); } });
        attempt("descendingSet().add(-1)", new Action() { public Object run() { return s.descendingSet().add(-1) + " " + s.first(); } });
        attempt("sub.subSet(6, 30)", new Action() { public Object run() { return sub.subSet(6, 30); } });
        attempt("sub.headSet(20, true)", new Action() { public Object run() { return sub.headSet(20, true); } });
        attempt("sub.headSet(20, false)", new Action() { public Object run() { return sub.headSet(20, false); } });
        attempt("sub.tailSet(4)", new Action() { public Object run() { return sub.tailSet(4); } });
        attempt("s.subSet(9, 3)", new Action() { public Object run() { return s.subSet(9, 3); } });
        attempt("subDesc.subSet(9, 18)", new Action() { public Object run() { return subDesc.subSet(9, 18); } });
        attempt("sub.contains(24)", new Action() { public Object run() { return sub.contains(24) + " " + sub.remove(24) + " " + s.contains(24); } });
        attempt("s.add(null)", new Action() { public Object run() { return s.add(null); } });
        attempt("s.contains(null)", new Action() { public Object run() { return s.contains(null); } });
        attempt("s.remove(null)", new Action() { public Object run() { return s.remove(null); } });
        attempt("new TreeSet().add(null)", new Action() { public Object run() { return new TreeSet<Integer>().add(null); } });
        attempt("new TreeSet().first()", new Action() { public Object run() { return new TreeSet<Integer>().first(); } });
        attempt("empty view last()", new Action() { public Object run() { return s.subSet(100, 200).last(); } });
        attempt("empty pollFirst/pollLast", new Action() { public Object run() { return new TreeSet<String>().pollFirst() + " " + s.subSet(100, true, 200, true).pollLast(); } });
        attempt("descending lower/higher", new Action() { public Object run() {
            return subDesc.lower(12) + " " + subDesc.higher(12) + " " + subDesc.floor(13) + " " + subDesc.ceiling(13) + " "
                    + subDesc.lower(1) + " " + subDesc.higher(1);
        } });

        System.out.println(sub.pollFirst() + " " + sub.pollLast() + " " + subDesc.pollFirst() + " " + subDesc.pollLast() + " " + sub + " " + s);
        Iterator<Integer> di = s.descendingIterator();
        StringBuilder sb = new StringBuilder();
        while (di.hasNext()) {
            int v = di.next();
            sb.append(v).append(',');
            if (v % 2 == 0) {
                di.remove();
            }
        }
        System.out.println(sb + " " + s);
        Iterator<Integer> vi = s.tailSet(3, false).descendingSet().iterator();
        System.out.println(vi.next() + " " + vi.next());
        vi.remove();
        System.out.println(s + " " + s.tailSet(3, false).size());

        TreeSet<String> rev = new TreeSet<String>(Collections.<String>reverseOrder());
        rev.addAll(Arrays.asList("kiwi", "apple", "fig", "banana", "cherry"));
        SortedSet<String> asSorted = rev;
        Collection<String> asCollection = rev;
        TreeSet<String> keeps = new TreeSet<String>(asSorted);
        TreeSet<String> natural = new TreeSet<String>(asCollection);
        System.out.println(rev + " " + keeps + " " + natural + " " + (keeps.comparator() == rev.comparator()) + " "
                + natural.comparator() + " " + keeps.equals(natural) + " " + natural.equals(new HashSet<String>(rev)));
        TreeSet<String> fromView = new TreeSet<String>(rev.headSet("cherry", true));
        fromView.add("date");
        System.out.println(fromView + " " + fromView.first() + " " + rev.size());
        @SuppressWarnings("unchecked")
        TreeSet<String> cl = (TreeSet<String>) rev.clone();
        cl.add("zucchini");
        rev.remove("kiwi");
        System.out.println(rev + " " + cl + " " + (cl.comparator() == rev.comparator()));
        NavigableSet<String> viewClone = (NavigableSet<String>) ((TreeSet<String>) rev.subSet("fig", "apple")).clone();
        viewClone.add("aardvark");
        System.out.println(viewClone + " " + viewClone.comparator().compare("a", "b") + " " + rev);
        TreeSet<String> ci = new TreeSet<String>(String.CASE_INSENSITIVE_ORDER);
        ci.add("Bob");
        ci.add("alice");
        System.out.println(ci.add("BOB") + " " + ci + " " + ci.contains("ALICE") + " " + ci.equals(new TreeSet<String>(Arrays.asList("alice", "Bob")))
                + " " + new HashSet<String>(Arrays.asList("alice", "Bob")).equals(ci) + " " + ci.hashCode());
        System.out.println(s.headSet(10) instanceof TreeSet);
        s.headSet(10).clear();
        System.out.println(s + " " + s.headSet(100).size() + " " + s.descendingSet().descendingSet());
    }
}
// expect: [0, 3, 6, 9, 12, 15, 18, 21, 24, 27] false true true false 10
// expect: [6, 9, 12, 15, 18] [18, 15, 12, 9, 6] 6 18 [6, 9] [18, 15] [9, 6] [18, 15, 12]
// expect: sub.add(7): true [0, 3, 6, 7, 9, 12, 15, 18, 21, 24, 27]
// expect: sub.add(7) again: false
// expect: sub.add(20): java.lang.IllegalArgumentException key out of range
// expect: sub.add(4): java.lang.IllegalArgumentException key out of range
// expect: subDesc.add(19): true [19, 18, 15, 12, 9, 7, 6]
// expect: subDesc.add(2): java.lang.IllegalArgumentException key out of range
// expect: headSet(9).add(9): java.lang.IllegalArgumentException key out of range
// expect: headSet(9, true).add(9): false
// expect: tailSet(9, false).add(9): java.lang.IllegalArgumentException key out of range
// expect: descendingSet().add(-1): true -1
// expect: sub.subSet(6, 30): java.lang.IllegalArgumentException toKey out of range
// expect: sub.headSet(20, true): java.lang.IllegalArgumentException toKey out of range
// expect: sub.headSet(20, false): [6, 7, 9, 12, 15, 18, 19]
// expect: sub.tailSet(4): java.lang.IllegalArgumentException fromKey out of range
// expect: s.subSet(9, 3): java.lang.IllegalArgumentException fromKey > toKey
// expect: subDesc.subSet(9, 18): java.lang.IllegalArgumentException fromKey > toKey
// expect: sub.contains(24): false false true
// expect: s.add(null): java.lang.NullPointerException
// expect: s.contains(null): java.lang.NullPointerException
// expect: s.remove(null): java.lang.NullPointerException
// expect: new TreeSet().add(null): java.lang.NullPointerException
// expect: new TreeSet().first(): java.util.NoSuchElementException
// expect: empty view last(): java.util.NoSuchElementException
// expect: empty pollFirst/pollLast: null null
// expect: descending lower/higher: 15 9 15 12 6 null
// expect: 6 19 18 7 [9, 12, 15] [-1, 0, 3, 9, 12, 15, 21, 24, 27]
// expect: 27,24,21,15,12,9,3,0,-1, [-1, 3, 9, 15, 21, 27]
// expect: 27 21
// expect: [-1, 3, 9, 15, 27] 3
// expect: [kiwi, fig, cherry, banana, apple] [kiwi, fig, cherry, banana, apple] [apple, banana, cherry, fig, kiwi] true null true true
// expect: [kiwi, fig, date, cherry] kiwi 5
// expect: [fig, cherry, banana, apple] [zucchini, kiwi, fig, cherry, banana, apple] true
// expect: [fig, cherry, banana, aardvark] 1 [fig, cherry, banana, apple]
// expect: false [alice, Bob] true true true 92970005
// expect: true
// expect: [15, 27] 2 [15, 27]
