// ArrayList: which operations count as structural modifications (seen through an iterator's
// ConcurrentModificationException), the for-each quirk that ends the loop without one,
// forEach/removeIf/replaceAll/sort and their checks, sublists over sublists and their errors.
import java.util.*;
import java.util.function.*;

public class arraylist_modcount {
    interface Op { void apply(ArrayList<Integer> l); }

    static ArrayList<Integer> fresh() {
        return new ArrayList<Integer>(Arrays.asList(4, 1, 3, 2));
    }

    /** Starts an iterator, applies op, then tries next(): prints whether that threw CME. */
    static void counts(String what, Op op) {
        ArrayList<Integer> l = fresh();
        Iterator<Integer> it = l.iterator();
        it.next();
        try {
            op.apply(l);
        } catch (RuntimeException e) {
            System.out.println(what + ": op threw " + e);
            return;
        }
        try {
            it.next();
            System.out.println(what + ": not structural " + l);
        } catch (ConcurrentModificationException e) {
            System.out.println(what + ": structural " + l);
        }
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
        counts("add", new Op() { public void apply(ArrayList<Integer> l) { l.add(9); } });
        counts("add(i)", new Op() { public void apply(ArrayList<Integer> l) { l.add(0, 9); } });
        counts("set", new Op() { public void apply(ArrayList<Integer> l) { l.set(0, 9); } });
        counts("remove(i)", new Op() { public void apply(ArrayList<Integer> l) { l.remove(3); } });
        counts("remove(o) found", new Op() { public void apply(ArrayList<Integer> l) { l.remove(Integer.valueOf(3)); } });
        counts("remove(o) absent", new Op() { public void apply(ArrayList<Integer> l) { l.remove(Integer.valueOf(7)); } });
        counts("addAll empty", new Op() { public void apply(ArrayList<Integer> l) { l.addAll(new ArrayList<Integer>()); } });
        counts("addAll(i) empty", new Op() { public void apply(ArrayList<Integer> l) { l.addAll(1, new ArrayList<Integer>()); } });
        counts("removeAll none", new Op() { public void apply(ArrayList<Integer> l) { l.removeAll(Arrays.asList(8)); } });
        counts("removeAll some", new Op() { public void apply(ArrayList<Integer> l) { l.removeAll(Arrays.asList(3)); } });
        counts("retainAll all", new Op() { public void apply(ArrayList<Integer> l) { l.retainAll(Arrays.asList(1, 2, 3, 4)); } });
        counts("removeIf none", new Op() { public void apply(ArrayList<Integer> l) { l.removeIf(new Predicate<Integer>() {
            public boolean test(Integer x) { return x > 10; } }); } });
        counts("removeIf some", new Op() { public void apply(ArrayList<Integer> l) { l.removeIf(new Predicate<Integer>() {
            public boolean test(Integer x) { return x > 3; } }); } });
        counts("replaceAll", new Op() { public void apply(ArrayList<Integer> l) { l.replaceAll(new UnaryOperator<Integer>() {
            public Integer apply(Integer x) { return x * 10; } }); } });
        counts("sort", new Op() { public void apply(ArrayList<Integer> l) { l.sort(null); } });
        counts("sort empty-ish", new Op() { public void apply(ArrayList<Integer> l) { l.subList(1, 1).sort(null); } });
        counts("clear", new Op() { public void apply(ArrayList<Integer> l) { l.clear(); } });
        counts("trimToSize", new Op() { public void apply(ArrayList<Integer> l) { l.trimToSize(); } });
        counts("ensureCapacity small", new Op() { public void apply(ArrayList<Integer> l) { l.ensureCapacity(2); } });
        counts("ensureCapacity big", new Op() { public void apply(ArrayList<Integer> l) { l.ensureCapacity(100); } });
        counts("subList.set", new Op() { public void apply(ArrayList<Integer> l) { l.subList(1, 3).set(0, 5); } });
        counts("subList.add", new Op() { public void apply(ArrayList<Integer> l) { l.subList(1, 3).add(5); } });
        counts("subList.clear empty", new Op() { public void apply(ArrayList<Integer> l) { l.subList(2, 2).clear(); } });
        counts("subList.removeIf none", new Op() { public void apply(ArrayList<Integer> l) { l.subList(0, 2).removeIf(new Predicate<Integer>() {
            public boolean test(Integer x) { return false; } }); } });
        counts("subList.replaceAll", new Op() { public void apply(ArrayList<Integer> l) { l.subList(0, 2).replaceAll(new UnaryOperator<Integer>() {
            public Integer apply(Integer x) { return -x; } }); } });
        counts("subList.sort", new Op() { public void apply(ArrayList<Integer> l) { l.subList(0, 3).sort(null); } });
        counts("iterator.remove other", new Op() { public void apply(ArrayList<Integer> l) {
            Iterator<Integer> o = l.iterator(); o.next(); o.remove(); } });
        counts("equals", new Op() { public void apply(ArrayList<Integer> l) { l.equals(fresh()); } });

        // The for-each quirk: removing the second-to-last element ends the loop quietly.
        ArrayList<String> q = new ArrayList<String>(Arrays.asList("a", "b", "c", "d"));
        StringBuilder seen = new StringBuilder();
        for (String s : q) {
            seen.append(s);
            if (s.equals("c")) {
                q.remove(s);
            }
        }
        System.out.println("quirk " + seen + " " + q);
        final ArrayList<String> q2 = new ArrayList<String>(Arrays.asList("a", "b", "c"));
        attempt("add during last", new Action() { public void run() {
            for (String s : q2) {
                if (s.equals("c")) q2.add("d");
            }
        } });
        final ArrayList<String> q3 = new ArrayList<String>(Arrays.asList("a", "b", "c"));
        attempt("forEach adding", new Action() { public void run() {
            q3.forEach(new Consumer<String>() {
                public void accept(String s) { System.out.print(s); if (s.equals("a")) q3.add("z"); }
            });
        } });
        System.out.println(q3);
        attempt("removeIf adding", new Action() { public void run() {
            q3.removeIf(new Predicate<String>() {
                public boolean test(String s) { if (s.equals("b")) q3.add("y"); return s.equals("a"); }
            });
        } });
        System.out.println(q3);
        attempt("removeIf throwing", new Action() { public void run() {
            q3.removeIf(new Predicate<String>() {
                public boolean test(String s) { if (s.equals("c")) throw new IllegalStateException("stop"); return true; }
            });
        } });
        System.out.println(q3);
        attempt("replaceAll adding", new Action() { public void run() {
            q3.replaceAll(new UnaryOperator<String>() {
                public String apply(String s) { if (s.equals("c")) q3.add("w"); return s + s; }
            });
        } });
        System.out.println(q3);
        attempt("sort comparator adding", new Action() { public void run() {
            q3.sort(new Comparator<String>() {
                public int compare(String a, String b) { if (q3.size() < 7) q3.add("v"); return a.compareTo(b); }
            });
        } });
        System.out.println(q3.size());
        attempt("forEach null", new Action() { public void run() { q3.forEach(null); } });
        attempt("removeIf null", new Action() { public void run() { q3.removeIf(null); } });
        attempt("replaceAll null", new Action() { public void run() { q3.replaceAll(null); } });
        attempt("removeAll null", new Action() { public void run() { q3.removeAll(null); } });
        attempt("retainAll null", new Action() { public void run() { new ArrayList<String>().retainAll(null); } });
        attempt("addAll null", new Action() { public void run() { q3.addAll(null); } });
        attempt("new ArrayList(null)", new Action() { public void run() { new ArrayList<String>(null); } });

        // Sublists of sublists and their messages.
        final ArrayList<Integer> base = new ArrayList<Integer>();
        for (int i = 0; i < 10; i++) base.add(i);
        final List<Integer> s1 = base.subList(2, 8);
        final List<Integer> s2 = s1.subList(1, 4);
        System.out.println(s1 + " " + s2 + " " + (s2 instanceof RandomAccess) + " " + s2.indexOf(5) + " " + s2.lastIndexOf(2)
                + " " + s2.contains(4) + " " + s2.equals(Arrays.asList(3, 4, 5)) + " " + s2.hashCode());
        s2.add(1, 40);
        s2.remove(Integer.valueOf(5));
        s2.addAll(Arrays.asList(50, 51));
        s2.addAll(0, Arrays.asList(30, 31));
        System.out.println(s2 + " " + s1 + " " + base);
        s2.removeAll(Arrays.asList(31, 50));
        s2.retainAll(Arrays.asList(30, 3, 40, 51, 99));
        System.out.println(s2 + " " + s1 + " " + base);
        System.out.println(Arrays.toString(s2.toArray()) + " " + Arrays.toString(s2.toArray(new Integer[6])) + " " + s2.toArray(new Integer[0]).length);
        ListIterator<Integer> sli = s2.listIterator(1);
        sli.next();
        sli.set(300);
        sli.add(301);
        sli.previous();
        sli.remove();
        System.out.println(s2 + " " + s1 + " " + base + " " + sli.nextIndex());
        attempt("s2.get(9)", new Action() { public void run() { s2.get(9); } });
        attempt("s2.set(-1)", new Action() { public void run() { s2.set(-1, 0); } });
        attempt("s2.remove(4)", new Action() { public void run() { s2.remove(4); } });
        attempt("s2.add(6)", new Action() { public void run() { s2.add(6, 0); } });
        attempt("s2.addAll(-1)", new Action() { public void run() { s2.addAll(-1, Arrays.asList(1)); } });
        attempt("s2.listIterator(7)", new Action() { public void run() { s2.listIterator(7); } });
        attempt("s2.subList(0, 9)", new Action() { public void run() { s2.subList(0, 9); } });
        attempt("s2.subList(2, 1)", new Action() { public void run() { s2.subList(2, 1); } });
        attempt("s2 iterator past end", new Action() { public void run() {
            Iterator<Integer> it = s2.iterator();
            while (true) it.next();
        } });
        attempt("s2 previous at 0", new Action() { public void run() { s2.listIterator().previous(); } });
        attempt("s2 remove twice", new Action() { public void run() {
            Iterator<Integer> it = s2.iterator(); it.next(); it.remove(); it.remove(); } });
        System.out.println(s2 + " " + base);
        s1.add(77);
        attempt("s2 stale get", new Action() { public void run() { s2.get(0); } });
        attempt("s2 stale get(99)", new Action() { public void run() { s2.get(99); } });
        attempt("s2 stale size", new Action() { public void run() { s2.size(); } });
        attempt("s2 stale add(99)", new Action() { public void run() { s2.add(99, 1); } });
        attempt("s2 stale subList", new Action() { public void run() { s2.subList(0, 0); } });
        System.out.println(s1 + " " + base);
        final Iterator<Integer> sIt = s1.iterator();
        sIt.next();
        base.set(0, -1);
        System.out.println("after set " + sIt.next());
        base.add(5);
        attempt("s1 iterator after base add", new Action() { public void run() { sIt.next(); } });
        attempt("s1 iterator hasNext", new Action() { public void run() { System.out.print(sIt.hasNext() + " "); } });

        // toArray(T[]) and clone.
        ArrayList<String> t = new ArrayList<String>(Arrays.asList("x", null, "y"));
        String[] arr = {"1", "2", "3", "4", "5"};
        System.out.println(Arrays.toString(t.toArray(arr)) + " " + (t.toArray(arr) == arr) + " " + t.toArray(new String[3]).length);
        @SuppressWarnings("unchecked")
        ArrayList<String> c = (ArrayList<String>) t.clone();
        Iterator<String> ci = c.iterator();
        t.add("only-t");
        System.out.println(ci.next() + " " + c + " " + t + " " + c.equals(t));
        t.addAll(t);
        t.addAll(1, t);
        System.out.println(t + " " + t.size());
        ArrayList<Integer> big = new ArrayList<Integer>(3);
        for (int i = 0; i < 1000; i++) big.add(i % 7);
        big.subList(10, 990).clear();
        System.out.println(big + " " + big.indexOf(6) + " " + big.lastIndexOf(0));
        ArrayList<Integer> empty = new ArrayList<Integer>(Arrays.<Integer>asList());
        empty.add(1);
        empty.trimToSize();
        empty.add(2);
        System.out.println(empty + " " + new ArrayList<Integer>(0).equals(new LinkedList<Integer>()));
    }
}
// expect: add: structural [4, 1, 3, 2, 9]
// expect: add(i): structural [9, 4, 1, 3, 2]
// expect: set: not structural [9, 1, 3, 2]
// expect: remove(i): structural [4, 1, 3]
// expect: remove(o) found: structural [4, 1, 2]
// expect: remove(o) absent: not structural [4, 1, 3, 2]
// expect: addAll empty: structural [4, 1, 3, 2]
// expect: addAll(i) empty: structural [4, 1, 3, 2]
// expect: removeAll none: not structural [4, 1, 3, 2]
// expect: removeAll some: structural [4, 1, 2]
// expect: retainAll all: not structural [4, 1, 3, 2]
// expect: removeIf none: not structural [4, 1, 3, 2]
// expect: removeIf some: structural [1, 3, 2]
// expect: replaceAll: structural [40, 10, 30, 20]
// expect: sort: structural [1, 2, 3, 4]
// expect: sort empty-ish: not structural [4, 1, 3, 2]
// expect: clear: structural []
// expect: trimToSize: structural [4, 1, 3, 2]
// expect: ensureCapacity small: not structural [4, 1, 3, 2]
// expect: ensureCapacity big: structural [4, 1, 3, 2]
// expect: subList.set: not structural [4, 5, 3, 2]
// expect: subList.add: structural [4, 1, 3, 5, 2]
// expect: subList.clear empty: structural [4, 1, 3, 2]
// expect: subList.removeIf none: not structural [4, 1, 3, 2]
// expect: subList.replaceAll: not structural [-4, -1, 3, 2]
// expect: subList.sort: not structural [1, 3, 4, 2]
// expect: iterator.remove other: structural [1, 3, 2]
// expect: equals: not structural [4, 1, 3, 2]
// expect: quirk abc [a, b, d]
// expect: add during last: java.util.ConcurrentModificationException
// expect: aforEach adding: java.util.ConcurrentModificationException
// expect: [a, b, c, z]
// expect: removeIf adding: java.util.ConcurrentModificationException
// expect: [a, b, c, z, y]
// expect: removeIf throwing: java.lang.IllegalStateException: stop
// expect: [a, b, c, z, y]
// expect: replaceAll adding: java.util.ConcurrentModificationException
// expect: [aa, bb, cc, z, y, w]
// expect: sort comparator adding: java.util.ConcurrentModificationException
// expect: 7
// expect: forEach null: java.lang.NullPointerException
// expect: removeIf null: java.lang.NullPointerException
// expect: replaceAll null: java.lang.NullPointerException
// expect: removeAll null: java.lang.NullPointerException
// expect: retainAll null: java.lang.NullPointerException
// expect: addAll null: java.lang.NullPointerException
// expect: new ArrayList(null): java.lang.NullPointerException
// expect: [2, 3, 4, 5, 6, 7] [3, 4, 5] true 2 -1 true true 32803
// expect: [30, 31, 3, 40, 4, 50, 51] [2, 30, 31, 3, 40, 4, 50, 51, 6, 7] [0, 1, 2, 30, 31, 3, 40, 4, 50, 51, 6, 7, 8, 9]
// expect: [30, 3, 40, 51] [2, 30, 3, 40, 51, 6, 7] [0, 1, 2, 30, 3, 40, 51, 6, 7, 8, 9]
// expect: [30, 3, 40, 51] [30, 3, 40, 51, null, null] 4
// expect: [30, 300, 40, 51] [2, 30, 300, 40, 51, 6, 7] [0, 1, 2, 30, 300, 40, 51, 6, 7, 8, 9] 2
// expect: s2.get(9): java.lang.IndexOutOfBoundsException: Index 9 out of bounds for length 4
// expect: s2.set(-1): java.lang.IndexOutOfBoundsException: Index -1 out of bounds for length 4
// expect: s2.remove(4): java.lang.IndexOutOfBoundsException: Index 4 out of bounds for length 4
// expect: s2.add(6): java.lang.IndexOutOfBoundsException: Index: 6, Size: 4
// expect: s2.addAll(-1): java.lang.IndexOutOfBoundsException: Index: -1, Size: 4
// expect: s2.listIterator(7): java.lang.IndexOutOfBoundsException: Index: 7, Size: 4
// expect: s2.subList(0, 9): java.lang.IndexOutOfBoundsException: toIndex = 9
// expect: s2.subList(2, 1): java.lang.IllegalArgumentException: fromIndex(2) > toIndex(1)
// expect: s2 iterator past end: java.util.NoSuchElementException
// expect: s2 previous at 0: java.util.NoSuchElementException
// expect: s2 remove twice: java.lang.IllegalStateException
// expect: [300, 40, 51] [0, 1, 2, 300, 40, 51, 6, 7, 8, 9]
// expect: s2 stale get: java.util.ConcurrentModificationException
// expect: s2 stale get(99): java.lang.IndexOutOfBoundsException: Index 99 out of bounds for length 3
// expect: s2 stale size: java.util.ConcurrentModificationException
// expect: s2 stale add(99): java.lang.IndexOutOfBoundsException: Index: 99, Size: 3
// expect: s2 stale subList: ok
// expect: [2, 300, 40, 51, 6, 7, 77] [0, 1, 2, 300, 40, 51, 6, 7, 77, 8, 9]
// expect: after set 300
// expect: s1 iterator after base add: java.util.ConcurrentModificationException
// expect: true s1 iterator hasNext: ok
// expect: [x, null, y, null, 5] true 3
// expect: x [x, null, y] [x, null, y, only-t] false
// expect: [x, x, null, y, only-t, x, null, y, only-t, null, y, only-t, x, null, y, only-t] 16
// expect: [0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 5] 6 14
// expect: [1, 2] true
