// java.util.Collections: algorithms over lists and collections (sort, search, reverse, rotate,
// shuffle, extremes, counting) and the factories of views and small collections, which live in
// CollReadOnly (unmodifiable*), CollLocked (synchronized*), CollTiny (empty*, singleton*,
// nCopies), SortOrders (reverseOrder) and below (newSetFromMap, asLifoQueue).
// checked* and the synchronized sorted and navigable views are missing.
package java.util;

/** Static methods that operate on or return collections. */
public class Collections {
    private Collections() {
    }

    @SuppressWarnings("rawtypes")
    public static final Set EMPTY_SET = CollTiny.AtMostOne.EMPTY;
    @SuppressWarnings("rawtypes")
    public static final List EMPTY_LIST = CollTiny.Repeat.EMPTY;
    @SuppressWarnings("rawtypes")
    public static final Map EMPTY_MAP = CollTiny.AtMostOneMap.EMPTY;

    /** The generator shuffle(list) uses, made on first use. */
    private static Random shuffler;

    // ---- ordering and searching

    /** Sorts list by the natural ordering (stable). */
    public static <T extends Comparable<? super T>> void sort(List<T> list) {
        list.sort(null);
    }

    /** Sorts list with c (null: natural ordering; stable). */
    public static <T> void sort(List<T> list, Comparator<? super T> c) {
        list.sort(c);
    }

    /** Searches the ascending list for key: its index, or -(insertion point) - 1. */
    @SuppressWarnings("unchecked")
    public static <T> int binarySearch(List<? extends Comparable<? super T>> list, T key) {
        return search((List<Object>) (List<?>) list, key, SortOrders.ASCENDING);
    }

    /** Searches list, ascending by c (null: natural ordering), for key. */
    @SuppressWarnings("unchecked")
    public static <T> int binarySearch(List<? extends T> list, T key, Comparator<? super T> c) {
        Comparator<Object> order = c == null ? SortOrders.ASCENDING : (Comparator<Object>) c;
        return search((List<Object>) (List<?>) list, key, order);
    }

