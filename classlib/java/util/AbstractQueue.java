// java.util.AbstractQueue: the throwing Queue methods built on offer, poll and peek.
package java.util;

/** A skeletal implementation of Queue for implementations that do not allow null. */
public abstract class AbstractQueue<E> extends AbstractCollection<E> implements Queue<E> {
    /** For subclasses. */
    protected AbstractQueue() {
    }

    /** offer(e), or IllegalStateException("Queue full"). */
    public boolean add(E e) {
        if (offer(e)) {
            return true;
        }
        throw new IllegalStateException("Queue full");
    }

    /** poll(), or NoSuchElementException when empty. */
    public E remove() {
        E x = poll();
        if (x != null) {
            return x;
        }
        throw new NoSuchElementException();
    }

    /** peek(), or NoSuchElementException when empty. */
    public E element() {
        E x = peek();
        if (x != null) {
            return x;
        }
        throw new NoSuchElementException();
    }

    /** Polls until empty. */
    public void clear() {
        while (poll() != null) {
        }
    }

    /** Adds each element of c; IllegalArgumentException when c is this queue. */
    public boolean addAll(Collection<? extends E> c) {
        if (c == null) {
            throw new NullPointerException();
        }
        if (c == this) {
            throw new IllegalArgumentException();
        }
        boolean modified = false;
        for (E e : c) {
            if (add(e)) {
                modified = true;
            }
        }
        return modified;
    }
}
