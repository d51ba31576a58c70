// java.util.ArrayDeque: the circular-array Deque (null elements refused). The array always keeps
// one slot free, so head == tail means empty; iterators run head to tail and, as in the JDK, only
// notice concurrent modification when they meet a vacated slot.
package java.util;

/** Resizable-array implementation of the Deque interface. */
public class ArrayDeque<E> extends AbstractCollection<E> implements Deque<E>, Cloneable, java.io.Serializable {
    transient Object[] elements;
    transient int head;
    transient int tail;

    /** An empty deque with room for 16 elements. */
    public ArrayDeque() {
        elements = new Object[16 + 1];
    }

    public ArrayDeque(int numElements) {
        elements = new Object[(numElements < 1) ? 1 : (numElements == Integer.MAX_VALUE) ? Integer.MAX_VALUE : numElements + 1];
    }

    /** A deque of c's elements in c's order. */
    public ArrayDeque(Collection<? extends E> c) {
        this(c.size());
        for (E e : c) {
            addLast(e);
        }
    }

    static int inc(int i, int modulus) {
        if (++i >= modulus) {
            i = 0;
        }
        return i;
    }

    static int dec(int i, int modulus) {
        if (--i < 0) {
            i = modulus - 1;
        }
        return i;
    }

    /** Grows the array by half (doubling while small), unwrapping the part before head. */
    private void grow() {
        int oldCapacity = elements.length;
        int jump = (oldCapacity < 64) ? oldCapacity + 2 : oldCapacity >> 1;
        int newCapacity = oldCapacity + jump;
        if (newCapacity < 0) {
            throw new IllegalStateException("Sorry, deque too big");
        }
        Object[] es = elements = Arrays.copyOf(elements, newCapacity);
        if (tail < head || (tail == head && es[head] != null)) {
            int newSpace = newCapacity - oldCapacity;
            System.arraycopy(es, head, es, head + newSpace, oldCapacity - head);
            for (int i = head, to = (head += newSpace); i < to; i++) {
                es[i] = null;
            }
        }
    }

    public void addFirst(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        Object[] es = elements;
        es[head = dec(head, es.length)] = e;
        if (head == tail) {
            grow();
        }
    }

    public void addLast(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        Object[] es = elements;
        es[tail] = e;
        if (head == (tail = inc(tail, es.length))) {
            grow();
        }
    }

