// java.util.TreeRange: every view of a TreeMap. A range is an interval of keys (each end absent,
// inclusive or exclusive) seen in ascending or descending order; the whole map is the unbounded
// ascending range, and subMap/headMap/tailMap/descendingMap make narrower or mirrored ranges over
// the same tree. Its entry set, values and key set (TreeKeySet) walk the range's nodes in the
// view's order.
// What a program can observe and the JDK fixes: a key outside the range cannot be put
// ("key out of range") and is simply absent for get/containsKey/remove; a sub-view's ends must lie
// in this view ("fromKey out of range", "toKey out of range"), an exclusive end may equal this
// view's excluded end; a range whose low end is above its high end is refused ("fromKey > toKey");
// a one-sided range compares its end with itself, so a null or non-Comparable end fails at once.
package java.util;

/** A view of a TreeMap restricted to a key interval, ascending or descending. */
final class TreeRange<K, V> extends AbstractMap<K, V> implements NavigableMap<K, V>, java.io.Serializable {
    private static final int KEYS = 0;
    private static final int VALUES = 1;
    private static final int ENTRIES = 2;

    final TreeMap<K, V> tree;
    // The interval, always in the tree's ascending terms whatever the view's direction.
    private final boolean hasLow;
    private final K low;
    private final boolean lowIncluded;
    private final boolean hasHigh;
    private final K high;
    private final boolean highIncluded;
    /** True when the view runs from the high end down. */
    private final boolean descending;

    private transient TreeKeySet<K> keyView;
    private transient Set<Map.Entry<K, V>> entryView;
    private transient Collection<V> valueView;
    private transient TreeRange<K, V> mirror;
    /** size() of a bounded range, valid while the tree's version is sizeVersion. */
    private transient int sizeCount = -1;
    private transient int sizeVersion;

    /** The whole of tree, ascending. */
    TreeRange(TreeMap<K, V> tree) {
        this(tree, false, null, false, false, null, false, false);
    }

    private TreeRange(TreeMap<K, V> tree, boolean hasLow, K low, boolean lowIncluded,
                      boolean hasHigh, K high, boolean highIncluded, boolean descending) {
        if (hasLow && hasHigh) {
            if (tree.order(low, high) > 0) {
                throw new IllegalArgumentException("fromKey > toKey");
            }
        } else if (hasLow) {
            tree.order(low, low);
        } else if (hasHigh) {
            tree.order(high, high);
        }
        this.tree = tree;
        this.hasLow = hasLow;
        this.low = low;
        this.lowIncluded = lowIncluded;
        this.hasHigh = hasHigh;
        this.high = high;
        this.highIncluded = highIncluded;
        this.descending = descending;
    }

    private boolean unbounded() {
        return !hasLow && !hasHigh;
    }

    // ---------------------------------------------------------------- where a key lies

    private boolean belowRange(Object key) {
        if (!hasLow) {
            return false;
        }
        int c = tree.order(key, low);
        return c < 0 || (c == 0 && !lowIncluded);
    }

    private boolean aboveRange(Object key) {
        if (!hasHigh) {
            return false;
        }
        int c = tree.order(key, high);
        return c > 0 || (c == 0 && !highIncluded);
    }

    private boolean covers(Object key) {
        return !belowRange(key) && !aboveRange(key);
    }

    /**
     * Whether key may end a sub-view: an inclusive end must lie in the range; an exclusive one
     * may also sit on an end the range itself excludes.
     */
    private boolean admits(Object key, boolean inclusive) {
        if (inclusive) {
            return covers(key);
        }
        return (!hasLow || tree.order(key, low) >= 0) && (!hasHigh || tree.order(key, high) <= 0);
    }

    // ---------------------------------------------------------------- nodes of the range, ascending terms

