// java.util.PriorityQueue: an unbounded priority queue held as a binary heap in an array.
// The heap is laid out as the JDK documents its own: the children of slot k are 2k+1 and 2k+2,
// an offer rises from the end, a removal moves the last element into the hole and lets it sink
// (or rise, when it is smaller than the hole's parent), and a queue built from an unordered
// collection is heapified bottom-up; queues built from a SortedSet or another PriorityQueue
// keep that order. So iteration order and toString equal the JDK's for the same operations.
package java.util;

import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * An unbounded queue whose head is the least element under the natural ordering or a
 * Comparator. Iteration walks the underlying heap array, which is in no particular order.
 * Null elements are not permitted.
 */
public class PriorityQueue<E> extends AbstractQueue<E> implements java.io.Serializable {
    private static final long serialVersionUID = -7720805057305804111L;

    /** The documented default initial capacity. */
    private static final int USUAL_CAPACITY = 11;

    private transient Object[] tree;
    private int count;
    private final Comparator<? super E> order;
    private transient int changes;

    public PriorityQueue() {
        this(USUAL_CAPACITY, null);
    }

    public PriorityQueue(int initialCapacity) {
        this(initialCapacity, null);
    }

    public PriorityQueue(Comparator<? super E> comparator) {
        this(USUAL_CAPACITY, comparator);
    }

    public PriorityQueue(int initialCapacity, Comparator<? super E> comparator) {
        if (initialCapacity < 1) {
            throw new IllegalArgumentException();
        }
        this.tree = new Object[initialCapacity];
        this.order = comparator;
    }

    /**
     * From a SortedSet or PriorityQueue: its ordering and its order. From any other collection:
     * natural ordering, heapified.
     */
    @SuppressWarnings("unchecked")
    public PriorityQueue(Collection<? extends E> c) {
        if (c instanceof SortedSet) {
            this.order = (Comparator<? super E>) ((SortedSet<? extends E>) c).comparator();
            adopt(c.toArray());
        } else if (c instanceof PriorityQueue) {
            this.order = (Comparator<? super E>) ((PriorityQueue<? extends E>) c).comparator();
            adoptQueue((PriorityQueue<? extends E>) c);
        } else {
            this.order = null;
            adopt(c.toArray());
            orderAll();
        }
    }

    @SuppressWarnings("unchecked")
    public PriorityQueue(PriorityQueue<? extends E> c) {
        this.order = (Comparator<? super E>) c.comparator();
        adoptQueue(c);
    }

    @SuppressWarnings("unchecked")
    public PriorityQueue(SortedSet<? extends E> c) {
        this.order = (Comparator<? super E>) c.comparator();
        adopt(c.toArray());
    }

    /** Another queue's heap array is already a heap, unless a subclass iterates differently. */
    private void adoptQueue(PriorityQueue<? extends E> q) {
        adopt(q.toArray());
        if (q.getClass() != PriorityQueue.class) {
            orderAll();
        }
    }

    /** Takes a as the contents, refusing nulls. */
    private void adopt(Object[] a) {
        if (a.getClass() != Object[].class) {
            a = Arrays.copyOf(a, a.length, Object[].class);
        }
        for (Object e : a) {
            if (e == null) {
                throw new NullPointerException();
            }
        }
        tree = a.length == 0 ? new Object[1] : a;
        count = a.length;
    }

    // ---- the heap

    @SuppressWarnings("unchecked")
    private int compare(Object a, Object b) {
        return order != null ? order.compare((E) a, (E) b) : ((Comparable<Object>) a).compareTo(b);
    }

    /** Places x at hole k or above it, moving larger parents down. */
    private void rise(int k, Object x) {
        while (k > 0) {
            int parent = (k - 1) >>> 1;
            Object p = tree[parent];
            if (compare(x, p) >= 0) {
                break;
            }
            tree[k] = p;
            k = parent;
        }
        tree[k] = x;
    }

    /** Places x at hole k or below it, moving the smaller child up while it is smaller than x. */
    private void sink(int k, Object x) {
        int firstLeaf = count >>> 1;
        while (k < firstLeaf) {
            int child = 2 * k + 1;
            Object smaller = tree[child];
            int right = child + 1;
            if (right < count && compare(smaller, tree[right]) > 0) {
                child = right;
                smaller = tree[right];
            }
            if (compare(x, smaller) <= 0) {
                break;
            }
            tree[k] = smaller;
            k = child;
        }
        tree[k] = x;
    }

    /** Bottom-up: sinks every parent, from the last one to the root. */
    private void orderAll() {
        for (int k = (count >>> 1) - 1; k >= 0; k--) {
            sink(k, tree[k]);
        }
    }

    /**
     * Removes the element in slot k. The last element fills the hole, sinking or else rising;
     * if it rose, it now sits where an iterator that has passed slot k would miss it, so it is
     * returned for the iterator to yield later (null otherwise).
     */
    private Object removeSlot(int k) {
        changes++;
        int last = --count;
        if (last == k) {
            tree[k] = null;
            return null;
        }
        Object moved = tree[last];
        tree[last] = null;
        sink(k, moved);
        if (tree[k] == moved) {
            rise(k, moved);
            if (tree[k] != moved) {
                return moved;
            }
        }
        return null;
    }

