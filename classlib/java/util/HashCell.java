// java.util.HashCell: one mapping of a HashMap: key, value, the key's spread hash and the next cell
// of the same bin. LinkedHashMap's cells (HashLinkedCell) add the links of its order list.
package java.util;

class HashCell<K, V> implements Map.Entry<K, V> {
    /** HashMap.spread(key), kept so that lookups and doubling need not call hashCode again. */
    final int code;
    final K key;
    V value;
    /** The next cell of this cell's bin; bins are kept in the order iteration shows. */
    HashCell<K, V> chain;

    HashCell(int code, K key, V value) {
        this.code = code;
        this.key = key;
        this.value = value;
    }

    /** Whether this cell maps probe (whose spread hash is code); probe's equals is the one asked. */
    final boolean holds(int code, Object probe) {
        return this.code == code && (probe == key || (probe != null && probe.equals(key)));
    }

    public final K getKey() {
        return key;
    }

    public final V getValue() {
        return value;
    }

    public final V setValue(V newValue) {
        V previous = value;
        value = newValue;
        return previous;
    }

    public final boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof Map.Entry)) {
            return false;
        }
        Map.Entry<?, ?> other = (Map.Entry<?, ?>) o;
        return Objects.equals(key, other.getKey()) && Objects.equals(value, other.getValue());
    }

    public final int hashCode() {
        return Objects.hashCode(key) ^ Objects.hashCode(value);
    }

    public final String toString() {
        return key + "=" + value;
    }
}
