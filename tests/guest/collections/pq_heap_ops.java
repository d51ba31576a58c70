// PriorityQueue: the heap layout (visible through toString) after long seeded runs of offers,
// polls, remove(Object) of interior slots (sift down, or up when the moved element is smaller
// than the removed one's parent), iterator removals, removeIf and the bulk removals, forEach,
// heapify from unordered and from ordered collections, and the comparator in every constructor.
import java.util.*;
import java.util.function.*;

public class pq_heap_ops {
    interface Action { void run(); }

    static void attempt(String what, Action a) {
        try {
            a.run();
            System.out.println(what + ": ok");
        } catch (RuntimeException e) {
            System.out.println(what + ": " + e.getClass().getName());
        }
    }

    /** Objects compared by key only, so equal keys with different tags show which one moved. */
    static final class PqhItem implements Comparable<PqhItem> {
        final int key;
        final char tag;
        PqhItem(int key, char tag) { this.key = key; this.tag = tag; }
        public int compareTo(PqhItem o) { return key < o.key ? -1 : key == o.key ? 0 : 1; }
        public String toString() { return key + "" + tag; }
    }

    public static void main(String[] args) {
        // Interior removal where the last element must move up: 0 / 10 1 / 11 12 2 3 / ...
        PriorityQueue<Integer> up = new PriorityQueue<Integer>();
        Collections.addAll(up, 0, 10, 1, 11, 12, 2, 3, 13, 14, 15, 16, 4);
        System.out.println(up);
        up.remove(Integer.valueOf(13));
        System.out.println(up);
        up.remove(Integer.valueOf(14));
        up.remove(Integer.valueOf(0));
        System.out.println(up + " " + up.peek());

        for (int seed = 10; seed < 14; seed++) {
            Random r = new Random(seed);
            PriorityQueue<Integer> q = new PriorityQueue<Integer>();
            StringBuilder polled = new StringBuilder();
            for (int i = 0; i < 300; i++) {
                int op = r.nextInt(10);
                if (op < 6) {
                    q.offer(r.nextInt(1000));
                } else if (op < 8) {
                    Integer p = q.poll();
                    if (i % 25 == 0) polled.append(p).append(' ');
                } else {
                    q.remove(Integer.valueOf(r.nextInt(1000)));
                    if (!q.isEmpty()) {
                        Object[] snap = q.toArray();
                        q.remove(snap[r.nextInt(snap.length)]);
                    }
                }
            }
            System.out.println("seed " + seed + " size " + q.size() + " polled " + polled);
            System.out.println("  " + q);
            final int mod = 3 + seed % 4;
            Iterator<Integer> it = q.iterator();
            StringBuilder seen = new StringBuilder();
            while (it.hasNext()) {
                int v = it.next();
                seen.append(v % 10);
                if (v % mod == 0) it.remove();
            }
            System.out.println("  seen " + seen);
            System.out.println("  " + q);
            q.removeIf(new Predicate<Integer>() { public boolean test(Integer x) { return x % 5 == 1; } });
            System.out.println("  removeIf " + q);
            q.retainAll(Arrays.asList(q.toArray()).subList(0, q.size() / 2));
            System.out.println("  retainAll " + q);
        }

        PriorityQueue<PqhItem> ties = new PriorityQueue<PqhItem>();
        String tags = "abcdefghijklmnop";
        for (int i = 0; i < tags.length(); i++) {
            ties.add(new PqhItem(i % 4, tags.charAt(i)));
        }
        System.out.println(ties);
        StringBuilder order = new StringBuilder();
        while (!ties.isEmpty()) order.append(ties.poll()).append(' ');
        System.out.println(order);

        final StringBuilder fe = new StringBuilder();
        final PriorityQueue<Integer> f = new PriorityQueue<Integer>(Arrays.asList(9, 4, 7, 1, 8, 2));
        f.forEach(new Consumer<Integer>() { public void accept(Integer x) { fe.append(x); } });
        System.out.println(fe + " " + f.removeIf(new Predicate<Integer>() { public boolean test(Integer x) { return x > 7; } })
                + " " + f + " " + f.removeIf(new Predicate<Integer>() { public boolean test(Integer x) { return x > 70; } }));
        attempt("forEach adding", new Action() { public void run() {
            f.forEach(new Consumer<Integer>() { public void accept(Integer x) { if (x == 1) f.add(0); } }); } });
        System.out.println(f);
        attempt("removeIf throwing", new Action() { public void run() {
            f.removeIf(new Predicate<Integer>() { public boolean test(Integer x) { if (x == 7) throw new IllegalStateException(); return x < 3; } }); } });
        System.out.println(f);
        attempt("removeIf null", new Action() { public void run() { f.removeIf(null); } });
        attempt("forEach null", new Action() { public void run() { f.forEach(null); } });
        attempt("non-comparable", new Action() { public void run() { new PriorityQueue<Object>().add(new Object()); } });
        attempt("mixed types", new Action() { public void run() {
            PriorityQueue<Object> m = new PriorityQueue<Object>(); m.add("s"); m.add(1); } });
        attempt("constructor with null element", new Action() { public void run() {
            new PriorityQueue<Integer>(Arrays.asList(1, null, 2)); } });
        attempt("constructor null", new Action() { public void run() { new PriorityQueue<Integer>((Collection<Integer>) null); } });

        // Built from collections: unordered ones are heapified, ordered ones are taken as they are.
        List<Integer> desc = new ArrayList<Integer>();
        for (int i = 12; i > 0; i--) desc.add(i);
        System.out.println(new PriorityQueue<Integer>(desc));
        TreeSet<Integer> ts = new TreeSet<Integer>(Collections.<Integer>reverseOrder());
        ts.addAll(desc);
        PriorityQueue<Integer> fromSorted = new PriorityQueue<Integer>(ts);
        System.out.println(fromSorted + " " + fromSorted.peek());
        Collection<Integer> sortedAsColl = ts;
        PriorityQueue<Integer> fromSortedColl = new PriorityQueue<Integer>(sortedAsColl);
        System.out.println(fromSortedColl + " " + fromSortedColl.peek());
        PriorityQueue<Integer> withCmp = new PriorityQueue<Integer>(5, Collections.<Integer>reverseOrder());
        withCmp.addAll(desc);
        PriorityQueue<Integer> pqCopy = new PriorityQueue<Integer>(withCmp);
        pqCopy.add(100);
        System.out.println(withCmp + " | " + pqCopy + " " + (pqCopy.comparator() == withCmp.comparator()));
        PriorityQueue<Integer> dflt = new PriorityQueue<Integer>(Collections.<Integer>reverseOrder());
        Collections.addAll(dflt, 3, 9, 1, 7);
        System.out.println(dflt + " " + Arrays.toString(dflt.toArray(new Integer[6])));
    }
}
// expect: [0, 10, 1, 11, 12, 2, 3, 13, 14, 15, 16, 4]
// expect: [0, 4, 1, 10, 12, 2, 3, 11, 14, 15, 16]
// expect: [1, 4, 2, 10, 12, 15, 3, 11, 16] 1
// expect: seed 10 size 47 polled 158 209 
// expect:   [188, 406, 544, 523, 487, 667, 545, 538, 551, 768, 671, 709, 833, 632, 615, 750, 830, 560, 573, 773, 780, 797, 690, 870, 741, 879, 836, 941, 677, 769, 964, 893, 882, 874, 856, 892, 841, 873, 917, 784, 912, 816, 823, 900, 812, 809, 770]
// expect:   seen 86437755281819379020603330670204196190743240321
// expect:   [188, 406, 544, 523, 487, 667, 632, 538, 551, 768, 671, 709, 833, 677, 769, 812, 856, 823, 573, 773, 816, 797, 912, 784, 741, 879, 836, 941, 809, 917, 964, 893, 882, 874, 873, 892, 841]
// expect:   removeIf [188, 487, 523, 544, 667, 632, 538, 768, 709, 809, 677, 769, 812, 823, 573, 773, 797, 912, 784, 879, 833, 917, 964, 893, 882, 874, 873, 892]
// expect:   retainAll [188, 487, 523, 544, 667, 632, 538, 768, 709, 809, 677, 769, 812, 823]
// expect: seed 11 size 73 polled 6 
// expect:   [76, 101, 300, 108, 374, 337, 329, 197, 453, 405, 389, 365, 445, 374, 358, 287, 215, 558, 779, 596, 600, 604, 436, 547, 374, 733, 511, 427, 403, 391, 666, 346, 411, 442, 252, 676, 864, 836, 986, 900, 844, 799, 649, 666, 992, 615, 731, 570, 662, 644, 862, 818, 930, 709, 677, 963, 755, 825, 737, 476, 515, 787, 991, 987, 366, 930, 556, 498, 894, 969, 738, 941, 997]
// expect:   seen 6109874785359554172286960946743173667618680947660149416251072428079735565
// expect:   [76, 101, 329, 197, 374, 337, 358, 215, 453, 405, 389, 365, 445, 374, 391, 287, 442, 676, 779, 596, 649, 515, 436, 547, 374, 733, 511, 427, 403, 476, 787, 346, 411, 556, 825, 969, 987, 836, 986, 991, 844, 799, 941, 604, 992, 615, 731, 997, 662, 644, 862, 818, 737, 709, 677, 963, 755]
// expect:   removeIf [197, 329, 215, 337, 358, 287, 442, 405, 374, 365, 403, 374, 374, 453, 615, 649, 515, 547, 389, 733, 427, 445, 787, 825, 969, 987, 844, 799, 604, 992, 779, 997, 662, 644, 862, 818, 737, 709, 677, 963, 755]
// expect:   retainAll [197, 329, 215, 337, 358, 287, 442, 405, 374, 365, 403, 374, 374, 453, 615, 649, 515, 547, 389, 733]
// expect: seed 12 size 45 polled null 188 73 228 
// expect:   [357, 376, 363, 458, 431, 396, 423, 654, 601, 550, 545, 616, 761, 652, 701, 805, 680, 665, 682, 731, 566, 617, 616, 712, 933, 825, 778, 823, 967, 908, 775, 896, 987, 905, 748, 804, 681, 855, 713, 885, 817, 967, 870, 984, 619]
// expect:   seen 736163685924010621315852167453735547805785671
// expect:   [376, 431, 616, 458, 545, 619, 652, 680, 601, 550, 616, 712, 761, 823, 701, 805, 748, 665, 682, 731, 566, 617, 713, 967, 896, 817, 778, 905, 967, 908, 775]
// expect:   removeIf [458, 545, 550, 652, 665, 617, 712, 778, 805, 748, 680, 682, 619, 713, 967, 817, 823, 905, 967, 908, 775]
// expect:   retainAll [458, 545, 550, 652, 665, 617, 712, 778, 805, 748]
// expect: seed 13 size 80 polled 509 
// expect:   [149, 167, 230, 261, 225, 235, 233, 353, 261, 372, 449, 309, 266, 241, 265, 359, 505, 270, 562, 405, 870, 463, 459, 354, 574, 437, 344, 753, 272, 553, 640, 517, 473, 568, 645, 420, 299, 845, 629, 454, 573, 932, 909, 889, 587, 892, 497, 419, 360, 738, 608, 659, 631, 500, 477, 809, 772, 367, 329, 871, 650, 874, 997, 942, 763, 910, 725, 771, 714, 756, 960, 982, 764, 551, 320, 952, 864, 979, 893, 816]
// expect:   seen 97015533125996159502403944747329304473850195964232099724790188591003923791022706
// expect:   [149, 167, 230, 261, 225, 235, 233, 353, 261, 405, 449, 309, 266, 241, 265, 359, 505, 270, 562, 454, 870, 463, 459, 354, 574, 437, 477, 753, 329, 553, 874, 517, 473, 997, 645, 551, 299, 845, 629, 982, 573, 942, 909, 889, 587, 714, 497, 419, 771, 738, 725, 659, 631, 910, 893, 809, 763, 367, 979, 871, 650]
// expect:   removeIf [149, 167, 230, 225, 235, 233, 270, 299, 449, 309, 265, 329, 505, 353, 562, 405, 629, 463, 459, 354, 419, 437, 477, 753, 359, 553, 874, 517, 473, 997, 645, 454, 845, 870, 982, 573, 942, 909, 889, 587, 714, 497, 574, 738, 725, 659, 910, 893, 809, 763, 367, 979, 650]
// expect:   retainAll [149, 167, 230, 225, 235, 233, 270, 299, 449, 309, 265, 329, 505, 353, 562, 405, 629, 463, 459, 354, 419, 437, 477, 753, 359, 553]
// expect: [0a, 0e, 0m, 0i, 1b, 1f, 1n, 3h, 3d, 1j, 2k, 3l, 2c, 2g, 2o, 3p]
// expect: 0a 0e 0i 0m 1b 1j 1f 1n 2c 2o 2k 2g 3d 3p 3l 3h 
// expect: 142987 true [1, 4, 2, 7] false
// expect: forEach adding: java.util.ConcurrentModificationException
// expect: [0, 1, 0, 7, 4, 2]
// expect: removeIf throwing: java.lang.IllegalStateException
// expect: [0, 1, 0, 7, 4, 2]
// expect: removeIf null: java.lang.NullPointerException
// expect: forEach null: java.lang.NullPointerException
// expect: non-comparable: java.lang.ClassCastException
// expect: mixed types: java.lang.ClassCastException
// expect: constructor with null element: java.lang.NullPointerException
// expect: constructor null: java.lang.NullPointerException
// expect: [1, 2, 6, 4, 3, 7, 12, 5, 9, 11, 8, 10]
// expect: [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1] 12
// expect: [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1] 12
// expect: [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1] | [100, 11, 12, 9, 8, 10, 6, 5, 4, 3, 2, 1, 7] true
// expect: [9, 7, 1, 3] [9, 7, 1, 3, null, null]
