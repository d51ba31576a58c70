// Collections: unmodifiable and synchronized views, empty/singleton/nCopies lists, extremes,
// frequency, reverse, swap, fill, copy, rotate, addAll, disjoint and their errors.
import java.util.*;

public class collections_utils {
    public static void main(String[] args) {
        List<Integer> base = new ArrayList<Integer>(Arrays.asList(5, 3, 9, 1, 9, 7, 3, 3));
        List<Integer> ro = Collections.unmodifiableList(base);
        System.out.println(ro + " " + ro.get(2) + " " + ro.equals(base) + " " + ro.hashCode() + " " + ro.subList(1, 3));
        try {
            ro.add(1);
        } catch (UnsupportedOperationException e) {
            System.out.println(e);
        }
        try {
            ro.iterator().remove();
        } catch (UnsupportedOperationException e) {
            System.out.println(e);
        }
        base.add(11);
        System.out.println(ro.size() + " " + Collections.max(base) + " " + Collections.min(base) + " "
                + Collections.max(base, Collections.<Integer>reverseOrder()) + " " + Collections.frequency(base, 3));
        Collections.reverse(base);
        System.out.println(base);
        Collections.swap(base, 0, 8);
        Collections.rotate(base, 3);
        System.out.println(base);
        Collections.rotate(base, -10);
        System.out.println(base);
        List<String> ll = new LinkedList<String>(Arrays.asList("a", "b", "c", "d", "e"));
        Collections.reverse(ll);
        System.out.println(ll);
        Collections.fill(ll, "z");
        System.out.println(ll);
        List<String> dest = new ArrayList<String>(Arrays.asList("1", "2", "3", "4", "5", "6"));
        Collections.copy(dest, Arrays.asList("x", "y"));
        System.out.println(dest);
        try {
            Collections.copy(new ArrayList<String>(), Arrays.asList("x"));
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e);
        }
        System.out.println(Collections.emptyList() + " " + Collections.emptySet() + " " + Collections.emptyMap() + " "
                + Collections.emptyList().hashCode() + " " + Collections.emptyList().equals(new ArrayList<String>()));
        try {
            Collections.emptyList().get(0);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e);
        }
        try {
            Collections.emptyIterator().next();
        } catch (NoSuchElementException e) {
            System.out.println(e);
        }
        List<String> one = Collections.singletonList("solo");
        System.out.println(one + " " + one.size() + " " + one.contains("solo") + " " + one.hashCode() + " " + Collections.singleton(4)
                + " " + Collections.singletonMap("k", "v"));
        try {
            one.get(1);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e);
        }
        try {
            one.set(0, "x");
        } catch (UnsupportedOperationException e) {
            System.out.println(e);
        }
        List<String> copies = Collections.nCopies(4, "ab");
        System.out.println(copies + " " + copies.indexOf("ab") + " " + copies.lastIndexOf("ab") + " " + copies.subList(1, 3));
        try {
            Collections.nCopies(-2, "x");
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            copies.get(4);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e);
        }
        Map<String, Integer> m = new TreeMap<String, Integer>();
        m.put("b", 2);
        m.put("a", 1);
        Map<String, Integer> rom = Collections.unmodifiableMap(m);
        System.out.println(rom + " " + rom.keySet() + " " + rom.values() + " " + rom.entrySet() + " " + rom.get("a"));
        try {
            rom.entrySet().iterator().next().setValue(5);
        } catch (UnsupportedOperationException e) {
            System.out.println(e);
        }
        try {
            rom.put("c", 3);
        } catch (UnsupportedOperationException e) {
            System.out.println(e);
        }
        Set<Integer> s = new HashSet<Integer>();
        System.out.println(Collections.addAll(s, 1, 2, 3, 2) + " " + s + " " + Collections.disjoint(s, Arrays.asList(4, 5))
                + " " + Collections.disjoint(s, Arrays.asList(3)));
        List<Integer> sync = Collections.synchronizedList(new ArrayList<Integer>());
        sync.add(4);
        sync.add(2);
        Collections.sort(sync);
        System.out.println(sync + " " + Collections.synchronizedMap(m) + " " + Collections.unmodifiableSet(s));
        System.out.println(Collections.list(new Vector<String>(Arrays.asList("p", "q")).elements()));
        Enumeration<Integer> en = Collections.enumeration(Arrays.asList(7, 8));
        while (en.hasMoreElements()) {
            System.out.print(en.nextElement() + ";");
        }
        System.out.println();
        System.out.println(Collections.indexOfSubList(Arrays.asList(1, 2, 3, 2, 3), Arrays.asList(2, 3)));
        try {
            Collections.max(new ArrayList<Integer>());
        } catch (NoSuchElementException e) {
            System.out.println(e);
        }
    }
}
// expect: [5, 3, 9, 1, 9, 7, 3, 3] 9 true 1238034485 [3, 9]
// expect: java.lang.UnsupportedOperationException
// expect: java.lang.UnsupportedOperationException
// expect: 9 11 1 1 3
// expect: [11, 3, 3, 7, 9, 1, 9, 3, 5]
// expect: [9, 3, 11, 5, 3, 3, 7, 9, 1]
// expect: [3, 11, 5, 3, 3, 7, 9, 1, 9]
// expect: [e, d, c, b, a]
// expect: [z, z, z, z, z]
// expect: [x, y, 3, 4, 5, 6]
// expect: java.lang.IndexOutOfBoundsException: Source does not fit in dest
// expect: [] [] {} 1 true
// expect: java.lang.IndexOutOfBoundsException: Index: 0
// expect: java.util.NoSuchElementException
// expect: [solo] 1 true 3536126 [4] {k=v}
// expect: java.lang.IndexOutOfBoundsException: Index: 1, Size: 1
// expect: java.lang.UnsupportedOperationException
// expect: [ab, ab, ab, ab] 0 3 [ab, ab]
// expect: java.lang.IllegalArgumentException: List length = -2
// expect: java.lang.IndexOutOfBoundsException: Index: 4, Size: 4
// expect: {a=1, b=2} [a, b] [1, 2] [a=1, b=2] 1
// expect: java.lang.UnsupportedOperationException
// expect: java.lang.UnsupportedOperationException
// expect: true [1, 2, 3] true false
// expect: [2, 4] {a=1, b=2} [1, 2, 3]
// expect: [p, q]
// expect: 7;8;
// expect: 1
// expect: java.util.NoSuchElementException
