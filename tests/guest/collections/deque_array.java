// ArrayDeque: both ends, nulls refused, iteration head to tail across the wrap of its circular
// storage, removal of interior elements, iterator removal from either direction, what its
// iterators notice of changes made behind their back (not growth: where an iterator then
// stands depends on the JDK's array layout), bulk operations, toArray and clone.
import java.util.*;
import java.util.function.*;

public class deque_array {
    interface Action { void run(); }

    static void attempt(String what, Action a) {
        try {
            a.run();
            System.out.println(what + ": ok");
        } catch (RuntimeException e) {
            System.out.println(what + ": " + e);
        }
    }

    interface Op { void apply(ArrayDeque<Integer> d); }

    /** Iterates (forward or backward), applies op after the first element, prints what happens. */
    static void behind(String what, boolean backward, Op op) {
        ArrayDeque<Integer> d = new ArrayDeque<Integer>();
        for (int i = 1; i <= 5; i++) d.addLast(i);
        d.addFirst(0);
        d.addFirst(-1);
        Iterator<Integer> it = backward ? d.descendingIterator() : d.iterator();
        StringBuilder sb = new StringBuilder();
        sb.append(it.next());
        op.apply(d);
        try {
            while (it.hasNext()) sb.append(' ').append(it.next());
            System.out.println(what + ": " + sb + " | " + d);
        } catch (RuntimeException e) {
            System.out.println(what + ": " + sb + " then " + e + " | " + d);
        }
    }

