// java.util.ImmutableCollections: the unmodifiable lists, sets and maps behind List.of, Set.of,
// Map.of, their copyOf methods and Map.entry. They reject null elements, keys and values (also
// in queries such as contains(null)), and every mutator throws UnsupportedOperationException,
// whether or not it would change anything, as the JDK's do.
// The JDK randomises the iteration order of Set.of and Map.of per run; here sets and maps
// iterate in the order their elements were given, which is one of the orders it may produce.
package java.util;

/** Package-private holder of the immutable collection classes. */
final class ImmutableCollections {
    private ImmutableCollections() {
    }

    /** Marks the missing second element of a List12. */
    static final Object EMPTY = new Object();

    static final ListN<Object> EMPTY_LIST = new ListN<Object>(new Object[0]);
    static final SetN<Object> EMPTY_SET = new SetN<Object>(new Object[0]);
    static final MapN<Object, Object> EMPTY_MAP = new MapN<Object, Object>(new Object[0]);

    /** Mutators' exception: no message, as in the JDK. */
    static UnsupportedOperationException uoe() {
        return new UnsupportedOperationException();
    }

    // ---- factories used by List, Set and Map ----

    /** A List12 or ListN holding a copy of input; NullPointerException for a null element. */
    @SuppressWarnings("unchecked")
    static <E> List<E> listFromArray(Object[] input) {
        switch (input.length) {
            case 0:
                return (List<E>) EMPTY_LIST;
            case 1:
                return new List12<E>((E) input[0]);
            case 2:
                return new List12<E>((E) input[0], (E) input[1]);
            default:
                Object[] copy = new Object[input.length];
                for (int i = 0; i < input.length; i++) {
                    copy[i] = Objects.requireNonNull(input[i]);
                }
                return new ListN<E>(copy);
        }
    }

    /** An immutable list as it is, else a copy of the collection's elements. */
    @SuppressWarnings("unchecked")
    static <E> List<E> listCopy(Collection<? extends E> coll) {
        if (coll instanceof AbstractImmutableList<?> && coll.getClass() != SubList.class) {
            return (List<E>) coll;
        }
        return listFromArray(coll.toArray());
    }

    /** A Set12 or SetN of input; NullPointerException or "duplicate element: x". */
    @SuppressWarnings("unchecked")
    static <E> Set<E> setFromArray(Object[] input) {
        switch (input.length) {
            case 0:
                return (Set<E>) EMPTY_SET;
            case 1:
                return new Set12<E>((E) input[0]);
            case 2:
                return new Set12<E>((E) input[0], (E) input[1]);
            default:
                return new SetN<E>(input);
        }
    }

    /** A Map1 or MapN of alternating keys and values; NullPointerException or "duplicate key: k". */
    @SuppressWarnings("unchecked")
    static <K, V> Map<K, V> mapFromPairs(Object... kvs) {
        if (kvs.length == 2) {
            return new Map1<K, V>((K) kvs[0], (V) kvs[1]);
        }
        return new MapN<K, V>(kvs);
    }

    // ---- collections ----

    /** Every mutator throws UnsupportedOperationException. */
    abstract static class AbstractImmutableCollection<E> extends AbstractCollection<E> {
        public boolean add(E e) {
            throw uoe();
        }

        public boolean addAll(Collection<? extends E> c) {
            throw uoe();
        }

        public void clear() {
            throw uoe();
        }

        public boolean remove(Object o) {
            throw uoe();
        }

        public boolean removeAll(Collection<?> c) {
            throw uoe();
        }

        public boolean retainAll(Collection<?> c) {
            throw uoe();
        }
    }

    // ---- lists ----

