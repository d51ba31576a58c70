// java.util.ListIterator: a bidirectional iterator over a list that can also modify it.
package java.util;

/** An iterator for lists that walks either way and can modify the list. */
public interface ListIterator<E> extends Iterator<E> {
    boolean hasNext();

    E next();

    /** Whether there is an element before the cursor. */
    boolean hasPrevious();

    /** The element before the cursor, moving the cursor back. */
    E previous();

    /** The index of the element next() would return. */
    int nextIndex();

    /** The index of the element previous() would return. */
    int previousIndex();

    /** Removes the last element returned by next() or previous(). */
    void remove();

    /** Replaces the last element returned by next() or previous(). */
    void set(E e);

    /** Inserts an element before the cursor. */
    void add(E e);
}