    /** The range's least node, or null when the range is empty. */
    private TreeMap.Node<K, V> lowestNode() {
        TreeMap.Node<K, V> n = hasLow ? tree.nearest(low, true, lowIncluded) : tree.leftmost();
        return n == null || aboveRange(n.key) ? null : n;
    }

    /** The range's greatest node, or null when the range is empty. */
    private TreeMap.Node<K, V> highestNode() {
        TreeMap.Node<K, V> n = hasHigh ? tree.nearest(high, false, highIncluded) : tree.rightmost();
        return n == null || belowRange(n.key) ? null : n;
    }

    /** The first node above the range (where an ascending walk stops), or null. */
    private TreeMap.Node<K, V> pastHigh() {
        return hasHigh ? tree.nearest(high, true, !highIncluded) : null;
    }

    /** The last node below the range (where a descending walk stops), or null. */
    private TreeMap.Node<K, V> pastLow() {
        return hasLow ? tree.nearest(low, false, !lowIncluded) : null;
    }

    /** The least node of the range above key (or at it, when inclusive). */
    private TreeMap.Node<K, V> upFrom(Object key, boolean inclusive) {
        if (belowRange(key)) {
            return lowestNode();
        }
        TreeMap.Node<K, V> n = tree.nearest(key, true, inclusive);
        return n == null || aboveRange(n.key) ? null : n;
    }

    /** The greatest node of the range below key (or at it, when inclusive). */
    private TreeMap.Node<K, V> downFrom(Object key, boolean inclusive) {
        if (aboveRange(key)) {
            return highestNode();
        }
        TreeMap.Node<K, V> n = tree.nearest(key, false, inclusive);
        return n == null || belowRange(n.key) ? null : n;
    }

    // ---------------------------------------------------------------- nodes in the view's order

    private TreeMap.Node<K, V> firstNode() {
        return descending ? highestNode() : lowestNode();
    }

    private TreeMap.Node<K, V> lastNode() {
        return descending ? lowestNode() : highestNode();
    }

    /** The nearest node to key in the view's order: after it when forward, else before it. */
    private TreeMap.Node<K, V> beside(Object key, boolean forward, boolean inclusive) {
        return forward != descending ? upFrom(key, inclusive) : downFrom(key, inclusive);
    }

    // ---------------------------------------------------------------- Map

    public int size() {
        if (unbounded()) {
            return tree.size();
        }
        if (sizeCount < 0 || sizeVersion != tree.version) {
            int c = 0;
            TreeMap.Node<K, V> stop = pastHigh();
            for (TreeMap.Node<K, V> n = lowestNode(); n != null && n != stop; n = TreeMap.after(n)) {
                c++;
            }
            sizeCount = c;
            sizeVersion = tree.version;
        }
        return sizeCount;
    }

    public boolean isEmpty() {
        return unbounded() ? tree.size() == 0 : lowestNode() == null;
    }

    public boolean containsKey(Object key) {
        return covers(key) && tree.find(key) != null;
    }

    public V get(Object key) {
        return covers(key) ? tree.get(key) : null;
    }

    public V put(K key, V value) {
        if (!covers(key)) {
            throw new IllegalArgumentException("key out of range");
        }
        return tree.put(key, value);
    }

    public V remove(Object key) {
        return covers(key) ? tree.remove(key) : null;
    }

    /** Removes key if the range holds it; true when it did (whatever the key's value). */
    boolean removeKey(Object key) {
        if (!covers(key)) {
            return false;
        }
        TreeMap.Node<K, V> n = tree.find(key);
        if (n == null) {
            return false;
        }
        tree.excise(n);
        return true;
    }

    public void clear() {
        if (unbounded()) {
            tree.clear();
            return;
        }
        TreeMap.Node<K, V> stop = pastHigh();
        TreeMap.Node<K, V> n = lowestNode();
        while (n != null && n != stop) {
            TreeMap.Node<K, V> next = TreeMap.after(n);
            tree.excise(n);
            n = next;
        }
    }

