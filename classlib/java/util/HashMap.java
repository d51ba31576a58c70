// java.util.HashMap: the hash table Map, laid out as the JDK lays it out so that iteration orders
// agree: a power-of-two table (16 by default, load factor 0.75), hashes spread as h ^ (h >>> 16),
// new entries appended to their bin, resizes that double the table and split each bin keeping its
// relative order, and a bin growing past eight entries in a table under 64 forcing a resize.
// The JDK turns such long bins of a larger table into red-black trees; wwvm keeps them as lists,
// so only keys colliding that badly can iterate in another order.
// computeIfAbsent, compute and merge behave as the JDK's: they resize before looking (when the
// size has passed the threshold), add a new entry at the head of its bin, and throw
// ConcurrentModificationException when the function they call modifies the map.
// LinkedHashMap extends this through the newNode / afterNode* hooks.
package java.util;

import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;

/** Hash table based implementation of the Map interface; permits null keys and values. */
public class HashMap<K, V> extends AbstractMap<K, V> implements Map<K, V>, Cloneable, java.io.Serializable {
    static final int DEFAULT_INITIAL_CAPACITY = 16;
    static final int MAXIMUM_CAPACITY = 1 << 30;
    static final float DEFAULT_LOAD_FACTOR = 0.75f;
    /** A bin reaching this length asks for treeification (a resize while the table is small). */
    static final int TREEIFY_THRESHOLD = 8;
    static final int MIN_TREEIFY_CAPACITY = 64;

    /** A bin entry. */
    static class Node<K, V> implements Map.Entry<K, V> {
        final int hash;
        final K key;
        V value;
        Node<K, V> next;

        Node(int hash, K key, V value, Node<K, V> next) {
            this.hash = hash;
            this.key = key;
            this.value = value;
            this.next = next;
        }

        public final K getKey() {
            return key;
        }

        public final V getValue() {
            return value;
        }

        public final String toString() {
            return key + "=" + value;
        }

        public final int hashCode() {
            return Objects.hashCode(key) ^ Objects.hashCode(value);
        }

        public final V setValue(V newValue) {
            V oldValue = value;
            value = newValue;
            return oldValue;
        }

        public final boolean equals(Object o) {
            return o == this || AbstractMap.entryEquals(this, o);
        }
    }

    /** The key's hash code with its high half folded into the low half (0 for null). */
    static final int hash(Object key) {
        int h;
        return (key == null) ? 0 : (h = key.hashCode()) ^ (h >>> 16);
    }

    /** The smallest power of two at least cap (1 for cap <= 1, capped at MAXIMUM_CAPACITY). */
    static final int tableSizeFor(int cap) {
        int n = -1 >>> Integer.numberOfLeadingZeros(cap - 1);
        return (n < 0) ? 1 : (n >= MAXIMUM_CAPACITY) ? MAXIMUM_CAPACITY : n + 1;
    }

    transient Node<K, V>[] table;
    transient Set<Map.Entry<K, V>> entrySet;
    transient int size;
    transient int modCount;
    /** The size at which to resize; before the table exists, its initial capacity (0: default). */
    int threshold;
    final float loadFactor;

    public HashMap(int initialCapacity, float loadFactor) {
        if (initialCapacity < 0) {
            throw new IllegalArgumentException("Illegal initial capacity: " + initialCapacity);
        }
        if (initialCapacity > MAXIMUM_CAPACITY) {
            initialCapacity = MAXIMUM_CAPACITY;
        }
        if (loadFactor <= 0 || Float.isNaN(loadFactor)) {
            throw new IllegalArgumentException("Illegal load factor: " + loadFactor);
        }
        this.loadFactor = loadFactor;
        this.threshold = tableSizeFor(initialCapacity);
    }

    public HashMap(int initialCapacity) {
        this(initialCapacity, DEFAULT_LOAD_FACTOR);
    }

    public HashMap() {
        this.loadFactor = DEFAULT_LOAD_FACTOR;
    }

    /** A map with m's mappings, sized to hold them. */
    public HashMap(Map<? extends K, ? extends V> m) {
        this.loadFactor = DEFAULT_LOAD_FACTOR;
        putMapEntries(m, false);
    }

