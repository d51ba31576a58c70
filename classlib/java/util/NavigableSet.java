// java.util.NavigableSet: a sorted set with closest-match searches and descending views.
package java.util;

/** A SortedSet with navigation methods. */
public interface NavigableSet<E> extends SortedSet<E> {
    /** The greatest element strictly less than e, or null. */
    E lower(E e);

    /** The greatest element less than or equal to e, or null. */
    E floor(E e);

    /** The least element greater than or equal to e, or null. */
    E ceiling(E e);

    /** The least element strictly greater than e, or null. */
    E higher(E e);

    /** Removes and returns the lowest element, or null when empty. */
    E pollFirst();

    /** Removes and returns the highest element, or null when empty. */
    E pollLast();

    Iterator<E> iterator();

    /** A reverse-order view of this set. */
    NavigableSet<E> descendingSet();

    /** An iterator in descending order. */
    Iterator<E> descendingIterator();

    NavigableSet<E> subSet(E fromElement, boolean fromInclusive, E toElement, boolean toInclusive);

    NavigableSet<E> headSet(E toElement, boolean inclusive);

    NavigableSet<E> tailSet(E fromElement, boolean inclusive);

    SortedSet<E> subSet(E fromElement, E toElement);

    SortedSet<E> headSet(E toElement);

    SortedSet<E> tailSet(E fromElement);
}