    /** Positional queries over get(int) and size(); index errors worded as the JDK's. */
    abstract static class AbstractImmutableList<E> extends AbstractImmutableCollection<E>
            implements List<E>, RandomAccess {
        public void add(int index, E element) {
            throw uoe();
        }

        public boolean addAll(int index, Collection<? extends E> c) {
            throw uoe();
        }

        public E remove(int index) {
            throw uoe();
        }

        public E set(int index, E element) {
            throw uoe();
        }

        public void sort(Comparator<? super E> c) {
            throw uoe();
        }

        IndexOutOfBoundsException outOfBounds(int index) {
            return new IndexOutOfBoundsException("Index: " + index + " Size: " + size());
        }

        public boolean contains(Object o) {
            return indexOf(o) >= 0;
        }

        /** The first index of o; NullPointerException for null. */
        public int indexOf(Object o) {
            Objects.requireNonNull(o);
            for (int i = 0, s = size(); i < s; i++) {
                if (o.equals(get(i))) {
                    return i;
                }
            }
            return -1;
        }

        /** The last index of o; NullPointerException for null. */
        public int lastIndexOf(Object o) {
            Objects.requireNonNull(o);
            for (int i = size() - 1; i >= 0; i--) {
                if (o.equals(get(i))) {
                    return i;
                }
            }
            return -1;
        }

        public Iterator<E> iterator() {
            return new ListItr<E>(this, size(), false);
        }

        public ListIterator<E> listIterator() {
            return listIterator(0);
        }

        public ListIterator<E> listIterator(int index) {
            int size = size();
            if (index < 0 || index > size) {
                throw outOfBounds(index);
            }
            return new ListItr<E>(this, size, index, true);
        }

        /** An immutable view; the JDK's messages for a bad range. */
        public List<E> subList(int fromIndex, int toIndex) {
            subListRangeCheck(fromIndex, toIndex, size());
            return SubList.fromList(this, fromIndex, toIndex);
        }

        static void subListRangeCheck(int fromIndex, int toIndex, int size) {
            if (fromIndex < 0) {
                throw new IndexOutOfBoundsException("fromIndex = " + fromIndex);
            }
            if (toIndex > size) {
                throw new IndexOutOfBoundsException("toIndex = " + toIndex);
            }
            if (fromIndex > toIndex) {
                throw new IllegalArgumentException("fromIndex(" + fromIndex + ") > toIndex(" + toIndex + ")");
            }
        }

        /** True for a list with equal elements in the same order. */
        public boolean equals(Object o) {
            if (o == this) {
                return true;
            }
            if (!(o instanceof List)) {
                return false;
            }
            Iterator<?> oit = ((List<?>) o).iterator();
            for (int i = 0, s = size(); i < s; i++) {
                if (!oit.hasNext() || !get(i).equals(oit.next())) {
                    return false;
                }
            }
            return !oit.hasNext();
        }

        public int hashCode() {
            int hash = 1;
            for (int i = 0, s = size(); i < s; i++) {
                hash = 31 * hash + get(i).hashCode();
            }
            return hash;
        }
    }

    /** The iterator of the immutable lists; previous() only for listIterator(). */
    static final class ListItr<E> implements ListIterator<E> {
        private final List<E> list;
        private final int size;
        private final boolean isListIterator;
        private int cursor;

        ListItr(List<E> list, int size, boolean isListIterator) {
            this(list, size, 0, isListIterator);
        }

        ListItr(List<E> list, int size, int index, boolean isListIterator) {
            this.list = list;
            this.size = size;
            this.cursor = index;
            this.isListIterator = isListIterator;
        }

        public boolean hasNext() {
            return cursor != size;
        }

        public E next() {
            try {
                E nxt = list.get(cursor);
                cursor++;
                return nxt;
            } catch (IndexOutOfBoundsException ex) {
                throw new NoSuchElementException();
            }
        }

        public void remove() {
            throw uoe();
        }

        public boolean hasPrevious() {
            if (!isListIterator) {
                throw uoe();
            }
            return cursor != 0;
        }

        public E previous() {
            if (!isListIterator) {
                throw uoe();
            }
            try {
                int i = cursor - 1;
                E prev = list.get(i);
                cursor = i;
                return prev;
            } catch (IndexOutOfBoundsException ex) {
                throw new NoSuchElementException();
            }
        }

        public int nextIndex() {
            if (!isListIterator) {
                throw uoe();
            }
            return cursor;
        }

        public int previousIndex() {
            if (!isListIterator) {
                throw uoe();
            }
            return cursor - 1;
        }

        public void set(E e) {
            throw uoe();
        }

        public void add(E e) {
            throw uoe();
        }
    }

    /** A view of part of an immutable list (never returned by List.copyOf as it is). */
    static final class SubList<E> extends AbstractImmutableList<E> {
        private final AbstractImmutableList<E> root;
        private final int offset;
        private final int size;

