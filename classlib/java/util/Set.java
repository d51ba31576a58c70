// java.util.Set: a collection without duplicate elements.
package java.util;

/** A collection that contains no duplicate elements. */
public interface Set<E> extends Collection<E> {
    int size();

    boolean isEmpty();

    boolean contains(Object o);

    Iterator<E> iterator();

    Object[] toArray();

    <T> T[] toArray(T[] a);

    boolean add(E e);

    boolean remove(Object o);

    boolean containsAll(Collection<?> c);

    boolean addAll(Collection<? extends E> c);

    boolean retainAll(Collection<?> c);

    boolean removeAll(Collection<?> c);

    void clear();

    /** True if o is a set of the same size whose elements are all contained here. */
    boolean equals(Object o);

    /** The sum of the elements' hash codes (null counting 0). */
    int hashCode();
}
