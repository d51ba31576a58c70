// java.util.ArrayDeque: the circular-array Deque (null elements refused). The elements occupy
// count slots of ring starting at slot front and wrapping past the end; vacant slots hold null.
// Iterators run head to tail (or back), yield as many elements as the deque held when they
// started, and, as in the JDK, notice a concurrent change only when they meet a vacated slot.
// Removing an interior element closes the gap from whichever side holds fewer elements (the
// tail side on a tie), which decides where an iterator meets a vacated slot.
package java.util;

import java.util.function.Consumer;
import java.util.function.Predicate;

/** Resizable-array implementation of the Deque interface. */
public class ArrayDeque<E> extends AbstractCollection<E>
        implements Deque<E>, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 2340985798034038923L;

    private static final int USUAL_SLOTS = 16;
    private static final int MOST_SLOTS = Integer.MAX_VALUE - 8;

    private transient Object[] ring;
    private transient int front;
    private transient int count;

    public ArrayDeque() {
        ring = new Object[USUAL_SLOTS];
    }

    public ArrayDeque(int numElements) {
        ring = new Object[Math.max(numElements, 1)];
    }

    public ArrayDeque(Collection<? extends E> c) {
        this(c.size());
        for (E e : c) {
            addLast(e);
        }
    }

    // ---- slots

    /** The slot of the element at logical position k (0 <= k < ring.length). */
    private int slot(int k) {
        int s = front + k;
        return s >= ring.length || s < 0 ? s - ring.length : s;
    }

    private int nextSlot(int s) {
        return s + 1 == ring.length ? 0 : s + 1;
    }

    private int previousSlot(int s) {
        return s == 0 ? ring.length - 1 : s - 1;
    }

    /** Makes room for one more element, unrolling the ring into a larger array. */
    private void roomForOne() {
        if (count < ring.length) {
            return;
        }
        int old = ring.length;
        if (old >= MOST_SLOTS) {
            throw new IllegalStateException("Sorry, deque too big");
        }
        int bigger = old < 64 ? old * 2 + 2 : old + (old >> 1);
        if (bigger < 0 || bigger > MOST_SLOTS) {
            bigger = MOST_SLOTS;
        }
        Object[] fresh = new Object[bigger];
        int firstPart = Math.min(count, old - front);
        System.arraycopy(ring, front, fresh, 0, firstPart);
        System.arraycopy(ring, 0, fresh, firstPart, count - firstPart);
        ring = fresh;
        front = 0;
    }

    /**
     * Removes the element in slot s by moving the shorter side one slot into its place (the tail
     * side on a tie) and vacating the slot freed at that end. True if the head side moved (one
     * slot toward the tail), false if the tail side moved (one slot toward the head).
     */
    private boolean vacate(int s) {
        int k = s - front;
        if (k < 0) {
            k += ring.length;
        }
        int behind = count - 1 - k;
        if (k < behind) {
            for (int i = s; i != front; ) {
                int p = previousSlot(i);
                ring[i] = ring[p];
                i = p;
            }
            ring[front] = null;
            front = nextSlot(front);
            count--;
            return true;
        }
        int last = slot(count - 1);
        for (int i = s; i != last; ) {
            int n = nextSlot(i);
            ring[i] = ring[n];
            i = n;
        }
        ring[last] = null;
        count--;
        return false;
    }

    @SuppressWarnings("unchecked")
    private E at(int s) {
        return (E) ring[s];
    }

    // ---- the two ends

    public void addFirst(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        roomForOne();
        front = previousSlot(front);
        ring[front] = e;
        count++;
    }

    public void addLast(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        roomForOne();
        ring[slot(count)] = e;
        count++;
    }

    /** addLast for each element of c in turn; a null stops it with the earlier ones added. */
    public boolean addAll(Collection<? extends E> c) {
        int before = count;
        for (E e : c) {
            addLast(e);
        }
        return count != before;
    }

    public boolean offerFirst(E e) {
        addFirst(e);
        return true;
    }

    public boolean offerLast(E e) {
        addLast(e);
        return true;
    }

    public E removeFirst() {
        E e = pollFirst();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E removeLast() {
        E e = pollLast();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E pollFirst() {
        if (count == 0) {
            return null;
        }
        E e = at(front);
        ring[front] = null;
        front = nextSlot(front);
        count--;
        return e;
    }

    public E pollLast() {
        if (count == 0) {
            return null;
        }
        int s = slot(count - 1);
        E e = at(s);
        ring[s] = null;
        count--;
        return e;
    }

    public E getFirst() {
        if (count == 0) {
            throw new NoSuchElementException();
        }
        return at(front);
    }

    public E getLast() {
        if (count == 0) {
            throw new NoSuchElementException();
        }
        return at(slot(count - 1));
    }

    public E peekFirst() {
        return count == 0 ? null : at(front);
    }

    public E peekLast() {
        return count == 0 ? null : at(slot(count - 1));
    }

    public boolean removeFirstOccurrence(Object o) {
        if (o != null) {
            for (int k = 0; k < count; k++) {
                int s = slot(k);
                if (o.equals(ring[s])) {
                    vacate(s);
                    return true;
                }
            }
        }
        return false;
    }

    public boolean removeLastOccurrence(Object o) {
        if (o != null) {
            for (int k = count - 1; k >= 0; k--) {
                int s = slot(k);
                if (o.equals(ring[s])) {
                    vacate(s);
                    return true;
                }
            }
        }
        return false;
    }

    // ---- Queue and stack views

    public boolean add(E e) {
        addLast(e);
        return true;
    }

    public boolean offer(E e) {
        addLast(e);
        return true;
    }

    public E remove() {
        return removeFirst();
    }

    public E poll() {
        return pollFirst();
    }

    public E element() {
        return getFirst();
    }

    public E peek() {
        return peekFirst();
    }

    public void push(E e) {
        addFirst(e);
    }

    public E pop() {
        return removeFirst();
    }

    public int size() {
        return count;
    }

    public boolean isEmpty() {
        return count == 0;
    }

    // ---- iteration

    public Iterator<E> iterator() {
        return new Sweep(true);
    }

    public Iterator<E> descendingIterator() {
        return new Sweep(false);
    }

    /**
     * Walks the slots from the head (forward) or the tail (backward), yielding the number of
     * elements present at the start; a null slot on the way means the deque was changed behind
     * its back.
     */
    private final class Sweep implements Iterator<E> {
        private final boolean forward;
        private int cursor;
        private int left;
        private int returned = -1;

        Sweep(boolean forward) {
            this.forward = forward;
            this.left = count;
            this.cursor = forward || count == 0 ? front : slot(count - 1);
        }

        public boolean hasNext() {
            return left > 0;
        }

        public E next() {
            if (left <= 0) {
                throw new NoSuchElementException();
            }
            Object[] r = ring;
            if (cursor >= r.length) {
                throw new ConcurrentModificationException();
            }
            E e = at(cursor);
            if (e == null) {
                throw new ConcurrentModificationException();
            }
            returned = cursor;
            cursor = forward ? nextSlot(cursor) : previousSlot(cursor);
            left--;
            return e;
        }

        /** The element after the removed one slides into its slot when that side moved. */
        public void remove() {
            if (returned < 0) {
                throw new IllegalStateException();
            }
            boolean headSideMoved = vacate(returned);
            if (headSideMoved != forward) {
                cursor = returned;
            }
            returned = -1;
        }
    }

    /** Visits the elements present at the start; throws afterwards if the action changed the deque. */
    public void forEach(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        int n = count;
        int startFront = front;
        Object[] startRing = ring;
        for (int k = 0; k < n; k++) {
            E e = at(slot(k));
            if (e == null) {
                throw new ConcurrentModificationException();
            }
            action.accept(e);
        }
        if (count != n || front != startFront || ring != startRing) {
            throw new ConcurrentModificationException();
        }
    }

    // ---- bulk removal: every element is tested before any is removed

    public boolean removeIf(Predicate<? super E> filter) {
        Objects.requireNonNull(filter);
        return dropWhere(filter, null, false);
    }

    public boolean removeAll(Collection<?> c) {
        Objects.requireNonNull(c);
        return dropWhere(null, c, true);
    }

    public boolean retainAll(Collection<?> c) {
        Objects.requireNonNull(c);
        return dropWhere(null, c, false);
    }

    /**
     * Removes the elements the filter accepts, or (filter null) those whose membership in c
     * equals inC. All are tested first, so an exception leaves the deque unchanged; survivors
     * are then packed toward the head in order.
     */
    private boolean dropWhere(Predicate<? super E> filter, Collection<?> c, boolean inC) {
        int n = count;
        int startFront = front;
        Object[] startRing = ring;
        boolean[] drop = null;
        for (int k = 0; k < n; k++) {
            E e = at(slot(k));
            boolean hit = filter != null ? filter.test(e) : c.contains(e) == inC;
            if (hit) {
                if (drop == null) {
                    drop = new boolean[n];
                }
                drop[k] = true;
            }
        }
        if (count != n || front != startFront || ring != startRing) {
            throw new ConcurrentModificationException();
        }
        if (drop == null) {
            return false;
        }
        int w = 0;
        for (int k = 0; k < n; k++) {
            if (!drop[k]) {
                ring[slot(w++)] = ring[slot(k)];
            }
        }
        for (int k = w; k < n; k++) {
            ring[slot(k)] = null;
        }
        count = w;
        return true;
    }

    // ---- Collection

    public boolean contains(Object o) {
        if (o != null) {
            for (int k = 0; k < count; k++) {
                if (o.equals(ring[slot(k)])) {
                    return true;
                }
            }
        }
        return false;
    }

    public boolean remove(Object o) {
        return removeFirstOccurrence(o);
    }

    public void clear() {
        for (int k = 0; k < count; k++) {
            ring[slot(k)] = null;
        }
        front = 0;
        count = 0;
    }

    public Object[] toArray() {
        return copyInto(new Object[count]);
    }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        if (a.length < count) {
            return (T[]) copyInto(Arrays.copyOf(a, count));
        }
        copyInto(a);
        if (a.length > count) {
            a[count] = null;
        }
        return a;
    }

    /** The elements head to tail into the start of out, which has room. */
    private Object[] copyInto(Object[] out) {
        int firstPart = Math.min(count, ring.length - front);
        System.arraycopy(ring, front, out, 0, firstPart);
        System.arraycopy(ring, 0, out, firstPart, count - firstPart);
        return out;
    }

    /** A copy with its own array holding the same element references. */
    public ArrayDeque<E> clone() {
        try {
            @SuppressWarnings("unchecked")
            ArrayDeque<E> copy = (ArrayDeque<E>) super.clone();
            copy.ring = ring.clone();
            return copy;
        } catch (CloneNotSupportedException e) {
            throw new AssertionError();
        }
    }
}
