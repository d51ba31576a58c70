// java.util.TreeMap: the red-black tree NavigableMap, ordered by the keys' natural ordering or a
// comparator. Sub-map and descending views are one class (NavigableSubMap) holding optional low and
// high bounds and a direction; they write through and refuse keys out of range.
// computeIfAbsent, computeIfPresent, compute, merge, forEach and replaceAll throw
// ConcurrentModificationException when the function they call modifies the map, as the JDK's do.
package java.util;

import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;

/** A red-black tree based NavigableMap implementation. */
@SuppressWarnings({"unchecked", "rawtypes"})
public class TreeMap<K, V> extends AbstractMap<K, V> implements NavigableMap<K, V>, Cloneable, java.io.Serializable {
    private final Comparator<? super K> comparator;
    private transient Entry<K, V> root;
    private transient int size = 0;
    private transient int modCount = 0;

    private static final boolean RED = false;
    private static final boolean BLACK = true;

    /** A tree node. */
    static final class Entry<K, V> implements Map.Entry<K, V> {
        K key;
        V value;
        Entry<K, V> left;
        Entry<K, V> right;
        Entry<K, V> parent;
        boolean color = BLACK;

        Entry(K key, V value, Entry<K, V> parent) {
            this.key = key;
            this.value = value;
            this.parent = parent;
        }

        public K getKey() {
            return key;
        }

        public V getValue() {
            return value;
        }

        public V setValue(V value) {
            V oldValue = this.value;
            this.value = value;
            return oldValue;
        }

        public boolean equals(Object o) {
            return AbstractMap.entryEquals(this, o);
        }

        public int hashCode() {
            return AbstractMap.entryHash(key, value);
        }

        public String toString() {
            return key + "=" + value;
        }
    }

    /** An empty map in the keys' natural order. */
    public TreeMap() {
        comparator = null;
    }

    /** An empty map ordered by comparator (natural order when null). */
    public TreeMap(Comparator<? super K> comparator) {
        this.comparator = comparator;
    }

    /** A map of m's mappings in natural order. */
    public TreeMap(Map<? extends K, ? extends V> m) {
        comparator = null;
        putAll(m);
    }

    /** A map of m's mappings with m's ordering. */
    public TreeMap(SortedMap<K, ? extends V> m) {
        comparator = m.comparator();
        putAll(m);
    }

    public int size() {
        return size;
    }

    public boolean containsKey(Object key) {
        return getEntry(key) != null;
    }

    public boolean containsValue(Object value) {
        for (Entry<K, V> e = getFirstEntry(); e != null; e = successor(e)) {
            if (Objects.equals(value, e.value)) {
                return true;
            }
        }
        return false;
    }

    public V get(Object key) {
        Entry<K, V> p = getEntry(key);
        return (p == null) ? null : p.value;
    }

    public Comparator<? super K> comparator() {
        return comparator;
    }

    public K firstKey() {
        return key(getFirstEntry());
    }

    public K lastKey() {
        return key(getLastEntry());
    }

    final int compare(Object k1, Object k2) {
        return (comparator == null) ? ((Comparable<Object>) k1).compareTo(k2) : ((Comparator<Object>) comparator).compare(k1, k2);
    }

    final Entry<K, V> getEntry(Object key) {
        if (comparator == null) {
            Objects.requireNonNull(key);
        }
        Entry<K, V> p = root;
        while (p != null) {
            int cmp = compare(key, p.key);
            if (cmp < 0) {
                p = p.left;
            } else if (cmp > 0) {
                p = p.right;
            } else {
                return p;
            }
        }
        return null;
    }

    /** The least entry with key >= the given one, or null. */
    final Entry<K, V> getCeilingEntry(Object key) {
        Entry<K, V> p = root;
        Entry<K, V> best = null;
        while (p != null) {
            int cmp = compare(key, p.key);
            if (cmp < 0) {
                best = p;
                p = p.left;
            } else if (cmp > 0) {
                p = p.right;
            } else {
                return p;
            }
        }
        return best;
    }

    /** The greatest entry with key <= the given one, or null. */
    final Entry<K, V> getFloorEntry(Object key) {
        Entry<K, V> p = root;
        Entry<K, V> best = null;
        while (p != null) {
            int cmp = compare(key, p.key);
            if (cmp > 0) {
                best = p;
                p = p.right;
            } else if (cmp < 0) {
                p = p.left;
            } else {
                return p;
            }
        }
        return best;
    }

    /** The least entry with key > the given one, or null. */
    final Entry<K, V> getHigherEntry(Object key) {
        Entry<K, V> p = root;
        Entry<K, V> best = null;
        while (p != null) {
            int cmp = compare(key, p.key);
            if (cmp < 0) {
                best = p;
                p = p.left;
            } else {
                p = p.right;
            }
        }
        return best;
    }

    /** The greatest entry with key < the given one, or null. */
    final Entry<K, V> getLowerEntry(Object key) {
        Entry<K, V> p = root;
        Entry<K, V> best = null;
        while (p != null) {
            int cmp = compare(key, p.key);
            if (cmp > 0) {
                best = p;
                p = p.right;
            } else {
                p = p.left;
            }
        }
        return best;
    }

