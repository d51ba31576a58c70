// LinkedList as List and Deque: both ends, the null-returning and throwing accessors, first and
// last occurrence removal, list iterators from either end with add/set/remove, descending
// iteration, fail-fast checks and which operations are structural, sublists and clone.
import java.util.*;

public class linkedlist_deque {
    interface Action { void run(); }

    static void attempt(String what, Action a) {
        try {
            a.run();
            System.out.println(what + ": ok");
        } catch (RuntimeException e) {
            System.out.println(what + ": " + e);
        }
    }

    interface Op { void apply(LinkedList<Integer> l); }

    static void counts(String what, Op op) {
        LinkedList<Integer> l = new LinkedList<Integer>(Arrays.asList(4, 1, 3, 2));
        Iterator<Integer> it = l.iterator();
        it.next();
        op.apply(l);
        try {
            it.next();
            System.out.println(what + ": not structural " + l);
        } catch (ConcurrentModificationException e) {
            System.out.println(what + ": structural " + l);
        }
    }

    public static void main(String[] args) {
        LinkedList<String> d = new LinkedList<String>();
        System.out.println(d.peek() + " " + d.peekFirst() + " " + d.peekLast() + " " + d.poll() + " "
                + d.pollFirst() + " " + d.pollLast() + " " + d + " " + d.size());
        d.addFirst("b");
        d.addLast("c");
        d.offerFirst("a");
        d.offerLast("d");
        d.push("z");
        d.offer(null);
        d.add("a");
        System.out.println(d + " " + d.getFirst() + " " + d.getLast() + " " + d.element() + " " + d.peekLast());
        System.out.println(d.removeFirstOccurrence("a") + " " + d + " " + d.removeLastOccurrence("a") + " " + d
                + " " + d.removeLastOccurrence("q") + " " + d.removeFirstOccurrence(null) + " " + d);
        System.out.println(d.pop() + " " + d.poll() + " " + d.pollLast() + " " + d.remove() + " " + d);
        d.addAll(Arrays.asList("1", "2", "3", "4", "5", "6"));
        System.out.println(d.removeFirst() + " " + d.removeLast() + " " + d);
        Iterator<String> desc = d.descendingIterator();
        StringBuilder sb = new StringBuilder();
        while (desc.hasNext()) {
            String s = desc.next();
            sb.append(s);
            if (s.equals("3")) desc.remove();
        }
        System.out.println(sb + " " + d);
        for (int i = 0; i < d.size(); i++) sb.append(d.get(i));
        System.out.println(d.indexOf("4") + " " + d.lastIndexOf("4") + " " + d.indexOf(null) + " " + d.contains("5")
                + " " + d.set(1, "X") + " " + d.remove(0) + " " + d);
        d.add(1, "mid");
        d.add(d.size(), "end");
        d.add(0, "start");
        d.addAll(2, Arrays.asList("p", "q"));
        d.addAll(d.size(), Arrays.asList("r"));
        System.out.println(d + " " + d.addAll(3, new ArrayList<String>()));

        ListIterator<String> li = d.listIterator(d.size());
        sb.setLength(0);
        while (li.hasPrevious()) {
            int idx = li.previousIndex();
            String s = li.previous();
            sb.append(idx).append(s).append(' ');
            if (s.equals("q")) li.remove();
            else if (s.equals("mid")) li.set("MID");
            else if (s.equals("p")) li.add("before-p?");
        }
        System.out.println(sb + "| " + d + " " + li.nextIndex());
        ListIterator<String> mid = d.listIterator(3);
        System.out.println(mid.next() + " " + mid.previous() + " " + mid.previous() + " " + mid.next() + " " + mid.nextIndex());
        mid.add("A1");
        mid.add("A2");
        System.out.println(mid.previous() + " " + d);
        mid.remove();
        System.out.println(d + " " + mid.nextIndex() + " " + mid.next());

        final LinkedList<String> e = new LinkedList<String>(Arrays.asList("x", "y"));
        attempt("listIterator(3)", new Action() { public void run() { e.listIterator(3); } });
        attempt("listIterator(-1)", new Action() { public void run() { e.listIterator(-1); } });
        attempt("next past end", new Action() { public void run() { ListIterator<String> it = e.listIterator(2); it.next(); } });
        attempt("previous at start", new Action() { public void run() { e.listIterator().previous(); } });
        attempt("remove before next", new Action() { public void run() { e.listIterator().remove(); } });
        attempt("set after add", new Action() { public void run() {
            ListIterator<String> it = e.listIterator(); it.add("w"); it.set("v"); } });
        System.out.println(e);
        attempt("set(2)", new Action() { public void run() { e.set(3, "q"); } });
        attempt("addAll(7)", new Action() { public void run() { e.addAll(7, Arrays.asList("q")); } });
        attempt("addAll(-1, empty)", new Action() { public void run() { e.addAll(-1, new ArrayList<String>()); } });
        attempt("descending past end", new Action() { public void run() {
            Iterator<String> it = e.descendingIterator(); while (true) it.next(); } });
        attempt("descending remove twice", new Action() { public void run() {
            Iterator<String> it = e.descendingIterator(); it.next(); it.remove(); it.remove(); } });
        System.out.println(e);
        attempt("removeFirst empty", new Action() { public void run() { new LinkedList<String>().removeFirst(); } });
        attempt("getLast empty", new Action() { public void run() { new LinkedList<String>().getLast(); } });
        attempt("remove() empty", new Action() { public void run() { new LinkedList<String>().remove(); } });
        attempt("subList(1, 5)", new Action() { public void run() { e.subList(1, 5); } });
        attempt("subList.get(1)", new Action() { public void run() { e.subList(0, 1).get(1); } });
        attempt("addAll null", new Action() { public void run() { e.addAll(null); } });
        final Iterator<String> stale = e.iterator();
        e.addFirst("new");
        attempt("stale next", new Action() { public void run() { stale.next(); } });
        attempt("stale hasNext", new Action() { public void run() { System.out.print(stale.hasNext() + " "); } });
        final ListIterator<String> stale2 = e.listIterator(1);
        stale2.next();
        e.removeLast();
        attempt("stale remove", new Action() { public void run() { stale2.remove(); } });
        attempt("stale set", new Action() { public void run() { stale2.set("s"); } });
        attempt("stale add", new Action() { public void run() { stale2.add("s"); } });
        attempt("stale previous", new Action() { public void run() { stale2.previous(); } });
        System.out.println(e);

        counts("addFirst", new Op() { public void apply(LinkedList<Integer> l) { l.addFirst(0); } });
        counts("set", new Op() { public void apply(LinkedList<Integer> l) { l.set(2, 0); } });
        counts("addAll empty", new Op() { public void apply(LinkedList<Integer> l) { l.addAll(new ArrayList<Integer>()); } });
        counts("clear empty-range", new Op() { public void apply(LinkedList<Integer> l) { l.subList(1, 1).clear(); } });
        counts("clear", new Op() { public void apply(LinkedList<Integer> l) { l.clear(); } });
        counts("removeFirstOccurrence absent", new Op() { public void apply(LinkedList<Integer> l) { l.removeFirstOccurrence(9); } });
        counts("pollLast", new Op() { public void apply(LinkedList<Integer> l) { l.pollLast(); } });
        counts("sort", new Op() { public void apply(LinkedList<Integer> l) { l.sort(null); } });
        counts("removeIf none", new Op() { public void apply(LinkedList<Integer> l) { l.removeIf(new java.util.function.Predicate<Integer>() {
            public boolean test(Integer x) { return false; } }); } });

        // The for-each quirk holds for LinkedList too.
        LinkedList<String> q = new LinkedList<String>(Arrays.asList("a", "b", "c", "d"));
        sb.setLength(0);
        for (String s : q) {
            sb.append(s);
            if (s.equals("c")) q.remove(s);
        }
        System.out.println("quirk " + sb + " " + q);

        LinkedList<Integer> big = new LinkedList<Integer>();
        for (int i = 0; i < 50; i++) big.add(i);
        System.out.println(big.get(3) + " " + big.get(47) + " " + big.get(25) + " " + big.remove(24) + " " + big.set(30, -1) + " " + big.size());
        List<Integer> sub = big.subList(10, 15);
        sub.add(2, 99);
        sub.remove(Integer.valueOf(12));
        System.out.println(sub + " " + (sub instanceof RandomAccess) + " " + big.subList(8, 18));
        @SuppressWarnings("unchecked")
        LinkedList<Integer> cl = (LinkedList<Integer>) big.clone();
        cl.clear();
        System.out.println(cl + " " + big.size() + " " + big.peekFirst() + " " + big.peekLast());
        Integer[] ta = big.toArray(new Integer[60]);
        System.out.println(ta[49] + " " + ta[48] + " " + big.toArray().length + " " + big.toArray(new Integer[0]).length);
        System.out.println(new LinkedList<String>(Arrays.asList("a", null)).equals(Arrays.asList("a", null)) + " "
                + new LinkedList<String>(Arrays.asList("a", null)).hashCode());
    }
}
// expect: null null null null null null [] 0
// expect: [z, a, b, c, d, null, a] z a z a
// expect: true [z, b, c, d, null, a] true [z, b, c, d, null] false true [z, b, c, d]
// expect: z b d c []
// expect: 1 6 [2, 3, 4, 5]
// expect: 5432 [2, 4, 5]
// expect: 1 1 -1 true 4 2 [X, 5]
// expect: [start, X, p, q, mid, 5, end, r] false
// expect: 7r 6end 55 4mid 3q 2p 2before-p? 1X 0start | [start, X, before-p?, p, MID, 5, end, r] 0
// expect: p p before-p? before-p? 3
// expect: A2 [start, X, before-p?, A1, A2, p, MID, 5, end, r]
// expect: [start, X, before-p?, A1, p, MID, 5, end, r] 4 p
// expect: listIterator(3): java.lang.IndexOutOfBoundsException: Index: 3, Size: 2
// expect: listIterator(-1): java.lang.IndexOutOfBoundsException: Index: -1, Size: 2
// expect: next past end: java.util.NoSuchElementException
// expect: previous at start: java.util.NoSuchElementException
// expect: remove before next: java.lang.IllegalStateException
// expect: set after add: java.lang.IllegalStateException
// expect: [w, x, y]
// expect: set(2): java.lang.IndexOutOfBoundsException: Index: 3, Size: 3
// expect: addAll(7): java.lang.IndexOutOfBoundsException: Index: 7, Size: 3
// expect: addAll(-1, empty): java.lang.IndexOutOfBoundsException: Index: -1, Size: 3
// expect: descending past end: java.util.NoSuchElementException
// expect: descending remove twice: java.lang.IllegalStateException
// expect: [w, x]
// expect: removeFirst empty: java.util.NoSuchElementException
// expect: getLast empty: java.util.NoSuchElementException
// expect: remove() empty: java.util.NoSuchElementException
// expect: subList(1, 5): java.lang.IndexOutOfBoundsException: toIndex = 5
// expect: subList.get(1): java.lang.IndexOutOfBoundsException: Index 1 out of bounds for length 1
// expect: addAll null: java.lang.NullPointerException
// expect: stale next: java.util.ConcurrentModificationException
// expect: true stale hasNext: ok
// expect: stale remove: java.util.ConcurrentModificationException
// expect: stale set: java.util.ConcurrentModificationException
// expect: stale add: java.util.ConcurrentModificationException
// expect: stale previous: java.util.ConcurrentModificationException
// expect: [new, w]
// expect: addFirst: structural [0, 4, 1, 3, 2]
// expect: set: not structural [4, 1, 0, 2]
// expect: addAll empty: not structural [4, 1, 3, 2]
// expect: clear empty-range: not structural [4, 1, 3, 2]
// expect: clear: structural []
// expect: removeFirstOccurrence absent: not structural [4, 1, 3, 2]
// expect: pollLast: structural [4, 1, 3]
// expect: sort: not structural [1, 2, 3, 4]
// expect: removeIf none: not structural [4, 1, 3, 2]
// expect: quirk abc [a, b, d]
// expect: 3 47 25 24 31 49
// expect: [10, 11, 99, 13, 14] false [8, 9, 10, 11, 99, 13, 14, 15, 16, 17]
// expect: [] 49 0 49
// expect: null 49 49 49
// expect: true 3968