        private SubList(AbstractImmutableList<E> root, int offset, int size) {
            this.root = root;
            this.offset = offset;
            this.size = size;
        }

        static <E> SubList<E> fromSubList(SubList<E> parent, int fromIndex, int toIndex) {
            return new SubList<E>(parent.root, parent.offset + fromIndex, toIndex - fromIndex);
        }

        static <E> SubList<E> fromList(AbstractImmutableList<E> list, int fromIndex, int toIndex) {
            return new SubList<E>(list, fromIndex, toIndex - fromIndex);
        }

        public E get(int index) {
            Objects.checkIndex(index, size);
            return root.get(offset + index);
        }

        public int size() {
            return size;
        }

        public Iterator<E> iterator() {
            return new ListItr<E>(this, size(), false);
        }

        public ListIterator<E> listIterator(int index) {
            if (index < 0 || index > size) {
                throw outOfBounds(index);
            }
            return new ListItr<E>(this, size(), index, true);
        }

        public List<E> subList(int fromIndex, int toIndex) {
            subListRangeCheck(fromIndex, toIndex, size);
            return SubList.fromSubList(this, fromIndex, toIndex);
        }

        public Object[] toArray() {
            Object[] array = new Object[size];
            for (int i = 0; i < size; i++) {
                array[i] = get(i);
            }
            return array;
        }
    }

    /** A list of one or two elements (e1 == EMPTY for one). */
    static final class List12<E> extends AbstractImmutableList<E> {
        private final E e0;
        private final Object e1;

        List12(E e0) {
            this.e0 = Objects.requireNonNull(e0);
            this.e1 = EMPTY;
        }

        List12(E e0, E e1) {
            this.e0 = Objects.requireNonNull(e0);
            this.e1 = Objects.requireNonNull(e1);
        }

        public int size() {
            return (e1 != EMPTY) ? 2 : 1;
        }

        public boolean isEmpty() {
            return false;
        }

        /** The element; IndexOutOfBoundsException "Index: i Size: n" otherwise. */
        @SuppressWarnings("unchecked")
        public E get(int index) {
            if (index == 0) {
                return e0;
            } else if (index == 1 && e1 != EMPTY) {
                return (E) e1;
            }
            throw outOfBounds(index);
        }

        public Object[] toArray() {
            return (e1 == EMPTY) ? new Object[] {e0} : new Object[] {e0, e1};
        }
    }

    /** A list of zero or three and more elements, held in an array. */
    static final class ListN<E> extends AbstractImmutableList<E> {
        private final E[] elements;

        @SuppressWarnings("unchecked")
        ListN(Object[] elements) {
            this.elements = (E[]) elements;
        }

        public int size() {
            return elements.length;
        }

        public boolean isEmpty() {
            return elements.length == 0;
        }

        /** The element; ArrayIndexOutOfBoundsException from the array otherwise (as the JDK). */
        public E get(int index) {
            return elements[index];
        }

        public Object[] toArray() {
            return Arrays.copyOf(elements, elements.length, Object[].class);
        }
    }

    // ---- sets ----

    /** Set equality; the iterators' remove() is Iterator's default ("remove"). */
    abstract static class AbstractImmutableSet<E> extends AbstractImmutableCollection<E> implements Set<E> {
        public boolean equals(Object o) {
            if (o == this) {
                return true;
            }
            if (!(o instanceof Set)) {
                return false;
            }
            Collection<?> c = (Collection<?>) o;
            if (c.size() != size()) {
                return false;
            }
            for (Object e : c) {
                if (e == null || !contains(e)) {
                    return false;
                }
            }
            return true;
        }

        public abstract int hashCode();
    }

    /** A set of one or two elements (e1 == EMPTY for one). */
    static final class Set12<E> extends AbstractImmutableSet<E> {
        private final E e0;
        private final Object e1;

        Set12(E e0) {
            this.e0 = Objects.requireNonNull(e0);
            this.e1 = EMPTY;
        }

        Set12(E e0, E e1) {
            this.e0 = Objects.requireNonNull(e0);
            if (e0.equals(Objects.requireNonNull(e1))) {
                throw new IllegalArgumentException("duplicate element: " + e0);
            }
            this.e1 = e1;
        }

        public int size() {
            return (e1 == EMPTY) ? 1 : 2;
        }

        public boolean isEmpty() {
            return false;
        }

