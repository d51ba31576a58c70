// java.util.TreeMap: the sorted map, kept as an AVL tree (every node's subtrees differ in height by
// at most one) whose nodes also link to their parent, so that iterators and views step from node
// to node without a stack. Removal relinks nodes instead of moving keys between them, so a node
// an iterator is about to visit stays valid while the iterator removes the one it returned (an
// Entry held across a removal keeps its key here; the JDK's may take its successor's).
// The views (key sets, entry set, values, sub-maps, descending maps) all live in TreeRange: the
// whole map is the unbounded ascending range.
// Facts of the JDK's TreeMap kept here because programs can observe them: the search key is the
// first argument of every comparison; put into an empty map compares the key with itself (so a null
// or non-Comparable key fails even then); get, containsKey and remove reject a null key or a
// non-Comparable one under natural ordering before looking; only adding and removing keys count as
// modifications (fail-fast iterators ignore value changes); and the functions passed to
// computeIfAbsent, computeIfPresent, compute, merge, forEach and replaceAll may not add or remove
// keys (ConcurrentModificationException).
package java.util;

import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;

/** A NavigableMap kept sorted by its keys' natural ordering or by a Comparator. */
public class TreeMap<K, V> extends AbstractMap<K, V> implements NavigableMap<K, V>, Cloneable, java.io.Serializable {

    /** One mapping: a tree node, also the Map.Entry that entrySet's iterators hand out. */
    static final class Node<K, V> implements Map.Entry<K, V> {
        final K key;
        V value;
        Node<K, V> left;
        Node<K, V> right;
        Node<K, V> parent;
        /** Nodes on the longest path down to a leaf, this one included (a leaf has 1). */
        int height = 1;

