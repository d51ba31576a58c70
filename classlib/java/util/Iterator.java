// java.util.Iterator: sequential access to the elements of a collection (and for-each loops).
// forEachRemaining is missing until java.util.function exists in wwvm.
package java.util;

/** An iterator over a sequence of elements. */
public interface Iterator<E> {
    boolean hasNext();

    E next();

    /** Removes the last element returned; unsupported unless the iterator overrides it. */
    default void remove() {
        throw new UnsupportedOperationException("remove");
    }
}
