// java.util.Enumeration: the pre-collections way to walk the elements of a Vector or Hashtable.
package java.util;

/** Generates a series of elements, one at a time. */
public interface Enumeration<E> {
    /** Whether more elements remain. */
    boolean hasMoreElements();

    /** The next element; NoSuchElementException when there is none. */
    E nextElement();

    /** An iterator over the remaining elements (remove is unsupported). */
    default Iterator<E> asIterator() {
        final Enumeration<E> self = this;
        return new Iterator<E>() {
            public boolean hasNext() {
                return self.hasMoreElements();
            }

            public E next() {
                return self.nextElement();
            }
        };
    }
}
