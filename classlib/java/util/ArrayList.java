// java.util.ArrayList: the resizable-array List. The elements live in cells[0, count); a full
// array grows to the larger of what is needed and 1.5 times its length, and a list made by the
// default constructor gets its documented capacity of ten only when it first needs room.
// Index errors carry the JDK's messages ("Index 5 out of bounds for length 3" from get, set and
// remove, "Index: 5, Size: 3" from the inserting methods). forEach, removeIf, replaceAll and
// sort throw ConcurrentModificationException if their function changed the list; replaceAll
// and sort count as a modification themselves. Iterators and sublists are the shared
// ListCursor and ListSlice.
package java.util;

import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/** Resizable-array implementation of the List interface. */
public class ArrayList<E> extends AbstractList<E>
        implements List<E>, RandomAccess, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 8683452581122892189L;

    /** The capacity the default constructor promises, allocated on the first growth. */
    private static final int FIRST_CAPACITY = 10;

    /** The storage of a default-constructed list that has not needed room yet. */
    private static final Object[] UNALLOCATED = {};

    private transient Object[] cells;
    private int count;

    public ArrayList(int initialCapacity) {
        if (initialCapacity < 0) {
            throw new IllegalArgumentException("Illegal Capacity: " + initialCapacity);
        }
        cells = new Object[initialCapacity];
    }

    public ArrayList() {
        cells = UNALLOCATED;
    }

    public ArrayList(Collection<? extends E> c) {
        Object[] a = c.toArray();
        cells = c.getClass() == ArrayList.class ? a : Arrays.copyOf(a, a.length, Object[].class);
        count = a.length;
    }

    public void trimToSize() {
        modCount++;
        if (count < cells.length) {
            cells = Arrays.copyOf(cells, count);
        }
    }

    /** Grows (a structural change) only if the capacity is below minCapacity. */
    public void ensureCapacity(int minCapacity) {
        int have = cells == UNALLOCATED ? FIRST_CAPACITY : cells.length;
        if (minCapacity > have) {
            modCount++;
            enlarge(minCapacity);
        }
    }

    /** Makes room for at least needed elements (needed > cells.length). */
    private void enlarge(int needed) {
        if (needed < 0) {
            throw new OutOfMemoryError("Required array length too large");
        }
        int old = cells.length;
        int target = cells == UNALLOCATED ? FIRST_CAPACITY : old + (old >> 1);
        if (target < needed || target < 0) {
            target = needed;
        }
        cells = Arrays.copyOf(cells, target);
    }

    /** Room for n more elements at the end. */
    private void roomFor(int n) {
        int needed = count + n;
        if (needed > cells.length || needed < 0) {
            enlarge(needed);
        }
    }

    /** Opens a gap of n cells at index, moving the tail up; count grows by n. */
    private void openGap(int index, int n) {
        roomFor(n);
        System.arraycopy(cells, index, cells, index + n, count - index);
        count += n;
    }

    /** Closes [from, to), moving the tail down and clearing the vacated cells. */
    private void closeGap(int from, int to) {
        System.arraycopy(cells, to, cells, from, count - to);
        int newCount = count - (to - from);
        Arrays.fill(cells, newCount, count, null);
        count = newCount;
    }

    public int size() {
        return count;
    }

    public boolean isEmpty() {
        return count == 0;
    }

    public boolean contains(Object o) {
        return ListStore.find(cells, o, 0, count) >= 0;
    }

    public int indexOf(Object o) {
        return ListStore.find(cells, o, 0, count);
    }

    public int lastIndexOf(Object o) {
        return ListStore.findLast(cells, o, 0, count);
    }

    /** A shallow copy: a new array holding the same element references. */
    public Object clone() {
        try {
            @SuppressWarnings("unchecked")
            ArrayList<E> copy = (ArrayList<E>) super.clone();
            copy.cells = Arrays.copyOf(cells, count);
            copy.modCount = 0;
            return copy;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    public Object[] toArray() {
        return Arrays.copyOf(cells, count);
    }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        if (a.length < count) {
            return (T[]) Arrays.copyOf(cells, count, a.getClass());
        }
        System.arraycopy(cells, 0, a, 0, count);
        if (a.length > count) {
            a[count] = null;
        }
        return a;
    }

    @SuppressWarnings("unchecked")
    public E get(int index) {
        ListIndex.element(index, count);
        return (E) cells[index];
    }

    public E set(int index, E element) {
        ListIndex.element(index, count);
        @SuppressWarnings("unchecked")
        E old = (E) cells[index];
        cells[index] = element;
        return old;
    }

    public boolean add(E e) {
        modCount++;
        if (count == cells.length) {
            enlarge(count + 1);
        }
        cells[count++] = e;
        return true;
    }

    public void add(int index, E element) {
        ListIndex.insertion(index, count);
        modCount++;
        openGap(index, 1);
        cells[index] = element;
    }

    public E remove(int index) {
        ListIndex.element(index, count);
        modCount++;
        @SuppressWarnings("unchecked")
        E old = (E) cells[index];
        closeGap(index, index + 1);
        return old;
    }

    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof List)) {
            return false;
        }
        int mods = modCount;
        boolean same;
        if (o.getClass() == ArrayList.class) {
            ArrayList<?> other = (ArrayList<?>) o;
            same = other.count == count;
            for (int i = 0; same && i < count; i++) {
                same = matches(cells[i], other.cells[i]);
            }
        } else {
            Iterator<?> theirs = ((List<?>) o).iterator();
            int i = 0;
            same = true;
            for (; same && i < count && theirs.hasNext(); i++) {
                same = matches(cells[i], theirs.next());
            }
            same = same && i == count && !theirs.hasNext();
        }
        if (modCount != mods) {
            throw new ConcurrentModificationException();
        }
        return same;
    }

    public int hashCode() {
        int mods = modCount;
        int h = 1;
        for (int i = 0; i < count; i++) {
            Object e = cells[i];
            h = 31 * h + (e == null ? 0 : e.hashCode());
        }
        if (modCount != mods) {
            throw new ConcurrentModificationException();
        }
        return h;
    }

    public boolean remove(Object o) {
        int i = ListStore.find(cells, o, 0, count);
        if (i < 0) {
            return false;
        }
        modCount++;
        closeGap(i, i + 1);
        return true;
    }

    /** Structural even when the list is already empty. */
    public void clear() {
        modCount++;
        Arrays.fill(cells, 0, count, null);
        count = 0;
    }

    /** Counts as a modification even when c is empty. */
    public boolean addAll(Collection<? extends E> c) {
        Object[] a = c.toArray();
        modCount++;
        int n = a.length;
        if (n == 0) {
            return false;
        }
        roomFor(n);
        System.arraycopy(a, 0, cells, count, n);
        count += n;
        return true;
    }

    public boolean addAll(int index, Collection<? extends E> c) {
        ListIndex.insertion(index, count);
        Object[] a = c.toArray();
        modCount++;
        int n = a.length;
        if (n == 0) {
            return false;
        }
        openGap(index, n);
        System.arraycopy(a, 0, cells, index, n);
        return true;
    }

    /** Structural even for an empty range. */
    protected void removeRange(int fromIndex, int toIndex) {
        if (fromIndex > toIndex) {
            throw new IndexOutOfBoundsException("From Index: " + fromIndex + " > To Index: " + toIndex);
        }
        modCount++;
        closeGap(fromIndex, toIndex);
    }

    public boolean removeAll(Collection<?> c) {
        return keepByMembership(c, false);
    }

    public boolean retainAll(Collection<?> c) {
        return keepByMembership(c, true);
    }

    private boolean keepByMembership(Collection<?> c, boolean keepIfIn) {
        Objects.requireNonNull(c);
        ListStore.Sweep sweep = new ListStore.Sweep(cells, 0, count, count);
        int dropped = 0;
        try {
            sweep.keep(c, keepIfIn);
        } finally {
            dropped = sweep.close();
            if (dropped > 0) {
                count -= dropped;
                modCount++;
            }
        }
        return dropped > 0;
    }

    public ListIterator<E> listIterator(int index) {
        ListIndex.insertion(index, count);
        return new ListCursor<E>(this, index, true);
    }

    public ListIterator<E> listIterator() {
        return new ListCursor<E>(this, 0, true);
    }

    public Iterator<E> iterator() {
        return new ListCursor<E>(this, 0, true);
    }

    public List<E> subList(int fromIndex, int toIndex) {
        return super.subList(fromIndex, toIndex);
    }

    /** Stops at the first change the action makes, then throws. */
    @SuppressWarnings("unchecked")
    public void forEach(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        int mods = modCount;
        Object[] a = cells;
        int n = count;
        for (int i = 0; i < n && modCount == mods; i++) {
            action.accept((E) a[i]);
        }
        if (modCount != mods) {
            throw new ConcurrentModificationException();
        }
    }

    /** Tests every element before removing any, so a throwing filter leaves the list intact. */
    public boolean removeIf(Predicate<? super E> filter) {
        return removeMatching(filter, 0, count) > 0;
    }

    /** removeIf over [from, to), also for ArrayList sublists; the number removed. */
    int removeMatching(Predicate<? super E> filter, int from, int to) {
        Objects.requireNonNull(filter);
        int mods = modCount;
        long[] marks = ListStore.select(cells, from, to, filter);
        if (modCount != mods) {
            throw new ConcurrentModificationException();
        }
        if (marks == null) {
            return 0;
        }
        int removed = ListStore.dropSelected(cells, from, to, count, marks);
        count -= removed;
        modCount++;
        return removed;
    }

    @SuppressWarnings("unchecked")
    public void replaceAll(UnaryOperator<E> operator) {
        Objects.requireNonNull(operator);
        int mods = modCount;
        Object[] a = cells;
        int n = count;
        for (int i = 0; i < n && modCount == mods; i++) {
            a[i] = operator.apply((E) a[i]);
        }
        if (modCount != mods) {
            throw new ConcurrentModificationException();
        }
        modCount++;
    }

    @SuppressWarnings("unchecked")
    public void sort(Comparator<? super E> c) {
        int mods = modCount;
        Arrays.sort((E[]) cells, 0, count, c);
        if (modCount != mods) {
            throw new ConcurrentModificationException();
        }
        modCount++;
    }

    int walkLimit() {
        return count;
    }

    boolean cursorsBounded() {
        return true;
    }
}