    public boolean addAll(Collection<? extends E> c) {
        boolean changed = false;
        for (E e : c) {
            addLast(e);
            changed = true;
        }
        return changed;
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

    @SuppressWarnings("unchecked")
    public E pollFirst() {
        Object[] es = elements;
        int h = head;
        E e = (E) es[h];
        if (e != null) {
            es[h] = null;
            head = inc(h, es.length);
        }
        return e;
    }

    @SuppressWarnings("unchecked")
    public E pollLast() {
        Object[] es = elements;
        int t = dec(tail, es.length);
        E e = (E) es[t];
        if (e != null) {
            es[tail = t] = null;
        }
        return e;
    }

    @SuppressWarnings("unchecked")
    public E getFirst() {
        E e = (E) elements[head];
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    @SuppressWarnings("unchecked")
    public E getLast() {
        Object[] es = elements;
        E e = (E) es[dec(tail, es.length)];
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    @SuppressWarnings("unchecked")
    public E peekFirst() {
        return (E) elements[head];
    }

    @SuppressWarnings("unchecked")
    public E peekLast() {
        Object[] es = elements;
        return (E) es[dec(tail, es.length)];
    }

    public boolean removeFirstOccurrence(Object o) {
        if (o != null) {
            Object[] es = elements;
            for (int i = head; i != tail; i = inc(i, es.length)) {
                if (o.equals(es[i])) {
                    delete(i);
                    return true;
                }
            }
        }
        return false;
    }

    public boolean removeLastOccurrence(Object o) {
        if (o != null) {
            Object[] es = elements;
            for (int i = tail; i != head;) {
                i = dec(i, es.length);
                if (o.equals(es[i])) {
                    delete(i);
                    return true;
                }
            }
        }
        return false;
    }

    public boolean add(E e) {
        addLast(e);
        return true;
    }

    public boolean offer(E e) {
        return offerLast(e);
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

    /**
     * Removes the element at i by moving the shorter side over it; true if the elements after i
     * moved back one slot (an iterator walking forward must then step back).
     */
    boolean delete(int i) {
        Object[] es = elements;
        int capacity = es.length;
        int h = head;
        int t = tail;
        int front = (i - h + capacity) % capacity;
        int back = (t - i + capacity) % capacity - 1;
        if (front < back) {
            for (int k = i; k != h;) {
                int p = dec(k, capacity);
                es[k] = es[p];
                k = p;
            }
            es[h] = null;
            head = inc(h, capacity);
            return false;
        }
        for (int k = i;;) {
            int n = inc(k, capacity);
            if (n == t) {
                break;
            }
            es[k] = es[n];
            k = n;
        }
        tail = dec(t, capacity);
        es[tail] = null;
        return true;
    }

    public int size() {
        return (tail - head + elements.length) % elements.length;
    }

    public boolean isEmpty() {
        return head == tail;
    }

    public Iterator<E> iterator() {
        return new DeqIterator();
    }

    public Iterator<E> descendingIterator() {
        return new DescendingIterator();
    }

    private class DeqIterator implements Iterator<E> {
        int cursor;
        int remaining = size();
        int lastRet = -1;

        DeqIterator() {
            cursor = head;
        }

        public final boolean hasNext() {
            return remaining > 0;
        }

        @SuppressWarnings("unchecked")
        public E next() {
            if (remaining <= 0) {
                throw new NoSuchElementException();
            }
            Object[] es = elements;
            E e = (E) es[cursor];
            if (e == null) {
                throw new ConcurrentModificationException();
            }
            cursor = inc(lastRet = cursor, es.length);
            remaining--;
            return e;
        }

        void postDelete(boolean leftShifted) {
            if (leftShifted) {
                cursor = dec(cursor, elements.length);
            }
        }

        public final void remove() {
            if (lastRet < 0) {
                throw new IllegalStateException();
            }
            postDelete(delete(lastRet));
            lastRet = -1;
        }
    }

    private class DescendingIterator extends DeqIterator {
        DescendingIterator() {
            cursor = dec(tail, elements.length);
        }

        @SuppressWarnings("unchecked")
        public final E next() {
            if (remaining <= 0) {
                throw new NoSuchElementException();
            }
            Object[] es = elements;
            E e = (E) es[cursor];
            if (e == null) {
                throw new ConcurrentModificationException();
            }
            cursor = dec(lastRet = cursor, es.length);
            remaining--;
            return e;
        }

        void postDelete(boolean leftShifted) {
            if (!leftShifted) {
                cursor = inc(cursor, elements.length);
            }
        }
    }

    public boolean contains(Object o) {
        if (o != null) {
            Object[] es = elements;
            for (int i = head; i != tail; i = inc(i, es.length)) {
                if (o.equals(es[i])) {
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
        Object[] es = elements;
        for (int i = head; i != tail; i = inc(i, es.length)) {
            es[i] = null;
        }
        head = tail = 0;
    }

    public Object[] toArray() {
        Object[] a = new Object[size()];
        Object[] es = elements;
        int k = 0;
        for (int i = head; i != tail; i = inc(i, es.length)) {
            a[k++] = es[i];
        }
        return a;
    }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        Object[] elems = toArray();
        int n = elems.length;
        if (a.length < n) {
            return (T[]) Arrays.copyOf(elems, n, a.getClass());
        }
        System.arraycopy(elems, 0, a, 0, n);
        if (a.length > n) {
            a[n] = null;
        }
        return a;
    }

    /** A shallow copy. */
    @SuppressWarnings("unchecked")
    public ArrayDeque<E> clone() {
        try {
            ArrayDeque<E> result = (ArrayDeque<E>) super.clone();
            result.elements = Arrays.copyOf(elements, elements.length);
            return result;
        } catch (CloneNotSupportedException e) {
            throw new AssertionError();
        }
    }
}
