// java.util.SortedSet: a set whose iteration follows an ordering of its elements.
package java.util;

/** A set that keeps its elements in ascending order. */
public interface SortedSet<E> extends Set<E> {
    /** The comparator, or null for the natural ordering. */
    Comparator<? super E> comparator();

    /** A view of the elements from fromElement (inclusive) to toElement (exclusive). */
    SortedSet<E> subSet(E fromElement, E toElement);

    /** A view of the elements below toElement. */
    SortedSet<E> headSet(E toElement);

    /** A view of the elements from fromElement on. */
    SortedSet<E> tailSet(E fromElement);

    /** The lowest element; NoSuchElementException when empty. */
    E first();

    /** The highest element; NoSuchElementException when empty. */
    E last();
}
