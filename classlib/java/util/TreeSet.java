// java.util.TreeSet: a NavigableSet stored as the keys of a NavigableMap, each mapped to
// Boolean.TRUE. A TreeSet made by new holds a TreeMap; its views (subSet, headSet, tailSet,
// descendingSet) are TreeSets over the matching TreeMap views, so, as on the JDK, they accept
// add() for elements inside their range and refuse others ("key out of range").
package java.util;

/** A NavigableSet implementation based on a TreeMap. */
public class TreeSet<E> extends AbstractSet<E> implements NavigableSet<E>, Cloneable, java.io.Serializable {
    /** Elements are the keys; a value is never null, so put and remove report presence. */
    private transient NavigableMap<E, Object> keys;

    private TreeSet(NavigableMap<E, Object> keys) {
        this.keys = keys;
    }

    /** An empty set in natural order. */
    public TreeSet() {
        this(new TreeMap<E, Object>());
    }

    /** An empty set ordered by comparator (natural order when null). */
    public TreeSet(Comparator<? super E> comparator) {
        this(new TreeMap<E, Object>(comparator));
    }

    /** The elements of c in natural order (whatever c's own order). */
    public TreeSet(Collection<? extends E> c) {
        this(new TreeMap<E, Object>());
        addAll(c);
    }

    /** The elements of s with s's comparator; built in order, without comparing elements. */
    public TreeSet(SortedSet<E> s) {
        TreeMap<E, Object> t = new TreeMap<E, Object>(s.comparator());
        t.fillInOrder(s.iterator(), s.size(), false, Boolean.TRUE);
        keys = t;
    }

    public Iterator<E> iterator() {
        return keys.navigableKeySet().iterator();
    }

    public Iterator<E> descendingIterator() {
        return keys.descendingKeySet().iterator();
    }

    public NavigableSet<E> descendingSet() {
        return new TreeSet<E>(keys.descendingMap());
    }

    public int size() {
        return keys.size();
    }

    public boolean isEmpty() {
        return keys.isEmpty();
    }

    public boolean contains(Object o) {
        return keys.containsKey(o);
    }

    public boolean add(E e) {
        return keys.put(e, Boolean.TRUE) == null;
    }

    public boolean remove(Object o) {
        return keys.remove(o) != null;
    }

    public void clear() {
        keys.clear();
    }

    public NavigableSet<E> subSet(E fromElement, boolean fromInclusive, E toElement, boolean toInclusive) {
        return new TreeSet<E>(keys.subMap(fromElement, fromInclusive, toElement, toInclusive));
    }

    public NavigableSet<E> headSet(E toElement, boolean inclusive) {
        return new TreeSet<E>(keys.headMap(toElement, inclusive));
    }

    public NavigableSet<E> tailSet(E fromElement, boolean inclusive) {
        return new TreeSet<E>(keys.tailMap(fromElement, inclusive));
    }

    public SortedSet<E> subSet(E fromElement, E toElement) {
        return subSet(fromElement, true, toElement, false);
    }

    public SortedSet<E> headSet(E toElement) {
        return headSet(toElement, false);
    }

    public SortedSet<E> tailSet(E fromElement) {
        return tailSet(fromElement, true);
    }

    public Comparator<? super E> comparator() {
        return keys.comparator();
    }

    public E first() {
        return keys.firstKey();
    }

    public E last() {
        return keys.lastKey();
    }

    public E lower(E e) {
        return keys.lowerKey(e);
    }

    public E floor(E e) {
        return keys.floorKey(e);
    }

    public E ceiling(E e) {
        return keys.ceilingKey(e);
    }

    public E higher(E e) {
        return keys.higherKey(e);
    }

    public E pollFirst() {
        return keyOf(keys.pollFirstEntry());
    }

    public E pollLast() {
        return keyOf(keys.pollLastEntry());
    }

    private static <E> E keyOf(Map.Entry<E, ?> e) {
        return e == null ? null : e.getKey();
    }

    /** A shallow copy holding its own TreeMap, with this set's elements and ordering. */
    @SuppressWarnings("unchecked")
    public Object clone() {
        TreeSet<E> copy;
        try {
            copy = (TreeSet<E>) super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
        copy.keys = new TreeMap<E, Object>((SortedMap<E, Object>) keys);
        return copy;
    }
}
