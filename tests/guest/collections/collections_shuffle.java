// Collections.shuffle with seeded Randoms (several seeds and sizes, random-access and linked
// lists on both sides of the in-place threshold), newSetFromMap, asLifoQueue and
// String.CASE_INSENSITIVE_ORDER.
import java.util.*;

public class collections_shuffle {
    static List<Integer> range(int n) {
        List<Integer> l = new ArrayList<Integer>();
        for (int i = 0; i < n; i++) {
            l.add(i);
        }
        return l;
    }

    public static void main(String[] args) {
        int[] sizes = {0, 1, 2, 3, 4, 5, 6, 10, 17, 40};
        long[] seeds = {0L, 1L, 42L, -7L, 123456789L};
        for (long seed : seeds) {
            for (int n : sizes) {
                List<Integer> a = range(n);
                Collections.shuffle(a, new Random(seed));
                List<Integer> l = new LinkedList<Integer>(range(n));
                Collections.shuffle(l, new Random(seed));
                System.out.println("seed " + seed + " n " + n + ": " + a + (a.equals(l) ? " (linked same)" : " linked " + l));
            }
        }
        Random shared = new Random(2024);
        List<String> words = new ArrayList<String>(Arrays.asList("alpha", "beta", "gamma", "delta", "epsilon", "zeta"));
        for (int i = 0; i < 4; i++) {
            Collections.shuffle(words, shared);
            System.out.println(words);
        }
        System.out.println("next from shared Random " + shared.nextInt());
        List<Integer> big = range(1000);
        Collections.shuffle(big, new Random(5));
        long h = 0;
        for (int v : big) {
            h = h * 31 + v;
        }
        System.out.println("1000 shuffled: first " + big.subList(0, 8) + " hash " + h);
        List<Integer> arr = Arrays.asList(1, 2, 3, 4, 5, 6, 7, 8);
        Collections.shuffle(arr, new Random(77));
        System.out.println("array-backed " + arr);
        List<Integer> unseeded = range(30);
        Collections.shuffle(unseeded);
        Collections.sort(unseeded);
        System.out.println("unseeded keeps elements " + unseeded.equals(range(30)));
        try {
            Collections.shuffle(Collections.unmodifiableList(range(3)), new Random(1));
        } catch (UnsupportedOperationException e) {
            System.out.println("unmodifiable: " + e);
        }
        Collections.shuffle(Collections.unmodifiableList(range(1)), new Random(1));
        System.out.println("one element needs no swap");

        Set<String> fromMap = Collections.newSetFromMap(new LinkedHashMap<String, Boolean>());
        System.out.println(fromMap.add("x") + " " + fromMap.add("y") + " " + fromMap.add("x") + " " + fromMap + " "
                + fromMap.contains("y") + " " + fromMap.remove("x") + " " + fromMap.remove("x") + " " + fromMap.size() + " "
                + fromMap.equals(Collections.singleton("y")) + " " + fromMap.hashCode());
        Set<Integer> treeBacked = Collections.newSetFromMap(new TreeMap<Integer, Boolean>());
        Collections.addAll(treeBacked, 5, 1, 4, 1, 3);
        Iterator<Integer> ti = treeBacked.iterator();
        ti.next();
        ti.remove();
        System.out.println(treeBacked + " " + Arrays.toString(treeBacked.toArray()) + " " + treeBacked.isEmpty());
        treeBacked.clear();
        System.out.println(treeBacked + " " + treeBacked.isEmpty());
        Map<String, Boolean> used = new HashMap<String, Boolean>();
        used.put("a", Boolean.TRUE);
        try {
            Collections.newSetFromMap(used);
        } catch (IllegalArgumentException e) {
            System.out.println("non-empty map: " + e);
        }

        Queue<Integer> lifo = Collections.asLifoQueue(new ArrayDeque<Integer>());
        lifo.add(1);
        lifo.offer(2);
        lifo.add(3);
        System.out.println(lifo + " " + lifo.peek() + " " + lifo.element() + " " + lifo.size() + " " + lifo.contains(2));
        System.out.println(lifo.poll() + " " + lifo.remove() + " " + lifo + " " + lifo.remove(Integer.valueOf(1)) + " "
                + lifo.isEmpty() + " " + lifo.poll() + " " + lifo.peek());
        try {
            lifo.remove();
        } catch (NoSuchElementException e) {
            System.out.println("empty lifo remove: " + e);
        }
        try {
            lifo.element();
        } catch (NoSuchElementException e) {
            System.out.println("empty lifo element: " + e);
        }
        Deque<String> backing = new LinkedList<String>();
        Queue<String> lq = Collections.asLifoQueue(backing);
        lq.addAll(Arrays.asList("a", "b", "c"));
        System.out.println(lq + " " + backing + " " + backing.peekLast());

        List<String> names = new ArrayList<String>(Arrays.asList("bob", "Alice", "carol", "alice", "Bob", "ALICE", "Dave", "dave", "éclair", "Zed", "_x", "a1"));
        Collections.sort(names, String.CASE_INSENSITIVE_ORDER);
        System.out.println(names);
        Collections.sort(names, Collections.reverseOrder(String.CASE_INSENSITIVE_ORDER));
        System.out.println(names);
        TreeSet<String> ci = new TreeSet<String>(String.CASE_INSENSITIVE_ORDER);
        Collections.addAll(ci, "Hello", "hello", "HELLO", "world", "World", "abc");
        System.out.println(ci + " " + ci.contains("WORLD") + " " + (String.CASE_INSENSITIVE_ORDER == String.CASE_INSENSITIVE_ORDER));
        Comparator<String> c = String.CASE_INSENSITIVE_ORDER;
        System.out.println(Integer.signum(c.compare("abc", "ABD")) + " " + c.compare("x", "X") + " "
                + Integer.signum(c.compare("ab", "ABC")) + " " + c.compare("[", "a") + " " + c.compare("ß", "SS") + " "
                + "Straße".compareToIgnoreCase("STRASSE") + " " + "MIXED".compareToIgnoreCase("mixed"));
        try {
            c.compare(null, "a");
        } catch (NullPointerException e) {
            System.out.println("null compare: " + e);
        }
    }
}
// expect: seed 0 n 0: [] (linked same)
// expect: seed 0 n 1: [0] (linked same)
// expect: seed 0 n 2: [0, 1] (linked same)
// expect: seed 0 n 3: [2, 1, 0] (linked same)
// expect: seed 0 n 4: [3, 0, 1, 2] (linked same)
// expect: seed 0 n 5: [4, 2, 1, 3, 0] (linked same)
// expect: seed 0 n 6: [4, 1, 2, 5, 3, 0] (linked same)
// expect: seed 0 n 10: [4, 8, 9, 6, 3, 5, 2, 1, 7, 0] (linked same)
// expect: seed 0 n 17: [12, 7, 14, 10, 3, 11, 15, 8, 6, 16, 2, 5, 0, 9, 4, 13, 1] (linked same)
// expect: seed 0 n 40: [32, 24, 20, 1, 27, 8, 37, 12, 30, 34, 23, 22, 11, 13, 26, 25, 16, 2, 18, 3, 14, 9, 39, 4, 38, 29, 10, 21, 5, 17, 36, 33, 6, 19, 28, 35, 15, 7, 31, 0] (linked same)
// expect: seed 1 n 0: [] (linked same)
// expect: seed 1 n 1: [0] (linked same)
// expect: seed 1 n 2: [0, 1] (linked same)
// expect: seed 1 n 3: [1, 2, 0] (linked same)
// expect: seed 1 n 4: [3, 0, 1, 2] (linked same)
// expect: seed 1 n 5: [2, 3, 1, 4, 0] (linked same)
// expect: seed 1 n 6: [4, 2, 0, 1, 5, 3] (linked same)
// expect: seed 1 n 10: [6, 9, 7, 8, 4, 2, 0, 3, 1, 5] (linked same)
// expect: seed 1 n 17: [11, 9, 3, 0, 2, 8, 13, 5, 16, 10, 6, 4, 12, 14, 7, 1, 15] (linked same)
// expect: seed 1 n 40: [38, 21, 23, 33, 35, 7, 32, 36, 15, 29, 1, 24, 3, 6, 14, 37, 20, 4, 2, 22, 27, 18, 16, 31, 9, 12, 0, 28, 5, 19, 8, 30, 39, 10, 34, 26, 11, 17, 13, 25] (linked same)
// expect: seed 42 n 0: [] (linked same)
// expect: seed 42 n 1: [0] (linked same)
// expect: seed 42 n 2: [0, 1] (linked same)
// expect: seed 42 n 3: [1, 0, 2] (linked same)
// expect: seed 42 n 4: [3, 1, 0, 2] (linked same)
// expect: seed 42 n 5: [1, 2, 3, 4, 0] (linked same)
// expect: seed 42 n 6: [1, 0, 4, 5, 3, 2] (linked same)
// expect: seed 42 n 10: [4, 6, 2, 1, 7, 9, 8, 5, 3, 0] (linked same)
// expect: seed 42 n 17: [16, 6, 5, 4, 13, 2, 14, 12, 7, 8, 11, 1, 15, 10, 3, 0, 9] (linked same)
// expect: seed 42 n 40: [37, 4, 36, 26, 34, 5, 38, 1, 30, 35, 28, 24, 14, 19, 6, 31, 16, 8, 13, 23, 29, 11, 15, 27, 7, 20, 9, 0, 22, 32, 3, 21, 2, 17, 25, 18, 39, 12, 33, 10] (linked same)
// expect: seed -7 n 0: [] (linked same)
// expect: seed -7 n 1: [0] (linked same)
// expect: seed -7 n 2: [1, 0] (linked same)
// expect: seed -7 n 3: [0, 2, 1] (linked same)
// expect: seed -7 n 4: [2, 3, 0, 1] (linked same)
// expect: seed -7 n 5: [0, 4, 1, 3, 2] (linked same)
// expect: seed -7 n 6: [3, 1, 0, 5, 2, 4] (linked same)
// expect: seed -7 n 10: [1, 4, 7, 8, 9, 0, 3, 5, 6, 2] (linked same)
// expect: seed -7 n 17: [15, 4, 0, 8, 7, 12, 13, 1, 9, 6, 2, 11, 5, 3, 16, 14, 10] (linked same)
// expect: seed -7 n 40: [16, 20, 15, 31, 27, 23, 24, 1, 19, 29, 13, 21, 35, 10, 32, 5, 34, 8, 37, 28, 4, 25, 14, 12, 26, 3, 39, 18, 11, 7, 6, 36, 38, 9, 17, 30, 2, 0, 33, 22] (linked same)
// expect: seed 123456789 n 0: [] (linked same)
// expect: seed 123456789 n 1: [0] (linked same)
// expect: seed 123456789 n 2: [0, 1] (linked same)
// expect: seed 123456789 n 3: [0, 2, 1] (linked same)
// expect: seed 123456789 n 4: [1, 3, 0, 2] (linked same)
// expect: seed 123456789 n 5: [1, 4, 2, 3, 0] (linked same)
// expect: seed 123456789 n 6: [2, 4, 3, 5, 0, 1] (linked same)
// expect: seed 123456789 n 10: [9, 2, 1, 6, 4, 8, 7, 3, 0, 5] (linked same)
// expect: seed 123456789 n 17: [1, 9, 15, 0, 14, 6, 5, 11, 4, 7, 3, 13, 2, 10, 8, 12, 16] (linked same)
// expect: seed 123456789 n 40: [0, 8, 9, 33, 20, 18, 24, 27, 26, 39, 21, 38, 1, 19, 10, 32, 30, 37, 12, 2, 7, 34, 13, 16, 29, 36, 22, 4, 3, 11, 28, 23, 31, 17, 14, 6, 35, 25, 15, 5] (linked same)
// expect: [delta, gamma, epsilon, zeta, beta, alpha]
// expect: [zeta, gamma, delta, epsilon, beta, alpha]
// expect: [beta, delta, alpha, zeta, gamma, epsilon]
// expect: [zeta, delta, gamma, beta, epsilon, alpha]
// expect: next from shared Random -928868361
// expect: 1000 shuffled: first [2, 555, 151, 680, 984, 434, 193, 224] hash 1173441320063902036
// expect: array-backed [7, 4, 2, 3, 8, 5, 1, 6]
// expect: unseeded keeps elements true
// expect: unmodifiable: java.lang.UnsupportedOperationException
// expect: one element needs no swap
// expect: true true false [x, y] true true false 1 true 121
// expect: [3, 4, 5] [3, 4, 5] false
// expect: [] true
// expect: non-empty map: java.lang.IllegalArgumentException: Map is non-empty
// expect: [3, 2, 1] 3 3 3 true
// expect: 3 2 [1] true true null null
// expect: empty lifo remove: java.util.NoSuchElementException
// expect: empty lifo element: java.util.NoSuchElementException
// expect: [c, b, a] [c, b, a] a
// expect: [_x, a1, Alice, alice, ALICE, bob, Bob, carol, Dave, dave, Zed, éclair]
// expect: [éclair, Zed, Dave, dave, carol, bob, Bob, Alice, alice, ALICE, a1, _x]
// expect: [abc, Hello, world] true true
// expect: -1 0 -1 -6 108 108 0
// expect: null compare: java.lang.NullPointerException