    final void putMapEntries(Map<? extends K, ? extends V> m, boolean evict) {
        int s = m.size();
        if (s > 0) {
            if (table == null) {
                float ft = ((float) s / loadFactor) + 1.0F;
                int t = (ft < (float) MAXIMUM_CAPACITY) ? (int) ft : MAXIMUM_CAPACITY;
                if (t > threshold) {
                    threshold = tableSizeFor(t);
                }
            } else if (s > threshold) {
                resize();
            }
            for (Map.Entry<? extends K, ? extends V> e : m.entrySet()) {
                K key = e.getKey();
                putVal(hash(key), key, e.getValue(), false, evict);
            }
        }
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public V get(Object key) {
        Node<K, V> e = getNode(key);
        return (e == null) ? null : e.value;
    }

    final Node<K, V> getNode(Object key) {
        Node<K, V>[] tab = table;
        if (tab == null) {
            return null;
        }
        int h = hash(key);
        for (Node<K, V> e = tab[(tab.length - 1) & h]; e != null; e = e.next) {
            Object k;
            if (e.hash == h && ((k = e.key) == key || (key != null && key.equals(k)))) {
                return e;
            }
        }
        return null;
    }

    public boolean containsKey(Object key) {
        return getNode(key) != null;
    }

    public V put(K key, V value) {
        return putVal(hash(key), key, value, false, true);
    }

    /**
     * Inserts or (unless onlyIfAbsent and the old value is non-null) replaces; returns the old value.
     * evict is false while a constructor fills the map (LinkedHashMap then evicts nothing).
     */
    final V putVal(int hash, K key, V value, boolean onlyIfAbsent, boolean evict) {
        Node<K, V>[] tab = table;
        if (tab == null || tab.length == 0) {
            tab = resize();
        }
        int n = tab.length;
        int i = (n - 1) & hash;
        Node<K, V> p = tab[i];
        Node<K, V> e = null;
        if (p == null) {
            tab[i] = newNode(hash, key, value, null);
        } else {
            for (int binCount = 0;; ++binCount) {
                Object k;
                if (p.hash == hash && ((k = p.key) == key || (key != null && key.equals(k)))) {
                    e = p;
                    break;
                }
                if (p.next == null) {
                    p.next = newNode(hash, key, value, null);
                    if (binCount >= TREEIFY_THRESHOLD - 1) {
                        treeifyBin(tab);
                    }
                    break;
                }
                p = p.next;
            }
        }
        if (e != null) {
            V oldValue = e.value;
            if (!onlyIfAbsent || oldValue == null) {
                e.value = value;
            }
            afterNodeAccess(e);
            return oldValue;
        }
        ++modCount;
        if (++size > threshold) {
            resize();
        }
        afterNodeInsertion(evict);
        return null;
    }

    /** Where the JDK would make a tree of a long bin: a small table is resized instead. */
    private void treeifyBin(Node<K, V>[] tab) {
        if (tab.length < MIN_TREEIFY_CAPACITY) {
            resize();
        }
    }

    /** Allocates the table or doubles it, splitting each bin into a low and a high bin in order. */
    @SuppressWarnings("unchecked")
    final Node<K, V>[] resize() {
        Node<K, V>[] oldTab = table;
        int oldCap = (oldTab == null) ? 0 : oldTab.length;
        int oldThr = threshold;
        int newCap;
        int newThr = 0;
        if (oldCap > 0) {
            if (oldCap >= MAXIMUM_CAPACITY) {
                threshold = Integer.MAX_VALUE;
                return oldTab;
            }
            newCap = oldCap << 1;
            if (newCap < MAXIMUM_CAPACITY && oldCap >= DEFAULT_INITIAL_CAPACITY) {
                newThr = oldThr << 1;
            }
        } else if (oldThr > 0) {
            newCap = oldThr;
        } else {
            newCap = DEFAULT_INITIAL_CAPACITY;
            newThr = (int) (DEFAULT_LOAD_FACTOR * DEFAULT_INITIAL_CAPACITY);
        }
        if (newThr == 0) {
            float ft = (float) newCap * loadFactor;
            newThr = (newCap < MAXIMUM_CAPACITY && ft < (float) MAXIMUM_CAPACITY) ? (int) ft : Integer.MAX_VALUE;
        }
        threshold = newThr;
        Node<K, V>[] newTab = (Node<K, V>[]) new Node[newCap];
        table = newTab;
        if (oldTab != null) {
            for (int j = 0; j < oldCap; ++j) {
                Node<K, V> e = oldTab[j];
                if (e == null) {
                    continue;
                }
                oldTab[j] = null;
                Node<K, V> loHead = null;
                Node<K, V> loTail = null;
                Node<K, V> hiHead = null;
                Node<K, V> hiTail = null;
                while (e != null) {
                    Node<K, V> next = e.next;
                    if ((e.hash & oldCap) == 0) {
                        if (loTail == null) {
                            loHead = e;
                        } else {
                            loTail.next = e;
                        }
                        loTail = e;
                    } else {
                        if (hiTail == null) {
                            hiHead = e;
                        } else {
                            hiTail.next = e;
                        }
                        hiTail = e;
                    }
                    e = next;
                }
                if (loTail != null) {
                    loTail.next = null;
                    newTab[j] = loHead;
                }
                if (hiTail != null) {
                    hiTail.next = null;
                    newTab[j + oldCap] = hiHead;
                }
            }
        }
        return newTab;
    }

    public void putAll(Map<? extends K, ? extends V> m) {
        putMapEntries(m, true);
    }

    public V remove(Object key) {
        Node<K, V> e = removeNode(hash(key), key, null, false);
        return (e == null) ? null : e.value;
    }

    /** Unlinks the node for key (only if its value equals value, when matchValue); returns it. */
    final Node<K, V> removeNode(int hash, Object key, Object value, boolean matchValue) {
        Node<K, V>[] tab = table;
        if (tab == null || tab.length == 0) {
            return null;
        }
        int index = (tab.length - 1) & hash;
        Node<K, V> prev = null;
        for (Node<K, V> e = tab[index]; e != null; prev = e, e = e.next) {
            Object k;
            if (e.hash == hash && ((k = e.key) == key || (key != null && key.equals(k)))) {
                if (matchValue && !Objects.equals(value, e.value)) {
                    return null;
                }
                if (prev == null) {
                    tab[index] = e.next;
                } else {
                    prev.next = e.next;
                }
                ++modCount;
                --size;
                afterNodeRemoval(e);
                return e;
            }
        }
        return null;
    }

    public void clear() {
        modCount++;
        Node<K, V>[] tab = table;
        if (tab != null && size > 0) {
            size = 0;
            for (int i = 0; i < tab.length; ++i) {
                tab[i] = null;
            }
        }
    }

    public boolean containsValue(Object value) {
        Node<K, V>[] tab = table;
        if (tab != null && size > 0) {
            for (int i = 0; i < tab.length; i++) {
                for (Node<K, V> e = tab[i]; e != null; e = e.next) {
                    if (Objects.equals(value, e.value)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    public V getOrDefault(Object key, V defaultValue) {
        Node<K, V> e = getNode(key);
        return (e == null) ? defaultValue : e.value;
    }

    public V putIfAbsent(K key, V value) {
        return putVal(hash(key), key, value, true, true);
    }

    public boolean remove(Object key, Object value) {
        return removeNode(hash(key), key, value, true) != null;
    }

    public boolean replace(K key, V oldValue, V newValue) {
        Node<K, V> e = getNode(key);
        if (e != null && Objects.equals(e.value, oldValue)) {
            e.value = newValue;
            afterNodeAccess(e);
            return true;
        }
        return false;
    }

    public V replace(K key, V value) {
        Node<K, V> e = getNode(key);
        if (e != null) {
            V oldValue = e.value;
            e.value = value;
            afterNodeAccess(e);
            return oldValue;
        }
        return null;
    }

    /** The node for key in tab's bin i, or null. */
    private static <K, V> Node<K, V> findInBin(Node<K, V>[] tab, int i, int hash, Object key) {
        for (Node<K, V> e = tab[i]; e != null; e = e.next) {
            Object k;
            if (e.hash == hash && ((k = e.key) == key || (key != null && key.equals(k)))) {
                return e;
            }
        }
        return null;
    }

    /** The table, first resized if the size has passed the threshold (as compute* and merge do). */
    private Node<K, V>[] tableForCompute() {
        Node<K, V>[] tab = table;
        if (size > threshold || tab == null || tab.length == 0) {
            tab = resize();
        }
        return tab;
    }

    /**
     * Links a new node at the head of bin i for compute* and merge (which count modCount and size
     * themselves); a bin that already held seven or more nodes asks for treeification.
     */
    private void addAtHead(Node<K, V>[] tab, int i, int hash, K key, V value) {
        int binCount = 0;
        for (Node<K, V> e = tab[i]; e != null; e = e.next) {
            ++binCount;
        }
        tab[i] = newNode(hash, key, value, tab[i]);
        if (binCount >= TREEIFY_THRESHOLD - 1) {
            treeifyBin(tab);
        }
    }

    /**
     * If key has no value (or null), maps it to mappingFunction's non-null result. Throws
     * ConcurrentModificationException if the function modified this map.
     */
    public V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        if (mappingFunction == null) {
            throw new NullPointerException();
        }
        int hash = hash(key);
        Node<K, V>[] tab = tableForCompute();
        int i = (tab.length - 1) & hash;
        Node<K, V> old = findInBin(tab, i, hash, key);
        if (old != null && old.value != null) {
            afterNodeAccess(old);
            return old.value;
        }
        int mc = modCount;
        V v = mappingFunction.apply(key);
        if (mc != modCount) {
            throw new ConcurrentModificationException();
        }
        if (v == null) {
            return null;
        }
        if (old != null) {
            old.value = v;
            afterNodeAccess(old);
            return v;
        }
        addAtHead(tab, i, hash, key, v);
        modCount = mc + 1;
        ++size;
        afterNodeInsertion(true);
        return v;
    }

    /**
     * If key has a non-null value, replaces it with remappingFunction's result (null removes the
     * mapping). Throws ConcurrentModificationException if the function modified this map.
     */
    public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (remappingFunction == null) {
            throw new NullPointerException();
        }
        Node<K, V> e = getNode(key);
        if (e != null && e.value != null) {
            int mc = modCount;
            V v = remappingFunction.apply(key, e.value);
            if (mc != modCount) {
                throw new ConcurrentModificationException();
            }
            if (v != null) {
                e.value = v;
                afterNodeAccess(e);
                return v;
            }
            removeNode(hash(key), key, null, false);
        }
        return null;
    }

    /**
     * Maps key to remappingFunction's result for it and its current value (null removes the
     * mapping). Throws ConcurrentModificationException if the function modified this map.
     */
    public V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (remappingFunction == null) {
            throw new NullPointerException();
        }
        int hash = hash(key);
        Node<K, V>[] tab = tableForCompute();
        int i = (tab.length - 1) & hash;
        Node<K, V> old = findInBin(tab, i, hash, key);
        V oldValue = (old == null) ? null : old.value;
        int mc = modCount;
        V v = remappingFunction.apply(key, oldValue);
        if (mc != modCount) {
            throw new ConcurrentModificationException();
        }
        if (old != null) {
            if (v != null) {
                old.value = v;
                afterNodeAccess(old);
            } else {
                removeNode(hash, key, null, false);
            }
        } else if (v != null) {
            addAtHead(tab, i, hash, key, v);
            modCount = mc + 1;
            ++size;
            afterNodeInsertion(true);
        }
        return v;
    }

    /**
     * Maps key to value if it has no value (or null), else to remappingFunction's result for the
     * old value and value (null removes the mapping). NullPointerException if value or the function
     * is null; ConcurrentModificationException if the function modified this map.
     */
    public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        if (value == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        int hash = hash(key);
        Node<K, V>[] tab = tableForCompute();
        int i = (tab.length - 1) & hash;
        Node<K, V> old = findInBin(tab, i, hash, key);
        if (old != null) {
            V v;
            if (old.value != null) {
                int mc = modCount;
                v = remappingFunction.apply(old.value, value);
                if (mc != modCount) {
                    throw new ConcurrentModificationException();
                }
            } else {
                v = value;
            }
            if (v != null) {
                old.value = v;
                afterNodeAccess(old);
            } else {
                removeNode(hash, key, null, false);
            }
            return v;
        }
        addAtHead(tab, i, hash, key, value);
        ++modCount;
        ++size;
        afterNodeInsertion(true);
        return value;
    }

    /**
     * Performs action on each mapping in iteration order; ConcurrentModificationException
     * afterwards if action modified the map.
     */
    public void forEach(BiConsumer<? super K, ? super V> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        Node<K, V>[] tab = table;
        if (size > 0 && tab != null) {
            int mc = modCount;
            for (int i = 0; i < tab.length; i++) {
                for (Node<K, V> e = tab[i]; e != null; e = e.next) {
                    action.accept(e.key, e.value);
                }
            }
            if (modCount != mc) {
                throw new ConcurrentModificationException();
            }
        }
    }

    /**
     * Replaces each value with function's result for its mapping, in iteration order;
     * ConcurrentModificationException afterwards if function modified the map.
     */
    public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        if (function == null) {
            throw new NullPointerException();
        }
        Node<K, V>[] tab = table;
        if (size > 0 && tab != null) {
            int mc = modCount;
            for (int i = 0; i < tab.length; i++) {
                for (Node<K, V> e = tab[i]; e != null; e = e.next) {
                    e.value = function.apply(e.key, e.value);
                }
            }
            if (modCount != mc) {
                throw new ConcurrentModificationException();
            }
        }
    }

    /** A shallow copy with its own table. */
    @SuppressWarnings("unchecked")
    public Object clone() {
        HashMap<K, V> result;
        try {
            result = (HashMap<K, V>) super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
        result.reinitialize();
        result.putMapEntries(this, false);
        return result;
    }

    // ---- hooks for LinkedHashMap ----

    Node<K, V> newNode(int hash, K key, V value, Node<K, V> next) {
        return new Node<K, V>(hash, key, value, next);
    }

    void reinitialize() {
        table = null;
        entrySet = null;
        keySet = null;
        values = null;
        modCount = 0;
        threshold = 0;
        size = 0;
    }

    void afterNodeAccess(Node<K, V> p) {
    }

    void afterNodeInsertion(boolean evict) {
    }

    void afterNodeRemoval(Node<K, V> p) {
    }

    Iterator<K> newKeyIterator() {
        return new KeyIterator();
    }

    Iterator<V> newValueIterator() {
        return new ValueIterator();
    }

    Iterator<Map.Entry<K, V>> newEntryIterator() {
        return new EntryIterator();
    }

    // ---- views ----

    public Set<K> keySet() {
        Set<K> ks = keySet;
        if (ks == null) {
            ks = new KeySet();
            keySet = ks;
        }
        return ks;
    }

    final class KeySet extends AbstractSet<K> {
        public int size() {
            return size;
        }

        public void clear() {
            HashMap.this.clear();
        }

        public Iterator<K> iterator() {
            return newKeyIterator();
        }

        public boolean contains(Object o) {
            return containsKey(o);
        }

        public boolean remove(Object key) {
            return removeNode(hash(key), key, null, false) != null;
        }
    }

    public Collection<V> values() {
        Collection<V> vs = values;
        if (vs == null) {
            vs = new Values();
            values = vs;
        }
        return vs;
    }

    final class Values extends AbstractCollection<V> {
        public int size() {
            return size;
        }

        public void clear() {
            HashMap.this.clear();
        }

        public Iterator<V> iterator() {
            return newValueIterator();
        }

        public boolean contains(Object o) {
            return containsValue(o);
        }
    }

    public Set<Map.Entry<K, V>> entrySet() {
        Set<Map.Entry<K, V>> es = entrySet;
        if (es == null) {
            es = new EntrySet();
            entrySet = es;
        }
        return es;
    }

    final class EntrySet extends AbstractSet<Map.Entry<K, V>> {
        public int size() {
            return size;
        }

        public void clear() {
            HashMap.this.clear();
        }

        public Iterator<Map.Entry<K, V>> iterator() {
            return newEntryIterator();
        }

        public boolean contains(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            Node<K, V> candidate = getNode(e.getKey());
            return candidate != null && candidate.equals(e);
        }

        public boolean remove(Object o) {
            if (o instanceof Map.Entry) {
                Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                Object key = e.getKey();
                return removeNode(hash(key), key, e.getValue(), true) != null;
            }
            return false;
        }
    }

    /** Walks the table from bin 0 up, each bin from its head. */
    abstract class HashIterator {
        Node<K, V> next;
        Node<K, V> current;
        int expectedModCount;
        int index;

        HashIterator() {
            expectedModCount = modCount;
            Node<K, V>[] t = table;
            if (t != null && size > 0) {
                while (index < t.length && (next = t[index++]) == null) {
                }
            }
        }

        public final boolean hasNext() {
            return next != null;
        }

        final Node<K, V> nextNode() {
            Node<K, V> e = next;
            if (modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
            if (e == null) {
                throw new NoSuchElementException();
            }
            current = e;
            next = e.next;
            Node<K, V>[] t = table;
            if (next == null && t != null) {
                while (index < t.length && (next = t[index++]) == null) {
                }
            }
            return e;
        }

        public final void remove() {
            Node<K, V> p = current;
            if (p == null) {
                throw new IllegalStateException();
            }
            if (modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
            current = null;
            removeNode(p.hash, p.key, null, false);
            expectedModCount = modCount;
        }
    }

    final class KeyIterator extends HashIterator implements Iterator<K> {
        public K next() {
            return nextNode().key;
        }
    }

    final class ValueIterator extends HashIterator implements Iterator<V> {
        public V next() {
            return nextNode().value;
        }
    }

    final class EntryIterator extends HashIterator implements Iterator<Map.Entry<K, V>> {
        public Map.Entry<K, V> next() {
            return nextNode();
        }
    }
}
