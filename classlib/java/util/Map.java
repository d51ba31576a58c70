// java.util.Map: an object mapping keys to values, with the Java 8 defaults that need no
// functional interfaces (forEach, compute*, merge and replaceAll wait for java.util.function).
package java.util;

/** An object that maps keys to values; each key maps to at most one value. */
public interface Map<K, V> {
    /** A key-value pair of a map. */
    interface Entry<K, V> {
        K getKey();

        V getValue();

        /** Replaces the value (writing through to the map), returning the old one. */
        V setValue(V value);

        /** True if o is an entry with equal key and equal value. */
        boolean equals(Object o);

        /** The key's hash code xor the value's (null counting 0). */
        int hashCode();
    }

    int size();

    boolean isEmpty();

    boolean containsKey(Object key);

    boolean containsValue(Object value);

    /** The value for key, or null. */
    V get(Object key);

    /** Maps key to value, returning the previous value or null. */
    V put(K key, V value);

    /** Removes key's mapping, returning its value or null. */
    V remove(Object key);

    void putAll(Map<? extends K, ? extends V> m);

    void clear();

    /** A view of the keys. */
    Set<K> keySet();

    /** A view of the values. */
    Collection<V> values();

    /** A view of the mappings. */
    Set<Map.Entry<K, V>> entrySet();

    /** True if o is a map with the same mappings. */
    boolean equals(Object o);

    /** The sum of the entries' hash codes. */
    int hashCode();

    /** The value for key, or defaultValue if there is no mapping. */
    default V getOrDefault(Object key, V defaultValue) {
        V v = get(key);
        return (v != null || containsKey(key)) ? v : defaultValue;
    }

    /** Maps key to value unless it already has a non-null value; returns the current value. */
    default V putIfAbsent(K key, V value) {
        V v = get(key);
        if (v == null) {
            v = put(key, value);
        }
        return v;
    }

    /** Removes key's mapping only if it is mapped to value. */
    default boolean remove(Object key, Object value) {
        Object cur = get(key);
        if (!Objects.equals(cur, value) || (cur == null && !containsKey(key))) {
            return false;
        }
        remove(key);
        return true;
    }

    /** Replaces key's value only if it is currently oldValue. */
    default boolean replace(K key, V oldValue, V newValue) {
        Object cur = get(key);
        if (!Objects.equals(cur, oldValue) || (cur == null && !containsKey(key))) {
            return false;
        }
        put(key, newValue);
        return true;
    }

    /** Replaces key's value only if it has a mapping; returns the previous value. */
    default V replace(K key, V value) {
        V cur = get(key);
        if (cur != null || containsKey(key)) {
            cur = put(key, value);
        }
        return cur;
    }
}
