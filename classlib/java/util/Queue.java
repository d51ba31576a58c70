// java.util.Queue: a collection holding elements before processing, usually first in first out.
package java.util;

/** A collection designed for holding elements prior to processing. */
public interface Queue<E> extends Collection<E> {
    /** Inserts e; IllegalStateException when there is no room. */
    boolean add(E e);

    /** Inserts e if possible; false when there is no room. */
    boolean offer(E e);

    /** Removes the head; NoSuchElementException when empty. */
    E remove();

    /** Removes the head, or returns null when empty. */
    E poll();

    /** The head; NoSuchElementException when empty. */
    E element();

    /** The head, or null when empty. */
    E peek();
}
