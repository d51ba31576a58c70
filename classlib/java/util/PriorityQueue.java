// java.util.PriorityQueue: an unbounded priority queue held as a binary heap in an array.
// The heap is laid out and maintained exactly as the JDK documents its own (children of slot k
// at 2k+1 and 2k+2, sift-up on insertion, sift-down after removal, bottom-up heapify when built
// from an unordered collection), so iteration order and toString equal the JDK's for the same
// operations. removeIf, forEach and spliterator are missing (they need java.util.function).
package java.util;

/**
 * An unbounded queue whose head is the least element under the natural ordering or a
 * Comparator. Iteration walks the underlying heap array, which is in no particular order.
 * Null elements are not permitted.
 */
public class PriorityQueue<E> extends AbstractQueue<E> implements java.io.Serializable {
    private static final int DEFAULT_INITIAL_CAPACITY = 11;

    /** The heap: queue[0] is the least element, queue[k]'s children are at 2k+1 and 2k+2. */
    Object[] queue;

    /** The number of elements in the heap. */
    int size;

    /** The ordering, or null for the elements' natural ordering. */
    private final Comparator<? super E> comparator;

    /** Counts structural modifications, so that iterators can fail fast. */
    int modCount;

    /** An empty queue with the default initial capacity (11), in natural ordering. */
    public PriorityQueue() {
        this(DEFAULT_INITIAL_CAPACITY, null);
    }

    /** An empty queue of the given initial capacity; IllegalArgumentException below 1. */
    public PriorityQueue(int initialCapacity) {
        this(initialCapacity, null);
    }

    /** An empty queue ordered by comparator (null: natural ordering). */
    public PriorityQueue(Comparator<? super E> comparator) {
        this(DEFAULT_INITIAL_CAPACITY, comparator);
    }

    /**
     * An empty queue of the given initial capacity ordered by comparator (null: natural
     * ordering); IllegalArgumentException when the capacity is below 1.
     */
    public PriorityQueue(int initialCapacity, Comparator<? super E> comparator) {
        if (initialCapacity < 1) {
            throw new IllegalArgumentException();
        }
        this.queue = new Object[initialCapacity];
        this.comparator = comparator;
    }

    /**
     * A queue holding the elements of c. A SortedSet or PriorityQueue passes on its ordering
     * (and its array order); any other collection is heapified in natural ordering.
     */
    @SuppressWarnings("unchecked")
    public PriorityQueue(Collection<? extends E> c) {
        if (c instanceof SortedSet<?>) {
            SortedSet<? extends E> ss = (SortedSet<? extends E>) c;
            this.comparator = (Comparator<? super E>) ss.comparator();
            initElementsFromCollection(ss);
        } else if (c instanceof PriorityQueue<?>) {
            PriorityQueue<? extends E> pq = (PriorityQueue<? extends E>) c;
            this.comparator = (Comparator<? super E>) pq.comparator();
            initFromPriorityQueue(pq);
        } else {
            this.comparator = null;
            initFromCollection(c);
        }
    }

    /** A queue holding the elements of c, in c's ordering. */
    @SuppressWarnings("unchecked")
    public PriorityQueue(PriorityQueue<? extends E> c) {
        this.comparator = (Comparator<? super E>) c.comparator();
        initFromPriorityQueue(c);
    }

    /** A queue holding the elements of c, in c's ordering. */
    @SuppressWarnings("unchecked")
    public PriorityQueue(SortedSet<? extends E> c) {
        this.comparator = (Comparator<? super E>) c.comparator();
        initElementsFromCollection(c);
    }

    /** An exact PriorityQueue's array is already a heap; a subclass's is copied and heapified. */
    private void initFromPriorityQueue(PriorityQueue<? extends E> c) {
        if (c.getClass() == PriorityQueue.class) {
            Object[] es = c.toArray();
            this.queue = (es.length > 0) ? es : new Object[1];
            this.size = es.length;
        } else {
            initFromCollection(c);
        }
    }

    /** Copies c's elements in iteration order (already a heap when c is sorted). */
    private void initElementsFromCollection(Collection<? extends E> c) {
        Object[] es = c.toArray();
        int len = es.length;
        if (es.getClass() != Object[].class) {
            es = Arrays.copyOf(es, len, Object[].class);
        }
        // With natural ordering and several elements, heapify's comparisons reject a null.
        if (len == 1 || this.comparator != null) {
            for (int i = 0; i < len; i++) {
                if (es[i] == null) {
                    throw new NullPointerException();
                }
            }
        }
        this.queue = (len > 0) ? es : new Object[1];
        this.size = len;
    }

    private void initFromCollection(Collection<? extends E> c) {
        initElementsFromCollection(c);
        heapify();
    }

