// java.util.AbstractQueue: the throwing Queue methods built on offer, poll and peek.
package java.util;

/** A skeletal implementation of Queue for implementations that do not allow null. */
public abstract class AbstractQueue<E> extends AbstractCollection<E> implements Queue<E> {
    protected AbstractQueue() {
    }

    /** offer, or IllegalStateException("Queue full") when it refuses. */
    public boolean add(E e) {
        if (!offer(e)) {
            throw new IllegalStateException("Queue full");
        }
        return true;
    }

    /** poll, or NoSuchElementException when the queue is empty. */
    public E remove() {
        E head = poll();
        if (head == null) {
            throw new NoSuchElementException();
        }
        return head;
    }

    /** peek, or NoSuchElementException when the queue is empty. */
    public E element() {
        E head = peek();
        if (head == null) {
            throw new NoSuchElementException();
        }
        return head;
    }

    public void clear() {
        while (poll() != null) {
            // polling is the removal
        }
    }

    /** add for each element of c; c may be neither null nor this queue. */
    public boolean addAll(Collection<? extends E> c) {
        if (c == null) {
            throw new NullPointerException();
        }
        if (c == this) {
            throw new IllegalArgumentException();
        }
        boolean changed = false;
        for (E e : c) {
            if (add(e)) {
                changed = true;
            }
        }
        return changed;
    }
}