    public static void main(String[] args) {
        ArrayDeque<String> d = new ArrayDeque<String>(2);
        System.out.println(d.peekFirst() + " " + d.pollLast() + " " + d.poll() + " " + d.peek() + " " + d + " " + d.isEmpty());
        for (int i = 0; i < 6; i++) {
            d.addFirst("f" + i);
            d.offerLast("l" + i);
        }
        d.push("top");
        System.out.println(d + " " + d.size() + " " + d.getFirst() + " " + d.getLast() + " " + d.element());
        System.out.println(d.pop() + " " + d.removeFirst() + " " + d.removeLast() + " " + d.pollFirst() + " " + d.pollLast() + " " + d);
        d.add("f2");
        d.addFirst("l2");
        System.out.println(d.removeFirstOccurrence("f2") + " " + d + " " + d.removeLastOccurrence("l2") + " " + d
                + " " + d.removeFirstOccurrence("zz") + " " + d.removeFirstOccurrence(null) + " " + d.remove("l3") + " " + d);
        System.out.println(d.contains("f1") + " " + d.contains(null) + " " + d.contains("zz"));
        Iterator<String> it = d.iterator();
        while (it.hasNext()) {
            String s = it.next();
            if (s.startsWith("f")) it.remove();
        }
        System.out.println(d);
        for (int i = 0; i < 5; i++) d.addFirst("g" + i);
        Iterator<String> back = d.descendingIterator();
        StringBuilder sb = new StringBuilder();
        while (back.hasNext()) {
            String s = back.next();
            sb.append(s).append(' ');
            if (s.equals("l4") || s.equals("g2") || s.equals("g4")) back.remove();
        }
        System.out.println(sb + "| " + d);
        String[] arr = d.toArray(new String[10]);
        System.out.println(Arrays.toString(arr) + " " + Arrays.toString(d.toArray()) + " " + d.toArray(new String[0]).length);
        ArrayDeque<String> cl = d.clone();
        cl.clear();
        cl.add("only");
        System.out.println(cl + " " + d + " " + d.equals(new ArrayDeque<String>(d)));
        final ArrayDeque<String> e = d;
        attempt("addFirst(null)", new Action() { public void run() { e.addFirst(null); } });
        attempt("addLast(null)", new Action() { public void run() { e.addLast(null); } });
        attempt("offer(null)", new Action() { public void run() { e.offer(null); } });
        attempt("push(null)", new Action() { public void run() { e.push(null); } });
        attempt("addAll with null", new Action() { public void run() { e.addAll(Arrays.asList("n1", null, "n2")); } });
        System.out.println(e);
        attempt("new ArrayDeque(null elem)", new Action() { public void run() { new ArrayDeque<String>(Arrays.asList("a", null)); } });
        attempt("pop empty", new Action() { public void run() { new ArrayDeque<String>().pop(); } });
        attempt("remove() empty", new Action() { public void run() { new ArrayDeque<String>().remove(); } });
        attempt("getFirst empty", new Action() { public void run() { new ArrayDeque<String>().getFirst(); } });
        attempt("removeLast empty", new Action() { public void run() { new ArrayDeque<String>().removeLast(); } });
        attempt("iterator past end", new Action() { public void run() {
            Iterator<String> i2 = e.iterator(); while (true) i2.next(); } });
        attempt("iterator remove first", new Action() { public void run() { e.iterator().remove(); } });
        attempt("iterator remove twice", new Action() { public void run() {
            Iterator<String> i2 = e.iterator(); i2.next(); i2.remove(); i2.remove(); } });
        attempt("descending past end", new Action() { public void run() {
            Iterator<String> i2 = new ArrayDeque<String>(e).descendingIterator(); while (true) i2.next(); } });
        attempt("new ArrayDeque(-5)", new Action() { public void run() { System.out.print(new ArrayDeque<String>(-5).size() + " "); } });

        behind("addLast", false, new Op() { public void apply(ArrayDeque<Integer> q) { q.addLast(9); } });
        behind("addFirst", false, new Op() { public void apply(ArrayDeque<Integer> q) { q.addFirst(9); } });
        behind("pollFirst", false, new Op() { public void apply(ArrayDeque<Integer> q) { q.pollFirst(); } });
        behind("pollFirst twice", false, new Op() { public void apply(ArrayDeque<Integer> q) { q.pollFirst(); q.pollFirst(); } });
        behind("pollLast", false, new Op() { public void apply(ArrayDeque<Integer> q) { q.pollLast(); } });
        behind("remove interior", false, new Op() { public void apply(ArrayDeque<Integer> q) { q.remove(3); } });
        behind("clear", false, new Op() { public void apply(ArrayDeque<Integer> q) { q.clear(); } });
        behind("clear and refill", false, new Op() { public void apply(ArrayDeque<Integer> q) {
            q.clear(); for (int i = 0; i < 7; i++) q.add(i * 10); } });
        behind("back addFirst", true, new Op() { public void apply(ArrayDeque<Integer> q) { q.addFirst(9); } });
        behind("back addLast", true, new Op() { public void apply(ArrayDeque<Integer> q) { q.addLast(9); } });
        behind("back pollLast", true, new Op() { public void apply(ArrayDeque<Integer> q) { q.pollLast(); } });
        behind("back pollFirst", true, new Op() { public void apply(ArrayDeque<Integer> q) { q.pollFirst(); } });
        behind("back remove interior", true, new Op() { public void apply(ArrayDeque<Integer> q) { q.remove(2); } });

        ArrayDeque<Integer> w = new ArrayDeque<Integer>();
        for (int i = 0; i < 20; i++) {
            w.addLast(i);
            if (i % 3 == 0) w.pollFirst();
        }
        for (int i = 0; i < 4; i++) w.addFirst(-i);
        System.out.println(w + " " + w.size());
        System.out.println(w.removeIf(new Predicate<Integer>() { public boolean test(Integer x) { return x % 2 == 0; } }) + " " + w);
        System.out.println(w.removeAll(Arrays.asList(5, 7, 100)) + " " + w + " " + w.retainAll(Arrays.asList(-1, -3, 11, 13, 15, 17)) + " " + w);
        final StringBuilder fe = new StringBuilder();
        w.forEach(new Consumer<Integer>() { public void accept(Integer x) { fe.append(x).append(','); } });
        System.out.println(fe + " " + w.addAll(new ArrayList<Integer>()) + " " + w.addAll(Arrays.asList(1, 2)) + " " + w);
        final ArrayDeque<Integer> w2 = w;
        attempt("forEach adding", new Action() { public void run() {
            w2.forEach(new Consumer<Integer>() { public void accept(Integer x) { System.out.print(x + " "); if (x == 13) w2.addLast(98); } }); } });
        System.out.println(w2);
        attempt("removeIf throwing", new Action() { public void run() {
            w2.removeIf(new Predicate<Integer>() { public boolean test(Integer x) { if (x == 2) throw new IllegalStateException("x"); return x > 12; } }); } });
        System.out.println(w2);
    }
}
// expect: null null null null [] true
// expect: [top, f5, f4, f3, f2, f1, f0, l0, l1, l2, l3, l4, l5] 13 top l5 top
// expect: top f5 l5 f4 l4 [f3, f2, f1, f0, l0, l1, l2, l3]
// expect: true [l2, f3, f1, f0, l0, l1, l2, l3, f2] true [l2, f3, f1, f0, l0, l1, l3, f2] false false true [l2, f3, f1, f0, l0, l1, f2]
// expect: true false false
// expect: [l2, l0, l1]
// expect: l1 l0 l2 g0 g1 g2 g3 g4 | [g3, g1, g0, l2, l0, l1]
// expect: [g3, g1, g0, l2, l0, l1, null, null, null, null] [g3, g1, g0, l2, l0, l1] 6
// expect: [only] [g3, g1, g0, l2, l0, l1] false
// expect: addFirst(null): java.lang.NullPointerException
// expect: addLast(null): java.lang.NullPointerException
// expect: offer(null): java.lang.NullPointerException
// expect: push(null): java.lang.NullPointerException
// expect: addAll with null: java.lang.NullPointerException
// expect: [g3, g1, g0, l2, l0, l1, n1]
// expect: new ArrayDeque(null elem): java.lang.NullPointerException
// expect: pop empty: java.util.NoSuchElementException
// expect: remove() empty: java.util.NoSuchElementException
// expect: getFirst empty: java.util.NoSuchElementException
// expect: removeLast empty: java.util.NoSuchElementException
// expect: iterator past end: java.util.NoSuchElementException
// expect: iterator remove first: java.lang.IllegalStateException
// expect: iterator remove twice: java.lang.IllegalStateException
// expect: descending past end: java.util.NoSuchElementException
// expect: 0 new ArrayDeque(-5): ok
// expect: addLast: -1 0 1 2 3 4 5 | [-1, 0, 1, 2, 3, 4, 5, 9]
// expect: addFirst: -1 0 1 2 3 4 5 | [9, -1, 0, 1, 2, 3, 4, 5]
// expect: pollFirst: -1 0 1 2 3 4 5 | [0, 1, 2, 3, 4, 5]
// expect: pollFirst twice: -1  then java.util.ConcurrentModificationException | [1, 2, 3, 4, 5]
// expect: pollLast: -1 0 1 2 3 4  then java.util.ConcurrentModificationException | [-1, 0, 1, 2, 3, 4]
// expect: remove interior: -1 0 1 2 4 5  then java.util.ConcurrentModificationException | [-1, 0, 1, 2, 4, 5]
// expect: clear: -1  then java.util.ConcurrentModificationException | []
// expect: clear and refill: -1  then java.util.ConcurrentModificationException | [0, 10, 20, 30, 40, 50, 60]
// expect: back addFirst: 5 4 3 2 1 0 -1 | [9, -1, 0, 1, 2, 3, 4, 5]
// expect: back addLast: 5 4 3 2 1 0 -1 | [-1, 0, 1, 2, 3, 4, 5, 9]
// expect: back pollLast: 5 4 3 2 1 0 -1 | [-1, 0, 1, 2, 3, 4]
// expect: back pollFirst: 5 4 3 2 1 0  then java.util.ConcurrentModificationException | [0, 1, 2, 3, 4, 5]
// expect: back remove interior: 5 5 4 3 1 0 -1 | [-1, 0, 1, 3, 4, 5]
// expect: [-3, -2, -1, 0, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19] 17
// expect: true [-3, -1, 7, 9, 11, 13, 15, 17, 19]
// expect: true [-3, -1, 9, 11, 13, 15, 17, 19] true [-3, -1, 11, 13, 15, 17]
// expect: -3,-1,11,13,15,17, false true [-3, -1, 11, 13, 15, 17, 1, 2]
// expect: -3 -1 11 13 15 17 1 2 forEach adding: java.util.ConcurrentModificationException
// expect: [-3, -1, 11, 13, 15, 17, 1, 2, 98]
// expect: removeIf throwing: java.lang.IllegalStateException: x
// expect: [-3, -1, 11, 13, 15, 17, 1, 2, 98]
