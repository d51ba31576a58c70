// java.util.Map: an object mapping keys to values, with the Java 8 defaults (getOrDefault,
// forEach, putIfAbsent, replace, replaceAll, compute*, merge) and the Map.of/ofEntries/entry/
// copyOf factories of FixedMap.
package java.util;

import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;

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

        /** Orders entries by the natural ordering of their keys. */
        static <K extends Comparable<? super K>, V> Comparator<Map.Entry<K, V>> comparingByKey() {
            return new SortOrders.EntryBy<K, V>(true, null);
        }

        /** Orders entries by the natural ordering of their values. */
        static <K, V extends Comparable<? super V>> Comparator<Map.Entry<K, V>> comparingByValue() {
            return new SortOrders.EntryBy<K, V>(false, null);
        }

        /** Orders entries by their keys with cmp; NullPointerException if cmp is null. */
        static <K, V> Comparator<Map.Entry<K, V>> comparingByKey(Comparator<? super K> cmp) {
            return new SortOrders.EntryBy<K, V>(true, Objects.requireNonNull(cmp));
        }

        /** Orders entries by their values with cmp; NullPointerException if cmp is null. */
        static <K, V> Comparator<Map.Entry<K, V>> comparingByValue(Comparator<? super V> cmp) {
            return new SortOrders.EntryBy<K, V>(false, Objects.requireNonNull(cmp));
        }
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

    /**
     * Performs action on each mapping in entry-set order. NullPointerException if action is null;
     * ConcurrentModificationException if an entry is removed during the iteration.
     */
    default void forEach(BiConsumer<? super K, ? super V> action) {
        Objects.requireNonNull(action);
        for (Map.Entry<K, V> entry : entrySet()) {
            K k;
            V v;
            try {
                k = entry.getKey();
                v = entry.getValue();
            } catch (IllegalStateException ise) {
                throw new ConcurrentModificationException(ise);
            }
            action.accept(k, v);
        }
    }

    /**
     * Replaces each value with function's result for its mapping, in entry-set order, through
     * Entry.setValue. NullPointerException if function is null.
     */
    default void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        Objects.requireNonNull(function);
        for (Map.Entry<K, V> entry : entrySet()) {
            K k;
            V v;
            try {
                k = entry.getKey();
                v = entry.getValue();
            } catch (IllegalStateException ise) {
                throw new ConcurrentModificationException(ise);
            }
            v = function.apply(k, v);
            try {
                entry.setValue(v);
            } catch (IllegalStateException ise) {
                throw new ConcurrentModificationException(ise);
            }
        }
    }

    /**
     * If key has no value (or null), maps it to mappingFunction's non-null result; returns the
     * current (existing or computed) value, or null. NullPointerException if mappingFunction is null.
     */
    default V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        Objects.requireNonNull(mappingFunction);
        V v = get(key);
        if (v == null) {
            V newValue = mappingFunction.apply(key);
            if (newValue != null) {
                put(key, newValue);
                return newValue;
            }
        }
        return v;
    }

    /**
     * If key has a non-null value, replaces it with remappingFunction's result, removing the
     * mapping when that is null; returns the new value or null.
     */
    default V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        Objects.requireNonNull(remappingFunction);
        V oldValue = get(key);
        if (oldValue != null) {
            V newValue = remappingFunction.apply(key, oldValue);
            if (newValue != null) {
                put(key, newValue);
                return newValue;
            }
            remove(key);
        }
        return null;
    }

    /**
     * Maps key to remappingFunction's result for it and its current value (or null); a null result
     * removes the mapping. Returns the new value or null.
     */
    default V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        Objects.requireNonNull(remappingFunction);
        V oldValue = get(key);
        V newValue = remappingFunction.apply(key, oldValue);
        if (newValue == null) {
            if (oldValue != null || containsKey(key)) {
                remove(key);
            }
            return null;
        }
        put(key, newValue);
        return newValue;
    }

    /**
     * Maps key to value if it has no value (or null), else to remappingFunction's result for the
     * old value and value; a null result removes the mapping. Returns the new value or null.
     * NullPointerException if value or remappingFunction is null.
     */
    default V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        Objects.requireNonNull(remappingFunction);
        Objects.requireNonNull(value);
        V oldValue = get(key);
        V newValue = (oldValue == null) ? value : remappingFunction.apply(oldValue, value);
        if (newValue == null) {
            remove(key);
        } else {
            put(key, newValue);
        }
        return newValue;
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

    // ---- unmodifiable maps (FixedMap): null keys and values are refused (NullPointerException,
    // also from get(null) and containsKey(null)), equal keys throw
    // IllegalArgumentException("duplicate key: k"), every change throws
    // UnsupportedOperationException. They iterate in the order the mappings are given.

    /** The empty unmodifiable map. */
    @SuppressWarnings("unchecked")
    static <K, V> Map<K, V> of() {
        return (Map<K, V>) FixedMap.NONE;
    }

    /** The unmodifiable map of this mapping. */
    static <K, V> Map<K, V> of(K k1, V v1) {
        return FixedMap.ofPairs(k1, v1);
    }

    /** The unmodifiable map of these 2 mappings. */
    static <K, V> Map<K, V> of(K k1, V v1, K k2, V v2) {
        return FixedMap.ofPairs(k1, v1, k2, v2);
    }

    /** The unmodifiable map of these 3 mappings. */
    static <K, V> Map<K, V> of(K k1, V v1, K k2, V v2, K k3, V v3) {
        return FixedMap.ofPairs(k1, v1, k2, v2, k3, v3);
    }

    /** The unmodifiable map of these 4 mappings. */
    static <K, V> Map<K, V> of(K k1, V v1, K k2, V v2, K k3, V v3, K k4, V v4) {
        return FixedMap.ofPairs(k1, v1, k2, v2, k3, v3, k4, v4);
    }

    /** The unmodifiable map of these 5 mappings. */
    static <K, V> Map<K, V> of(K k1, V v1, K k2, V v2, K k3, V v3, K k4, V v4, K k5, V v5) {
        return FixedMap.ofPairs(k1, v1, k2, v2, k3, v3, k4, v4, k5, v5);
    }

    /** The unmodifiable map of these 6 mappings. */
    static <K, V> Map<K, V> of(K k1, V v1, K k2, V v2, K k3, V v3, K k4, V v4, K k5, V v5, K k6, V v6) {
        return FixedMap.ofPairs(k1, v1, k2, v2, k3, v3, k4, v4, k5, v5, k6, v6);
    }

    /** The unmodifiable map of these 7 mappings. */
    static <K, V> Map<K, V> of(K k1, V v1, K k2, V v2, K k3, V v3, K k4, V v4, K k5, V v5, K k6, V v6, K k7, V v7) {
        return FixedMap.ofPairs(k1, v1, k2, v2, k3, v3, k4, v4, k5, v5, k6, v6, k7, v7);
    }

    /** The unmodifiable map of these 8 mappings. */
    static <K, V> Map<K, V> of(K k1, V v1, K k2, V v2, K k3, V v3, K k4, V v4, K k5, V v5, K k6, V v6, K k7, V v7, K k8, V v8) {
        return FixedMap.ofPairs(k1, v1, k2, v2, k3, v3, k4, v4, k5, v5, k6, v6, k7, v7, k8, v8);
    }

    /** The unmodifiable map of these 9 mappings. */
    static <K, V> Map<K, V> of(K k1, V v1, K k2, V v2, K k3, V v3, K k4, V v4, K k5, V v5, K k6, V v6, K k7, V v7, K k8, V v8, K k9, V v9) {
        return FixedMap.ofPairs(k1, v1, k2, v2, k3, v3, k4, v4, k5, v5, k6, v6, k7, v7, k8, v8, k9, v9);
    }

    /** The unmodifiable map of these 10 mappings. */
    static <K, V> Map<K, V> of(K k1, V v1, K k2, V v2, K k3, V v3, K k4, V v4, K k5, V v5, K k6, V v6, K k7, V v7, K k8, V v8, K k9, V v9, K k10, V v10) {
        return FixedMap.ofPairs(k1, v1, k2, v2, k3, v3, k4, v4, k5, v5, k6, v6, k7, v7, k8, v8, k9, v9, k10, v10);
    }

    /** The unmodifiable map of the entries' keys and values (each read once). */
    @SafeVarargs
    static <K, V> Map<K, V> ofEntries(Map.Entry<? extends K, ? extends V>... entries) {
        return FixedMap.ofEntries(entries);
    }

    /** An unmodifiable entry; NullPointerException for a null key or value. */
    static <K, V> Map.Entry<K, V> entry(K k, V v) {
        return new FixedEntry<K, V>(k, v);
    }

    /** The unmodifiable map of map's mappings (map itself if it is one). */
    static <K, V> Map<K, V> copyOf(Map<? extends K, ? extends V> map) {
        return FixedMap.copyOf(map);
    }
}
