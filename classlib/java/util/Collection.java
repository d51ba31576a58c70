// java.util.Collection: the root interface of the collection hierarchy.
// spliterator, stream and parallelStream are missing until Spliterator and streams exist in wwvm.
package java.util;

import java.util.function.Predicate;

/** A group of objects, its elements. */
public interface Collection<E> extends Iterable<E> {
    /** The number of elements. */
    int size();

    /** Whether there are no elements. */
    boolean isEmpty();

    /** Whether some element equals o. */
    boolean contains(Object o);

    /** An iterator over the elements. */
    Iterator<E> iterator();

    /** The elements in a new Object[] (in iteration order). */
    Object[] toArray();

    /** The elements in a, if it is large enough, else in a new array of a's runtime type. */
    <T> T[] toArray(T[] a);

    /** Ensures that the collection contains e; true if it changed. */
    boolean add(E e);

    /** Removes one element equal to o; true if there was one. */
    boolean remove(Object o);

    /** Whether every element of c is contained. */
    boolean containsAll(Collection<?> c);

    /** Adds every element of c; true if the collection changed. */
    boolean addAll(Collection<? extends E> c);

    /** Removes every element contained in c; true if the collection changed. */
    boolean removeAll(Collection<?> c);

    /** Keeps only the elements contained in c; true if the collection changed. */
    boolean retainAll(Collection<?> c);

    /**
     * Removes the elements satisfying filter, through the iterator's remove; true if any was
     * removed. NullPointerException if filter is null.
     */
    default boolean removeIf(Predicate<? super E> filter) {
        Objects.requireNonNull(filter);
        boolean removed = false;
        Iterator<E> each = iterator();
        while (each.hasNext()) {
            if (filter.test(each.next())) {
                each.remove();
                removed = true;
            }
        }
        return removed;
    }

    /** Removes every element. */
    void clear();

    boolean equals(Object o);

    int hashCode();
}
