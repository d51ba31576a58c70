// java.util.SortedMap: a map whose keys are kept in ascending order.
package java.util;

/** A Map that further provides a total ordering on its keys. */
public interface SortedMap<K, V> extends Map<K, V> {
    /** The comparator, or null for the natural ordering of the keys. */
    Comparator<? super K> comparator();

    SortedMap<K, V> subMap(K fromKey, K toKey);

    SortedMap<K, V> headMap(K toKey);

    SortedMap<K, V> tailMap(K fromKey);

    /** The lowest key; NoSuchElementException when empty. */
    K firstKey();

    /** The highest key; NoSuchElementException when empty. */
    K lastKey();

    Set<K> keySet();

    Collection<V> values();

    Set<Map.Entry<K, V>> entrySet();
}