        public boolean contains(Object o) {
            return o.equals(e0) || e1.equals(o);
        }

        public int hashCode() {
            return e0.hashCode() + (e1 == EMPTY ? 0 : e1.hashCode());
        }

        public Iterator<E> iterator() {
            return new Iterator<E>() {
                private int idx = size();

                public boolean hasNext() {
                    return idx > 0;
                }

                @SuppressWarnings("unchecked")
                public E next() {
                    if (idx == 1) {
                        idx = 0;
                        return (e1 == EMPTY) ? e0 : (E) e1;
                    } else if (idx == 2) {
                        idx = 1;
                        return e0;
                    }
                    throw new NoSuchElementException();
                }
            };
        }

        public Object[] toArray() {
            return (e1 == EMPTY) ? new Object[] {e0} : new Object[] {e0, e1};
        }
    }

    /**
     * A set of zero or three and more elements: an array in the order given, plus an
     * open-addressing table (linear probing, at least twice as many slots as elements) of
     * indexes into it for lookup.
     */
    static final class SetN<E> extends AbstractImmutableSet<E> {
        private final Object[] elements;
        private final int[] table;          // index + 1 into elements, 0 for a free slot

        SetN(Object[] input) {
            int n = input.length;
            elements = new Object[n];
            table = new int[tableSize(n)];
            for (int i = 0; i < n; i++) {
                Object e = Objects.requireNonNull(input[i]);
                int slot = probe(elements, table, e);
                if (slot < 0) {
                    throw new IllegalArgumentException("duplicate element: " + e);
                }
                elements[i] = e;
                table[slot] = i + 1;
            }
        }

        public int size() {
            return elements.length;
        }

        public boolean isEmpty() {
            return elements.length == 0;
        }

        public boolean contains(Object o) {
            Objects.requireNonNull(o);
            return elements.length > 0 && probe(elements, table, o) < 0;
        }

        public int hashCode() {
            int h = 0;
            for (int i = 0; i < elements.length; i++) {
                h += elements[i].hashCode();
            }
            return h;
        }

        public Iterator<E> iterator() {
            return new Iterator<E>() {
                private int i;

                public boolean hasNext() {
                    return i < elements.length;
                }

                @SuppressWarnings("unchecked")
                public E next() {
                    if (i >= elements.length) {
                        throw new NoSuchElementException();
                    }
                    return (E) elements[i++];
                }
            };
        }

        public Object[] toArray() {
            return Arrays.copyOf(elements, elements.length);
        }
    }

    /** A power of two at least 2n (and at least 2). */
    static int tableSize(int n) {
        int size = 2;
        while (size < 2 * n) {
            size <<= 1;
        }
        return size;
    }

    /**
     * Looks o up in table, whose entries are index + 1 into keys: ~slot when found, else the free
     * slot where it belongs.
     */
    static int probe(Object[] keys, int[] table, Object o) {
        int mask = table.length - 1;
        int h = o.hashCode();
        int slot = (h ^ (h >>> 16)) & mask;
        while (true) {
            int entry = table[slot];
            if (entry == 0) {
                return slot;
            }
            if (o.equals(keys[entry - 1])) {
                return ~slot;
            }
            slot = (slot + 1) & mask;
        }
    }

    // ---- map entries ----

    /** The entry of Map.entry and of the immutable maps: non-null, setValue unsupported. */
    static final class KeyValueHolder<K, V> implements Map.Entry<K, V> {
        final K key;
        final V value;

        KeyValueHolder(K k, V v) {
            key = Objects.requireNonNull(k);
            value = Objects.requireNonNull(v);
        }

        public K getKey() {
            return key;
        }

        public V getValue() {
            return value;
        }

        public V setValue(V value) {
            throw new UnsupportedOperationException("not supported");
        }

        public boolean equals(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            return key.equals(e.getKey()) && value.equals(e.getValue());
        }

        public int hashCode() {
            return key.hashCode() ^ value.hashCode();
        }

        public String toString() {
            return key + "=" + value;
        }
    }

    // ---- maps ----

    /** Every mutator throws UnsupportedOperationException; null keys are rejected in queries. */
    abstract static class AbstractImmutableMap<K, V> extends AbstractMap<K, V> {
        public void clear() {
            throw uoe();
        }

