// PriorityQueue: the array-heap order (visible through toString and iteration) after offers,
// polls, removals, heapify from a collection, construction from a SortedSet or another queue,
// comparators, iterator removal (including elements moved behind the cursor), fail-fast
// iteration, toArray, and the exceptions of the empty and null cases.
import java.util.*;

public class priorityqueue_order {
    /** Orders strings by length, then alphabetically. */
    static final class PqoByLength implements Comparator<String> {
        public int compare(String a, String b) {
            if (a.length() != b.length()) {
                return a.length() - b.length();
            }
            return a.compareTo(b);
        }
    }

    static String drain(PriorityQueue<?> q) {
        StringBuilder sb = new StringBuilder();
        while (!q.isEmpty()) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(q.poll());
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        PriorityQueue<Integer> q = new PriorityQueue<Integer>();
        int[] values = {5, 3, 8, 1, 9, 2, 7, 3, 6, 0, 4};
        for (int v : values) {
            q.offer(v);
        }
        System.out.println(q + " size " + q.size() + " peek " + q.peek());
        System.out.println(q.poll() + " " + q.poll() + " " + q);
        System.out.println(q.remove(Integer.valueOf(7)) + " " + q.remove(Integer.valueOf(42)) + " " + q);
        System.out.println(q.contains(9) + " " + q.contains(10) + " " + q.contains(null) + " " + q.element());
        System.out.println(Arrays.toString(q.toArray()));
        Integer[] small = q.toArray(new Integer[0]);
        Integer[] big = new Integer[12];
        Arrays.fill(big, -1);
        q.toArray(big);
        System.out.println(Arrays.toString(small) + " " + Arrays.toString(big));
        System.out.println(drain(q) + " | " + q + " " + q.peek() + " " + q.poll());

        // Seeded random workloads: toString after mixed offers and polls.
        for (int seed = 1; seed <= 4; seed++) {
            Random r = new Random(seed);
            PriorityQueue<Integer> p = new PriorityQueue<Integer>(seed);
            for (int i = 0; i < 40; i++) {
                if (r.nextInt(3) == 0) {
                    p.poll();
                } else {
                    p.add(r.nextInt(100));
                }
            }
            System.out.println("seed " + seed + ": " + p);
            for (int i = 0; i < 5; i++) {
                p.remove(Integer.valueOf(r.nextInt(100)));
            }
            System.out.println("  after removals: " + p);
        }

        // Heapify from an unordered collection, and the comparator-taking constructors.
        List<Integer> list = new ArrayList<Integer>();
        Random r = new Random(99);
        for (int i = 0; i < 20; i++) {
            list.add(r.nextInt(50));
        }
        PriorityQueue<Integer> h = new PriorityQueue<Integer>(list);
        System.out.println("heapified " + h + " comparator " + h.comparator());
        PriorityQueue<Integer> fromLinked = new PriorityQueue<Integer>(new LinkedList<Integer>(list));
        System.out.println("from linked " + fromLinked);
        PriorityQueue<Integer> copy = new PriorityQueue<Integer>(h);
        System.out.println("copy " + copy + " " + drain(copy));
        Collection<Integer> asColl = h;
        System.out.println("copy via Collection " + new PriorityQueue<Integer>(asColl));

        PriorityQueue<Integer> rev = new PriorityQueue<Integer>(Collections.<Integer>reverseOrder());
        rev.addAll(list);
        System.out.println("reverse " + rev);
        PriorityQueue<Integer> revCopy = new PriorityQueue<Integer>(rev);
        System.out.println("reverse copy keeps comparator " + (revCopy.comparator() == rev.comparator()) + " " + revCopy.peek());

        TreeSet<String> words = new TreeSet<String>(new PqoByLength());
        Collections.addAll(words, "pear", "fig", "banana", "kiwi", "apple", "plum", "date", "cherry");
        PriorityQueue<String> ws = new PriorityQueue<String>(words);
        System.out.println("from sorted set " + ws + " " + (ws.comparator() == words.comparator()));
        ws.offer("ab");
        ws.offer("zzzzzzz");
        System.out.println("  " + ws + " -> " + drain(ws));
        SortedSet<String> natural = new TreeSet<String>(Arrays.asList("d", "b", "a", "c"));
        PriorityQueue<String> ns = new PriorityQueue<String>(natural);
        System.out.println("natural sorted set " + ns + " " + ns.comparator());
        PriorityQueue<String> byLen = new PriorityQueue<String>(3, new PqoByLength());
        Collections.addAll(byLen, "ccc", "a", "bb", "dddd", "e", "ff", "g");
        System.out.println("by length " + byLen + " -> " + drain(byLen));

        // Iterator removal: removing at a position may move the last element behind the cursor;
        // the iterator returns it at the end.
        PriorityQueue<Integer> it = new PriorityQueue<Integer>();
        Collections.addAll(it, 1, 10, 2, 11, 12, 3, 4, 13, 14, 15, 16, 5, 6);
        System.out.println("before " + it);
        StringBuilder seen = new StringBuilder();
        Iterator<Integer> i1 = it.iterator();
        while (i1.hasNext()) {
            int v = i1.next();
            seen.append(v).append(' ');
            if (v == 10 || v == 4 || v == 13 || v == 5) {
                i1.remove();
            }
        }
        System.out.println("seen " + seen + "after " + it);
        Iterator<Integer> i2 = it.iterator();
        while (i2.hasNext()) {
            i2.next();
            i2.remove();
        }
        System.out.println("all removed " + it + " " + it.size());

        PriorityQueue<Integer> cme = new PriorityQueue<Integer>(Arrays.asList(3, 1, 2));
        Iterator<Integer> ci = cme.iterator();
        ci.next();
        cme.add(0);
        try {
            ci.next();
        } catch (ConcurrentModificationException e) {
            System.out.println("next after add: " + e);
        }
        ci = cme.iterator();
        try {
            ci.remove();
        } catch (IllegalStateException e) {
            System.out.println("remove before next: " + e);
        }
        ci.next();
        ci.remove();
        try {
            ci.remove();
        } catch (IllegalStateException e) {
            System.out.println("remove twice: " + e);
        }
        cme.poll();
        try {
            ci.remove();
        } catch (ConcurrentModificationException e) {
            System.out.println("remove after poll: " + e);
        }
        Iterator<Integer> done = cme.iterator();
        while (done.hasNext()) {
            done.next();
        }
        try {
            done.next();
        } catch (NoSuchElementException e) {
            System.out.println("past the end: " + e);
        }

        // Bulk removal compacts the survivors and heapifies them again.
        PriorityQueue<Integer> bulk = new PriorityQueue<Integer>();
        for (int k = 0; k < 15; k++) {
            bulk.add((k * 7) % 15);
        }
        System.out.println("bulk " + bulk);
        System.out.println(bulk.removeAll(Arrays.asList(0, 1, 2, 7)) + " " + bulk);
        System.out.println(bulk.retainAll(Arrays.asList(14, 3, 9, 5, 11, 6)) + " " + bulk);
        System.out.println(bulk.removeAll(Arrays.asList(100)) + " " + bulk);
        bulk.clear();
        System.out.println("cleared " + bulk + " " + bulk.isEmpty() + " " + bulk.peek());

        // Empty and null cases.
        PriorityQueue<String> empty = new PriorityQueue<String>();
        try {
            empty.element();
        } catch (NoSuchElementException e) {
            System.out.println("element: " + e);
        }
        try {
            empty.remove();
        } catch (NoSuchElementException e) {
            System.out.println("remove: " + e);
        }
        try {
            empty.offer(null);
        } catch (NullPointerException e) {
            System.out.println("offer null: " + e);
        }
        try {
            empty.add(null);
        } catch (NullPointerException e) {
            System.out.println("add null: " + e);
        }
        try {
            new PriorityQueue<Integer>(0);
        } catch (IllegalArgumentException e) {
            System.out.println("capacity 0: " + e);
        }
        try {
            new PriorityQueue<Integer>(-3, Collections.<Integer>reverseOrder());
        } catch (IllegalArgumentException e) {
            System.out.println("capacity -3: " + e);
        }
        try {
            new PriorityQueue<Integer>(Arrays.asList(1, null, 3));
        } catch (NullPointerException e) {
            System.out.println("collection with null: " + e);
        }
        try {
            new PriorityQueue<Integer>(Arrays.asList((Integer) null));
        } catch (NullPointerException e) {
            System.out.println("single null: " + e);
        }
        try {
            empty.addAll(empty);
        } catch (IllegalArgumentException e) {
            System.out.println("addAll self: " + e);
        }
        System.out.println(empty.remove("x") + " " + empty.poll() + " " + empty + " " + empty.toArray().length);

        // Grow well past the initial capacity and drain in order.
        PriorityQueue<Long> longs = new PriorityQueue<Long>(1);
        Random g = new Random(7);
        long sum = 0;
        for (int k = 0; k < 500; k++) {
            long v = g.nextInt(1000);
            longs.add(v);
            sum += v;
        }
        long prev = -1;
        boolean ordered = true;
        long drained = 0;
        while (!longs.isEmpty()) {
            long v = longs.poll();
            ordered &= v >= prev;
            prev = v;
            drained += v;
        }
        System.out.println("500 drained in order " + ordered + " " + (sum == drained));
    }
}
// expect: [0, 1, 2, 3, 3, 8, 7, 5, 6, 9, 4] size 11 peek 0
// expect: 0 1 [2, 3, 7, 4, 3, 8, 9, 5, 6]
// expect: true false [2, 3, 6, 4, 3, 8, 9, 5]
// expect: true false false 2
// expect: [2, 3, 6, 4, 3, 8, 9, 5]
// expect: [2, 3, 6, 4, 3, 8, 9, 5] [2, 3, 6, 4, 3, 8, 9, 5, null, -1, -1, -1]
// expect: 2 3 3 4 5 6 8 9 | [] null null
// expect: seed 1: [4, 55, 57, 76, 77, 92, 58, 98, 86]
// expect:   after removals: [4, 55, 57, 76, 77, 92, 58, 86]
// expect: seed 2: [35, 42, 50, 56, 42, 66, 70, 58, 67, 68, 83, 99, 67, 79, 86, 94]
// expect:   after removals: [35, 42, 50, 56, 42, 66, 70, 58, 67, 68, 83, 99, 67, 79, 86]
// expect: seed 3: [22, 25, 29, 57, 70, 32, 30, 77, 81, 93, 99, 92, 39, 95, 86, 87, 85]
// expect:   after removals: [22, 25, 29, 57, 70, 32, 30, 77, 81, 93, 99, 92, 39, 95, 86, 87, 85]
// expect: seed 4: [49, 62, 76, 82, 64, 80, 92, 88, 84, 69, 94, 83, 82, 95]
// expect:   after removals: [49, 62, 76, 82, 64, 80, 92, 88, 84, 69, 94, 83, 82, 95]
// expect: heapified [0, 6, 9, 11, 8, 12, 18, 13, 20, 20, 18, 39, 31, 24, 29, 37, 38, 39, 46, 49] comparator null
// expect: from linked [0, 6, 9, 11, 8, 12, 18, 13, 20, 20, 18, 39, 31, 24, 29, 37, 38, 39, 46, 49]
// expect: copy [0, 6, 9, 11, 8, 12, 18, 13, 20, 20, 18, 39, 31, 24, 29, 37, 38, 39, 46, 49] 0 6 8 9 11 12 13 18 18 20 20 24 29 31 37 38 39 39 46 49
// expect: copy via Collection [0, 6, 9, 11, 8, 12, 18, 13, 20, 20, 18, 39, 31, 24, 29, 37, 38, 39, 46, 49]
// expect: reverse [49, 46, 39, 39, 20, 31, 24, 13, 38, 20, 18, 12, 29, 9, 18, 6, 11, 8, 37, 0]
// expect: reverse copy keeps comparator true 49
// expect: from sorted set [fig, date, kiwi, pear, plum, apple, banana, cherry] true
// expect:   [ab, fig, kiwi, date, plum, apple, banana, cherry, pear, zzzzzzz] -> ab fig date kiwi pear plum apple banana cherry zzzzzzz
// expect: natural sorted set [a, b, c, d] null
// expect: by length [a, e, g, dddd, ccc, ff, bb] -> a e g bb ff ccc dddd
// expect: before [1, 10, 2, 11, 12, 3, 4, 13, 14, 15, 16, 5, 6]
// expect: seen 1 10 6 2 11 12 3 4 5 16 13 15 14 after [1, 6, 2, 11, 12, 3, 16, 15, 14]
// expect: all removed [] 0
// expect: next after add: java.util.ConcurrentModificationException
// expect: remove before next: java.lang.IllegalStateException
// expect: remove twice: java.lang.IllegalStateException
// expect: remove after poll: java.util.ConcurrentModificationException
// expect: past the end: java.util.NoSuchElementException
// expect: bulk [0, 3, 1, 6, 4, 5, 2, 7, 11, 13, 10, 14, 9, 12, 8]
// expect: true [3, 5, 4, 6, 8, 13, 10, 14, 9, 12, 11]
// expect: true [3, 5, 6, 14, 9, 11]
// expect: false [3, 5, 6, 14, 9, 11]
// expect: cleared [] true null
// expect: element: java.util.NoSuchElementException
// expect: remove: java.util.NoSuchElementException
// expect: offer null: java.lang.NullPointerException
// expect: add null: java.lang.NullPointerException
// expect: capacity 0: java.lang.IllegalArgumentException
// expect: capacity -3: java.lang.IllegalArgumentException
// expect: collection with null: java.lang.NullPointerException
// expect: single null: java.lang.NullPointerException
// expect: addAll self: java.lang.IllegalArgumentException
// expect: false null [] 0
// expect: 500 drained in order true true