    private void makeRoom() {
        int old = tree.length;
        int bigger = old + Math.max(old, 8);
        if (bigger < 0) {
            if (old == Integer.MAX_VALUE) {
                throw new OutOfMemoryError();
            }
            bigger = Integer.MAX_VALUE;
        }
        tree = Arrays.copyOf(tree, bigger);
    }

    // ---- Queue

    public boolean add(E e) {
        return offer(e);
    }

    /** Natural ordering requires a Comparable even for the first element. */
    @SuppressWarnings("unchecked")
    public boolean offer(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        Object x = order == null ? (Comparable<Object>) e : e;
        changes++;
        if (count == tree.length) {
            makeRoom();
        }
        rise(count++, x);
        return true;
    }

    @SuppressWarnings("unchecked")
    public E peek() {
        return (E) tree[0];
    }

    @SuppressWarnings("unchecked")
    public E poll() {
        if (count == 0) {
            return null;
        }
        changes++;
        E head = (E) tree[0];
        int last = --count;
        Object x = tree[last];
        tree[last] = null;
        if (last > 0) {
            sink(0, x);
        }
        return head;
    }

    private int slotOf(Object o) {
        if (o != null) {
            for (int i = 0; i < count; i++) {
                if (o.equals(tree[i])) {
                    return i;
                }
            }
        }
        return -1;
    }

    public boolean remove(Object o) {
        int i = slotOf(o);
        if (i < 0) {
            return false;
        }
        removeSlot(i);
        return true;
    }

    /** Removes o itself (not an equal element), for the iterator. */
    private void removeIdentical(Object o) {
        for (int i = 0; i < count; i++) {
            if (tree[i] == o) {
                removeSlot(i);
                return;
            }
        }
    }

    public boolean contains(Object o) {
        return slotOf(o) >= 0;
    }

    public Object[] toArray() {
        return Arrays.copyOf(tree, count);
    }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        if (a.length < count) {
            return (T[]) Arrays.copyOf(tree, count, a.getClass());
        }
        System.arraycopy(tree, 0, a, 0, count);
        if (a.length > count) {
            a[count] = null;
        }
        return a;
    }

    public Iterator<E> iterator() {
        return new Walk();
    }

    /**
     * Walks the heap array by slot. When a removal through the iterator makes the last element
     * rise above the cursor, that element is queued in {@code overtaken} and yielded after the
     * array is exhausted, so every element is still returned exactly once.
     */
    private final class Walk implements Iterator<E> {
        private int cursor;
        private int lastSlot = -1;
        private Object lastOvertaken;
        private ArrayDeque<Object> overtaken;
        private int knownChanges = changes;

        public boolean hasNext() {
            return cursor < count || (overtaken != null && !overtaken.isEmpty());
        }

        @SuppressWarnings("unchecked")
        public E next() {
            if (knownChanges != changes) {
                throw new ConcurrentModificationException();
            }
            if (cursor < count) {
                lastSlot = cursor++;
                return (E) tree[lastSlot];
            }
            if (overtaken != null) {
                lastSlot = -1;
                lastOvertaken = overtaken.poll();
                if (lastOvertaken != null) {
                    return (E) lastOvertaken;
                }
            }
            throw new NoSuchElementException();
        }

        public void remove() {
            if (knownChanges != changes) {
                throw new ConcurrentModificationException();
            }
            if (lastSlot >= 0) {
                Object risen = removeSlot(lastSlot);
                lastSlot = -1;
                if (risen == null) {
                    cursor--;
                } else {
                    if (overtaken == null) {
                        overtaken = new ArrayDeque<Object>();
                    }
                    overtaken.add(risen);
                }
            } else if (lastOvertaken != null) {
                removeIdentical(lastOvertaken);
                lastOvertaken = null;
            } else {
                throw new IllegalStateException();
            }
            knownChanges = changes;
        }
    }

    public int size() {
        return count;
    }

    public void clear() {
        changes++;
        Arrays.fill(tree, 0, count, null);
        count = 0;
    }

    public Comparator<? super E> comparator() {
        return order;
    }

    /** Visits the elements in array order; throws afterwards if the action changed the queue. */
    @SuppressWarnings("unchecked")
    public void forEach(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        int known = changes;
        Object[] a = tree;
        int n = count;
        for (int i = 0; i < n; i++) {
            action.accept((E) a[i]);
        }
        if (changes != known) {
            throw new ConcurrentModificationException();
        }
    }

    // ---- bulk removal: test everything, pack the survivors in array order, order them again

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

    @SuppressWarnings("unchecked")
    private boolean dropWhere(Predicate<? super E> filter, Collection<?> c, boolean inC) {
        int known = changes;
        int n = count;
        boolean[] drop = null;
        for (int i = 0; i < n; i++) {
            Object e = tree[i];
            boolean hit = filter != null ? filter.test((E) e) : c.contains(e) == inC;
            if (hit) {
                if (drop == null) {
                    drop = new boolean[n];
                }
                drop[i] = true;
            }
        }
        if (changes != known) {
            throw new ConcurrentModificationException();
        }
        if (drop == null) {
            return false;
        }
        int w = 0;
        for (int i = 0; i < n; i++) {
            if (!drop[i]) {
                tree[w++] = tree[i];
            }
        }
        Arrays.fill(tree, w, n, null);
        count = w;
        changes++;
        orderAll();
        return true;
    }
}