    /**
     * Halves [lo, hi] around its middle element until key is found or the range is empty. Lists
     * without fast positional access are read through one list iterator moved to each middle.
     */
    private static int search(List<Object> list, Object key, Comparator<Object> order) {
        boolean indexed = list instanceof RandomAccess;
        ListIterator<Object> walker = indexed ? null : list.listIterator();
        int lo = 0;
        int hi = list.size() - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            Object probe = indexed ? list.get(mid) : moveTo(walker, mid);
            int c = order.compare(probe, key);
            if (c < 0) {
                lo = mid + 1;
            } else if (c > 0) {
                hi = mid - 1;
            } else {
                return mid;
            }
        }
        return -(lo + 1);
    }

    /** The element at index, reached by moving it forwards or backwards. */
    private static <T> T moveTo(ListIterator<T> it, int index) {
        T e;
        if (it.nextIndex() <= index) {
            do {
                e = it.next();
            } while (it.previousIndex() < index);
        } else {
            do {
                e = it.previous();
            } while (it.nextIndex() > index);
        }
        return e;
    }

    /** The least element by the natural ordering; NoSuchElementException when empty. */
    @SuppressWarnings("unchecked")
    public static <T extends Object & Comparable<? super T>> T min(Collection<? extends T> coll) {
        return (T) extreme(coll, SortOrders.ASCENDING, -1);
    }

    /** The least element by comp (null: natural ordering). */
    @SuppressWarnings("unchecked")
    public static <T> T min(Collection<? extends T> coll, Comparator<? super T> comp) {
        return (T) extreme(coll, comp == null ? SortOrders.ASCENDING : (Comparator<Object>) comp, -1);
    }

    /** The greatest element by the natural ordering; NoSuchElementException when empty. */
    @SuppressWarnings("unchecked")
    public static <T extends Object & Comparable<? super T>> T max(Collection<? extends T> coll) {
        return (T) extreme(coll, SortOrders.ASCENDING, 1);
    }

    /** The greatest element by comp (null: natural ordering). */
    @SuppressWarnings("unchecked")
    public static <T> T max(Collection<? extends T> coll, Comparator<? super T> comp) {
        return (T) extreme(coll, comp == null ? SortOrders.ASCENDING : (Comparator<Object>) comp, 1);
    }

    /** The first element that no later one beats in direction sign (-1 least, 1 greatest). */
    private static Object extreme(Collection<?> coll, Comparator<Object> order, int sign) {
        Iterator<?> it = coll.iterator();
        Object best = it.next();
        while (it.hasNext()) {
            Object e = it.next();
            if (Integer.signum(order.compare(e, best)) == sign) {
                best = e;
            }
        }
        return best;
    }

    /** The comparator that reverses the natural ordering. */
    @SuppressWarnings("unchecked")
    public static <T> Comparator<T> reverseOrder() {
        return (Comparator<T>) (Comparator<?>) SortOrders.DESCENDING;
    }

    /** The reverse of cmp (of the natural ordering when cmp is null). */
    public static <T> Comparator<T> reverseOrder(Comparator<T> cmp) {
        return SortOrders.reverse(cmp);
    }

    // ---- rearranging

    /** Reverses the order of list's elements, walking one list iterator from each end. */
    @SuppressWarnings("unchecked")
    public static void reverse(List<?> list) {
        List<Object> l = (List<Object>) list;
        ListIterator<Object> front = l.listIterator();
        ListIterator<Object> back = l.listIterator(l.size());
        for (int n = l.size() / 2; n > 0; n--) {
            Object a = front.next();
            front.set(back.previous());
            back.set(a);
        }
    }

    /** Swaps the elements at i and j. */
    @SuppressWarnings("unchecked")
    public static void swap(List<?> list, int i, int j) {
        List<Object> l = (List<Object>) list;
        Object a = l.get(i);
        l.set(i, l.set(j, a));
    }

    /** Shuffles list with a generator of the class's own. */
    public static void shuffle(List<?> list) {
        Random r = shuffler;
        if (r == null) {
            r = new Random();
            shuffler = r;
        }
        shuffle(list, r);
    }

    /**
     * Shuffles list with rnd: for each position from the last down to the second, swaps it with
     * a position rnd.nextInt chooses at or below it (the API's algorithm, so that a seeded
     * generator gives the JDK's order). Lists without fast positional access are shuffled in an
     * array and written back.
     */
    @SuppressWarnings("unchecked")
    public static void shuffle(List<?> list, Random rnd) {
        List<Object> l = (List<Object>) list;
        if (l instanceof RandomAccess) {
            for (int i = l.size() - 1; i > 0; i--) {
                swap(l, i, rnd.nextInt(i + 1));
            }
            return;
        }
        Object[] a = l.toArray();
        for (int i = a.length - 1; i > 0; i--) {
            int j = rnd.nextInt(i + 1);
            Object t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
        writeBack(l, a);
    }

    private static void writeBack(List<Object> l, Object[] a) {
        ListIterator<Object> it = l.listIterator();
        for (Object o : a) {
            it.next();
            it.set(o);
        }
    }

    /**
     * Moves the element at i to (i + distance) mod size. Rotating right by d is reversing the
     * whole list, then its first d elements, then the rest.
     */
    public static void rotate(List<?> list, int distance) {
        int n = list.size();
        if (n == 0) {
            return;
        }
        int d = distance % n;
        if (d < 0) {
            d += n;
        }
        if (d == 0) {
            return;
        }
        reverse(list);
        reverse(list.subList(0, d));
        reverse(list.subList(d, n));
    }

    /** Replaces every element with obj. */
    public static <T> void fill(List<? super T> list, T obj) {
        ListIterator<? super T> it = list.listIterator();
        while (it.hasNext()) {
            it.next();
            it.set(obj);
        }
    }

    /** Copies src over the first src.size() elements of dest. */
    public static <T> void copy(List<? super T> dest, List<? extends T> src) {
        if (src.size() > dest.size()) {
            throw new IndexOutOfBoundsException("Source does not fit in dest");
        }
        ListIterator<? super T> to = dest.listIterator();
        for (T e : src) {
            to.next();
            to.set(e);
        }
    }

    /** Replaces every element equal to oldVal with newVal; true if there was one. */
    public static <T> boolean replaceAll(List<T> list, T oldVal, T newVal) {
        boolean any = false;
        ListIterator<T> it = list.listIterator();
        while (it.hasNext()) {
            if (Objects.equals(it.next(), oldVal)) {
                it.set(newVal);
                any = true;
            }
        }
        return any;
    }

    // ---- counting and comparing

    /** The first index at which target occurs in source as a run of elements, or -1. */
    public static int indexOfSubList(List<?> source, List<?> target) {
        Object[] s = source.toArray();
        Object[] t = target.toArray();
        for (int at = 0; at + t.length <= s.length; at++) {
            if (runMatches(s, at, t)) {
                return at;
            }
        }
        return -1;
    }

    /** The last index at which target occurs in source as a run of elements, or -1. */
    public static int lastIndexOfSubList(List<?> source, List<?> target) {
        Object[] s = source.toArray();
        Object[] t = target.toArray();
        for (int at = s.length - t.length; at >= 0; at--) {
            if (runMatches(s, at, t)) {
                return at;
            }
        }
        return -1;
    }

    private static boolean runMatches(Object[] s, int at, Object[] t) {
        for (int k = 0; k < t.length; k++) {
            if (!Objects.equals(s[at + k], t[k])) {
                return false;
            }
        }
        return true;
    }

    /** How many elements of c equal o. */
    public static int frequency(Collection<?> c, Object o) {
        int n = 0;
        for (Object e : c) {
            if (Objects.equals(e, o)) {
                n++;
            }
        }
        return n;
    }

    /** Whether c1 and c2 have no element in common. */
    public static boolean disjoint(Collection<?> c1, Collection<?> c2) {
        Collection<?> walked = c1;
        Collection<?> probed = c2;
        if (c1 instanceof Set<?> && !(c2 instanceof Set<?>)) {
            walked = c2;
            probed = c1;
        }
        for (Object e : walked) {
            if (probed.contains(e)) {
                return false;
            }
        }
        return true;
    }

    /** Adds each element to c; true if c changed. */
    @SafeVarargs
    public static <T> boolean addAll(Collection<? super T> c, T... elements) {
        boolean changed = false;
        for (T e : elements) {
            changed |= c.add(e);
        }
        return changed;
    }

    // ---- enumerations

    /** The remaining elements of e in a new ArrayList. */
    public static <T> ArrayList<T> list(Enumeration<T> e) {
        ArrayList<T> out = new ArrayList<T>();
        while (e.hasMoreElements()) {
            out.add(e.nextElement());
        }
        return out;
    }

    /** An enumeration over c's iterator. */
    public static <T> Enumeration<T> enumeration(final Collection<T> c) {
        final Iterator<T> it = c.iterator();
        return new Enumeration<T>() {
            public boolean hasMoreElements() {
                return it.hasNext();
            }

            public T nextElement() {
                return it.next();
            }
        };
    }

    // ---- empty, singleton and repeated collections

    public static <T> Iterator<T> emptyIterator() {
        return CollTiny.nothing();
    }

    public static <T> ListIterator<T> emptyListIterator() {
        return CollTiny.nothing();
    }

    public static <T> Enumeration<T> emptyEnumeration() {
        return CollTiny.nothing();
    }

    @SuppressWarnings("unchecked")
    public static final <T> List<T> emptyList() {
        return (List<T>) EMPTY_LIST;
    }

    @SuppressWarnings("unchecked")
    public static final <T> Set<T> emptySet() {
        return (Set<T>) EMPTY_SET;
    }

    @SuppressWarnings("unchecked")
    public static final <K, V> Map<K, V> emptyMap() {
        return (Map<K, V>) EMPTY_MAP;
    }

    public static <E> SortedSet<E> emptySortedSet() {
        return new CollReadOnly.Navigable<E>(new TreeSet<E>());
    }

    public static <E> NavigableSet<E> emptyNavigableSet() {
        return new CollReadOnly.Navigable<E>(new TreeSet<E>());
    }

    public static final <K, V> SortedMap<K, V> emptySortedMap() {
        return new CollReadOnly.NavigableTable<K, V>(new TreeMap<K, V>());
    }

    public static final <K, V> NavigableMap<K, V> emptyNavigableMap() {
        return new CollReadOnly.NavigableTable<K, V>(new TreeMap<K, V>());
    }

    public static <T> Set<T> singleton(T o) {
        return new CollTiny.AtMostOne<T>(true, o);
    }

    public static <T> List<T> singletonList(T o) {
        return new CollTiny.Repeat<T>(1, o, false);
    }

    public static <K, V> Map<K, V> singletonMap(K key, V value) {
        return new CollTiny.AtMostOneMap<K, V>(true, key, value);
    }

    /** An unmodifiable list of n copies of o; IllegalArgumentException if n is negative. */
    public static <T> List<T> nCopies(int n, T o) {
        if (n < 0) {
            throw new IllegalArgumentException("List length = " + n);
        }
        return new CollTiny.Repeat<T>(n, o, false);
    }

    // ---- unmodifiable views (an unmodifiable view of such a view is the view itself)

    @SuppressWarnings("unchecked")
    public static <T> Collection<T> unmodifiableCollection(Collection<? extends T> c) {
        if (c.getClass() == CollReadOnly.Group.class) {
            return (Collection<T>) c;
        }
        return new CollReadOnly.Group<T>(c);
    }

    @SuppressWarnings("unchecked")
    public static <T> Set<T> unmodifiableSet(Set<? extends T> s) {
        if (s.getClass() == CollReadOnly.Distinct.class) {
            return (Set<T>) s;
        }
        return new CollReadOnly.Distinct<T>(s);
    }

    @SuppressWarnings("unchecked")
    public static <T> SortedSet<T> unmodifiableSortedSet(SortedSet<T> s) {
        if (s.getClass() == CollReadOnly.Ordered.class) {
            return s;
        }
        return new CollReadOnly.Ordered<T>(s);
    }

    @SuppressWarnings("unchecked")
    public static <T> NavigableSet<T> unmodifiableNavigableSet(NavigableSet<T> s) {
        if (s instanceof CollReadOnly.Navigable<?>) {
            return s;
        }
        return new CollReadOnly.Navigable<T>(s);
    }

    @SuppressWarnings("unchecked")
    public static <T> List<T> unmodifiableList(List<? extends T> list) {
        if (list instanceof CollReadOnly.Sequence<?>) {
            return (List<T>) list;
        }
        return CollReadOnly.Sequence.over(list);
    }

    @SuppressWarnings("unchecked")
    public static <K, V> Map<K, V> unmodifiableMap(Map<? extends K, ? extends V> m) {
        if (m.getClass() == CollReadOnly.Table.class) {
            return (Map<K, V>) m;
        }
        return new CollReadOnly.Table<K, V>(m);
    }

    @SuppressWarnings("unchecked")
    public static <K, V> SortedMap<K, V> unmodifiableSortedMap(SortedMap<K, ? extends V> m) {
        if (m.getClass() == CollReadOnly.OrderedTable.class) {
            return (SortedMap<K, V>) m;
        }
        return new CollReadOnly.OrderedTable<K, V>(m);
    }

    @SuppressWarnings("unchecked")
    public static <K, V> NavigableMap<K, V> unmodifiableNavigableMap(NavigableMap<K, ? extends V> m) {
        if (m instanceof CollReadOnly.NavigableTable<?, ?>) {
            return (NavigableMap<K, V>) m;
        }
        return new CollReadOnly.NavigableTable<K, V>(m);
    }

    // ---- synchronized views

    public static <T> Collection<T> synchronizedCollection(Collection<T> c) {
        return new CollLocked.Group<T>(c, null);
    }

    public static <T> Set<T> synchronizedSet(Set<T> s) {
        return new CollLocked.Distinct<T>(s, null);
    }

    public static <T> List<T> synchronizedList(List<T> list) {
        return CollLocked.Sequence.over(list, null);
    }

    /** A synchronized view of list that locks mutex (Vector.subList locks its Vector). */
    static <T> List<T> synchronizedList(List<T> list, Object mutex) {
        return CollLocked.Sequence.over(list, mutex);
    }

    public static <K, V> Map<K, V> synchronizedMap(Map<K, V> m) {
        return new CollLocked.Table<K, V>(m);
    }

    // ---- adapters

    /**
     * A set view of map's keys, adding as mapping to Boolean.TRUE; IllegalArgumentException if
     * map is not empty.
     */
    public static <E> Set<E> newSetFromMap(Map<E, Boolean> map) {
        if (!map.isEmpty()) {
            throw new IllegalArgumentException("Map is non-empty");
        }
        return new KeysOf<E>(map);
    }

    /** The set newSetFromMap returns: a map's key set that can also add. */
    private static final class KeysOf<E> extends AbstractSet<E> {
        private final Map<E, Boolean> map;
        private final Set<E> keys;

        KeysOf(Map<E, Boolean> map) {
            this.map = map;
            this.keys = map.keySet();
        }

        public int size() {
            return map.size();
        }

        public boolean contains(Object o) {
            return map.containsKey(o);
        }

        public boolean add(E e) {
            return map.put(e, Boolean.TRUE) == null;
        }

        public boolean remove(Object o) {
            return map.remove(o) != null;
        }

        public void clear() {
            map.clear();
        }

        public Iterator<E> iterator() {
            return keys.iterator();
        }

        public Object[] toArray() {
            return keys.toArray();
        }

        public <T> T[] toArray(T[] a) {
            return keys.toArray(a);
        }

        public String toString() {
            return keys.toString();
        }

        public boolean equals(Object o) {
            return o == this || keys.equals(o);
        }

        public int hashCode() {
            return keys.hashCode();
        }
    }

    /** A last-in-first-out queue view of deque: adding pushes, removing pops. */
    public static <T> Queue<T> asLifoQueue(Deque<T> deque) {
        return new StackView<T>(deque);
    }

    private static final class StackView<E> extends AbstractQueue<E> {
        private final Deque<E> deque;

        StackView(Deque<E> deque) {
            this.deque = deque;
        }

        public boolean add(E e) {
            deque.addFirst(e);
            return true;
        }

        public boolean offer(E e) {
            return deque.offerFirst(e);
        }

        public E poll() {
            return deque.pollFirst();
        }

        public E remove() {
            return deque.removeFirst();
        }

        public E peek() {
            return deque.peekFirst();
        }

        public E element() {
            return deque.getFirst();
        }

        public int size() {
            return deque.size();
        }

        public boolean isEmpty() {
            return deque.isEmpty();
        }

        public boolean contains(Object o) {
            return deque.contains(o);
        }

        public boolean remove(Object o) {
            return deque.remove(o);
        }

        public void clear() {
            deque.clear();
        }

        public Iterator<E> iterator() {
            return deque.iterator();
        }

        public Object[] toArray() {
            return deque.toArray();
        }

        public <T> T[] toArray(T[] a) {
            return deque.toArray(a);
        }

        public String toString() {
            return deque.toString();
        }
    }
}