        public V put(K key, V value) {
            throw uoe();
        }

        public void putAll(Map<? extends K, ? extends V> m) {
            throw uoe();
        }

        public V remove(Object key) {
            throw uoe();
        }

        public V putIfAbsent(K key, V value) {
            throw uoe();
        }

        public boolean remove(Object key, Object value) {
            throw uoe();
        }

        public boolean replace(K key, V oldValue, V newValue) {
            throw uoe();
        }

        public V replace(K key, V value) {
            throw uoe();
        }

        /** get(key) unless that is null; NullPointerException for a null key. */
        public V getOrDefault(Object key, V defaultValue) {
            V v = get(key);
            return (v != null) ? v : defaultValue;
        }
    }

    /** A map of one pair. */
    static final class Map1<K, V> extends AbstractImmutableMap<K, V> {
        private final K k0;
        private final V v0;

        Map1(K k0, V v0) {
            this.k0 = Objects.requireNonNull(k0);
            this.v0 = Objects.requireNonNull(v0);
        }

        public Set<Map.Entry<K, V>> entrySet() {
            return new Set12<Map.Entry<K, V>>(new KeyValueHolder<K, V>(k0, v0));
        }

        public V get(Object o) {
            return o.equals(k0) ? v0 : null;
        }

        public boolean containsKey(Object o) {
            return o.equals(k0);
        }

        public boolean containsValue(Object o) {
            return o.equals(v0);
        }

        public int size() {
            return 1;
        }

        public boolean isEmpty() {
            return false;
        }

        public int hashCode() {
            return k0.hashCode() ^ v0.hashCode();
        }
    }

    /**
     * A map of zero or two and more pairs: keys and values in the order given, plus an
     * open-addressing table of indexes into them for lookup.
     */
    static final class MapN<K, V> extends AbstractImmutableMap<K, V> {
        private final Object[] keys;
        private final Object[] values;
        private final int[] table;          // index + 1 into keys, 0 for a free slot

        /** From alternating keys and values, checked pair by pair in order. */
        MapN(Object[] kvs) {
            int n = kvs.length >> 1;
            keys = new Object[n];
            values = new Object[n];
            table = new int[tableSize(n)];
            for (int i = 0; i < n; i++) {
                Object k = Objects.requireNonNull(kvs[2 * i]);
                Object v = Objects.requireNonNull(kvs[2 * i + 1]);
                int slot = probe(keys, table, k);
                if (slot < 0) {
                    throw new IllegalArgumentException("duplicate key: " + k);
                }
                keys[i] = k;
                values[i] = v;
                table[slot] = i + 1;
            }
        }

        @SuppressWarnings("unchecked")
        public V get(Object o) {
            Objects.requireNonNull(o);
            if (keys.length == 0) {
                return null;
            }
            int slot = probe(keys, table, o);
            return (slot < 0) ? (V) values[table[~slot] - 1] : null;
        }

        public boolean containsKey(Object o) {
            Objects.requireNonNull(o);
            return keys.length > 0 && probe(keys, table, o) < 0;
        }

        public boolean containsValue(Object o) {
            Objects.requireNonNull(o);
            for (int i = 0; i < values.length; i++) {
                if (o.equals(values[i])) {
                    return true;
                }
            }
            return false;
        }

        public int hashCode() {
            int h = 0;
            for (int i = 0; i < keys.length; i++) {
                h += keys[i].hashCode() ^ values[i].hashCode();
            }
            return h;
        }

        public int size() {
            return keys.length;
        }

        public boolean isEmpty() {
            return keys.length == 0;
        }

        public Set<Map.Entry<K, V>> entrySet() {
            return new AbstractSet<Map.Entry<K, V>>() {
                public int size() {
                    return keys.length;
                }

                public Iterator<Map.Entry<K, V>> iterator() {
                    return new Iterator<Map.Entry<K, V>>() {
                        private int i;

                        public boolean hasNext() {
                            return i < keys.length;
                        }

                        @SuppressWarnings("unchecked")
                        public Map.Entry<K, V> next() {
                            if (i >= keys.length) {
                                throw new NoSuchElementException();
                            }
                            Map.Entry<K, V> e = new KeyValueHolder<K, V>((K) keys[i], (V) values[i]);
                            i++;
                            return e;
                        }
                    };
                }
            };
        }
    }
}