    /** Grows the array by 2 + 100% while small, by 50% beyond 64 slots. */
    private void grow(int minCapacity) {
        int oldCapacity = queue.length;
        int newCapacity = oldCapacity + ((oldCapacity < 64) ? oldCapacity + 2 : oldCapacity >> 1);
        if (newCapacity < minCapacity || newCapacity < 0) {
            if (minCapacity < 0) {
                throw new OutOfMemoryError();
            }
            newCapacity = minCapacity;
        }
        queue = Arrays.copyOf(queue, newCapacity);
    }

    /** Inserts e; NullPointerException for null. Always true. */
    public boolean add(E e) {
        return offer(e);
    }

    /** Inserts e at the end of the heap and sifts it up; NullPointerException for null. */
    public boolean offer(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        modCount++;
        int i = size;
        if (i >= queue.length) {
            grow(i + 1);
        }
        siftUp(i, e);
        size = i + 1;
        return true;
    }

    /** The least element, or null when empty. */
    @SuppressWarnings("unchecked")
    public E peek() {
        return (E) queue[0];
    }

    private int indexOf(Object o) {
        if (o != null) {
            Object[] es = queue;
            for (int i = 0, n = size; i < n; i++) {
                if (o.equals(es[i])) {
                    return i;
                }
            }
        }
        return -1;
    }

    /** Removes one element equal to o (the first in array order); true if there was one. */
    public boolean remove(Object o) {
        int i = indexOf(o);
        if (i == -1) {
            return false;
        }
        removeAt(i);
        return true;
    }

    /** Removes the element that is o itself (identity), for the iterator. */
    void removeEq(Object o) {
        Object[] es = queue;
        for (int i = 0, n = size; i < n; i++) {
            if (o == es[i]) {
                removeAt(i);
                break;
            }
        }
    }

    /** True if some element equals o. */
    public boolean contains(Object o) {
        return indexOf(o) >= 0;
    }

    /** The elements in array (iteration) order. */
    public Object[] toArray() {
        return Arrays.copyOf(queue, size);
    }

