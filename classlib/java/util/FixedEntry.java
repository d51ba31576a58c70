// java.util.FixedEntry: the unmodifiable, null-free key-value pair of Map.entry and of the entry
// views of FixedMap.
package java.util;

final class FixedEntry<K, V> implements Map.Entry<K, V> {
    private final K key;
    private final V value;

    FixedEntry(K key, V value) {
        this.key = Objects.requireNonNull(key);
        this.value = Objects.requireNonNull(value);
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
        if (!(o instanceof Map.Entry<?, ?>)) {
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