    public Comparator<? super K> comparator() {
        Comparator<? super K> c = tree.comparator();
        return descending ? Collections.reverseOrder(c) : c;
    }

    public K firstKey() {
        return TreeMap.requireKey(firstNode());
    }

    public K lastKey() {
        return TreeMap.requireKey(lastNode());
    }

    public Set<K> keySet() {
        return navigableKeySet();
    }

    public Set<Map.Entry<K, V>> entrySet() {
        Set<Map.Entry<K, V>> s = entryView;
        if (s == null) {
            s = new RangeEntries();
            entryView = s;
        }
        return s;
    }

    public Collection<V> values() {
        Collection<V> c = valueView;
        if (c == null) {
            c = new RangeValues();
            valueView = c;
        }
        return c;
    }

    // ---------------------------------------------------------------- NavigableMap

    public Map.Entry<K, V> firstEntry() {
        return TreeMap.snapshot(firstNode());
    }

    public Map.Entry<K, V> lastEntry() {
        return TreeMap.snapshot(lastNode());
    }

    public Map.Entry<K, V> pollFirstEntry() {
        return tree.takeOut(firstNode());
    }

    public Map.Entry<K, V> pollLastEntry() {
        return tree.takeOut(lastNode());
    }

    public Map.Entry<K, V> lowerEntry(K key) {
        return TreeMap.snapshot(beside(key, false, false));
    }

    public K lowerKey(K key) {
        return TreeMap.keyOf(beside(key, false, false));
    }

    public Map.Entry<K, V> floorEntry(K key) {
        return TreeMap.snapshot(beside(key, false, true));
    }

    public K floorKey(K key) {
        return TreeMap.keyOf(beside(key, false, true));
    }

    public Map.Entry<K, V> ceilingEntry(K key) {
        return TreeMap.snapshot(beside(key, true, true));
    }

    public K ceilingKey(K key) {
        return TreeMap.keyOf(beside(key, true, true));
    }

    public Map.Entry<K, V> higherEntry(K key) {
        return TreeMap.snapshot(beside(key, true, false));
    }

    public K higherKey(K key) {
        return TreeMap.keyOf(beside(key, true, false));
    }

    public NavigableMap<K, V> descendingMap() {
        TreeRange<K, V> m = mirror;
        if (m == null) {
            m = new TreeRange<K, V>(tree, hasLow, low, lowIncluded, hasHigh, high, highIncluded, !descending);
            m.mirror = this;
            mirror = m;
        }
        return m;
    }

    public NavigableSet<K> navigableKeySet() {
        TreeKeySet<K> s = keyView;
        if (s == null) {
            s = new TreeKeySet<K>(this);
            keyView = s;
        }
        return s;
    }

    public NavigableSet<K> descendingKeySet() {
        return descendingMap().navigableKeySet();
    }

    public NavigableMap<K, V> subMap(K fromKey, boolean fromInclusive, K toKey, boolean toInclusive) {
        if (!admits(fromKey, fromInclusive)) {
            throw new IllegalArgumentException("fromKey out of range");
        }
        if (!admits(toKey, toInclusive)) {
            throw new IllegalArgumentException("toKey out of range");
        }
        if (descending) {
            return new TreeRange<K, V>(tree, true, toKey, toInclusive, true, fromKey, fromInclusive, true);
        }
        return new TreeRange<K, V>(tree, true, fromKey, fromInclusive, true, toKey, toInclusive, false);
    }

    public NavigableMap<K, V> headMap(K toKey, boolean inclusive) {
        if (!admits(toKey, inclusive)) {
            throw new IllegalArgumentException("toKey out of range");
        }
        if (descending) {
            return new TreeRange<K, V>(tree, true, toKey, inclusive, hasHigh, high, highIncluded, true);
        }
        return new TreeRange<K, V>(tree, hasLow, low, lowIncluded, true, toKey, inclusive, false);
    }

