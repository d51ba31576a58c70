// java.util.AbstractList: List over get(int) and size() for random-access storage, with the
// modCount counter that makes its iterators and sublists fail fast
// (ConcurrentModificationException) after a structural change made behind their back. The
// iterators are ListCursor and the sublists ListSlice, shared with ArrayList and Vector.
package java.util;

/** A skeletal implementation of List backed by random-access storage. */
public abstract class AbstractList<E> extends AbstractCollection<E> implements List<E> {
    /** The number of structural modifications (size changes) so far; iterators compare it. */
    protected transient int modCount = 0;

    protected AbstractList() {
    }

    public boolean add(E e) {
        add(size(), e);
        return true;
    }

    public abstract E get(int index);

    public E set(int index, E element) {
        throw new UnsupportedOperationException();
    }

    public void add(int index, E element) {
        throw new UnsupportedOperationException();
    }

    public E remove(int index) {
        throw new UnsupportedOperationException();
    }

    public int indexOf(Object o) {
        ListIterator<E> it = listIterator();
        while (it.hasNext()) {
            if (matches(o, it.next())) {
                return it.previousIndex();
            }
        }
        return -1;
    }

    public int lastIndexOf(Object o) {
        ListIterator<E> it = listIterator(size());
        while (it.hasPrevious()) {
            if (matches(o, it.previous())) {
                return it.nextIndex();
            }
        }
        return -1;
    }

    public void clear() {
        removeRange(0, size());
    }

    public boolean addAll(int index, Collection<? extends E> c) {
        ListIndex.insertion(index, size());
        int at = index;
        for (E e : c) {
            add(at++, e);
        }
        return at != index;
    }

    public Iterator<E> iterator() {
        return new ListCursor<E>(this, 0, cursorsBounded());
    }

    public ListIterator<E> listIterator() {
        return listIterator(0);
    }

    public ListIterator<E> listIterator(int index) {
        ListIndex.insertion(index, size());
        return new ListCursor<E>(this, index, cursorsBounded());
    }

    public List<E> subList(int fromIndex, int toIndex) {
        ListIndex.range(fromIndex, toIndex, size());
        return ListSlice.cut(this, fromIndex, toIndex);
    }

    /** True if o is a List with equal elements in the same order (List's contract). */
    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof List)) {
            return false;
        }
        ListIterator<E> mine = listIterator();
        ListIterator<?> theirs = ((List<?>) o).listIterator();
        while (mine.hasNext() && theirs.hasNext()) {
            if (!matches(mine.next(), theirs.next())) {
                return false;
            }
        }
        return !(mine.hasNext() || theirs.hasNext());
    }

    /** 31 * h + element hash over the elements, starting from 1 (List's contract). */
    public int hashCode() {
        int h = 1;
        for (E e : this) {
            h = 31 * h + (e == null ? 0 : e.hashCode());
        }
        return h;
    }

    /** Removes [fromIndex, toIndex) one element at a time through a list iterator. */
    protected void removeRange(int fromIndex, int toIndex) {
        ListIterator<E> it = listIterator(fromIndex);
        for (int n = toIndex - fromIndex; n > 0; n--) {
            it.next();
            it.remove();
        }
    }

    // Hooks for ListCursor and ListSlice, overridden by the lists that know better.

    /** The bound hasNext compares the cursor with: the size, read without any check. */
    int walkLimit() {
        return size();
    }

    /** The modification count iterators over this list must see unchanged. */
    int modsSeen() {
        return modCount;
    }

    /**
     * Whether cursors check the bounds themselves (plain NoSuchElementException) instead of
     * letting get fail (NoSuchElementException caused by get's IndexOutOfBoundsException).
     */
    boolean cursorsBounded() {
        return false;
    }
}
