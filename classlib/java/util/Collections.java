// java.util.Collections: algorithms over collections (sort, search, reverse, extremes, counting)
// and the wrapper families: unmodifiable and synchronized views, empty, singleton and n-copies
// collections, reverse-order comparators, shuffling, sets backed by maps and LIFO queue views.
// checked* and the synchronized navigable views are missing.
package java.util;

/** Static methods that operate on or return collections. */
public class Collections {
    private Collections() {
    }

    // ---- algorithms ----

    /** Sorts into natural order; stable. */
    public static <T extends Comparable<? super T>> void sort(List<T> list) {
        list.sort(null);
    }

    /** Sorts with c (null: natural order); stable. */
    public static <T> void sort(List<T> list, Comparator<? super T> c) {
        list.sort(c);
    }

    /** The index of key in a list sorted into natural order, or -(insertion point) - 1. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public static <T> int binarySearch(List<? extends Comparable<? super T>> list, T key) {
        return binarySearch0((List) list, key, null);
    }

    /** The index of key in a list sorted by c (null: natural order), or -(insertion point) - 1. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public static <T> int binarySearch(List<? extends T> list, T key, Comparator<? super T> c) {
        return binarySearch0((List) list, key, c);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static int binarySearch0(List<Object> list, Object key, Comparator c) {
        int low = 0;
        int high = list.size() - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            Object midVal = list.get(mid);
            int cmp = (c == null) ? ((Comparable) midVal).compareTo(key) : c.compare(midVal, key);
            if (cmp < 0) {
                low = mid + 1;
            } else if (cmp > 0) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    /** Reverses the order of the elements. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public static void reverse(List<?> list) {
        int size = list.size();
        if (list instanceof RandomAccess) {
            for (int i = 0, mid = size >> 1, j = size - 1; i < mid; i++, j--) {
                swap(list, i, j);
            }
        } else {
            ListIterator fwd = list.listIterator();
            ListIterator rev = list.listIterator(size);
            for (int i = 0, mid = size >> 1; i < mid; i++) {
                Object tmp = fwd.next();
                fwd.set(rev.previous());
                rev.set(tmp);
            }
        }
    }

    /** Swaps the elements at i and j. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public static void swap(List<?> list, int i, int j) {
        final List l = list;
        l.set(i, l.set(j, l.get(i)));
    }

    /** Replaces every element with obj. */
    public static <T> void fill(List<? super T> list, T obj) {
        ListIterator<? super T> itr = list.listIterator();
        while (itr.hasNext()) {
            itr.next();
            itr.set(obj);
        }
    }

    /** Copies src into the start of dest; IndexOutOfBoundsException if it does not fit. */
    public static <T> void copy(List<? super T> dest, List<? extends T> src) {
        int srcSize = src.size();
        if (srcSize > dest.size()) {
            throw new IndexOutOfBoundsException("Source does not fit in dest");
        }
        ListIterator<? super T> di = dest.listIterator();
        ListIterator<? extends T> si = src.listIterator();
        for (int i = 0; i < srcSize; i++) {
            di.next();
            di.set(si.next());
        }
    }

    /** Lists shorter than this are shuffled in place even without random access. */
    private static final int SHUFFLE_THRESHOLD = 5;

    /** The source for shuffle(List), created on first use. */
    private static Random shuffleRandom;

    /** Shuffles with a Random created on first use and kept for later calls. */
    public static void shuffle(List<?> list) {
        Random rnd = shuffleRandom;
        if (rnd == null) {
            shuffleRandom = rnd = new Random();
        }
        shuffle(list, rnd);
    }

    /**
     * Shuffles with rnd by the documented algorithm: from the last position down to the second,
     * swap the element at position i-1 with the one at rnd.nextInt(i). A list that is long and
     * not RandomAccess is shuffled in an array and written back through a list iterator.
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public static void shuffle(List<?> list, Random rnd) {
        int size = list.size();
        if (size < SHUFFLE_THRESHOLD || list instanceof RandomAccess) {
            for (int i = size; i > 1; i--) {
                swap(list, i - 1, rnd.nextInt(i));
            }
        } else {
            Object[] arr = list.toArray();
            for (int i = size; i > 1; i--) {
                int j = rnd.nextInt(i);
                Object tmp = arr[i - 1];
                arr[i - 1] = arr[j];
                arr[j] = tmp;
            }
            ListIterator it = list.listIterator();
            for (int k = 0; k < arr.length; k++) {
                it.next();
                it.set(arr[k]);
            }
        }
    }

    /** Moves each element distance places on (cyclically). */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public static void rotate(List<?> list, int distance) {
        int size = list.size();
        if (size == 0) {
            return;
        }
        distance = distance % size;
        if (distance < 0) {
            distance += size;
        }
        if (distance == 0) {
            return;
        }
        Object[] a = list.toArray();
        List l = list;
        for (int i = 0; i < size; i++) {
            l.set((i + distance) % size, a[i]);
        }
    }

