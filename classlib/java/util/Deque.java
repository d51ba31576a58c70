// java.util.Deque: a queue with insertion and removal at both ends (also a stack).
package java.util;

/** A linear collection supporting insertion and removal at both ends. */
public interface Deque<E> extends Queue<E> {
    void addFirst(E e);

    void addLast(E e);

    boolean offerFirst(E e);

    boolean offerLast(E e);

    E removeFirst();

    E removeLast();

    E pollFirst();

    E pollLast();

    E getFirst();

    E getLast();

    E peekFirst();

    E peekLast();

    /** Removes the first element equal to o; true if there was one. */
    boolean removeFirstOccurrence(Object o);

    /** Removes the last element equal to o; true if there was one. */
    boolean removeLastOccurrence(Object o);

    boolean add(E e);

    boolean offer(E e);

    E remove();

    E poll();

    E element();

    E peek();

    /** addFirst, for use as a stack. */
    void push(E e);

    /** removeFirst, for use as a stack. */
    E pop();

    boolean remove(Object o);

    boolean contains(Object o);

    int size();

    Iterator<E> iterator();

    /** An iterator from the last element to the first. */
    Iterator<E> descendingIterator();
}
