// java.util.FixedMap: the unmodifiable, null-free maps of Map.of, Map.ofEntries and Map.copyOf.
// Keys and values sit in two parallel arrays in the order they were given (one of the orders the
// JDK's randomised iteration may produce); a FixedIndex finds a key's position.
package java.util;

import java.util.function.BiFunction;
import java.util.function.Function;

final class FixedMap<K, V> extends AbstractMap<K, V> {
    /** The map Map.of() returns. */
    static final FixedMap<Object, Object> NONE = new FixedMap<Object, Object>(new Object[0], new Object[0]);

    private final Object[] keys;
    private final Object[] vals;
    private final int[] slots;

    private FixedMap(Object[] keys, Object[] vals) {
        this.keys = keys;
        this.vals = vals;
        this.slots = FixedIndex.build(keys, vals, "duplicate key: ");
    }

    /**
     * The map of alternating keys and values in pairs (copied); NullPointerException for a null,
     * IllegalArgumentException ("duplicate key: k") for equal keys.
     */
    @SuppressWarnings("unchecked")
    static <K, V> Map<K, V> ofPairs(Object... pairs) {
        int n = pairs.length / 2;
        if (n == 0) {
            return (Map<K, V>) NONE;
        }
        Object[] ks = new Object[n];
        Object[] vs = new Object[n];
        for (int i = 0; i < n; i++) {
            ks[i] = pairs[2 * i];
            vs[i] = pairs[2 * i + 1];
        }
        return new FixedMap<K, V>(ks, vs);
    }

    /** The map of the entries' keys and values, each read once. */
    @SuppressWarnings("unchecked")
    static <K, V> Map<K, V> ofEntries(Map.Entry<?, ?>[] entries) {
        if (entries.length == 0) {
            return (Map<K, V>) NONE;
        }
        Object[] ks = new Object[entries.length];
        Object[] vs = new Object[entries.length];
        for (int i = 0; i < entries.length; i++) {
            ks[i] = entries[i].getKey();
            vs[i] = entries[i].getValue();
        }
        return new FixedMap<K, V>(ks, vs);
    }

    /** map itself when it is a FixedMap, else a FixedMap of its mappings. */
    @SuppressWarnings("unchecked")
    static <K, V> Map<K, V> copyOf(Map<? extends K, ? extends V> map) {
        if (map instanceof FixedMap<?, ?>) {
            return (Map<K, V>) map;
        }
        return ofEntries(map.entrySet().toArray(new Map.Entry<?, ?>[0]));
    }

    public int size() {
        return keys.length;
    }

    public boolean isEmpty() {
        return keys.length == 0;
    }

    private int positionOf(Object key) {
        return FixedIndex.find(keys, keys.length, slots, Objects.requireNonNull(key));
    }

    @SuppressWarnings("unchecked")
    public V get(Object key) {
        int at = positionOf(key);
        return at < 0 ? null : (V) vals[at];
    }

    public boolean containsKey(Object key) {
        return positionOf(key) >= 0;
    }

    public boolean containsValue(Object value) {
        Objects.requireNonNull(value);
        for (Object v : vals) {
            if (value.equals(v)) {
                return true;
            }
        }
        return false;
    }

    public Set<Map.Entry<K, V>> entrySet() {
        return new AbstractSet<Map.Entry<K, V>>() {
            public int size() {
                return keys.length;
            }

            public Iterator<Map.Entry<K, V>> iterator() {
                return new Iterator<Map.Entry<K, V>>() {
                    private int next;

                    public boolean hasNext() {
                        return next < keys.length;
                    }

                    @SuppressWarnings("unchecked")
                    public Map.Entry<K, V> next() {
                        if (next >= keys.length) {
                            throw new NoSuchElementException();
                        }
                        int at = next++;
                        return new FixedEntry<K, V>((K) keys[at], (V) vals[at]);
                    }
                };
            }
        };
    }

    public int hashCode() {
        int h = 0;
        for (int i = 0; i < keys.length; i++) {
            h += keys[i].hashCode() ^ vals[i].hashCode();
        }
        return h;
    }

    // ---- every change is refused, whether or not it would change anything

    public V put(K key, V value) {
        throw FixedList.refuse();
    }

    public V remove(Object key) {
        throw FixedList.refuse();
    }

    public void putAll(Map<? extends K, ? extends V> m) {
        throw FixedList.refuse();
    }

    public void clear() {
        throw FixedList.refuse();
    }

    public V putIfAbsent(K key, V value) {
        throw FixedList.refuse();
    }

    public boolean remove(Object key, Object value) {
        throw FixedList.refuse();
    }

    public boolean replace(K key, V oldValue, V newValue) {
        throw FixedList.refuse();
    }

    public V replace(K key, V value) {
        throw FixedList.refuse();
    }

    public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        throw FixedList.refuse();
    }

    public V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        throw FixedList.refuse();
    }

    public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        throw FixedList.refuse();
    }

    public V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        throw FixedList.refuse();
    }

    public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        throw FixedList.refuse();
    }
}
