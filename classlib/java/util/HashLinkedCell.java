// java.util.HashLinkedCell: a LinkedHashMap cell: a HashCell that is also on the map's doubly linked
// order list (insertion or access order), oldest first.
package java.util;

final class HashLinkedCell<K, V> extends HashCell<K, V> {
    HashLinkedCell<K, V> older;
    HashLinkedCell<K, V> newer;

    HashLinkedCell(int code, K key, V value) {
        super(code, key, value);
    }
}