    public V put(K key, V value) {
        Entry<K, V> t = root;
        if (t == null) {
            compare(key, key); // type (and null) check
            root = new Entry<K, V>(key, value, null);
            size = 1;
            modCount++;
            return null;
        }
        if (comparator == null) {
            Objects.requireNonNull(key);
        }
        Entry<K, V> parent;
        int cmp;
        do {
            parent = t;
            cmp = compare(key, t.key);
            if (cmp < 0) {
                t = t.left;
            } else if (cmp > 0) {
                t = t.right;
            } else {
                return t.setValue(value);
            }
        } while (t != null);
        Entry<K, V> e = new Entry<K, V>(key, value, parent);
        if (cmp < 0) {
            parent.left = e;
        } else {
            parent.right = e;
        }
        fixAfterInsertion(e);
        size++;
        modCount++;
        return null;
    }

    public V remove(Object key) {
        Entry<K, V> p = getEntry(key);
        if (p == null) {
            return null;
        }
        V oldValue = p.value;
        deleteEntry(p);
        return oldValue;
    }

    public void clear() {
        modCount++;
        size = 0;
        root = null;
    }

    /** A shallow copy. */
    public Object clone() {
        TreeMap<K, V> clone;
        try {
            clone = (TreeMap<K, V>) super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
        clone.root = null;
        clone.size = 0;
        clone.modCount = 0;
        clone.entrySet = null;
        clone.navigableKeySet = null;
        clone.descendingMap = null;
        for (Entry<K, V> e = getFirstEntry(); e != null; e = successor(e)) {
            clone.put(e.key, e.value);
        }
        return clone;
    }

    // ---- navigation ----

    public Map.Entry<K, V> firstEntry() {
        return exportEntry(getFirstEntry());
    }

    public Map.Entry<K, V> lastEntry() {
        return exportEntry(getLastEntry());
    }

    public Map.Entry<K, V> pollFirstEntry() {
        Entry<K, V> p = getFirstEntry();
        Map.Entry<K, V> result = exportEntry(p);
        if (p != null) {
            deleteEntry(p);
        }
        return result;
    }

    public Map.Entry<K, V> pollLastEntry() {
        Entry<K, V> p = getLastEntry();
        Map.Entry<K, V> result = exportEntry(p);
        if (p != null) {
            deleteEntry(p);
        }
        return result;
    }

    public Map.Entry<K, V> lowerEntry(K key) {
        return exportEntry(getLowerEntry(key));
    }

    public K lowerKey(K key) {
        return keyOrNull(getLowerEntry(key));
    }

    public Map.Entry<K, V> floorEntry(K key) {
        return exportEntry(getFloorEntry(key));
    }

    public K floorKey(K key) {
        return keyOrNull(getFloorEntry(key));
    }

    public Map.Entry<K, V> ceilingEntry(K key) {
        return exportEntry(getCeilingEntry(key));
    }

    public K ceilingKey(K key) {
        return keyOrNull(getCeilingEntry(key));
    }

    public Map.Entry<K, V> higherEntry(K key) {
        return exportEntry(getHigherEntry(key));
    }

    public K higherKey(K key) {
        return keyOrNull(getHigherEntry(key));
    }

    // ---- views ----

    private transient Set<Map.Entry<K, V>> entrySet;
    private transient KeySet<K> navigableKeySet;
    private transient NavigableMap<K, V> descendingMap;

    public Set<K> keySet() {
        return navigableKeySet();
    }

    public NavigableSet<K> navigableKeySet() {
        KeySet<K> nks = navigableKeySet;
        return (nks != null) ? nks : (navigableKeySet = new KeySet<K>(this));
    }

    public NavigableSet<K> descendingKeySet() {
        return descendingMap().navigableKeySet();
    }

    public Collection<V> values() {
        Collection<V> vs = values;
        if (vs == null) {
            vs = new AbstractCollection<V>() {
                public Iterator<V> iterator() {
                    return new EntryIterator(TreeMap.this, null, false, 2);
                }

                public int size() {
                    return TreeMap.this.size();
                }

                public boolean contains(Object o) {
                    return TreeMap.this.containsValue(o);
                }

                public void clear() {
                    TreeMap.this.clear();
                }
            };
            values = vs;
        }
        return vs;
    }

    public Set<Map.Entry<K, V>> entrySet() {
        Set<Map.Entry<K, V>> es = entrySet;
        return (es != null) ? es : (entrySet = new NavigableSubMap<K, V>(this, true, null, true, true, null, true, false).entrySet());
    }

    public NavigableMap<K, V> descendingMap() {
        NavigableMap<K, V> km = descendingMap;
        return (km != null) ? km : (descendingMap = new NavigableSubMap<K, V>(this, true, null, true, true, null, true, true));
    }

    public NavigableMap<K, V> subMap(K fromKey, boolean fromInclusive, K toKey, boolean toInclusive) {
        if (compare(fromKey, toKey) > 0) {
            throw new IllegalArgumentException("fromKey > toKey");
        }
        return new NavigableSubMap<K, V>(this, false, fromKey, fromInclusive, false, toKey, toInclusive, false);
    }

    public NavigableMap<K, V> headMap(K toKey, boolean inclusive) {
        compare(toKey, toKey);
        return new NavigableSubMap<K, V>(this, true, null, true, false, toKey, inclusive, false);
    }

    public NavigableMap<K, V> tailMap(K fromKey, boolean inclusive) {
        compare(fromKey, fromKey);
        return new NavigableSubMap<K, V>(this, false, fromKey, inclusive, true, null, true, false);
    }

    public SortedMap<K, V> subMap(K fromKey, K toKey) {
        return subMap(fromKey, true, toKey, false);
    }

    public SortedMap<K, V> headMap(K toKey) {
        return headMap(toKey, false);
    }

    public SortedMap<K, V> tailMap(K fromKey) {
        return tailMap(fromKey, true);
    }

    public boolean replace(K key, V oldValue, V newValue) {
        Entry<K, V> p = getEntry(key);
        if (p != null && Objects.equals(oldValue, p.value)) {
            p.value = newValue;
            return true;
        }
        return false;
    }

    public V replace(K key, V value) {
        Entry<K, V> p = getEntry(key);
        if (p != null) {
            V oldValue = p.value;
            p.value = value;
            return oldValue;
        }
        return null;
    }

    /** Makes key (checked by comparing it with itself) the only entry of an empty map. */
    private void addEntryToEmptyMap(K key, V value) {
        compare(key, key); // type (and null) check
        root = new Entry<K, V>(key, value, null);
        size = 1;
        modCount++;
    }

    /** Hangs a new entry for key below parent, on the left if left, and rebalances. */
    private void addEntry(K key, V value, Entry<K, V> parent, boolean left) {
        Entry<K, V> e = new Entry<K, V>(key, value, parent);
        if (left) {
            parent.left = e;
        } else {
            parent.right = e;
        }
        fixAfterInsertion(e);
        size++;
        modCount++;
    }

    private V callMappingFunction(K key, Function<? super K, ? extends V> mappingFunction) {
        int mc = modCount;
        V newValue = mappingFunction.apply(key);
        if (mc != modCount) {
            throw new ConcurrentModificationException();
        }
        return newValue;
    }

    private V callRemappingFunction(K key, V oldValue, BiFunction<? super K, ? super V, ? extends V> f) {
        int mc = modCount;
        V newValue = f.apply(key, oldValue);
        if (mc != modCount) {
            throw new ConcurrentModificationException();
        }
        return newValue;
    }

    /** Replaces t's value with f's result for it, deleting t for null. */
    private V remapValue(Entry<K, V> t, K key, BiFunction<? super K, ? super V, ? extends V> f) {
        V newValue = callRemappingFunction(key, t.value, f);
        if (newValue == null) {
            deleteEntry(t);
            return null;
        }
        t.value = newValue;
        return newValue;
    }

    /**
     * If key has no value (or null), maps it to mappingFunction's non-null result; returns the
     * current value. ConcurrentModificationException if the function modified the map.
     */
    public V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        Objects.requireNonNull(mappingFunction);
        Entry<K, V> t = root;
        if (t == null) {
            V newValue = callMappingFunction(key, mappingFunction);
            if (newValue != null) {
                addEntryToEmptyMap(key, newValue);
            }
            return newValue;
        }
        if (comparator == null) {
            Objects.requireNonNull(key);
        }
        Entry<K, V> parent;
        int cmp;
        do {
            parent = t;
            cmp = compare(key, t.key);
            if (cmp < 0) {
                t = t.left;
            } else if (cmp > 0) {
                t = t.right;
            } else {
                if (t.value == null) {
                    t.value = callMappingFunction(key, mappingFunction);
                }
                return t.value;
            }
        } while (t != null);
        V newValue = callMappingFunction(key, mappingFunction);
        if (newValue != null) {
            addEntry(key, newValue, parent, cmp < 0);
        }
        return newValue;
    }

