// java.util.LinkedHashMap: a HashMap whose entries are also on a doubly linked list, iterated in
// insertion order or (accessOrder) least recently accessed first; removeEldestEntry, asked after
// each insertion (put, putAll, computeIfAbsent, compute, merge), lets a subclass make it a bounded
// cache.
package java.util;

import java.util.function.BiConsumer;
import java.util.function.BiFunction;

/** Hash table and linked list implementation of the Map interface, with predictable iteration order. */
public class LinkedHashMap<K, V> extends HashMap<K, V> implements Map<K, V> {
    /** A HashMap node that is also on the iteration list. */
    static class Entry<K, V> extends HashMap.Node<K, V> {
        Entry<K, V> before;
        Entry<K, V> after;

        Entry(int hash, K key, V value, Node<K, V> next) {
            super(hash, key, value, next);
        }
    }

    transient LinkedHashMap.Entry<K, V> head;
    transient LinkedHashMap.Entry<K, V> tail;
    /** True: access order; false: insertion order. */
    final boolean accessOrder;

    public LinkedHashMap(int initialCapacity, float loadFactor) {
        super(initialCapacity, loadFactor);
        accessOrder = false;
    }

    public LinkedHashMap(int initialCapacity) {
        super(initialCapacity);
        accessOrder = false;
    }

    public LinkedHashMap() {
        super();
        accessOrder = false;
    }

    public LinkedHashMap(Map<? extends K, ? extends V> m) {
        super();
        accessOrder = false;
        putMapEntries(m, false);
    }

    public LinkedHashMap(int initialCapacity, float loadFactor, boolean accessOrder) {
        super(initialCapacity, loadFactor);
        this.accessOrder = accessOrder;
    }

    private void linkNodeLast(LinkedHashMap.Entry<K, V> p) {
        LinkedHashMap.Entry<K, V> last = tail;
        tail = p;
        if (last == null) {
            head = p;
        } else {
            p.before = last;
            last.after = p;
        }
    }

    void reinitialize() {
        super.reinitialize();
        head = tail = null;
    }

    Node<K, V> newNode(int hash, K key, V value, Node<K, V> e) {
        LinkedHashMap.Entry<K, V> p = new LinkedHashMap.Entry<K, V>(hash, key, value, e);
        linkNodeLast(p);
        return p;
    }

    void afterNodeRemoval(Node<K, V> e) {
        LinkedHashMap.Entry<K, V> p = (LinkedHashMap.Entry<K, V>) e;
        LinkedHashMap.Entry<K, V> b = p.before;
        LinkedHashMap.Entry<K, V> a = p.after;
        p.before = p.after = null;
        if (b == null) {
            head = a;
        } else {
            b.after = a;
        }
        if (a == null) {
            tail = b;
        } else {
            a.before = b;
        }
    }

    void afterNodeInsertion(boolean evict) {
        LinkedHashMap.Entry<K, V> first = head;
        if (evict && first != null && removeEldestEntry(first)) {
            K key = first.key;
            removeNode(hash(key), key, null, false);
        }
    }

    /** In access order, moves the node to the end of the list (a structural modification). */
    void afterNodeAccess(Node<K, V> e) {
        LinkedHashMap.Entry<K, V> last = tail;
        if (accessOrder && last != e) {
            LinkedHashMap.Entry<K, V> p = (LinkedHashMap.Entry<K, V>) e;
            LinkedHashMap.Entry<K, V> b = p.before;
            LinkedHashMap.Entry<K, V> a = p.after;
            p.after = null;
            if (b == null) {
                head = a;
            } else {
                b.after = a;
            }
            if (a != null) {
                a.before = b;
            } else {
                last = b;
            }
            if (last == null) {
                head = p;
            } else {
                p.before = last;
                last.after = p;
            }
            tail = p;
            ++modCount;
        }
    }

    public boolean containsValue(Object value) {
        for (LinkedHashMap.Entry<K, V> e = head; e != null; e = e.after) {
            if (Objects.equals(value, e.value)) {
                return true;
            }
        }
        return false;
    }

    public V get(Object key) {
        Node<K, V> e = getNode(key);
        if (e == null) {
            return null;
        }
        if (accessOrder) {
            afterNodeAccess(e);
        }
        return e.value;
    }

    public V getOrDefault(Object key, V defaultValue) {
        Node<K, V> e = getNode(key);
        if (e == null) {
            return defaultValue;
        }
        if (accessOrder) {
            afterNodeAccess(e);
        }
        return e.value;
    }

    public void clear() {
        super.clear();
        head = tail = null;
    }

    /**
     * Performs action on each mapping in list order; ConcurrentModificationException afterwards if
     * action modified the map.
     */
    public void forEach(BiConsumer<? super K, ? super V> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        int mc = modCount;
        for (LinkedHashMap.Entry<K, V> e = head; e != null; e = e.after) {
            action.accept(e.key, e.value);
        }
        if (modCount != mc) {
            throw new ConcurrentModificationException();
        }
    }

    /**
     * Replaces each value with function's result for its mapping, in list order;
     * ConcurrentModificationException afterwards if function modified the map.
     */
    public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        if (function == null) {
            throw new NullPointerException();
        }
        int mc = modCount;
        for (LinkedHashMap.Entry<K, V> e = head; e != null; e = e.after) {
            e.value = function.apply(e.key, e.value);
        }
        if (modCount != mc) {
            throw new ConcurrentModificationException();
        }
    }

    /**
     * Asked after each insertion by put and putAll, with the eldest entry; returning true removes it.
     * Always false here.
     */
    protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
        return false;
    }

    Iterator<K> newKeyIterator() {
        return new LinkedKeyIterator();
    }

    Iterator<V> newValueIterator() {
        return new LinkedValueIterator();
    }

    Iterator<Map.Entry<K, V>> newEntryIterator() {
        return new LinkedEntryIterator();
    }

    /** Walks the linked list from the eldest entry. */
    abstract class LinkedHashIterator {
        LinkedHashMap.Entry<K, V> next;
        LinkedHashMap.Entry<K, V> current;
        int expectedModCount;

        LinkedHashIterator() {
            next = head;
            expectedModCount = modCount;
        }

        public final boolean hasNext() {
            return next != null;
        }

        final LinkedHashMap.Entry<K, V> nextNode() {
            LinkedHashMap.Entry<K, V> e = next;
            if (modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
            if (e == null) {
                throw new NoSuchElementException();
            }
            current = e;
            next = e.after;
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

    final class LinkedKeyIterator extends LinkedHashIterator implements Iterator<K> {
        public K next() {
            return nextNode().getKey();
        }
    }

    final class LinkedValueIterator extends LinkedHashIterator implements Iterator<V> {
        public V next() {
            return nextNode().value;
        }
    }

    final class LinkedEntryIterator extends LinkedHashIterator implements Iterator<Map.Entry<K, V>> {
        public Map.Entry<K, V> next() {
            return nextNode();
        }
    }
}