    /** The least element in natural order (the first of equals); NoSuchElementException when empty. */
    public static <T extends Object & Comparable<? super T>> T min(Collection<? extends T> coll) {
        Iterator<? extends T> i = coll.iterator();
        T candidate = i.next();
        while (i.hasNext()) {
            T next = i.next();
            if (next.compareTo(candidate) < 0) {
                candidate = next;
            }
        }
        return candidate;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static <T> T min(Collection<? extends T> coll, Comparator<? super T> comp) {
        if (comp == null) {
            return (T) min((Collection) coll);
        }
        Iterator<? extends T> i = coll.iterator();
        T candidate = i.next();
        while (i.hasNext()) {
            T next = i.next();
            if (comp.compare(next, candidate) < 0) {
                candidate = next;
            }
        }
        return candidate;
    }

    /** The greatest element in natural order (the first of equals); NoSuchElementException when empty. */
    public static <T extends Object & Comparable<? super T>> T max(Collection<? extends T> coll) {
        Iterator<? extends T> i = coll.iterator();
        T candidate = i.next();
        while (i.hasNext()) {
            T next = i.next();
            if (next.compareTo(candidate) > 0) {
                candidate = next;
            }
        }
        return candidate;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static <T> T max(Collection<? extends T> coll, Comparator<? super T> comp) {
        if (comp == null) {
            return (T) max((Collection) coll);
        }
        Iterator<? extends T> i = coll.iterator();
        T candidate = i.next();
        while (i.hasNext()) {
            T next = i.next();
            if (comp.compare(next, candidate) > 0) {
                candidate = next;
            }
        }
        return candidate;
    }

    /** The number of elements equal to o. */
    public static int frequency(Collection<?> c, Object o) {
        int result = 0;
        for (Object e : c) {
            if (Objects.equals(o, e)) {
                result++;
            }
        }
        return result;
    }

    /** Whether the two collections have no element in common. */
    public static boolean disjoint(Collection<?> c1, Collection<?> c2) {
        for (Object e : c1) {
            if (c2.contains(e)) {
                return false;
            }
        }
        return true;
    }

    /** Adds every element; true if c changed. */
    @SafeVarargs
    public static <T> boolean addAll(Collection<? super T> c, T... elements) {
        boolean result = false;
        for (T element : elements) {
            result |= c.add(element);
        }
        return result;
    }

    /** The first index at which target occurs in source, or -1. */
    public static int indexOfSubList(List<?> source, List<?> target) {
        int sourceSize = source.size();
        int targetSize = target.size();
        int maxCandidate = sourceSize - targetSize;
        nextCand:
        for (int candidate = 0; candidate <= maxCandidate; candidate++) {
            for (int i = 0, j = candidate; i < targetSize; i++, j++) {
                if (!Objects.equals(target.get(i), source.get(j))) {
                    continue nextCand;
                }
            }
            return candidate;
        }
        return -1;
    }

    /** An enumeration over c's iterator. */
    public static <T> Enumeration<T> enumeration(final Collection<T> c) {
        return new Enumeration<T>() {
            private final Iterator<T> i = c.iterator();

            public boolean hasMoreElements() {
                return i.hasNext();
            }

            public T nextElement() {
                return i.next();
            }
        };
    }

    /** An ArrayList of the enumeration's remaining elements. */
    public static <T> ArrayList<T> list(Enumeration<T> e) {
        ArrayList<T> l = new ArrayList<T>();
        while (e.hasMoreElements()) {
            l.add(e.nextElement());
        }
        return l;
    }

    // ---- comparators ----

    /** The reverse of the natural ordering. */
    @SuppressWarnings("unchecked")
    public static <T> Comparator<T> reverseOrder() {
        return (Comparator<T>) ReverseComparator.REVERSE_ORDER;
    }

    /** The reverse of cmp (of the natural ordering when null). */
    @SuppressWarnings("unchecked")
    public static <T> Comparator<T> reverseOrder(Comparator<T> cmp) {
        if (cmp == null) {
            return (Comparator<T>) ReverseComparator.REVERSE_ORDER;
        } else if (cmp == ReverseComparator.REVERSE_ORDER) {
            return (Comparator<T>) Comparators.Natural.INSTANCE;
        } else if (cmp instanceof ReverseComparator2) {
            return ((ReverseComparator2<T>) cmp).cmp;
        }
        return new ReverseComparator2<T>(cmp);
    }

    private static final class ReverseComparator implements Comparator<Comparable<Object>>, java.io.Serializable {
        static final ReverseComparator REVERSE_ORDER = new ReverseComparator();

        public int compare(Comparable<Object> c1, Comparable<Object> c2) {
            return c2.compareTo(c1);
        }

        @SuppressWarnings({"unchecked", "rawtypes"})
        public Comparator<Comparable<Object>> reversed() {
            return (Comparator) Comparators.Natural.INSTANCE;
        }
    }

    private static final class ReverseComparator2<T> implements Comparator<T>, java.io.Serializable {
        final Comparator<T> cmp;

        ReverseComparator2(Comparator<T> cmp) {
            this.cmp = cmp;
        }

        public int compare(T t1, T t2) {
            return cmp.compare(t2, t1);
        }

        public boolean equals(Object o) {
            return (o == this) || (o instanceof ReverseComparator2 && cmp.equals(((ReverseComparator2<?>) o).cmp));
        }

        public int hashCode() {
            return cmp.hashCode() ^ Integer.MIN_VALUE;
        }

        public Comparator<T> reversed() {
            return cmp;
        }
    }

    // ---- empty collections ----

    @SuppressWarnings("rawtypes")
    public static final List EMPTY_LIST = new EmptyList<Object>();
    @SuppressWarnings("rawtypes")
    public static final Set EMPTY_SET = new EmptySet<Object>();
    @SuppressWarnings("rawtypes")
    public static final Map EMPTY_MAP = new EmptyMap<Object, Object>();

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

    /** The unmodifiable view of an empty TreeSet behind emptySortedSet and emptyNavigableSet. */
    @SuppressWarnings("rawtypes")
    private static final NavigableSet EMPTY_NAVIGABLE_SET = new UnmodifiableNavigableSet<Object>(new TreeSet<Object>());

    /** The unmodifiable view of an empty TreeMap behind emptySortedMap and emptyNavigableMap. */
    @SuppressWarnings("rawtypes")
    private static final NavigableMap EMPTY_NAVIGABLE_MAP =
            new UnmodifiableNavigableMap<Object, Object>(new TreeMap<Object, Object>());

    /** An empty, unmodifiable sorted set (natural ordering). */
    @SuppressWarnings("unchecked")
    public static <E> SortedSet<E> emptySortedSet() {
        return (SortedSet<E>) EMPTY_NAVIGABLE_SET;
    }

    /** An empty, unmodifiable navigable set (natural ordering). */
    @SuppressWarnings("unchecked")
    public static <E> NavigableSet<E> emptyNavigableSet() {
        return (NavigableSet<E>) EMPTY_NAVIGABLE_SET;
    }

    /** An empty, unmodifiable sorted map (natural ordering). */
    @SuppressWarnings("unchecked")
    public static final <K, V> SortedMap<K, V> emptySortedMap() {
        return (SortedMap<K, V>) EMPTY_NAVIGABLE_MAP;
    }

    /** An empty, unmodifiable navigable map (natural ordering). */
    @SuppressWarnings("unchecked")
    public static final <K, V> NavigableMap<K, V> emptyNavigableMap() {
        return (NavigableMap<K, V>) EMPTY_NAVIGABLE_MAP;
    }

    @SuppressWarnings("unchecked")
    public static <T> Iterator<T> emptyIterator() {
        return (Iterator<T>) EmptyIterator.EMPTY_ITERATOR;
    }

    @SuppressWarnings("unchecked")
    public static <T> ListIterator<T> emptyListIterator() {
        return (ListIterator<T>) EmptyIterator.EMPTY_ITERATOR;
    }

    @SuppressWarnings("unchecked")
    public static <T> Enumeration<T> emptyEnumeration() {
        return (Enumeration<T>) EmptyIterator.EMPTY_ITERATOR;
    }

    private static class EmptyIterator<E> implements ListIterator<E>, Enumeration<E> {
        static final EmptyIterator<Object> EMPTY_ITERATOR = new EmptyIterator<Object>();

        public boolean hasNext() {
            return false;
        }

        public E next() {
            throw new NoSuchElementException();
        }

        public boolean hasPrevious() {
            return false;
        }

        public E previous() {
            throw new NoSuchElementException();
        }

        public int nextIndex() {
            return 0;
        }

        public int previousIndex() {
            return -1;
        }

        public void remove() {
            throw new IllegalStateException();
        }

        public void set(E e) {
            throw new IllegalStateException();
        }

        public void add(E e) {
            throw new UnsupportedOperationException();
        }

        public boolean hasMoreElements() {
            return false;
        }

        public E nextElement() {
            throw new NoSuchElementException();
        }
    }

    private static class EmptyList<E> extends AbstractList<E> implements RandomAccess, java.io.Serializable {
        public Iterator<E> iterator() {
            return emptyIterator();
        }

        public ListIterator<E> listIterator() {
            return emptyListIterator();
        }

        public int size() {
            return 0;
        }

        public boolean isEmpty() {
            return true;
        }

        public void clear() {
        }

        public boolean contains(Object obj) {
            return false;
        }

        public boolean containsAll(Collection<?> c) {
            return c.isEmpty();
        }

        public Object[] toArray() {
            return new Object[0];
        }

        public <T> T[] toArray(T[] a) {
            if (a.length > 0) {
                a[0] = null;
            }
            return a;
        }

        public E get(int index) {
            throw new IndexOutOfBoundsException("Index: " + index);
        }

        public boolean equals(Object o) {
            return (o instanceof List) && ((List<?>) o).isEmpty();
        }

        public int hashCode() {
            return 1;
        }

        public void sort(Comparator<? super E> c) {
        }
    }

    private static class EmptySet<E> extends AbstractSet<E> implements java.io.Serializable {
        public Iterator<E> iterator() {
            return emptyIterator();
        }

        public int size() {
            return 0;
        }

        public boolean isEmpty() {
            return true;
        }

        public void clear() {
        }

        public boolean contains(Object obj) {
            return false;
        }

        public boolean containsAll(Collection<?> c) {
            return c.isEmpty();
        }

        public Object[] toArray() {
            return new Object[0];
        }

        public <T> T[] toArray(T[] a) {
            if (a.length > 0) {
                a[0] = null;
            }
            return a;
        }

        public int hashCode() {
            return 0;
        }
    }

    private static class EmptyMap<K, V> extends AbstractMap<K, V> implements java.io.Serializable {
        public int size() {
            return 0;
        }

        public boolean isEmpty() {
            return true;
        }

        public void clear() {
        }

        public boolean containsKey(Object key) {
            return false;
        }

        public boolean containsValue(Object value) {
            return false;
        }

        public V get(Object key) {
            return null;
        }

        public Set<K> keySet() {
            return emptySet();
        }

        public Collection<V> values() {
            return emptySet();
        }

        public Set<Map.Entry<K, V>> entrySet() {
            return emptySet();
        }

        public boolean equals(Object o) {
            return (o instanceof Map) && ((Map<?, ?>) o).isEmpty();
        }

        public int hashCode() {
            return 0;
        }

        public V getOrDefault(Object k, V defaultValue) {
            return defaultValue;
        }

        public V putIfAbsent(K key, V value) {
            throw new UnsupportedOperationException();
        }

        public boolean remove(Object key, Object value) {
            throw new UnsupportedOperationException();
        }

        public boolean replace(K key, V oldValue, V newValue) {
            throw new UnsupportedOperationException();
        }

        public V replace(K key, V value) {
            throw new UnsupportedOperationException();
        }
    }

    // ---- singletons and copies ----

    /** An immutable set holding just o. */
    public static <T> Set<T> singleton(T o) {
        return new SingletonSet<T>(o);
    }

    static <E> Iterator<E> singletonIterator(final E e) {
        return new Iterator<E>() {
            private boolean hasNext = true;

            public boolean hasNext() {
                return hasNext;
            }

            public E next() {
                if (hasNext) {
                    hasNext = false;
                    return e;
                }
                throw new NoSuchElementException();
            }

            public void remove() {
                throw new UnsupportedOperationException();
            }
        };
    }

    private static class SingletonSet<E> extends AbstractSet<E> implements java.io.Serializable {
        private final E element;

        SingletonSet(E e) {
            element = e;
        }

        public Iterator<E> iterator() {
            return singletonIterator(element);
        }

        public int size() {
            return 1;
        }

        public boolean contains(Object o) {
            return Objects.equals(o, element);
        }

        public int hashCode() {
            return Objects.hashCode(element);
        }
    }

    /** An immutable list holding just o. */
    public static <T> List<T> singletonList(T o) {
        return new SingletonList<T>(o);
    }

    private static class SingletonList<E> extends AbstractList<E> implements RandomAccess, java.io.Serializable {
        private final E element;

        SingletonList(E obj) {
            element = obj;
        }

        public Iterator<E> iterator() {
            return singletonIterator(element);
        }

        public int size() {
            return 1;
        }

        public boolean contains(Object obj) {
            return Objects.equals(obj, element);
        }

        public E get(int index) {
            if (index != 0) {
                throw new IndexOutOfBoundsException("Index: " + index + ", Size: 1");
            }
            return element;
        }

        public int hashCode() {
            return 31 + Objects.hashCode(element);
        }

        public void sort(Comparator<? super E> c) {
        }
    }

    /** An immutable map holding just key -> value. */
    public static <K, V> Map<K, V> singletonMap(K key, V value) {
        return new SingletonMap<K, V>(key, value);
    }

    private static class SingletonMap<K, V> extends AbstractMap<K, V> implements java.io.Serializable {
        private final K k;
        private final V v;

        SingletonMap(K key, V value) {
            k = key;
            v = value;
        }

        public int size() {
            return 1;
        }

        public boolean isEmpty() {
            return false;
        }

        public boolean containsKey(Object key) {
            return Objects.equals(key, k);
        }

        public boolean containsValue(Object value) {
            return Objects.equals(value, v);
        }

        public V get(Object key) {
            return Objects.equals(key, k) ? v : null;
        }

        public Set<K> keySet() {
            return singleton(k);
        }

        public Set<Map.Entry<K, V>> entrySet() {
            return Collections.<Map.Entry<K, V>>singleton(new SimpleImmutableEntry<K, V>(k, v));
        }

        public Collection<V> values() {
            return singleton(v);
        }

        public int hashCode() {
            return Objects.hashCode(k) ^ Objects.hashCode(v);
        }
    }

    /** An immutable list of n copies of o. */
    public static <T> List<T> nCopies(int n, T o) {
        if (n < 0) {
            throw new IllegalArgumentException("List length = " + n);
        }
        return new CopiesList<T>(n, o);
    }

    private static class CopiesList<E> extends AbstractList<E> implements RandomAccess, java.io.Serializable {
        final int n;
        final E element;

        CopiesList(int n, E e) {
            this.n = n;
            element = e;
        }

        public int size() {
            return n;
        }

        public boolean contains(Object obj) {
            return n != 0 && Objects.equals(obj, element);
        }

        public int indexOf(Object o) {
            return contains(o) ? 0 : -1;
        }

        public int lastIndexOf(Object o) {
            return contains(o) ? n - 1 : -1;
        }

        public E get(int index) {
            if (index < 0 || index >= n) {
                throw new IndexOutOfBoundsException("Index: " + index + ", Size: " + n);
            }
            return element;
        }

        public Object[] toArray() {
            Object[] a = new Object[n];
            if (element != null) {
                Arrays.fill(a, 0, n, element);
            }
            return a;
        }

        public List<E> subList(int fromIndex, int toIndex) {
            if (fromIndex < 0) {
                throw new IndexOutOfBoundsException("fromIndex = " + fromIndex);
            }
            if (toIndex > n) {
                throw new IndexOutOfBoundsException("toIndex = " + toIndex);
            }
            if (fromIndex > toIndex) {
                throw new IllegalArgumentException("fromIndex(" + fromIndex + ") > toIndex(" + toIndex + ")");
            }
            return new CopiesList<E>(toIndex - fromIndex, element);
        }
    }

    // ---- unmodifiable views ----

    @SuppressWarnings("unchecked")
    public static <T> Collection<T> unmodifiableCollection(Collection<? extends T> c) {
        if (c.getClass() == UnmodifiableCollection.class) {
            return (Collection<T>) c;
        }
        return new UnmodifiableCollection<T>(c);
    }

    /** A read-only view: every mutator throws UnsupportedOperationException. */
    static class UnmodifiableCollection<E> implements Collection<E>, java.io.Serializable {
        final Collection<? extends E> c;

        UnmodifiableCollection(Collection<? extends E> c) {
            if (c == null) {
                throw new NullPointerException();
            }
            this.c = c;
        }

        public int size() {
            return c.size();
        }

        public boolean isEmpty() {
            return c.isEmpty();
        }

        public boolean contains(Object o) {
            return c.contains(o);
        }

        public Object[] toArray() {
            return c.toArray();
        }

        public <T> T[] toArray(T[] a) {
            return c.toArray(a);
        }

        public String toString() {
            return c.toString();
        }

        public Iterator<E> iterator() {
            return new Iterator<E>() {
                private final Iterator<? extends E> i = c.iterator();

                public boolean hasNext() {
                    return i.hasNext();
                }

                public E next() {
                    return i.next();
                }

                public void remove() {
                    throw new UnsupportedOperationException();
                }
            };
        }

        public boolean add(E e) {
            throw new UnsupportedOperationException();
        }

        public boolean remove(Object o) {
            throw new UnsupportedOperationException();
        }

        public boolean containsAll(Collection<?> coll) {
            return c.containsAll(coll);
        }

        public boolean addAll(Collection<? extends E> coll) {
            throw new UnsupportedOperationException();
        }

        public boolean removeAll(Collection<?> coll) {
            throw new UnsupportedOperationException();
        }

        public boolean retainAll(Collection<?> coll) {
            throw new UnsupportedOperationException();
        }

        public void clear() {
            throw new UnsupportedOperationException();
        }

        public void forEach(java.util.function.Consumer<? super E> action) {
            c.forEach(action);
        }

        /** Refused before the filter is called. */
        public boolean removeIf(java.util.function.Predicate<? super E> filter) {
            throw new UnsupportedOperationException();
        }
    }

    @SuppressWarnings("unchecked")
    public static <T> Set<T> unmodifiableSet(Set<? extends T> s) {
        if (s.getClass() == UnmodifiableSet.class) {
            return (Set<T>) s;
        }
        return new UnmodifiableSet<T>(s);
    }

    static class UnmodifiableSet<E> extends UnmodifiableCollection<E> implements Set<E>, java.io.Serializable {
        UnmodifiableSet(Set<? extends E> s) {
            super(s);
        }

        public boolean equals(Object o) {
            return o == this || c.equals(o);
        }

        public int hashCode() {
            return c.hashCode();
        }
    }

    public static <T> SortedSet<T> unmodifiableSortedSet(SortedSet<T> s) {
        return new UnmodifiableSortedSet<T>(s);
    }

    static class UnmodifiableSortedSet<E> extends UnmodifiableSet<E> implements SortedSet<E>, java.io.Serializable {
        private final SortedSet<E> ss;

        UnmodifiableSortedSet(SortedSet<E> s) {
            super(s);
            ss = s;
        }

        public Comparator<? super E> comparator() {
            return ss.comparator();
        }

        public SortedSet<E> subSet(E fromElement, E toElement) {
            return new UnmodifiableSortedSet<E>(ss.subSet(fromElement, toElement));
        }

        public SortedSet<E> headSet(E toElement) {
            return new UnmodifiableSortedSet<E>(ss.headSet(toElement));
        }

        public SortedSet<E> tailSet(E fromElement) {
            return new UnmodifiableSortedSet<E>(ss.tailSet(fromElement));
        }

        public E first() {
            return ss.first();
        }

        public E last() {
            return ss.last();
        }
    }

    @SuppressWarnings("unchecked")
    public static <T> List<T> unmodifiableList(List<? extends T> list) {
        if (list.getClass() == UnmodifiableList.class || list.getClass() == UnmodifiableRandomAccessList.class) {
            return (List<T>) list;
        }
        return (list instanceof RandomAccess)
                ? new UnmodifiableRandomAccessList<T>(list)
                : new UnmodifiableList<T>(list);
    }

    static class UnmodifiableList<E> extends UnmodifiableCollection<E> implements List<E> {
        final List<? extends E> list;

        UnmodifiableList(List<? extends E> list) {
            super(list);
            this.list = list;
        }

        public boolean equals(Object o) {
            return o == this || list.equals(o);
        }

        public int hashCode() {
            return list.hashCode();
        }

        public E get(int index) {
            return list.get(index);
        }

        public E set(int index, E element) {
            throw new UnsupportedOperationException();
        }

        public void add(int index, E element) {
            throw new UnsupportedOperationException();
        }

        public E remove(int index) {
            throw new UnsupportedOperationException();
        }

        public int indexOf(Object o) {
            return list.indexOf(o);
        }

        public int lastIndexOf(Object o) {
            return list.lastIndexOf(o);
        }

        public boolean addAll(int index, Collection<? extends E> c) {
            throw new UnsupportedOperationException();
        }

        public void sort(Comparator<? super E> c) {
            throw new UnsupportedOperationException();
        }

        /** Refused before the operator is called. */
        public void replaceAll(java.util.function.UnaryOperator<E> operator) {
            throw new UnsupportedOperationException();
        }

        public ListIterator<E> listIterator() {
            return listIterator(0);
        }

        public ListIterator<E> listIterator(final int index) {
            return new ListIterator<E>() {
                private final ListIterator<? extends E> i = list.listIterator(index);

                public boolean hasNext() {
                    return i.hasNext();
                }

                public E next() {
                    return i.next();
                }

                public boolean hasPrevious() {
                    return i.hasPrevious();
                }

                public E previous() {
                    return i.previous();
                }

                public int nextIndex() {
                    return i.nextIndex();
                }

                public int previousIndex() {
                    return i.previousIndex();
                }

                public void remove() {
                    throw new UnsupportedOperationException();
                }

                public void set(E e) {
                    throw new UnsupportedOperationException();
                }

                public void add(E e) {
                    throw new UnsupportedOperationException();
                }
            };
        }

        public List<E> subList(int fromIndex, int toIndex) {
            return new UnmodifiableList<E>(list.subList(fromIndex, toIndex));
        }
    }

    static class UnmodifiableRandomAccessList<E> extends UnmodifiableList<E> implements RandomAccess {
        UnmodifiableRandomAccessList(List<? extends E> list) {
            super(list);
        }

        public List<E> subList(int fromIndex, int toIndex) {
            return new UnmodifiableRandomAccessList<E>(list.subList(fromIndex, toIndex));
        }
    }

    @SuppressWarnings("unchecked")
    public static <K, V> Map<K, V> unmodifiableMap(Map<? extends K, ? extends V> m) {
        if (m.getClass() == UnmodifiableMap.class) {
            return (Map<K, V>) m;
        }
        return new UnmodifiableMap<K, V>(m);
    }

    static class UnmodifiableMap<K, V> implements Map<K, V>, java.io.Serializable {
        private final Map<? extends K, ? extends V> m;
        private transient Set<K> keySet;
        private transient Set<Map.Entry<K, V>> entrySet;
        private transient Collection<V> values;

        UnmodifiableMap(Map<? extends K, ? extends V> m) {
            if (m == null) {
                throw new NullPointerException();
            }
            this.m = m;
        }

        public int size() {
            return m.size();
        }

        public boolean isEmpty() {
            return m.isEmpty();
        }

        public boolean containsKey(Object key) {
            return m.containsKey(key);
        }

        public boolean containsValue(Object val) {
            return m.containsValue(val);
        }

        public V get(Object key) {
            return m.get(key);
        }

        public V put(K key, V value) {
            throw new UnsupportedOperationException();
        }

        public V remove(Object key) {
            throw new UnsupportedOperationException();
        }

        public void putAll(Map<? extends K, ? extends V> map) {
            throw new UnsupportedOperationException();
        }

        public void clear() {
            throw new UnsupportedOperationException();
        }

        public Set<K> keySet() {
            if (keySet == null) {
                keySet = unmodifiableSet(m.keySet());
            }
            return keySet;
        }

        @SuppressWarnings({"unchecked", "rawtypes"})
        public Set<Map.Entry<K, V>> entrySet() {
            if (entrySet == null) {
                entrySet = new UnmodifiableEntrySet<K, V>((Set) m.entrySet());
            }
            return entrySet;
        }

        public Collection<V> values() {
            if (values == null) {
                values = unmodifiableCollection(m.values());
            }
            return values;
        }

        public boolean equals(Object o) {
            return o == this || m.equals(o);
        }

        public int hashCode() {
            return m.hashCode();
        }

        public String toString() {
            return m.toString();
        }

        @SuppressWarnings("unchecked")
        public V getOrDefault(Object k, V defaultValue) {
            return ((Map<K, V>) m).getOrDefault(k, defaultValue);
        }

        public V putIfAbsent(K key, V value) {
            throw new UnsupportedOperationException();
        }

        public boolean remove(Object key, Object value) {
            throw new UnsupportedOperationException();
        }

        public boolean replace(K key, V oldValue, V newValue) {
            throw new UnsupportedOperationException();
        }

        public V replace(K key, V value) {
            throw new UnsupportedOperationException();
        }

        public void forEach(java.util.function.BiConsumer<? super K, ? super V> action) {
            ((Map<K, V>) m).forEach(action);
        }

        /** Refused before the function is called, as every mutator of this view. */
        public void replaceAll(java.util.function.BiFunction<? super K, ? super V, ? extends V> function) {
            throw new UnsupportedOperationException();
        }

        public V computeIfAbsent(K key, java.util.function.Function<? super K, ? extends V> mappingFunction) {
            throw new UnsupportedOperationException();
        }

        public V computeIfPresent(K key,
                java.util.function.BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
            throw new UnsupportedOperationException();
        }

        public V compute(K key, java.util.function.BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
            throw new UnsupportedOperationException();
        }

        public V merge(K key, V value,
                java.util.function.BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
            throw new UnsupportedOperationException();
        }
    }

    /** The entry set of an unmodifiable map: its entries refuse setValue. */
    static class UnmodifiableEntrySet<K, V> extends UnmodifiableSet<Map.Entry<K, V>> {
        UnmodifiableEntrySet(Set<? extends Map.Entry<? extends K, ? extends V>> s) {
            super(castSet(s));
        }

        @SuppressWarnings({"unchecked", "rawtypes"})
        private static <K, V> Set<Map.Entry<K, V>> castSet(Set s) {
            return (Set<Map.Entry<K, V>>) s;
        }

        public Iterator<Map.Entry<K, V>> iterator() {
            return new Iterator<Map.Entry<K, V>>() {
                @SuppressWarnings("unchecked")
                private final Iterator<? extends Map.Entry<K, V>> i = (Iterator<? extends Map.Entry<K, V>>) c.iterator();

                public boolean hasNext() {
                    return i.hasNext();
                }

                public Map.Entry<K, V> next() {
                    return new UnmodifiableEntry<K, V>(i.next());
                }

                public void remove() {
                    throw new UnsupportedOperationException();
                }
            };
        }

        public Object[] toArray() {
            Object[] a = c.toArray();
            for (int i = 0; i < a.length; i++) {
                a[i] = new UnmodifiableEntry<K, V>(castEntry(a[i]));
            }
            return a;
        }

        @SuppressWarnings("unchecked")
        private static <K, V> Map.Entry<K, V> castEntry(Object o) {
            return (Map.Entry<K, V>) o;
        }

        static class UnmodifiableEntry<K, V> implements Map.Entry<K, V> {
            private final Map.Entry<? extends K, ? extends V> e;

            UnmodifiableEntry(Map.Entry<? extends K, ? extends V> e) {
                this.e = Objects.requireNonNull(e);
            }

            public K getKey() {
                return e.getKey();
            }

            public V getValue() {
                return e.getValue();
            }

            public V setValue(V value) {
                throw new UnsupportedOperationException();
            }

            public int hashCode() {
                return e.hashCode();
            }

            public boolean equals(Object o) {
                return this == o || AbstractMap.entryEquals(e, o);
            }

            public String toString() {
                return e.toString();
            }
        }
    }

    @SuppressWarnings("unchecked")
    public static <K, V> SortedMap<K, V> unmodifiableSortedMap(SortedMap<K, ? extends V> m) {
        return new UnmodifiableSortedMap<K, V>((SortedMap<K, V>) m);
    }

    static class UnmodifiableSortedMap<K, V> extends UnmodifiableMap<K, V> implements SortedMap<K, V> {
        private final SortedMap<K, V> sm;

        UnmodifiableSortedMap(SortedMap<K, V> m) {
            super(m);
            sm = m;
        }

        public Comparator<? super K> comparator() {
            return sm.comparator();
        }

        public SortedMap<K, V> subMap(K fromKey, K toKey) {
            return new UnmodifiableSortedMap<K, V>(sm.subMap(fromKey, toKey));
        }

        public SortedMap<K, V> headMap(K toKey) {
            return new UnmodifiableSortedMap<K, V>(sm.headMap(toKey));
        }

        public SortedMap<K, V> tailMap(K fromKey) {
            return new UnmodifiableSortedMap<K, V>(sm.tailMap(fromKey));
        }

        public K firstKey() {
            return sm.firstKey();
        }

        public K lastKey() {
            return sm.lastKey();
        }
    }

    /** An unmodifiable view of s; its views and descending forms are unmodifiable too. */
    public static <T> NavigableSet<T> unmodifiableNavigableSet(NavigableSet<T> s) {
        return new UnmodifiableNavigableSet<T>(s);
    }

    static class UnmodifiableNavigableSet<E> extends UnmodifiableSortedSet<E>
            implements NavigableSet<E>, java.io.Serializable {
        private final NavigableSet<E> ns;

        UnmodifiableNavigableSet(NavigableSet<E> s) {
            super(s);
            ns = s;
        }

        public E lower(E e) {
            return ns.lower(e);
        }

        public E floor(E e) {
            return ns.floor(e);
        }

        public E ceiling(E e) {
            return ns.ceiling(e);
        }

        public E higher(E e) {
            return ns.higher(e);
        }

        public E pollFirst() {
            throw new UnsupportedOperationException();
        }

        public E pollLast() {
            throw new UnsupportedOperationException();
        }

        public NavigableSet<E> descendingSet() {
            return new UnmodifiableNavigableSet<E>(ns.descendingSet());
        }

        public Iterator<E> descendingIterator() {
            return descendingSet().iterator();
        }

        public NavigableSet<E> subSet(E fromElement, boolean fromInclusive, E toElement, boolean toInclusive) {
            return new UnmodifiableNavigableSet<E>(ns.subSet(fromElement, fromInclusive, toElement, toInclusive));
        }

        public NavigableSet<E> headSet(E toElement, boolean inclusive) {
            return new UnmodifiableNavigableSet<E>(ns.headSet(toElement, inclusive));
        }

        public NavigableSet<E> tailSet(E fromElement, boolean inclusive) {
            return new UnmodifiableNavigableSet<E>(ns.tailSet(fromElement, inclusive));
        }
    }

    /**
     * An unmodifiable view of m; entries it hands out (first, floor, ... and through entrySet)
     * reject setValue, and its key sets and sub-maps are unmodifiable too.
     */
    @SuppressWarnings("unchecked")
    public static <K, V> NavigableMap<K, V> unmodifiableNavigableMap(NavigableMap<K, ? extends V> m) {
        return new UnmodifiableNavigableMap<K, V>((NavigableMap<K, V>) m);
    }

    static class UnmodifiableNavigableMap<K, V> extends UnmodifiableSortedMap<K, V>
            implements NavigableMap<K, V>, java.io.Serializable {
        private final NavigableMap<K, V> nm;

        UnmodifiableNavigableMap(NavigableMap<K, V> m) {
            super(m);
            nm = m;
        }

        private static <K, V> Map.Entry<K, V> wrap(Map.Entry<K, V> e) {
            return (e == null) ? null : new UnmodifiableEntrySet.UnmodifiableEntry<K, V>(e);
        }

        public K lowerKey(K key) {
            return nm.lowerKey(key);
        }

        public K floorKey(K key) {
            return nm.floorKey(key);
        }

        public K ceilingKey(K key) {
            return nm.ceilingKey(key);
        }

        public K higherKey(K key) {
            return nm.higherKey(key);
        }

        public Map.Entry<K, V> lowerEntry(K key) {
            return wrap(nm.lowerEntry(key));
        }

        public Map.Entry<K, V> floorEntry(K key) {
            return wrap(nm.floorEntry(key));
        }

        public Map.Entry<K, V> ceilingEntry(K key) {
            return wrap(nm.ceilingEntry(key));
        }

        public Map.Entry<K, V> higherEntry(K key) {
            return wrap(nm.higherEntry(key));
        }

        public Map.Entry<K, V> firstEntry() {
            return wrap(nm.firstEntry());
        }

        public Map.Entry<K, V> lastEntry() {
            return wrap(nm.lastEntry());
        }

        public Map.Entry<K, V> pollFirstEntry() {
            throw new UnsupportedOperationException();
        }

        public Map.Entry<K, V> pollLastEntry() {
            throw new UnsupportedOperationException();
        }

        public NavigableMap<K, V> descendingMap() {
            return new UnmodifiableNavigableMap<K, V>(nm.descendingMap());
        }

        public NavigableSet<K> navigableKeySet() {
            return new UnmodifiableNavigableSet<K>(nm.navigableKeySet());
        }

        public NavigableSet<K> descendingKeySet() {
            return new UnmodifiableNavigableSet<K>(nm.descendingKeySet());
        }

        public NavigableMap<K, V> subMap(K fromKey, boolean fromInclusive, K toKey, boolean toInclusive) {
            return new UnmodifiableNavigableMap<K, V>(nm.subMap(fromKey, fromInclusive, toKey, toInclusive));
        }

        public NavigableMap<K, V> headMap(K toKey, boolean inclusive) {
            return new UnmodifiableNavigableMap<K, V>(nm.headMap(toKey, inclusive));
        }

        public NavigableMap<K, V> tailMap(K fromKey, boolean inclusive) {
            return new UnmodifiableNavigableMap<K, V>(nm.tailMap(fromKey, inclusive));
        }
    }

    // ---- synchronized views ----

    public static <T> Collection<T> synchronizedCollection(Collection<T> c) {
        return new SynchronizedCollection<T>(c, null);
    }

    public static <T> Set<T> synchronizedSet(Set<T> s) {
        return new SynchronizedSet<T>(s, null);
    }

    public static <T> List<T> synchronizedList(List<T> list) {
        return new SynchronizedList<T>(list, null);
    }

    static <T> List<T> synchronizedList(List<T> list, Object mutex) {
        return new SynchronizedList<T>(list, mutex);
    }

    public static <K, V> Map<K, V> synchronizedMap(Map<K, V> m) {
        return new SynchronizedMap<K, V>(m);
    }

    /** Every method locks mutex (the view itself unless given) around the backing call. */
    static class SynchronizedCollection<E> implements Collection<E>, java.io.Serializable {
        final Collection<E> c;
        final Object mutex;

        SynchronizedCollection(Collection<E> c, Object mutex) {
            this.c = Objects.requireNonNull(c);
            this.mutex = (mutex == null) ? this : mutex;
        }

        public int size() {
            synchronized (mutex) {
                return c.size();
            }
        }

        public boolean isEmpty() {
            synchronized (mutex) {
                return c.isEmpty();
            }
        }

        public boolean contains(Object o) {
            synchronized (mutex) {
                return c.contains(o);
            }
        }

        public Object[] toArray() {
            synchronized (mutex) {
                return c.toArray();
            }
        }

        public <T> T[] toArray(T[] a) {
            synchronized (mutex) {
                return c.toArray(a);
            }
        }

        /** Not synchronized: the caller must lock the view while iterating. */
        public Iterator<E> iterator() {
            return c.iterator();
        }

        public boolean add(E e) {
            synchronized (mutex) {
                return c.add(e);
            }
        }

        public boolean remove(Object o) {
            synchronized (mutex) {
                return c.remove(o);
            }
        }

        public boolean containsAll(Collection<?> coll) {
            synchronized (mutex) {
                return c.containsAll(coll);
            }
        }

        public boolean addAll(Collection<? extends E> coll) {
            synchronized (mutex) {
                return c.addAll(coll);
            }
        }

        public boolean removeAll(Collection<?> coll) {
            synchronized (mutex) {
                return c.removeAll(coll);
            }
        }

        public boolean retainAll(Collection<?> coll) {
            synchronized (mutex) {
                return c.retainAll(coll);
            }
        }

        public void clear() {
            synchronized (mutex) {
                c.clear();
            }
        }

        public String toString() {
            synchronized (mutex) {
                return c.toString();
            }
        }
    }

    static class SynchronizedSet<E> extends SynchronizedCollection<E> implements Set<E> {
        SynchronizedSet(Set<E> s, Object mutex) {
            super(s, mutex);
        }

        public boolean equals(Object o) {
            if (this == o) {
                return true;
            }
            synchronized (mutex) {
                return c.equals(o);
            }
        }

        public int hashCode() {
            synchronized (mutex) {
                return c.hashCode();
            }
        }
    }

    static class SynchronizedList<E> extends SynchronizedCollection<E> implements List<E> {
        final List<E> list;

        SynchronizedList(List<E> list, Object mutex) {
            super(list, mutex);
            this.list = list;
        }

        public boolean equals(Object o) {
            if (this == o) {
                return true;
            }
            synchronized (mutex) {
                return list.equals(o);
            }
        }

        public int hashCode() {
            synchronized (mutex) {
                return list.hashCode();
            }
        }

        public E get(int index) {
            synchronized (mutex) {
                return list.get(index);
            }
        }

        public E set(int index, E element) {
            synchronized (mutex) {
                return list.set(index, element);
            }
        }

        public void add(int index, E element) {
            synchronized (mutex) {
                list.add(index, element);
            }
        }

        public E remove(int index) {
            synchronized (mutex) {
                return list.remove(index);
            }
        }

        public int indexOf(Object o) {
            synchronized (mutex) {
                return list.indexOf(o);
            }
        }

        public int lastIndexOf(Object o) {
            synchronized (mutex) {
                return list.lastIndexOf(o);
            }
        }

        public boolean addAll(int index, Collection<? extends E> c) {
            synchronized (mutex) {
                return list.addAll(index, c);
            }
        }

        public ListIterator<E> listIterator() {
            return list.listIterator();
        }

        public ListIterator<E> listIterator(int index) {
            return list.listIterator(index);
        }

        public List<E> subList(int fromIndex, int toIndex) {
            synchronized (mutex) {
                return new SynchronizedList<E>(list.subList(fromIndex, toIndex), mutex);
            }
        }

        public void sort(Comparator<? super E> c) {
            synchronized (mutex) {
                list.sort(c);
            }
        }
    }

    static class SynchronizedMap<K, V> implements Map<K, V>, java.io.Serializable {
        private final Map<K, V> m;
        final Object mutex;

        SynchronizedMap(Map<K, V> m) {
            this.m = Objects.requireNonNull(m);
            mutex = this;
        }

        public int size() {
            synchronized (mutex) {
                return m.size();
            }
        }

        public boolean isEmpty() {
            synchronized (mutex) {
                return m.isEmpty();
            }
        }

        public boolean containsKey(Object key) {
            synchronized (mutex) {
                return m.containsKey(key);
            }
        }

        public boolean containsValue(Object value) {
            synchronized (mutex) {
                return m.containsValue(value);
            }
        }

        public V get(Object key) {
            synchronized (mutex) {
                return m.get(key);
            }
        }

        public V put(K key, V value) {
            synchronized (mutex) {
                return m.put(key, value);
            }
        }

        public V remove(Object key) {
            synchronized (mutex) {
                return m.remove(key);
            }
        }

        public void putAll(Map<? extends K, ? extends V> map) {
            synchronized (mutex) {
                m.putAll(map);
            }
        }

        public void clear() {
            synchronized (mutex) {
                m.clear();
            }
        }

        public Set<K> keySet() {
            synchronized (mutex) {
                return new SynchronizedSet<K>(m.keySet(), mutex);
            }
        }

        public Set<Map.Entry<K, V>> entrySet() {
            synchronized (mutex) {
                return new SynchronizedSet<Map.Entry<K, V>>(m.entrySet(), mutex);
            }
        }

        public Collection<V> values() {
            synchronized (mutex) {
                return new SynchronizedCollection<V>(m.values(), mutex);
            }
        }

        public boolean equals(Object o) {
            if (this == o) {
                return true;
            }
            synchronized (mutex) {
                return m.equals(o);
            }
        }

        public int hashCode() {
            synchronized (mutex) {
                return m.hashCode();
            }
        }

        public String toString() {
            synchronized (mutex) {
                return m.toString();
            }
        }
    }

    // ---- sets backed by maps, LIFO queues ----

    /**
     * A set backed by map, which must be empty (IllegalArgumentException "Map is non-empty"):
     * an element is present when it is a key, mapped to Boolean.TRUE.
     */
    public static <E> Set<E> newSetFromMap(Map<E, Boolean> map) {
        return new SetFromMap<E>(map);
    }

    private static class SetFromMap<E> extends AbstractSet<E> implements Set<E>, java.io.Serializable {
        private final Map<E, Boolean> m;
        private final Set<E> s;

        SetFromMap(Map<E, Boolean> map) {
            if (!map.isEmpty()) {
                throw new IllegalArgumentException("Map is non-empty");
            }
            m = map;
            s = map.keySet();
        }

        public void clear() {
            m.clear();
        }

        public int size() {
            return m.size();
        }

        public boolean isEmpty() {
            return m.isEmpty();
        }

        public boolean contains(Object o) {
            return m.containsKey(o);
        }

        public boolean remove(Object o) {
            return m.remove(o) != null;
        }

        public boolean add(E e) {
            return m.put(e, Boolean.TRUE) == null;
        }

        public Iterator<E> iterator() {
            return s.iterator();
        }

        public Object[] toArray() {
            return s.toArray();
        }

        public <T> T[] toArray(T[] a) {
            return s.toArray(a);
        }

        public String toString() {
            return s.toString();
        }

        public int hashCode() {
            return s.hashCode();
        }

        public boolean equals(Object o) {
            return o == this || s.equals(o);
        }

        public boolean containsAll(Collection<?> c) {
            return s.containsAll(c);
        }

        public boolean removeAll(Collection<?> c) {
            return s.removeAll(c);
        }

        public boolean retainAll(Collection<?> c) {
            return s.retainAll(c);
        }
    }

    /** A last-in-first-out Queue view of deque: add and offer push at the front. */
    public static <T> Queue<T> asLifoQueue(Deque<T> deque) {
        return new AsLifoQueue<T>(deque);
    }

    private static class AsLifoQueue<E> extends AbstractQueue<E> implements Queue<E>, java.io.Serializable {
        private final Deque<E> q;

        AsLifoQueue(Deque<E> q) {
            if (q == null) {
                throw new NullPointerException();
            }
            this.q = q;
        }

        public boolean add(E e) {
            q.addFirst(e);
            return true;
        }

        public boolean offer(E e) {
            return q.offerFirst(e);
        }

        public E poll() {
            return q.pollFirst();
        }

        public E remove() {
            return q.removeFirst();
        }

        public E peek() {
            return q.peekFirst();
        }

        public E element() {
            return q.getFirst();
        }

        public void clear() {
            q.clear();
        }

        public int size() {
            return q.size();
        }

        public boolean isEmpty() {
            return q.isEmpty();
        }

        public boolean contains(Object o) {
            return q.contains(o);
        }

        public boolean remove(Object o) {
            return q.remove(o);
        }

        public Iterator<E> iterator() {
            return q.iterator();
        }

        public Object[] toArray() {
            return q.toArray();
        }

        public <T> T[] toArray(T[] a) {
            return q.toArray(a);
        }

        public String toString() {
            return q.toString();
        }

        public boolean containsAll(Collection<?> c) {
            return q.containsAll(c);
        }

        public boolean removeAll(Collection<?> c) {
            return q.removeAll(c);
        }

        public boolean retainAll(Collection<?> c) {
            return q.retainAll(c);
        }
    }
}