    public NavigableMap<K, V> tailMap(K fromKey, boolean inclusive) {
        if (!admits(fromKey, inclusive)) {
            throw new IllegalArgumentException("fromKey out of range");
        }
        if (descending) {
            return new TreeRange<K, V>(tree, hasLow, low, lowIncluded, true, fromKey, inclusive, true);
        }
        return new TreeRange<K, V>(tree, true, fromKey, inclusive, hasHigh, high, highIncluded, false);
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

    // ---------------------------------------------------------------- iteration

    /** The range's keys in the view's order (forward) or against it. */
    Iterator<K> keys(boolean forward) {
        return new Walk<K>(KEYS, forward != descending);
    }

    /**
     * A fail-fast walk over the range's nodes, yielding keys, values or the nodes themselves.
     * The node to visit next is found as soon as one is returned, so a key added after the last
     * one was returned is not visited (and raises no error), as on the JDK.
     */
    private final class Walk<T> implements Iterator<T> {
        private final int yields;
        private final boolean upward;
        /** The node just past the range in this walk's direction, or null. */
        private final TreeMap.Node<K, V> stop;
        private TreeMap.Node<K, V> coming;
        private TreeMap.Node<K, V> returned;
        private int expectedVersion;

        Walk(int yields, boolean upward) {
            this.yields = yields;
            this.upward = upward;
            expectedVersion = tree.version;
            if (upward) {
                coming = lowestNode();
                stop = pastHigh();
            } else {
                coming = highestNode();
                stop = pastLow();
            }
        }

        public boolean hasNext() {
            return coming != null && coming != stop;
        }

        @SuppressWarnings("unchecked")
        public T next() {
            TreeMap.Node<K, V> n = coming;
            if (n == null || n == stop) {
                throw new NoSuchElementException();
            }
            if (tree.version != expectedVersion) {
                throw new ConcurrentModificationException();
            }
            coming = upward ? TreeMap.after(n) : TreeMap.before(n);
            returned = n;
            if (yields == KEYS) {
                return (T) n.key;
            }
            return yields == VALUES ? (T) n.value : (T) n;
        }

        public void remove() {
            if (returned == null) {
                throw new IllegalStateException();
            }
            if (tree.version != expectedVersion) {
                throw new ConcurrentModificationException();
            }
            tree.excise(returned);
            returned = null;
            expectedVersion = tree.version;
        }
    }

    /** The node of the range holding the same mapping as o, if o is such a Map.Entry. */
    private TreeMap.Node<K, V> nodeMatching(Object o) {
        if (!(o instanceof Map.Entry)) {
            return null;
        }
        Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
        Object key = e.getKey();
        if (!covers(key)) {
            return null;
        }
        TreeMap.Node<K, V> n = tree.find(key);
        return n != null && Objects.equals(n.value, e.getValue()) ? n : null;
    }

    private final class RangeEntries extends AbstractSet<Map.Entry<K, V>> {
        public Iterator<Map.Entry<K, V>> iterator() {
            return new Walk<Map.Entry<K, V>>(ENTRIES, !descending);
        }

        public int size() {
            return TreeRange.this.size();
        }

        public boolean isEmpty() {
            return TreeRange.this.isEmpty();
        }

        public boolean contains(Object o) {
            return nodeMatching(o) != null;
        }

        public boolean remove(Object o) {
            TreeMap.Node<K, V> n = nodeMatching(o);
            if (n == null) {
                return false;
            }
            tree.excise(n);
            return true;
        }

        public void clear() {
            TreeRange.this.clear();
        }
    }

    private final class RangeValues extends AbstractCollection<V> {
        public Iterator<V> iterator() {
            return new Walk<V>(VALUES, !descending);
        }

        public int size() {
            return TreeRange.this.size();
        }

        public boolean isEmpty() {
            return TreeRange.this.isEmpty();
        }

        public void clear() {
            TreeRange.this.clear();
        }
    }
}
