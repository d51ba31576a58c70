// java.util.ListSlice: the view returned by subList of AbstractList, ArrayList and Vector. A
// slice is a window [offset, offset + size) on its base list; slices of slices share the base
// and link to the slice they were cut from, so a change made through any of them updates the
// sizes along that chain. A slice is valid while the base's modCount equals the count it last
// saw; otherwise its operations throw ConcurrentModificationException.
package java.util;

import java.util.function.Predicate;

/** A sublist view over an AbstractList; cut with {@link #cut}. */
class ListSlice<E> extends AbstractList<E> {
    private final AbstractList<E> base;
    private final ListSlice<E> outer;
    private final int offset;
    private int size;

    private ListSlice(AbstractList<E> base, ListSlice<E> outer, int offset, int size, int mods) {
        this.base = base;
        this.outer = outer;
        this.offset = offset;
        this.size = size;
        this.modCount = mods;
    }

    /** A view of list[from, to); the caller has checked the range. */
    static <E> ListSlice<E> cut(AbstractList<E> list, int from, int to) {
        if (list instanceof RandomAccess) {
            return new Indexed<E>(list, null, from, to - from, list.modCount);
        }
        return new ListSlice<E>(list, null, from, to - from, list.modCount);
    }

    /** Slices of an indexed list are indexed themselves. */
    static final class Indexed<E> extends ListSlice<E> implements RandomAccess {
        Indexed(AbstractList<E> base, ListSlice<E> outer, int offset, int size, int mods) {
            super(base, outer, offset, size, mods);
        }
    }

    public int size() {
        checkValid();
        return size;
    }

    public E get(int index) {
        ListIndex.element(index, size);
        checkValid();
        return base.get(offset + index);
    }

    public E set(int index, E e) {
        ListIndex.element(index, size);
        checkValid();
        return base.set(offset + index, e);
    }

    public void add(int index, E e) {
        ListIndex.insertion(index, size);
        checkValid();
        base.add(offset + index, e);
        resized(1);
    }

    public E remove(int index) {
        ListIndex.element(index, size);
        checkValid();
        E old = base.remove(offset + index);
        resized(-1);
        return old;
    }

    public boolean addAll(Collection<? extends E> c) {
        return addAll(size, c);
    }

    public boolean addAll(int index, Collection<? extends E> c) {
        ListIndex.insertion(index, size);
        int n = c.size();
        if (n == 0) {
            return false;
        }
        checkValid();
        base.addAll(offset + index, c);
        resized(n);
        return true;
    }

    protected void removeRange(int from, int to) {
        checkValid();
        base.removeRange(offset + from, offset + to);
        resized(from - to);
    }

    /** On an ArrayList base the elements are all tested before any is removed, as there. */
    public boolean removeIf(Predicate<? super E> filter) {
        if (!(base instanceof ArrayList)) {
            return removeEach(filter);
        }
        checkValid();
        int removed = ((ArrayList<E>) base).removeMatching(filter, offset, offset + size);
        if (removed > 0) {
            resized(-removed);
        }
        return removed > 0;
    }

    private boolean removeEach(Predicate<? super E> filter) {
        Objects.requireNonNull(filter);
        boolean any = false;
        for (Iterator<E> it = iterator(); it.hasNext();) {
            if (filter.test(it.next())) {
                it.remove();
                any = true;
            }
        }
        return any;
    }

    public Iterator<E> iterator() {
        return listIterator(0);
    }

    public ListIterator<E> listIterator(int index) {
        checkValid();
        ListIndex.insertion(index, size);
        return new ListCursor<E>(this, index, true);
    }

    /** Cut from this slice; like the JDK's, it does not check that this slice is still valid. */
    public List<E> subList(int from, int to) {
        ListIndex.range(from, to, size);
        if (this instanceof RandomAccess) {
            return new Indexed<E>(base, this, offset + from, to - from, modCount);
        }
        return new ListSlice<E>(base, this, offset + from, to - from, modCount);
    }

    int walkLimit() {
        return size;
    }

    int modsSeen() {
        return base.modCount;
    }

    private void checkValid() {
        if (base.modCount != modCount) {
            throw new ConcurrentModificationException();
        }
    }

    /** After a change of delta elements made through this slice: every enclosing slice follows. */
    private void resized(int delta) {
        for (ListSlice<E> s = this; s != null; s = s.outer) {
            s.size += delta;
            s.modCount = base.modCount;
        }
    }
}
