// java.util.LinkedHashMap: a HashMap whose cells (HashLinkedCell) are also on a doubly linked list,
// oldest first, that iteration follows: insertion order, or with accessOrder the least recently
// used first, where get, getOrDefault, put or putIfAbsent of a present key, replace, the compute
// family and merge move the mapping to the end (a move counts as a modification, as on the JDK).
// removeEldestEntry is asked after each insertion by put, putAll, putIfAbsent, computeIfAbsent,
// compute and merge (not while constructing or cloning), and its eldest goes when it says so.
package java.util;

import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;

/** A HashMap with a predictable iteration order. */
public class LinkedHashMap<K, V> extends HashMap<K, V> implements Map<K, V> {
    private transient HashLinkedCell<K, V> oldest;
    private transient HashLinkedCell<K, V> newest;
    private final boolean byAccess;

    public LinkedHashMap(int initialCapacity, float loadFactor) {
        super(initialCapacity, loadFactor);
        byAccess = false;
    }

    public LinkedHashMap(int initialCapacity) {
        super(initialCapacity);
        byAccess = false;
    }

    public LinkedHashMap() {
        byAccess = false;
    }

    public LinkedHashMap(Map<? extends K, ? extends V> m) {
        byAccess = false;
        insertAll(m, false);
    }

    public LinkedHashMap(int initialCapacity, float loadFactor, boolean accessOrder) {
        super(initialCapacity, loadFactor);
        byAccess = accessOrder;
    }

    // ------------------------------------------------------------------ the order list

    private void append(HashLinkedCell<K, V> c) {
        c.newer = null;
        c.older = newest;
        if (newest == null) {
            oldest = c;
        } else {
            newest.newer = c;
        }
        newest = c;
    }

    private void detach(HashLinkedCell<K, V> c) {
        if (c.older == null) {
            oldest = c.newer;
        } else {
            c.older.newer = c.newer;
        }
        if (c.newer == null) {
            newest = c.older;
        } else {
            c.newer.older = c.older;
        }
        c.older = null;
        c.newer = null;
    }

    HashCell<K, V> makeCell(int code, K key, V value) {
        HashLinkedCell<K, V> c = new HashLinkedCell<K, V>(code, key, value);
        append(c);
        return c;
    }

    void cellUsed(HashCell<K, V> cell) {
        if (byAccess && cell != newest) {
            HashLinkedCell<K, V> c = (HashLinkedCell<K, V>) cell;
            detach(c);
            append(c);
            changes++;
        }
    }

    void cellRemoved(HashCell<K, V> cell) {
        detach((HashLinkedCell<K, V>) cell);
    }

    void cellAdded(boolean mayEvict) {
        HashLinkedCell<K, V> eldest = oldest;
        if (mayEvict && eldest != null && removeEldestEntry(eldest)) {
            unhook(eldest.key, false, null);
        }
    }

    void orderReset() {
        oldest = null;
        newest = null;
    }

    HashCell<K, V> firstCell() {
        return oldest;
    }

    HashCell<K, V> cellAfter(HashCell<K, V> c) {
        return ((HashLinkedCell<K, V>) c).newer;
    }

    void visitCells(Consumer<HashCell<K, V>> visit) {
        int expected = changes;
        for (HashLinkedCell<K, V> c = oldest; c != null; c = c.newer) {
            visit.accept(c);
        }
        if (changes != expected) {
            throw new ConcurrentModificationException();
        }
    }

    // ------------------------------------------------------------------ Map

    public boolean containsValue(Object value) {
        for (HashLinkedCell<K, V> c = oldest; c != null; c = c.newer) {
            if (Objects.equals(value, c.value)) {
                return true;
            }
        }
        return false;
    }

    public V get(Object key) {
        HashCell<K, V> c = find(key);
        if (c == null) {
            return null;
        }
        cellUsed(c);
        return c.value;
    }

    public V getOrDefault(Object key, V defaultValue) {
        HashCell<K, V> c = find(key);
        if (c == null) {
            return defaultValue;
        }
        cellUsed(c);
        return c.value;
    }

    public void clear() {
        super.clear();
        orderReset();
    }

    /** Walks the list directly; throws ConcurrentModificationException at the end if action modified the map. */
    public void forEach(BiConsumer<? super K, ? super V> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        int expected = changes;
        for (HashLinkedCell<K, V> c = oldest; c != null; c = c.newer) {
            action.accept(c.key, c.value);
        }
        if (changes != expected) {
            throw new ConcurrentModificationException();
        }
    }

    public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        if (function == null) {
            throw new NullPointerException();
        }
        int expected = changes;
        for (HashLinkedCell<K, V> c = oldest; c != null; c = c.newer) {
            c.value = function.apply(c.key, c.value);
        }
        if (changes != expected) {
            throw new ConcurrentModificationException();
        }
    }

    /**
     * Asked after each insertion with the eldest mapping; returning true removes it. A subclass
     * overrides this to bound the map (a cache); it may also modify the map itself and return false.
     */
    protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
        return false;
    }
}