    /** The elements in array order, in a (null after the last if there is room) or a new array. */
    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        int n = this.size;
        if (a.length < n) {
            return (T[]) Arrays.copyOf(queue, n, a.getClass());
        }
        System.arraycopy(queue, 0, a, 0, n);
        if (a.length > n) {
            a[n] = null;
        }
        return a;
    }

    /** An iterator over the heap array; fails fast on concurrent modification. */
    public Iterator<E> iterator() {
        return new Itr();
    }

    /**
     * Walks the array. Removing through the iterator can move the last element into a slot
     * already passed; such an element is remembered and returned after the array is done.
     */
    private final class Itr implements Iterator<E> {
        private int cursor;
        private int lastRet = -1;
        private ArrayDeque<E> forgetMeNot;
        private E lastRetElt;
        private int expectedModCount = modCount;

        public boolean hasNext() {
            return cursor < size || (forgetMeNot != null && !forgetMeNot.isEmpty());
        }

        @SuppressWarnings("unchecked")
        public E next() {
            if (expectedModCount != modCount) {
                throw new ConcurrentModificationException();
            }
            if (cursor < size) {
                return (E) queue[lastRet = cursor++];
            }
            if (forgetMeNot != null) {
                lastRet = -1;
                lastRetElt = forgetMeNot.poll();
                if (lastRetElt != null) {
                    return lastRetElt;
                }
            }
            throw new NoSuchElementException();
        }

        public void remove() {
            if (expectedModCount != modCount) {
                throw new ConcurrentModificationException();
            }
            if (lastRet != -1) {
                E moved = PriorityQueue.this.removeAt(lastRet);
                lastRet = -1;
                if (moved == null) {
                    cursor--;
                } else {
                    if (forgetMeNot == null) {
                        forgetMeNot = new ArrayDeque<E>();
                    }
                    forgetMeNot.add(moved);
                }
            } else if (lastRetElt != null) {
                PriorityQueue.this.removeEq(lastRetElt);
                lastRetElt = null;
            } else {
                throw new IllegalStateException();
            }
            expectedModCount = modCount;
        }
    }

    public int size() {
        return size;
    }

    /** Removes every element. */
    public void clear() {
        modCount++;
        Object[] es = queue;
        for (int i = 0, n = size; i < n; i++) {
            es[i] = null;
        }
        size = 0;
    }

    /** Removes and returns the least element, or null when empty. */
    @SuppressWarnings("unchecked")
    public E poll() {
        Object[] es = queue;
        E result = (E) es[0];
        if (result != null) {
            modCount++;
            int n = --size;
            E x = (E) es[n];
            es[n] = null;
            if (n > 0) {
                siftDown(0, x);
            }
        }
        return result;
    }

    /**
     * Removes the element at index i: the last element fills the hole and sifts down, or up if
     * it cannot go down. Returns that last element when it ended up before i (so an iterator at
     * i would miss it), else null.
     */
    @SuppressWarnings("unchecked")
    E removeAt(int i) {
        Object[] es = queue;
        modCount++;
        int s = --size;
        if (s == i) {
            es[i] = null;
        } else {
            E moved = (E) es[s];
            es[s] = null;
            siftDown(i, moved);
            if (es[i] == moved) {
                siftUp(i, moved);
                if (es[i] != moved) {
                    return moved;
                }
            }
        }
        return null;
    }

    /** Places x at slot k or above, moving larger parents down. */
    @SuppressWarnings("unchecked")
    private void siftUp(int k, E x) {
        Object[] es = queue;
        if (comparator != null) {
            Comparator<? super E> cmp = comparator;
            while (k > 0) {
                int parent = (k - 1) >>> 1;
                Object e = es[parent];
                if (cmp.compare(x, (E) e) >= 0) {
                    break;
                }
                es[k] = e;
                k = parent;
            }
            es[k] = x;
        } else {
            Comparable<? super E> key = (Comparable<? super E>) x;
            while (k > 0) {
                int parent = (k - 1) >>> 1;
                Object e = es[parent];
                if (key.compareTo((E) e) >= 0) {
                    break;
                }
                es[k] = e;
                k = parent;
            }
            es[k] = key;
        }
    }

    /** Places x at slot k or below, moving the smaller child up while it is less than x. */
    private void siftDown(int k, E x) {
        if (comparator != null) {
            siftDownUsingComparator(k, x, queue, size, comparator);
        } else {
            siftDownComparable(k, x, queue, size);
        }
    }

    @SuppressWarnings("unchecked")
    private static <T> void siftDownComparable(int k, T x, Object[] es, int n) {
        Comparable<? super T> key = (Comparable<? super T>) x;
        int half = n >>> 1;
        while (k < half) {
            int child = (k << 1) + 1;
            Object c = es[child];
            int right = child + 1;
            if (right < n && ((Comparable<? super T>) c).compareTo((T) es[right]) > 0) {
                c = es[child = right];
            }
            if (key.compareTo((T) c) <= 0) {
                break;
            }
            es[k] = c;
            k = child;
        }
        es[k] = key;
    }

    @SuppressWarnings("unchecked")
    private static <T> void siftDownUsingComparator(int k, T x, Object[] es, int n,
                                                    Comparator<? super T> cmp) {
        int half = n >>> 1;
        while (k < half) {
            int child = (k << 1) + 1;
            Object c = es[child];
            int right = child + 1;
            if (right < n && cmp.compare((T) c, (T) es[right]) > 0) {
                c = es[child = right];
            }
            if (cmp.compare(x, (T) c) <= 0) {
                break;
            }
            es[k] = c;
            k = child;
        }
        es[k] = x;
    }

    /** Establishes the heap order bottom-up, sifting down every parent from the last one. */
    @SuppressWarnings("unchecked")
    private void heapify() {
        Object[] es = queue;
        int n = size;
        for (int i = (n >>> 1) - 1; i >= 0; i--) {
            siftDown(i, (E) es[i]);
        }
    }

    /** The ordering, or null for natural ordering. */
    public Comparator<? super E> comparator() {
        return comparator;
    }

    /**
     * Removes every element contained in c; the survivors keep their array order and are then
     * heapified, as in the JDK.
     */
    public boolean removeAll(Collection<?> c) {
        if (c == null) {
            throw new NullPointerException();
        }
        return bulkRemove(c, true);
    }

    /** Keeps only the elements contained in c (survivors heapified as for removeAll). */
    public boolean retainAll(Collection<?> c) {
        if (c == null) {
            throw new NullPointerException();
        }
        return bulkRemove(c, false);
    }

    /** Removes the elements whose membership in c equals remove, then re-heapifies. */
    private boolean bulkRemove(Collection<?> c, boolean remove) {
        int expected = ++modCount;
        Object[] es = queue;
        int end = size;
        int w = 0;
        for (int i = 0; i < end; i++) {
            Object e = es[i];
            if (c.contains(e) != remove) {
                es[w++] = e;
            }
        }
        if (modCount != expected) {
            throw new ConcurrentModificationException();
        }
        if (w == end) {
            return false;
        }
        for (int i = w; i < end; i++) {
            es[i] = null;
        }
        size = w;
        heapify();
        return true;
    }
}
