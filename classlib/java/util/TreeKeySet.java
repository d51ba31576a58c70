// java.util.TreeKeySet: the keys of a TreeMap view (TreeRange) as a NavigableSet. Removal goes
// through to the map; adding is unsupported, as for every map's key set (TreeSet's own views are
// TreeSets over sub-maps instead, which can add).
package java.util;

/** The key set of a TreeMap or of one of its views. */
final class TreeKeySet<K> extends AbstractSet<K> implements NavigableSet<K> {
    private final TreeRange<K, ?> range;

    TreeKeySet(TreeRange<K, ?> range) {
        this.range = range;
    }

    public Iterator<K> iterator() {
        return range.keys(true);
    }

    public Iterator<K> descendingIterator() {
        return range.keys(false);
    }

    public int size() {
        return range.size();
    }

    public boolean isEmpty() {
        return range.isEmpty();
    }

    public boolean contains(Object o) {
        return range.containsKey(o);
    }

    public boolean remove(Object o) {
        return range.removeKey(o);
    }

    public void clear() {
        range.clear();
    }

    public Comparator<? super K> comparator() {
        return range.comparator();
    }

    public K first() {
        return range.firstKey();
    }

    public K last() {
        return range.lastKey();
    }

    public K lower(K e) {
        return range.lowerKey(e);
    }

    public K floor(K e) {
        return range.floorKey(e);
    }

    public K ceiling(K e) {
        return range.ceilingKey(e);
    }

    public K higher(K e) {
        return range.higherKey(e);
    }

    public K pollFirst() {
        Map.Entry<K, ?> e = range.pollFirstEntry();
        return e == null ? null : e.getKey();
    }

    public K pollLast() {
        Map.Entry<K, ?> e = range.pollLastEntry();
        return e == null ? null : e.getKey();
    }

    public NavigableSet<K> descendingSet() {
        return range.descendingKeySet();
    }

    public NavigableSet<K> subSet(K fromElement, boolean fromInclusive, K toElement, boolean toInclusive) {
        return range.subMap(fromElement, fromInclusive, toElement, toInclusive).navigableKeySet();
    }

    public NavigableSet<K> headSet(K toElement, boolean inclusive) {
        return range.headMap(toElement, inclusive).navigableKeySet();
    }

    public NavigableSet<K> tailSet(K fromElement, boolean inclusive) {
        return range.tailMap(fromElement, inclusive).navigableKeySet();
    }

    public SortedSet<K> subSet(K fromElement, K toElement) {
        return subSet(fromElement, true, toElement, false);
    }

    public SortedSet<K> headSet(K toElement) {
        return headSet(toElement, false);
    }

    public SortedSet<K> tailSet(K fromElement) {
        return tailSet(fromElement, true);
    }
}
