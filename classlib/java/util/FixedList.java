// java.util.FixedList: the unmodifiable, null-free lists of List.of and List.copyOf. One class
// serves a whole list and every subList of it: a window [start, start + length) onto an array
// that nobody writes after construction, so a subList shares its parent's array.
package java.util;

import java.util.function.UnaryOperator;

final class FixedList<E> extends AbstractCollection<E> implements List<E>, RandomAccess {
    /** The list List.of() returns. */
    static final FixedList<Object> NONE = new FixedList<Object>(new Object[0], 0, 0, true);

    private final Object[] cells;
    private final int start;
    private final int length;
    /** A whole list made by a factory, not a subList window (they differ in get's errors). */
    private final boolean whole;

    private FixedList(Object[] cells, int start, int length, boolean whole) {
        this.cells = cells;
        this.start = start;
        this.length = length;
        this.whole = whole;
    }

    /** A list of a copy of items; NullPointerException if one is null. */
    @SuppressWarnings("unchecked")
    static <E> List<E> copying(Object[] items) {
        if (items.length == 0) {
            return (List<E>) NONE;
        }
        Object[] own = new Object[items.length];
        for (int i = 0; i < items.length; i++) {
            own[i] = Objects.requireNonNull(items[i]);
        }
        return new FixedList<E>(own, 0, own.length, true);
    }

    /** coll itself when it is a whole FixedList, else a FixedList of its elements. */
    @SuppressWarnings("unchecked")
    static <E> List<E> copyOf(Collection<? extends E> coll) {
        if (coll instanceof FixedList<?> && ((FixedList<?>) coll).whole) {
            return (List<E>) coll;
        }
        return copying(coll.toArray());
    }

    static UnsupportedOperationException refuse() {
        return new UnsupportedOperationException();
    }

    // ---- reading

    public int size() {
        return length;
    }

    public boolean isEmpty() {
        return length == 0;
    }

    @SuppressWarnings("unchecked")
    public E get(int index) {
        if (index < 0 || index >= length) {
            throw badIndex(index);
        }
        return (E) cells[start + index];
    }

    /**
     * The JDK reports a bad index of a one- or two-element list as "Index: i Size: n", of other
     * lists as an ArrayIndexOutOfBoundsException, and of a subList through Objects.checkIndex.
     */
    private RuntimeException badIndex(int index) {
        String bounds = "Index " + index + " out of bounds for length " + length;
        if (!whole) {
            return new IndexOutOfBoundsException(bounds);
        }
        if (length == 1 || length == 2) {
            return new IndexOutOfBoundsException("Index: " + index + " Size: " + length);
        }
        return new ArrayIndexOutOfBoundsException(bounds);
    }

    public int indexOf(Object o) {
        Objects.requireNonNull(o);
        for (int i = 0; i < length; i++) {
            if (o.equals(cells[start + i])) {
                return i;
            }
        }
        return -1;
    }

    public int lastIndexOf(Object o) {
        Objects.requireNonNull(o);
        for (int i = length - 1; i >= 0; i--) {
            if (o.equals(cells[start + i])) {
                return i;
            }
        }
        return -1;
    }

    public boolean contains(Object o) {
        return indexOf(o) >= 0;
    }

    public Object[] toArray() {
        Object[] out = new Object[length];
        System.arraycopy(cells, start, out, 0, length);
        return out;
    }

    public Iterator<E> iterator() {
        return new Walker(0);
    }

    public ListIterator<E> listIterator() {
        return new Walker(0);
    }

    public ListIterator<E> listIterator(int index) {
        if (index < 0 || index > length) {
            throw new IndexOutOfBoundsException("Index: " + index + " Size: " + length);
        }
        return new Walker(index);
    }

    public List<E> subList(int fromIndex, int toIndex) {
        CollChecks.subListRange(fromIndex, toIndex, length);
        return new FixedList<E>(cells, start + fromIndex, toIndex - fromIndex, false);
    }

    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof List<?>)) {
            return false;
        }
        Iterator<?> other = ((List<?>) o).iterator();
        for (int i = 0; i < length; i++) {
            if (!other.hasNext() || !cells[start + i].equals(other.next())) {
                return false;
            }
        }
        return !other.hasNext();
    }

    public int hashCode() {
        int h = 1;
        for (int i = 0; i < length; i++) {
            h = 31 * h + cells[start + i].hashCode();
        }
        return h;
    }

    // ---- every change is refused, whether or not it would change anything

    public boolean add(E e) {
        throw refuse();
    }

    public void add(int index, E element) {
        throw refuse();
    }

    public boolean addAll(Collection<? extends E> c) {
        throw refuse();
    }

    public boolean addAll(int index, Collection<? extends E> c) {
        throw refuse();
    }

    public E set(int index, E element) {
        throw refuse();
    }

    public boolean remove(Object o) {
        throw refuse();
    }

    public E remove(int index) {
        throw refuse();
    }

    public boolean removeAll(Collection<?> c) {
        throw refuse();
    }

    public boolean retainAll(Collection<?> c) {
        throw refuse();
    }

    public boolean removeIf(java.util.function.Predicate<? super E> filter) {
        throw refuse();
    }

    public void replaceAll(UnaryOperator<E> operator) {
        throw refuse();
    }

    public void sort(Comparator<? super E> c) {
        throw refuse();
    }

    public void clear() {
        throw refuse();
    }

    /** A cursor over the window; it refuses every change. */
    private final class Walker implements ListIterator<E> {
        private int next;

        Walker(int next) {
            this.next = next;
        }

        public boolean hasNext() {
            return next < length;
        }

        @SuppressWarnings("unchecked")
        public E next() {
            if (next >= length) {
                throw new NoSuchElementException();
            }
            return (E) cells[start + next++];
        }

        public boolean hasPrevious() {
            return next > 0;
        }

        @SuppressWarnings("unchecked")
        public E previous() {
            if (next <= 0) {
                throw new NoSuchElementException();
            }
            return (E) cells[start + --next];
        }

        public int nextIndex() {
            return next;
        }

        public int previousIndex() {
            return next - 1;
        }

        public void remove() {
            throw refuse();
        }

        public void set(E e) {
            throw refuse();
        }

        public void add(E e) {
            throw refuse();
        }
    }
}
