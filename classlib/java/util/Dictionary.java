// java.util.Dictionary: the abstract key-value store of JDK 1.0, Hashtable's superclass.
package java.util;

/** The abstract parent of any class, such as Hashtable, which maps keys to values. */
public abstract class Dictionary<K, V> {
    /** For subclasses. */
    public Dictionary() {
    }

    public abstract int size();

    public abstract boolean isEmpty();

    /** An enumeration of the keys. */
    public abstract Enumeration<K> keys();

    /** An enumeration of the values. */
    public abstract Enumeration<V> elements();

    public abstract V get(Object key);

    public abstract V put(K key, V value);

    public abstract V remove(Object key);
}