    /**
     * If key has a non-null value, replaces it with remappingFunction's result (null removes the
     * mapping). ConcurrentModificationException if the function modified the map.
     */
    public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        Objects.requireNonNull(remappingFunction);
        Entry<K, V> oldEntry = getEntry(key);
        if (oldEntry != null && oldEntry.value != null) {
            return remapValue(oldEntry, key, remappingFunction);
        }
        return null;
    }

    /**
     * Maps key to remappingFunction's result for it and its value (or null); a null result removes
     * the mapping. ConcurrentModificationException if the function modified the map.
     */
    public V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        Objects.requireNonNull(remappingFunction);
        Entry<K, V> t = root;
        if (t == null) {
            V newValue = callRemappingFunction(key, null, remappingFunction);
            if (newValue != null) {
                addEntryToEmptyMap(key, newValue);
            }
            return newValue;
        }
        if (comparator == null) {
            Objects.requireNonNull(key);
        }
        Entry<K, V> parent;
        int cmp;
        do {
            parent = t;
            cmp = compare(key, t.key);
            if (cmp < 0) {
                t = t.left;
            } else if (cmp > 0) {
                t = t.right;
            } else {
                return remapValue(t, key, remappingFunction);
            }
        } while (t != null);
        V newValue = callRemappingFunction(key, null, remappingFunction);
        if (newValue != null) {
            addEntry(key, newValue, parent, cmp < 0);
        }
        return newValue;
    }

    /**
     * Maps key to value if it has no value (or null), else to remappingFunction's result for the
     * old value and value (null removes the mapping). NullPointerException if value or the function
     * is null; ConcurrentModificationException if the function modified the map.
     */
    public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        Objects.requireNonNull(remappingFunction);
        Objects.requireNonNull(value);
        Entry<K, V> t = root;
        if (t == null) {
            addEntryToEmptyMap(key, value);
            return value;
        }
        if (comparator == null) {
            Objects.requireNonNull(key);
        }
        Entry<K, V> parent;
        int cmp;
        do {
            parent = t;
            cmp = compare(key, t.key);
            if (cmp < 0) {
                t = t.left;
            } else if (cmp > 0) {
                t = t.right;
            } else {
                return mergeValue(t, value, remappingFunction);
            }
        } while (t != null);
        addEntry(key, value, parent, cmp < 0);
        return value;
    }

    private V mergeValue(Entry<K, V> t, V value, BiFunction<? super V, ? super V, ? extends V> f) {
        V oldValue = t.value;
        if (oldValue == null) {
            t.value = value;
            return value;
        }
        int mc = modCount;
        V newValue = f.apply(oldValue, value);
        if (mc != modCount) {
            throw new ConcurrentModificationException();
        }
        if (newValue == null) {
            deleteEntry(t);
            return null;
        }
        t.value = newValue;
        return newValue;
    }

    /**
     * Performs action on each mapping in key order; ConcurrentModificationException as soon as
     * action has modified the map.
     */
    public void forEach(BiConsumer<? super K, ? super V> action) {
        Objects.requireNonNull(action);
        int expectedModCount = modCount;
        for (Entry<K, V> e = getFirstEntry(); e != null; e = successor(e)) {
            action.accept(e.key, e.value);
            if (expectedModCount != modCount) {
                throw new ConcurrentModificationException();
            }
        }
    }

    /**
     * Replaces each value with function's result for its mapping, in key order;
     * ConcurrentModificationException as soon as function has modified the map.
     */
    public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        Objects.requireNonNull(function);
        int expectedModCount = modCount;
        for (Entry<K, V> e = getFirstEntry(); e != null; e = successor(e)) {
            e.value = function.apply(e.key, e.value);
            if (expectedModCount != modCount) {
                throw new ConcurrentModificationException();
            }
        }
    }

    /** The key set of a TreeMap or of one of its views; also what backs a TreeSet. */
    static final class KeySet<E> extends AbstractSet<E> implements NavigableSet<E> {
        private final NavigableMap<E, ?> m;

        KeySet(NavigableMap<E, ?> map) {
            m = map;
        }

        public Iterator<E> iterator() {
            if (m instanceof TreeMap) {
                TreeMap<E, ?> t = (TreeMap<E, ?>) m;
                return new EntryIterator(t, null, false, 1);
            }
            return ((NavigableSubMap<E, ?>) m).keyIterator();
        }

        public Iterator<E> descendingIterator() {
            return descendingSet().iterator();
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

        public void clear() {
            m.clear();
        }

        public E lower(E e) {
            return m.lowerKey(e);
        }

        public E floor(E e) {
            return m.floorKey(e);
        }

        public E ceiling(E e) {
            return m.ceilingKey(e);
        }

        public E higher(E e) {
            return m.higherKey(e);
        }

        public E first() {
            return m.firstKey();
        }

        public E last() {
            return m.lastKey();
        }

        public Comparator<? super E> comparator() {
            return m.comparator();
        }

        public E pollFirst() {
            Map.Entry<E, ?> e = m.pollFirstEntry();
            return (e == null) ? null : e.getKey();
        }

        public E pollLast() {
            Map.Entry<E, ?> e = m.pollLastEntry();
            return (e == null) ? null : e.getKey();
        }

        public boolean remove(Object o) {
            int oldSize = size();
            m.remove(o);
            return size() != oldSize;
        }

        public NavigableSet<E> subSet(E fromElement, boolean fromInclusive, E toElement, boolean toInclusive) {
            return new KeySet<E>(m.subMap(fromElement, fromInclusive, toElement, toInclusive));
        }

        public NavigableSet<E> headSet(E toElement, boolean inclusive) {
            return new KeySet<E>(m.headMap(toElement, inclusive));
        }

        public NavigableSet<E> tailSet(E fromElement, boolean inclusive) {
            return new KeySet<E>(m.tailMap(fromElement, inclusive));
        }

        public SortedSet<E> subSet(E fromElement, E toElement) {
            return subSet(fromElement, true, toElement, false);
        }

        public SortedSet<E> headSet(E toElement) {
            return headSet(toElement, false);
        }

        public SortedSet<E> tailSet(E fromElement) {
            return tailSet(fromElement, true);
        }

        public NavigableSet<E> descendingSet() {
            return new KeySet<E>(m.descendingMap());
        }
    }

    /**
     * Walks entries of m between optional bounds in either direction, giving entries (kind 0),
     * keys (1) or values (2). Fails fast on modification other than through remove().
     */
    static final class EntryIterator implements Iterator {
        private final TreeMap m;
        private final boolean descending;
        private final int kind;
        private final NavigableSubMap range;
        private Entry next;
        private Entry lastReturned;
        private int expectedModCount;

        EntryIterator(TreeMap m, NavigableSubMap range, boolean descending, int kind) {
            this.m = m;
            this.range = range;
            this.descending = descending;
            this.kind = kind;
            this.expectedModCount = m.modCount;
            if (range == null) {
                next = descending ? m.getLastEntry() : m.getFirstEntry();
            } else {
                next = descending ? range.absHighest() : range.absLowest();
            }
        }

        public boolean hasNext() {
            return next != null;
        }

        public Object next() {
            Entry e = next;
            if (e == null) {
                throw new NoSuchElementException();
            }
            if (m.modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
            Entry n = descending ? predecessor(e) : successor(e);
            if (n != null && range != null && (descending ? range.tooLow(n.key) : range.tooHigh(n.key))) {
                n = null;
            }
            next = n;
            lastReturned = e;
            return (kind == 0) ? e : (kind == 1) ? e.key : e.value;
        }

        public void remove() {
            if (lastReturned == null) {
                throw new IllegalStateException();
            }
            if (m.modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
            // deleteEntry copies the successor into a node with two children: the ascending
            // walk must then visit that node again.
            if (!descending && lastReturned.left != null && lastReturned.right != null) {
                next = lastReturned;
            }
            m.deleteEntry(lastReturned);
            expectedModCount = m.modCount;
            lastReturned = null;
        }
    }

    /** A bounded and/or reversed view of a TreeMap. */
    static final class NavigableSubMap<K, V> extends AbstractMap<K, V> implements NavigableMap<K, V> {
        final TreeMap<K, V> m;
        final K lo;
        final K hi;
        final boolean fromStart;
        final boolean toEnd;
        final boolean loInclusive;
        final boolean hiInclusive;
        final boolean descending;

        NavigableSubMap(TreeMap<K, V> m, boolean fromStart, K lo, boolean loInclusive, boolean toEnd, K hi,
                boolean hiInclusive, boolean descending) {
            this.m = m;
            this.fromStart = fromStart;
            this.lo = lo;
            this.loInclusive = loInclusive;
            this.toEnd = toEnd;
            this.hi = hi;
            this.hiInclusive = hiInclusive;
            this.descending = descending;
        }

        final boolean tooLow(Object key) {
            if (!fromStart) {
                int c = m.compare(key, lo);
                if (c < 0 || (c == 0 && !loInclusive)) {
                    return true;
                }
            }
            return false;
        }

        final boolean tooHigh(Object key) {
            if (!toEnd) {
                int c = m.compare(key, hi);
                if (c > 0 || (c == 0 && !hiInclusive)) {
                    return true;
                }
            }
            return false;
        }

        final boolean inRange(Object key) {
            return !tooLow(key) && !tooHigh(key);
        }

        final boolean inClosedRange(Object key) {
            return (fromStart || m.compare(key, lo) >= 0) && (toEnd || m.compare(hi, key) >= 0);
        }

        final boolean inRange(Object key, boolean inclusive) {
            return inclusive ? inRange(key) : inClosedRange(key);
        }

        final TreeMap.Entry<K, V> absLowest() {
            TreeMap.Entry<K, V> e = fromStart ? m.getFirstEntry() : (loInclusive ? m.getCeilingEntry(lo) : m.getHigherEntry(lo));
            return (e == null || tooHigh(e.key)) ? null : e;
        }

        final TreeMap.Entry<K, V> absHighest() {
            TreeMap.Entry<K, V> e = toEnd ? m.getLastEntry() : (hiInclusive ? m.getFloorEntry(hi) : m.getLowerEntry(hi));
            return (e == null || tooLow(e.key)) ? null : e;
        }

        final TreeMap.Entry<K, V> absCeiling(K key) {
            if (tooLow(key)) {
                return absLowest();
            }
            TreeMap.Entry<K, V> e = m.getCeilingEntry(key);
            return (e == null || tooHigh(e.key)) ? null : e;
        }

        final TreeMap.Entry<K, V> absHigher(K key) {
            if (tooLow(key)) {
                return absLowest();
            }
            TreeMap.Entry<K, V> e = m.getHigherEntry(key);
            return (e == null || tooHigh(e.key)) ? null : e;
        }

        final TreeMap.Entry<K, V> absFloor(K key) {
            if (tooHigh(key)) {
                return absHighest();
            }
            TreeMap.Entry<K, V> e = m.getFloorEntry(key);
            return (e == null || tooLow(e.key)) ? null : e;
        }

        final TreeMap.Entry<K, V> absLower(K key) {
            if (tooHigh(key)) {
                return absHighest();
            }
            TreeMap.Entry<K, V> e = m.getLowerEntry(key);
            return (e == null || tooLow(e.key)) ? null : e;
        }

        private TreeMap.Entry<K, V> first() {
            return descending ? absHighest() : absLowest();
        }

        private TreeMap.Entry<K, V> last() {
            return descending ? absLowest() : absHighest();
        }

        public boolean containsKey(Object key) {
            return inRange(key) && m.containsKey(key);
        }

        public V put(K key, V value) {
            if (!inRange(key)) {
                throw new IllegalArgumentException("key out of range");
            }
            return m.put(key, value);
        }

        public V get(Object key) {
            return !inRange(key) ? null : m.get(key);
        }

        public V remove(Object key) {
            return !inRange(key) ? null : m.remove(key);
        }

        public int size() {
            if (fromStart && toEnd) {
                return m.size();
            }
            int n = 0;
            for (Iterator<?> it = keyIterator(); it.hasNext(); it.next()) {
                n++;
            }
            return n;
        }

        public boolean isEmpty() {
            return (fromStart && toEnd) ? m.isEmpty() : absLowest() == null;
        }

        public Comparator<? super K> comparator() {
            return descending ? Collections.reverseOrder(m.comparator()) : m.comparator();
        }

        public K firstKey() {
            return key(first());
        }

        public K lastKey() {
            return key(last());
        }

        public Map.Entry<K, V> firstEntry() {
            return exportEntry(first());
        }

        public Map.Entry<K, V> lastEntry() {
            return exportEntry(last());
        }

        public Map.Entry<K, V> pollFirstEntry() {
            TreeMap.Entry<K, V> e = first();
            Map.Entry<K, V> result = exportEntry(e);
            if (e != null) {
                m.deleteEntry(e);
            }
            return result;
        }

        public Map.Entry<K, V> pollLastEntry() {
            TreeMap.Entry<K, V> e = last();
            Map.Entry<K, V> result = exportEntry(e);
            if (e != null) {
                m.deleteEntry(e);
            }
            return result;
        }

        public Map.Entry<K, V> lowerEntry(K key) {
            return exportEntry(descending ? absHigher(key) : absLower(key));
        }

        public K lowerKey(K key) {
            return keyOrNull(descending ? absHigher(key) : absLower(key));
        }

        public Map.Entry<K, V> floorEntry(K key) {
            return exportEntry(descending ? absCeiling(key) : absFloor(key));
        }

        public K floorKey(K key) {
            return keyOrNull(descending ? absCeiling(key) : absFloor(key));
        }

        public Map.Entry<K, V> ceilingEntry(K key) {
            return exportEntry(descending ? absFloor(key) : absCeiling(key));
        }

        public K ceilingKey(K key) {
            return keyOrNull(descending ? absFloor(key) : absCeiling(key));
        }

        public Map.Entry<K, V> higherEntry(K key) {
            return exportEntry(descending ? absLower(key) : absHigher(key));
        }

        public K higherKey(K key) {
            return keyOrNull(descending ? absLower(key) : absHigher(key));
        }

        Iterator<K> keyIterator() {
            return new EntryIterator(m, this, descending, 1);
        }

        public NavigableSet<K> navigableKeySet() {
            return new KeySet<K>(this);
        }

        public Set<K> keySet() {
            return navigableKeySet();
        }

        public NavigableSet<K> descendingKeySet() {
            return descendingMap().navigableKeySet();
        }

        public Collection<V> values() {
            return new AbstractCollection<V>() {
                public Iterator<V> iterator() {
                    return new EntryIterator(m, NavigableSubMap.this, descending, 2);
                }

                public int size() {
                    return NavigableSubMap.this.size();
                }
            };
        }

        public Set<Map.Entry<K, V>> entrySet() {
            return new AbstractSet<Map.Entry<K, V>>() {
                public Iterator<Map.Entry<K, V>> iterator() {
                    return new EntryIterator(m, NavigableSubMap.this, descending, 0);
                }

                public int size() {
                    return NavigableSubMap.this.size();
                }

                public boolean isEmpty() {
                    return NavigableSubMap.this.isEmpty();
                }

                public boolean contains(Object o) {
                    if (!(o instanceof Map.Entry)) {
                        return false;
                    }
                    Map.Entry<?, ?> entry = (Map.Entry<?, ?>) o;
                    Object key = entry.getKey();
                    if (!inRange(key)) {
                        return false;
                    }
                    TreeMap.Entry<K, V> node = m.getEntry(key);
                    return node != null && Objects.equals(node.getValue(), entry.getValue());
                }

                public boolean remove(Object o) {
                    if (!contains(o)) {
                        return false;
                    }
                    m.deleteEntry(m.getEntry(((Map.Entry<?, ?>) o).getKey()));
                    return true;
                }

                public void clear() {
                    NavigableSubMap.this.clear();
                }
            };
        }

        public void clear() {
            if (fromStart && toEnd) {
                m.clear();
                return;
            }
            Iterator<K> it = keyIterator();
            while (it.hasNext()) {
                it.next();
                it.remove();
            }
        }

        public NavigableMap<K, V> descendingMap() {
            return new NavigableSubMap<K, V>(m, fromStart, lo, loInclusive, toEnd, hi, hiInclusive, !descending);
        }

        public NavigableMap<K, V> subMap(K fromKey, boolean fromInclusive, K toKey, boolean toInclusive) {
            if (!inRange(fromKey, fromInclusive)) {
                throw new IllegalArgumentException("fromKey out of range");
            }
            if (!inRange(toKey, toInclusive)) {
                throw new IllegalArgumentException("toKey out of range");
            }
            if (descending) {
                return new NavigableSubMap<K, V>(m, false, toKey, toInclusive, false, fromKey, fromInclusive, true);
            }
            return new NavigableSubMap<K, V>(m, false, fromKey, fromInclusive, false, toKey, toInclusive, false);
        }

        public NavigableMap<K, V> headMap(K toKey, boolean inclusive) {
            if (!inRange(toKey, inclusive)) {
                throw new IllegalArgumentException("toKey out of range");
            }
            if (descending) {
                return new NavigableSubMap<K, V>(m, false, toKey, inclusive, toEnd, hi, hiInclusive, true);
            }
            return new NavigableSubMap<K, V>(m, fromStart, lo, loInclusive, false, toKey, inclusive, false);
        }

        public NavigableMap<K, V> tailMap(K fromKey, boolean inclusive) {
            if (!inRange(fromKey, inclusive)) {
                throw new IllegalArgumentException("fromKey out of range");
            }
            if (descending) {
                return new NavigableSubMap<K, V>(m, fromStart, lo, loInclusive, false, fromKey, inclusive, true);
            }
            return new NavigableSubMap<K, V>(m, false, fromKey, inclusive, toEnd, hi, hiInclusive, false);
        }

        public SortedMap<K, V> subMap(K fromKey, K toKey) {
            return subMap(fromKey, true, toKey, false);
        }

        public SortedMap<K, V> headMap(K toKey) {
            return headMap(toKey, false);
        }

        public SortedMap<K, V> tailMap(K fromKey) {
            return tailMap(fromKey, true);
        }
    }

    // ---- helpers ----

    static <K, V> Map.Entry<K, V> exportEntry(TreeMap.Entry<K, V> e) {
        return (e == null) ? null : new AbstractMap.SimpleImmutableEntry<K, V>(e);
    }

    static <K, V> K keyOrNull(TreeMap.Entry<K, V> e) {
        return (e == null) ? null : e.key;
    }

    static <K> K key(Entry<K, ?> e) {
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e.key;
    }

    final Entry<K, V> getFirstEntry() {
        Entry<K, V> p = root;
        if (p != null) {
            while (p.left != null) {
                p = p.left;
            }
        }
        return p;
    }

    final Entry<K, V> getLastEntry() {
        Entry<K, V> p = root;
        if (p != null) {
            while (p.right != null) {
                p = p.right;
            }
        }
        return p;
    }

    static <K, V> TreeMap.Entry<K, V> successor(Entry<K, V> t) {
        if (t == null) {
            return null;
        } else if (t.right != null) {
            Entry<K, V> p = t.right;
            while (p.left != null) {
                p = p.left;
            }
            return p;
        }
        Entry<K, V> p = t.parent;
        Entry<K, V> ch = t;
        while (p != null && ch == p.right) {
            ch = p;
            p = p.parent;
        }
        return p;
    }

    static <K, V> Entry<K, V> predecessor(Entry<K, V> t) {
        if (t == null) {
            return null;
        } else if (t.left != null) {
            Entry<K, V> p = t.left;
            while (p.right != null) {
                p = p.right;
            }
            return p;
        }
        Entry<K, V> p = t.parent;
        Entry<K, V> ch = t;
        while (p != null && ch == p.left) {
            ch = p;
            p = p.parent;
        }
        return p;
    }

    // ---- red-black balancing (null nodes count as black) ----

    private static <K, V> boolean colorOf(Entry<K, V> p) {
        return (p == null) ? BLACK : p.color;
    }

    private static <K, V> Entry<K, V> parentOf(Entry<K, V> p) {
        return (p == null) ? null : p.parent;
    }

    private static <K, V> void setColor(Entry<K, V> p, boolean c) {
        if (p != null) {
            p.color = c;
        }
    }

    private static <K, V> Entry<K, V> leftOf(Entry<K, V> p) {
        return (p == null) ? null : p.left;
    }

    private static <K, V> Entry<K, V> rightOf(Entry<K, V> p) {
        return (p == null) ? null : p.right;
    }

    private void rotateLeft(Entry<K, V> p) {
        if (p != null) {
            Entry<K, V> r = p.right;
            p.right = r.left;
            if (r.left != null) {
                r.left.parent = p;
            }
            r.parent = p.parent;
            if (p.parent == null) {
                root = r;
            } else if (p.parent.left == p) {
                p.parent.left = r;
            } else {
                p.parent.right = r;
            }
            r.left = p;
            p.parent = r;
        }
    }

    private void rotateRight(Entry<K, V> p) {
        if (p != null) {
            Entry<K, V> l = p.left;
            p.left = l.right;
            if (l.right != null) {
                l.right.parent = p;
            }
            l.parent = p.parent;
            if (p.parent == null) {
                root = l;
            } else if (p.parent.right == p) {
                p.parent.right = l;
            } else {
                p.parent.left = l;
            }
            l.right = p;
            p.parent = l;
        }
    }

    private void fixAfterInsertion(Entry<K, V> x) {
        x.color = RED;
        while (x != null && x != root && x.parent.color == RED) {
            if (parentOf(x) == leftOf(parentOf(parentOf(x)))) {
                Entry<K, V> y = rightOf(parentOf(parentOf(x)));
                if (colorOf(y) == RED) {
                    setColor(parentOf(x), BLACK);
                    setColor(y, BLACK);
                    setColor(parentOf(parentOf(x)), RED);
                    x = parentOf(parentOf(x));
                } else {
                    if (x == rightOf(parentOf(x))) {
                        x = parentOf(x);
                        rotateLeft(x);
                    }
                    setColor(parentOf(x), BLACK);
                    setColor(parentOf(parentOf(x)), RED);
                    rotateRight(parentOf(parentOf(x)));
                }
            } else {
                Entry<K, V> y = leftOf(parentOf(parentOf(x)));
                if (colorOf(y) == RED) {
                    setColor(parentOf(x), BLACK);
                    setColor(y, BLACK);
                    setColor(parentOf(parentOf(x)), RED);
                    x = parentOf(parentOf(x));
                } else {
                    if (x == leftOf(parentOf(x))) {
                        x = parentOf(x);
                        rotateRight(x);
                    }
                    setColor(parentOf(x), BLACK);
                    setColor(parentOf(parentOf(x)), RED);
                    rotateLeft(parentOf(parentOf(x)));
                }
            }
        }
        root.color = BLACK;
    }

    /** Unlinks p; a node with two children takes its successor's key and value instead. */
    void deleteEntry(Entry<K, V> p) {
        modCount++;
        size--;
        if (p.left != null && p.right != null) {
            Entry<K, V> s = successor(p);
            p.key = s.key;
            p.value = s.value;
            p = s;
        }
        Entry<K, V> replacement = (p.left != null) ? p.left : p.right;
        if (replacement != null) {
            replacement.parent = p.parent;
            if (p.parent == null) {
                root = replacement;
            } else if (p == p.parent.left) {
                p.parent.left = replacement;
            } else {
                p.parent.right = replacement;
            }
            p.left = p.right = p.parent = null;
            if (p.color == BLACK) {
                fixAfterDeletion(replacement);
            }
        } else if (p.parent == null) {
            root = null;
        } else {
            if (p.color == BLACK) {
                fixAfterDeletion(p);
            }
            if (p.parent != null) {
                if (p == p.parent.left) {
                    p.parent.left = null;
                } else if (p == p.parent.right) {
                    p.parent.right = null;
                }
                p.parent = null;
            }
        }
    }

    private void fixAfterDeletion(Entry<K, V> x) {
        while (x != root && colorOf(x) == BLACK) {
            if (x == leftOf(parentOf(x))) {
                Entry<K, V> sib = rightOf(parentOf(x));
                if (colorOf(sib) == RED) {
                    setColor(sib, BLACK);
                    setColor(parentOf(x), RED);
                    rotateLeft(parentOf(x));
                    sib = rightOf(parentOf(x));
                }
                if (colorOf(leftOf(sib)) == BLACK && colorOf(rightOf(sib)) == BLACK) {
                    setColor(sib, RED);
                    x = parentOf(x);
                } else {
                    if (colorOf(rightOf(sib)) == BLACK) {
                        setColor(leftOf(sib), BLACK);
                        setColor(sib, RED);
                        rotateRight(sib);
                        sib = rightOf(parentOf(x));
                    }
                    setColor(sib, colorOf(parentOf(x)));
                    setColor(parentOf(x), BLACK);
                    setColor(rightOf(sib), BLACK);
                    rotateLeft(parentOf(x));
                    x = root;
                }
            } else {
                Entry<K, V> sib = leftOf(parentOf(x));
                if (colorOf(sib) == RED) {
                    setColor(sib, BLACK);
                    setColor(parentOf(x), RED);
                    rotateRight(parentOf(x));
                    sib = leftOf(parentOf(x));
                }
                if (colorOf(rightOf(sib)) == BLACK && colorOf(leftOf(sib)) == BLACK) {
                    setColor(sib, RED);
                    x = parentOf(x);
                } else {
                    if (colorOf(leftOf(sib)) == BLACK) {
                        setColor(rightOf(sib), BLACK);
                        setColor(sib, RED);
                        rotateLeft(sib);
                        sib = leftOf(parentOf(x));
                    }
                    setColor(sib, colorOf(parentOf(x)));
                    setColor(parentOf(x), BLACK);
                    setColor(leftOf(sib), BLACK);
                    rotateRight(parentOf(x));
                    x = root;
                }
            }
        }
        setColor(x, BLACK);
    }
}
