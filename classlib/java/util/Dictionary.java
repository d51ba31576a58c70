// java.util.Dictionary: the abstract key-value store of JDK 1.0, Hashtable's superclass.
package java.util;

/** Maps keys to values; superseded by Map, kept for Hashtable and old code. */
public abstract class Dictionary<K, V> {
    public Dictionary() {
    }

    /** The number of keys. */
    public abstract int size();

    /** Whether there are no keys. */
    public abstract boolean isEmpty();

    /** The keys, one at a time. */
    public abstract Enumeration<K> keys();

    /** The values, one at a time. */
    public abstract Enumeration<V> elements();

    /** The value key maps to, or null. */
    public abstract V get(Object key);

    /** Maps key to value; returns the previous value or null. */
    public abstract V put(K key, V value);

    /** Removes key; returns its value or null. */
    public abstract V remove(Object key);
}