        Node(K key, V value, Node<K, V> parent) {
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

        /** Writes through to the map; not a structural change. */
        public V setValue(V newValue) {
            V old = value;
            value = newValue;
            return old;
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

    private final Comparator<? super K> ordering;
    private transient Node<K, V> root;
    private transient int count;
    /** Bumped by every insertion and removal of a key; fail-fast iterators compare it. */
    transient int version;
    /** The unbounded ascending view behind keySet, entrySet, values and the sub-map methods. */
    private transient TreeRange<K, V> everything;

    /** An empty map ordered by the keys' natural ordering. */
    public TreeMap() {
        ordering = null;
    }

    /** An empty map ordered by comparator (natural ordering when null). */
    public TreeMap(Comparator<? super K> comparator) {
        ordering = comparator;
    }

    /** The mappings of m under natural ordering (whatever m's own order). */
    public TreeMap(Map<? extends K, ? extends V> m) {
        ordering = null;
        if (m instanceof SortedMap && ((SortedMap<?, ?>) m).comparator() == null) {
            fillInOrder(m.entrySet().iterator(), m.size(), true, null);
        } else {
            putAll(m);
        }
    }

    /** The mappings of m with m's comparator; built in order, without comparing keys. */
    public TreeMap(SortedMap<K, ? extends V> m) {
        ordering = m.comparator();
        fillInOrder(m.entrySet().iterator(), m.size(), true, null);
    }

    // ---------------------------------------------------------------- comparing and finding

    /** Compares two keys in this map's order; the first is the one being looked for. */
    @SuppressWarnings("unchecked")
    final int order(Object probe, Object other) {
        if (ordering == null) {
            return ((Comparable<Object>) probe).compareTo(other);
        }
        return ordering.compare((K) probe, (K) other);
    }

    /** The node holding key, or null. Under natural ordering the key must be a non-null Comparable. */
    @SuppressWarnings("unchecked")
    final Node<K, V> find(Object key) {
        if (ordering != null) {
            Node<K, V> n = root;
            while (n != null) {
                int c = ordering.compare((K) key, n.key);
                if (c == 0) {
                    return n;
                }
                n = c < 0 ? n.left : n.right;
            }
            return null;
        }
        if (key == null) {
            throw new NullPointerException();
        }
        Comparable<Object> probe = (Comparable<Object>) key;
        Node<K, V> n = root;
        while (n != null) {
            int c = probe.compareTo(n.key);
            if (c == 0) {
                return n;
            }
            n = c < 0 ? n.left : n.right;
        }
        return null;
    }

    /**
     * The node nearest to key on one side. Going up: the least node above key (or equal to it when
     * inclusive). Going down: the greatest node below key (or equal to it when inclusive). Null when
     * there is none.
     */
    final Node<K, V> nearest(Object key, boolean up, boolean inclusive) {
        Node<K, V> best = null;
        Node<K, V> n = root;
        while (n != null) {
            int c = order(key, n.key);
            if (c == 0 && inclusive) {
                return n;
            }
            if (up ? c < 0 : c > 0) {
                best = n;
                n = up ? n.left : n.right;
            } else {
                n = up ? n.right : n.left;
            }
        }
        return best;
    }

    final Node<K, V> leftmost() {
        Node<K, V> n = root;
        if (n != null) {
            while (n.left != null) {
                n = n.left;
            }
        }
        return n;
    }

    final Node<K, V> rightmost() {
        Node<K, V> n = root;
        if (n != null) {
            while (n.right != null) {
                n = n.right;
            }
        }
        return n;
    }

    /** The next node in ascending order, or null after the last. */
    static <K, V> Node<K, V> after(Node<K, V> n) {
        if (n.right != null) {
            Node<K, V> m = n.right;
            while (m.left != null) {
                m = m.left;
            }
            return m;
        }
        Node<K, V> child = n;
        Node<K, V> up = n.parent;
        while (up != null && up.right == child) {
            child = up;
            up = up.parent;
        }
        return up;
    }

    /** The previous node in ascending order, or null before the first. */
    static <K, V> Node<K, V> before(Node<K, V> n) {
        if (n.left != null) {
            Node<K, V> m = n.left;
            while (m.right != null) {
                m = m.right;
            }
            return m;
        }
        Node<K, V> child = n;
        Node<K, V> up = n.parent;
        while (up != null && up.left == child) {
            child = up;
            up = up.parent;
        }
        return up;
    }

    /** An unmodifiable copy of n's mapping (what firstEntry and its kin return), or null. */
    static <K, V> Map.Entry<K, V> snapshot(Node<K, V> n) {
        return n == null ? null : new AbstractMap.SimpleImmutableEntry<K, V>(n.key, n.value);
    }

    static <K> K keyOf(Node<K, ?> n) {
        return n == null ? null : n.key;
    }

    static <K> K requireKey(Node<K, ?> n) {
        if (n == null) {
            throw new NoSuchElementException();
        }
        return n.key;
    }

    // ---------------------------------------------------------------- AVL insertion and removal

    private static int heightOf(Node<?, ?> n) {
        return n == null ? 0 : n.height;
    }

    private static void measure(Node<?, ?> n) {
        int l = heightOf(n.left);
        int r = heightOf(n.right);
        n.height = (l > r ? l : r) + 1;
    }

    /** Puts replacement (possibly null) where old hangs: under old's parent, or at the root. */
    private void substitute(Node<K, V> old, Node<K, V> replacement) {
        Node<K, V> p = old.parent;
        if (replacement != null) {
            replacement.parent = p;
        }
        if (p == null) {
            root = replacement;
        } else if (p.left == old) {
            p.left = replacement;
        } else {
            p.right = replacement;
        }
    }

    /** Lifts n's left child above it (a right rotation); returns the subtree's new top. */
    private Node<K, V> raiseLeftChild(Node<K, V> n) {
        Node<K, V> l = n.left;
        substitute(n, l);
        n.left = l.right;
        if (l.right != null) {
            l.right.parent = n;
        }
        l.right = n;
        n.parent = l;
        measure(n);
        measure(l);
        return l;
    }

    /** Lifts n's right child above it (a left rotation); returns the subtree's new top. */
    private Node<K, V> raiseRightChild(Node<K, V> n) {
        Node<K, V> r = n.right;
        substitute(n, r);
        n.right = r.left;
        if (r.left != null) {
            r.left.parent = n;
        }
        r.left = n;
        n.parent = r;
        measure(n);
        measure(r);
        return r;
    }

    /**
     * Restores n's height and balance after one of its subtrees grew or shrank by one level,
     * rotating when the two sides now differ by two; returns the node now at n's place.
     */
    private Node<K, V> rebalance(Node<K, V> n) {
        int lean = heightOf(n.left) - heightOf(n.right);
        if (lean > 1) {
            Node<K, V> l = n.left;
            if (heightOf(l.right) > heightOf(l.left)) {
                raiseRightChild(l);
            }
            return raiseLeftChild(n);
        }
        if (lean < -1) {
            Node<K, V> r = n.right;
            if (heightOf(r.left) > heightOf(r.right)) {
                raiseLeftChild(r);
            }
            return raiseRightChild(n);
        }
        measure(n);
        return n;
    }

    /**
     * Walks up from n, the lowest node whose subtree changed, rebalancing each ancestor; stops
     * as soon as a subtree ends up as tall as it was, since nothing above can then have changed.
     */
    private void rebalanceUpFrom(Node<K, V> n) {
        while (n != null) {
            int was = n.height; // not yet updated: the subtree's height before the change
            Node<K, V> top = rebalance(n);
            if (top.height == was) {
                return;
            }
            n = top.parent;
        }
    }

    /** Hangs a new node for key under parent (on the left when below it) and rebalances. */
    private Node<K, V> attach(Node<K, V> parent, boolean onLeft, K key, V value) {
        Node<K, V> n = new Node<K, V>(key, value, parent);
        if (onLeft) {
            parent.left = n;
        } else {
            parent.right = n;
        }
        count++;
        version++;
        rebalanceUpFrom(parent);
        return n;
    }

    /**
     * Adds key with value unless key is present; returns the node already holding key (left
     * unchanged), or null when a node was added.
     */
    private Node<K, V> insert(K key, V value) {
        Node<K, V> n = root;
        if (n == null) {
            order(key, key); // the JDK's type and null check on the first key
            root = new Node<K, V>(key, value, null);
            count = 1;
            version++;
            return null;
        }
        while (true) {
            int c = order(key, n.key);
            if (c == 0) {
                return n;
            }
            Node<K, V> next = c < 0 ? n.left : n.right;
            if (next == null) {
                attach(n, c < 0, key, value);
                return null;
            }
            n = next;
        }
    }

    /**
     * Removes node z from the tree. A node with two children is replaced by its successor node
     * itself (moved up, keeping its key and value), so no other node changes its mapping.
     */
    final void excise(Node<K, V> z) {
        Node<K, V> changedFrom;
        if (z.left != null && z.right != null) {
            Node<K, V> s = z.right;
            while (s.left != null) {
                s = s.left;
            }
            if (s.parent == z) {
                changedFrom = s;
            } else {
                changedFrom = s.parent;
                substitute(s, s.right);
                s.right = z.right;
                z.right.parent = s;
            }
            s.left = z.left;
            z.left.parent = s;
            substitute(z, s);
            s.height = z.height;
        } else {
            changedFrom = z.parent;
            substitute(z, z.left != null ? z.left : z.right);
        }
        z.left = null;
        z.right = null;
        z.parent = null;
        count--;
        version++;
        rebalanceUpFrom(changedFrom);
    }

    /**
     * Fills this empty map with n items from source, taken in ascending order, as a tree whose
     * subtrees at every node differ in size by at most one (hence in height by at most one).
     * The items are Map.Entry objects when entries is true, otherwise keys each mapped to fill.
     */
    final void fillInOrder(Iterator<?> source, int n, boolean entries, V fill) {
        root = grow(source, n, entries, fill);
        count = n;
        version++;
    }

    @SuppressWarnings("unchecked")
    private Node<K, V> grow(Iterator<?> source, int n, boolean entries, V fill) {
        if (n == 0) {
            return null;
        }
        int leftSize = (n - 1) / 2;
        Node<K, V> lower = grow(source, leftSize, entries, fill);
        Object item = source.next();
        Node<K, V> node;
        if (entries) {
            Map.Entry<? extends K, ? extends V> e = (Map.Entry<? extends K, ? extends V>) item;
            node = new Node<K, V>(e.getKey(), e.getValue(), null);
        } else {
            node = new Node<K, V>((K) item, fill, null);
        }
        Node<K, V> upper = grow(source, n - 1 - leftSize, entries, fill);
        node.left = lower;
        node.right = upper;
        if (lower != null) {
            lower.parent = node;
        }
        if (upper != null) {
            upper.parent = node;
        }
        measure(node);
        return node;
    }

    /** A copy of the subtree under n with the same shape, hung under parent. */
    private static <K, V> Node<K, V> copyOf(Node<K, V> n, Node<K, V> parent) {
        if (n == null) {
            return null;
        }
        Node<K, V> c = new Node<K, V>(n.key, n.value, parent);
        c.height = n.height;
        c.left = copyOf(n.left, c);
        c.right = copyOf(n.right, c);
        return c;
    }

    final TreeRange<K, V> everything() {
        TreeRange<K, V> r = everything;
        if (r == null) {
            r = new TreeRange<K, V>(this);
            everything = r;
        }
        return r;
    }

    // ---------------------------------------------------------------- Map

    public int size() {
        return count;
    }

    public boolean containsKey(Object key) {
        return find(key) != null;
    }

    public boolean containsValue(Object value) {
        for (Node<K, V> n = leftmost(); n != null; n = after(n)) {
            if (Objects.equals(value, n.value)) {
                return true;
            }
        }
        return false;
    }

    public V get(Object key) {
        Node<K, V> n = find(key);
        return n == null ? null : n.value;
    }

    public Comparator<? super K> comparator() {
        return ordering;
    }

    public K firstKey() {
        return requireKey(leftmost());
    }

    public K lastKey() {
        return requireKey(rightmost());
    }

    public V put(K key, V value) {
        Node<K, V> n = insert(key, value);
        if (n == null) {
            return null;
        }
        V old = n.value;
        n.value = value;
        return old;
    }

    public V remove(Object key) {
        Node<K, V> n = find(key);
        if (n == null) {
            return null;
        }
        V old = n.value;
        excise(n);
        return old;
    }

    public void clear() {
        version++;
        count = 0;
        root = null;
    }

    /** A shallow copy: new nodes, the same keys and values. */
    @SuppressWarnings("unchecked")
    public Object clone() {
        TreeMap<K, V> copy;
        try {
            copy = (TreeMap<K, V>) super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
        copy.root = copyOf(root, null);
        copy.version = 0;
        copy.everything = null;
        return copy;
    }

    // ---------------------------------------------------------------- NavigableMap

    public Map.Entry<K, V> firstEntry() {
        return snapshot(leftmost());
    }

    public Map.Entry<K, V> lastEntry() {
        return snapshot(rightmost());
    }

    public Map.Entry<K, V> pollFirstEntry() {
        return takeOut(leftmost());
    }

    public Map.Entry<K, V> pollLastEntry() {
        return takeOut(rightmost());
    }

    /** Removes n (if any) and returns a snapshot of its mapping. */
    final Map.Entry<K, V> takeOut(Node<K, V> n) {
        if (n == null) {
            return null;
        }
        Map.Entry<K, V> e = snapshot(n);
        excise(n);
        return e;
    }

    public Map.Entry<K, V> lowerEntry(K key) {
        return snapshot(nearest(key, false, false));
    }

    public K lowerKey(K key) {
        return keyOf(nearest(key, false, false));
    }

    public Map.Entry<K, V> floorEntry(K key) {
        return snapshot(nearest(key, false, true));
    }

    public K floorKey(K key) {
        return keyOf(nearest(key, false, true));
    }

    public Map.Entry<K, V> ceilingEntry(K key) {
        return snapshot(nearest(key, true, true));
    }

    public K ceilingKey(K key) {
        return keyOf(nearest(key, true, true));
    }

    public Map.Entry<K, V> higherEntry(K key) {
        return snapshot(nearest(key, true, false));
    }

    public K higherKey(K key) {
        return keyOf(nearest(key, true, false));
    }

    public Set<K> keySet() {
        return everything().navigableKeySet();
    }

    public NavigableSet<K> navigableKeySet() {
        return everything().navigableKeySet();
    }

    public NavigableSet<K> descendingKeySet() {
        return everything().descendingKeySet();
    }

    public Collection<V> values() {
        return everything().values();
    }

    public Set<Map.Entry<K, V>> entrySet() {
        return everything().entrySet();
    }

    public NavigableMap<K, V> descendingMap() {
        return everything().descendingMap();
    }

    public NavigableMap<K, V> subMap(K fromKey, boolean fromInclusive, K toKey, boolean toInclusive) {
        return everything().subMap(fromKey, fromInclusive, toKey, toInclusive);
    }

    public NavigableMap<K, V> headMap(K toKey, boolean inclusive) {
        return everything().headMap(toKey, inclusive);
    }

    public NavigableMap<K, V> tailMap(K fromKey, boolean inclusive) {
        return everything().tailMap(fromKey, inclusive);
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

    // ---------------------------------------------------------------- Java 8 defaults, fail-fast

    public boolean replace(K key, V oldValue, V newValue) {
        Node<K, V> n = find(key);
        if (n == null || !Objects.equals(n.value, oldValue)) {
            return false;
        }
        n.value = newValue;
        return true;
    }

    public V replace(K key, V value) {
        Node<K, V> n = find(key);
        if (n == null) {
            return null;
        }
        V old = n.value;
        n.value = value;
        return old;
    }

    /** The node for key, or null; an empty map is not searched, so its key is not checked yet. */
    private Node<K, V> findIfAny(Object key) {
        return root == null ? null : find(key);
    }

    private void unchangedSince(int v) {
        if (version != v) {
            throw new ConcurrentModificationException();
        }
    }

    public V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        Objects.requireNonNull(mappingFunction);
        Node<K, V> n = findIfAny(key);
        if (n != null && n.value != null) {
            return n.value;
        }
        int v = version;
        V made = mappingFunction.apply(key);
        unchangedSince(v);
        if (made == null) {
            return null;
        }
        if (n != null) {
            n.value = made;
        } else {
            insert(key, made);
        }
        return made;
    }

    public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        Objects.requireNonNull(remappingFunction);
        Node<K, V> n = find(key);
        if (n == null || n.value == null) {
            return null;
        }
        return settle(n, remappingFunction, key, n.value);
    }

    public V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        Objects.requireNonNull(remappingFunction);
        Node<K, V> n = findIfAny(key);
        if (n != null) {
            return settle(n, remappingFunction, key, n.value);
        }
        int v = version;
        V made = remappingFunction.apply(key, null);
        unchangedSince(v);
        if (made != null) {
            insert(key, made);
        }
        return made;
    }

    public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        Objects.requireNonNull(remappingFunction);
        Objects.requireNonNull(value);
        Node<K, V> n = findIfAny(key);
        if (n == null) {
            insert(key, value);
            return value;
        }
        if (n.value == null) {
            n.value = value;
            return value;
        }
        return settle(n, remappingFunction, n.value, value);
    }

    /**
     * Gives existing node n the value fn(a, b), or removes n when that is null; fn may not add
     * or remove keys.
     */
    private <A, B> V settle(Node<K, V> n, BiFunction<? super A, ? super B, ? extends V> fn, A a, B b) {
        int v = version;
        V made = fn.apply(a, b);
        unchangedSince(v);
        if (made == null) {
            excise(n);
        } else {
            n.value = made;
        }
        return made;
    }

    public void forEach(BiConsumer<? super K, ? super V> action) {
        Objects.requireNonNull(action);
        int v = version;
        for (Node<K, V> n = leftmost(); n != null; n = after(n)) {
            action.accept(n.key, n.value);
            unchangedSince(v);
        }
    }

    public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        Objects.requireNonNull(function);
        int v = version;
        for (Node<K, V> n = leftmost(); n != null; n = after(n)) {
            n.value = function.apply(n.key, n.value);
            unchangedSince(v);
        }
    }
}
