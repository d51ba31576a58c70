// java.util.LinkedList: the doubly linked List and Deque. The cells form a ring through one
// sentinel cell (the "hub"), so the first cell is hub.after, the last is hub.before, and
// inserting or unlinking never needs a special case for an end. Index errors read
// "Index: 5, Size: 3"; the Deque accessors throw NoSuchElementException on an empty list.
package java.util;

/** Doubly-linked list implementation of the List and Deque interfaces. */
public class LinkedList<E> extends AbstractSequentialList<E>
        implements List<E>, Deque<E>, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 876323262645176354L;

    /** One link of the ring; the hub is a cell whose value is always null. */
    private static final class Cell<E> {
        E value;
        Cell<E> before;
        Cell<E> after;

        Cell(E value) {
            this.value = value;
        }
    }

    private transient Cell<E> hub = newHub();
    private transient int count;

    private static <E> Cell<E> newHub() {
        Cell<E> h = new Cell<E>(null);
        h.before = h;
        h.after = h;
        return h;
    }

    public LinkedList() {
    }

    public LinkedList(Collection<? extends E> c) {
        addAll(c);
    }

    // ---- the ring

    /** Links a new cell holding e in front of cell successor (the hub: at the end). */
    private void insertBefore(Cell<E> successor, E e) {
        Cell<E> c = new Cell<E>(e);
        c.after = successor;
        c.before = successor.before;
        successor.before.after = c;
        successor.before = c;
        count++;
        modCount++;
    }

    /** Unlinks cell c (never the hub) and returns its value. */
    private E cutOut(Cell<E> c) {
        c.before.after = c.after;
        c.after.before = c.before;
        E v = c.value;
        c.value = null;
        c.before = null;
        c.after = null;
        count--;
        modCount++;
        return v;
    }

    /** The cell at position index (0 <= index <= count; count gives the hub), walked from the nearer end. */
    private Cell<E> cellAt(int index) {
        Cell<E> c = hub;
        if (index <= count / 2) {
            for (int i = -1; i < index; i++) {
                c = c.after;
            }
        } else {
            for (int i = count; i > index; i--) {
                c = c.before;
            }
        }
        return c;
    }

    private void requireElementIndex(int index) {
        if (index < 0 || index >= count) {
            throw ListIndex.outOfRange(index, count);
        }
    }

    private void requirePosition(int index) {
        if (index < 0 || index > count) {
            throw ListIndex.outOfRange(index, count);
        }
    }

    private Cell<E> firstCell() {
        if (count == 0) {
            throw new NoSuchElementException();
        }
        return hub.after;
    }

    private Cell<E> lastCell() {
        if (count == 0) {
            throw new NoSuchElementException();
        }
        return hub.before;
    }

    // ---- the two ends

    public E getFirst() {
        return firstCell().value;
    }

    public E getLast() {
        return lastCell().value;
    }

    public E removeFirst() {
        return cutOut(firstCell());
    }

    public E removeLast() {
        return cutOut(lastCell());
    }

    public void addFirst(E e) {
        insertBefore(hub.after, e);
    }

    public void addLast(E e) {
        insertBefore(hub, e);
    }

    public boolean offerFirst(E e) {
        addFirst(e);
        return true;
    }

    public boolean offerLast(E e) {
        addLast(e);
        return true;
    }

    public E peekFirst() {
        return hub.after.value;
    }

    public E peekLast() {
        return hub.before.value;
    }

    public E pollFirst() {
        return count == 0 ? null : cutOut(hub.after);
    }

    public E pollLast() {
        return count == 0 ? null : cutOut(hub.before);
    }

    public E peek() {
        return peekFirst();
    }

    public E element() {
        return getFirst();
    }

    public E poll() {
        return pollFirst();
    }

    public E remove() {
        return removeFirst();
    }

    public boolean offer(E e) {
        addLast(e);
        return true;
    }

    public void push(E e) {
        addFirst(e);
    }

    public E pop() {
        return removeFirst();
    }

    // ---- searching and removal by value

    public boolean contains(Object o) {
        return indexOf(o) >= 0;
    }

    public int indexOf(Object o) {
        int i = 0;
        for (Cell<E> c = hub.after; c != hub; c = c.after, i++) {
            if (matches(o, c.value)) {
                return i;
            }
        }
        return -1;
    }

    public int lastIndexOf(Object o) {
        int i = count - 1;
        for (Cell<E> c = hub.before; c != hub; c = c.before, i--) {
            if (matches(o, c.value)) {
                return i;
            }
        }
        return -1;
    }

    public boolean remove(Object o) {
        return removeFirstOccurrence(o);
    }

    public boolean removeFirstOccurrence(Object o) {
        for (Cell<E> c = hub.after; c != hub; c = c.after) {
            if (matches(o, c.value)) {
                cutOut(c);
                return true;
            }
        }
        return false;
    }

    public boolean removeLastOccurrence(Object o) {
        for (Cell<E> c = hub.before; c != hub; c = c.before) {
            if (matches(o, c.value)) {
                cutOut(c);
                return true;
            }
        }
        return false;
    }

    // ---- List

    public int size() {
        return count;
    }

    public boolean add(E e) {
        insertBefore(hub, e);
        return true;
    }

    public boolean addAll(Collection<? extends E> c) {
        return addAll(count, c);
    }

    /** One modification for the whole batch; none when c is empty. */
    @SuppressWarnings("unchecked")
    public boolean addAll(int index, Collection<? extends E> c) {
        requirePosition(index);
        Object[] a = c.toArray();
        if (a.length == 0) {
            return false;
        }
        Cell<E> successor = cellAt(index);
        int mods = modCount;
        for (Object e : a) {
            insertBefore(successor, (E) e);
        }
        modCount = mods + 1;
        return true;
    }

    /** Structural even when the list is already empty. */
    public void clear() {
        Cell<E> c = hub.after;
        while (c != hub) {
            Cell<E> next = c.after;
            c.value = null;
            c.before = null;
            c.after = null;
            c = next;
        }
        hub.after = hub;
        hub.before = hub;
        count = 0;
        modCount++;
    }

    public E get(int index) {
        requireElementIndex(index);
        return cellAt(index).value;
    }

    public E set(int index, E element) {
        requireElementIndex(index);
        Cell<E> c = cellAt(index);
        E old = c.value;
        c.value = element;
        return old;
    }

    public void add(int index, E element) {
        requirePosition(index);
        insertBefore(cellAt(index), element);
    }

    public E remove(int index) {
        requireElementIndex(index);
        return cutOut(cellAt(index));
    }

    public ListIterator<E> listIterator(int index) {
        requirePosition(index);
        return new Walk(index);
    }

    public Iterator<E> descendingIterator() {
        return new Backwards();
    }

    /**
     * A list iterator standing in the gap before cell {@code ahead} (the hub at the end);
     * {@code touched} is the cell last returned, null when there is none to remove or set.
     */
    private final class Walk implements ListIterator<E> {
        private Cell<E> ahead;
        private Cell<E> touched;
        private int index;
        private int knownMods = modCount;

        Walk(int index) {
            this.index = index;
            this.ahead = cellAt(index);
        }

        public boolean hasNext() {
            return index < count;
        }

        public E next() {
            requireUnchanged();
            if (index >= count) {
                throw new NoSuchElementException();
            }
            touched = ahead;
            ahead = ahead.after;
            index++;
            return touched.value;
        }

        public boolean hasPrevious() {
            return index > 0;
        }

        public E previous() {
            requireUnchanged();
            if (index <= 0) {
                throw new NoSuchElementException();
            }
            ahead = ahead.before;
            touched = ahead;
            index--;
            return touched.value;
        }

        public int nextIndex() {
            return index;
        }

        public int previousIndex() {
            return index - 1;
        }

        /** Checks for modification before it checks that there is an element to remove. */
        public void remove() {
            requireUnchanged();
            if (touched == null) {
                throw new IllegalStateException();
            }
            if (touched == ahead) {
                ahead = ahead.after;
            } else {
                index--;
            }
            cutOut(touched);
            touched = null;
            knownMods++;
        }

        public void set(E e) {
            if (touched == null) {
                throw new IllegalStateException();
            }
            requireUnchanged();
            touched.value = e;
        }

        public void add(E e) {
            requireUnchanged();
            touched = null;
            insertBefore(ahead, e);
            index++;
            knownMods++;
        }

        private void requireUnchanged() {
            if (modCount != knownMods) {
                throw new ConcurrentModificationException();
            }
        }
    }

    /** descendingIterator: a Walk from the end, moving backwards. */
    private final class Backwards implements Iterator<E> {
        private final Walk walk = new Walk(count);

        public boolean hasNext() {
            return walk.hasPrevious();
        }

        public E next() {
            return walk.previous();
        }

        public void remove() {
            walk.remove();
        }
    }

    // ---- copies

    /** A shallow copy: new cells holding the same element references. */
    public Object clone() {
        try {
            @SuppressWarnings("unchecked")
            LinkedList<E> copy = (LinkedList<E>) super.clone();
            copy.hub = newHub();
            copy.count = 0;
            copy.modCount = 0;
            for (Cell<E> c = hub.after; c != hub; c = c.after) {
                copy.insertBefore(copy.hub, c.value);
            }
            return copy;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    public Object[] toArray() {
        Object[] out = new Object[count];
        int i = 0;
        for (Cell<E> c = hub.after; c != hub; c = c.after) {
            out[i++] = c.value;
        }
        return out;
    }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        T[] out = a.length >= count ? a : Arrays.copyOf(a, count);
        int i = 0;
        for (Cell<E> c = hub.after; c != hub; c = c.after) {
            out[i++] = (T) c.value;
        }
        if (out.length > count) {
            out[count] = null;
        }
        return out;
    }
}
