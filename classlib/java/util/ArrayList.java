// java.util.ArrayList: the resizable-array List. Grows by half its capacity (at least to 10 on
// the first add to a default-constructed list); index errors carry the JDK's messages
// ("Index 5 out of bounds for length 3" from get/set/remove, "Index: 5, Size: 3" from add).
// forEach, removeIf and replaceAll check modCount as the JDK's do: the first two throw
// ConcurrentModificationException if their function changed the list, replaceAll counts as a
// modification itself.
package java.util;

import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/** Resizable-array implementation of the List interface. */
public class ArrayList<E> extends AbstractList<E> implements List<E>, RandomAccess, Cloneable, java.io.Serializable {
    private static final int DEFAULT_CAPACITY = 10;
    private static final Object[] EMPTY_ELEMENTDATA = {};
    /** Shared by default-constructed lists, which grow straight to DEFAULT_CAPACITY. */
    private static final Object[] DEFAULTCAPACITY_EMPTY_ELEMENTDATA = {};

    transient Object[] elementData;
    private int size;

    /** An empty list with the given initial capacity. */
    public ArrayList(int initialCapacity) {
        if (initialCapacity > 0) {
            this.elementData = new Object[initialCapacity];
        } else if (initialCapacity == 0) {
            this.elementData = EMPTY_ELEMENTDATA;
        } else {
            throw new IllegalArgumentException("Illegal Capacity: " + initialCapacity);
        }
    }

    /** An empty list (capacity ten once something is added). */
    public ArrayList() {
        this.elementData = DEFAULTCAPACITY_EMPTY_ELEMENTDATA;
    }

    /** A list of c's elements in c's iteration order. */
    public ArrayList(Collection<? extends E> c) {
        Object[] a = c.toArray();
        size = a.length;
        if (size == 0) {
            elementData = EMPTY_ELEMENTDATA;
        } else if (a.getClass() == Object[].class) {
            elementData = a;
        } else {
            elementData = Arrays.copyOf(a, size, Object[].class);
        }
    }

    /** Shrinks the capacity to the size. */
    public void trimToSize() {
        modCount++;
        if (size < elementData.length) {
            elementData = (size == 0) ? EMPTY_ELEMENTDATA : Arrays.copyOf(elementData, size);
        }
    }

    /** Grows the capacity to at least minCapacity. */
    public void ensureCapacity(int minCapacity) {
        if (minCapacity > elementData.length
                && !(elementData == DEFAULTCAPACITY_EMPTY_ELEMENTDATA && minCapacity <= DEFAULT_CAPACITY)) {
            modCount++;
            grow(minCapacity);
        }
    }

    private Object[] grow(int minCapacity) {
        int oldCapacity = elementData.length;
        if (oldCapacity > 0 || elementData != DEFAULTCAPACITY_EMPTY_ELEMENTDATA) {
            int newCapacity = oldCapacity + Math.max(minCapacity - oldCapacity, oldCapacity >> 1);
            if (newCapacity < 0) {
                if (minCapacity < 0) {
                    throw new OutOfMemoryError("Required array length too large");
                }
                newCapacity = Integer.MAX_VALUE - 8 >= minCapacity ? Integer.MAX_VALUE - 8 : minCapacity;
            }
            return elementData = Arrays.copyOf(elementData, newCapacity);
        }
        return elementData = new Object[Math.max(DEFAULT_CAPACITY, minCapacity)];
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public boolean contains(Object o) {
        return indexOf(o) >= 0;
    }

    public int indexOf(Object o) {
        Object[] es = elementData;
        for (int i = 0; i < size; i++) {
            if (Objects.equals(o, es[i])) {
                return i;
            }
        }
        return -1;
    }

    public int lastIndexOf(Object o) {
        Object[] es = elementData;
        for (int i = size - 1; i >= 0; i--) {
            if (Objects.equals(o, es[i])) {
                return i;
            }
        }
        return -1;
    }

    /** A shallow copy (the elements themselves are not copied). */
    public Object clone() {
        try {
            @SuppressWarnings("unchecked")
            ArrayList<E> v = (ArrayList<E>) super.clone();
            v.elementData = Arrays.copyOf(elementData, size);
            v.modCount = 0;
            return v;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    public Object[] toArray() {
        return Arrays.copyOf(elementData, size);
    }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        if (a.length < size) {
            return (T[]) Arrays.copyOf(elementData, size, a.getClass());
        }
        System.arraycopy(elementData, 0, a, 0, size);
        if (a.length > size) {
            a[size] = null;
        }
        return a;
    }

    @SuppressWarnings("unchecked")
    E elementData(int index) {
        return (E) elementData[index];
    }

    public E get(int index) {
        Objects.checkIndex(index, size);
        return elementData(index);
    }

    public E set(int index, E element) {
        Objects.checkIndex(index, size);
        E oldValue = elementData(index);
        elementData[index] = element;
        return oldValue;
    }

    public boolean add(E e) {
        modCount++;
        if (size == elementData.length) {
            grow(size + 1);
        }
        elementData[size++] = e;
        return true;
    }

    public void add(int index, E element) {
        rangeCheckForAdd(index);
        modCount++;
        if (size == elementData.length) {
            grow(size + 1);
        }
        System.arraycopy(elementData, index, elementData, index + 1, size - index);
        elementData[index] = element;
        size++;
    }

    public E remove(int index) {
        Objects.checkIndex(index, size);
        E oldValue = elementData(index);
        fastRemove(index);
        return oldValue;
    }

    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof List)) {
            return false;
        }
        int expectedModCount = modCount;
        boolean equal = super.equals(o);
        checkForComodification(expectedModCount);
        return equal;
    }

    public int hashCode() {
        int expectedModCount = modCount;
        int h = 1;
        for (int i = 0; i < size; i++) {
            Object e = elementData[i];
            h = 31 * h + (e == null ? 0 : e.hashCode());
        }
        checkForComodification(expectedModCount);
        return h;
    }

    private void checkForComodification(int expectedModCount) {
        if (modCount != expectedModCount) {
            throw new ConcurrentModificationException();
        }
    }

    public boolean remove(Object o) {
        int i = indexOf(o);
        if (i < 0) {
            return false;
        }
        fastRemove(i);
        return true;
    }

    private void fastRemove(int i) {
        modCount++;
        int newSize = size - 1;
        if (newSize > i) {
            System.arraycopy(elementData, i + 1, elementData, i, newSize - i);
        }
        elementData[size = newSize] = null;
    }

    public void clear() {
        modCount++;
        for (int i = 0; i < size; i++) {
            elementData[i] = null;
        }
        size = 0;
    }

    public boolean addAll(Collection<? extends E> c) {
        Object[] a = c.toArray();
        modCount++;
        int numNew = a.length;
        if (numNew == 0) {
            return false;
        }
        if (numNew > elementData.length - size) {
            grow(size + numNew);
        }
        System.arraycopy(a, 0, elementData, size, numNew);
        size += numNew;
        return true;
    }

    public boolean addAll(int index, Collection<? extends E> c) {
        rangeCheckForAdd(index);
        Object[] a = c.toArray();
        modCount++;
        int numNew = a.length;
        if (numNew == 0) {
            return false;
        }
        if (numNew > elementData.length - size) {
            grow(size + numNew);
        }
        int numMoved = size - index;
        if (numMoved > 0) {
            System.arraycopy(elementData, index, elementData, index + numNew, numMoved);
        }
        System.arraycopy(a, 0, elementData, index, numNew);
        size += numNew;
        return true;
    }

    protected void removeRange(int fromIndex, int toIndex) {
        if (fromIndex > toIndex) {
            throw new IndexOutOfBoundsException("From Index: " + fromIndex + " > To Index: " + toIndex);
        }
        modCount++;
        System.arraycopy(elementData, toIndex, elementData, fromIndex, size - toIndex);
        int newSize = size - (toIndex - fromIndex);
        for (int i = newSize; i < size; i++) {
            elementData[i] = null;
        }
        size = newSize;
    }

    private void rangeCheckForAdd(int index) {
        if (index > size || index < 0) {
            throw new IndexOutOfBoundsException("Index: " + index + ", Size: " + size);
        }
    }

    public boolean removeAll(Collection<?> c) {
        return batchRemove(c, false);
    }

    public boolean retainAll(Collection<?> c) {
        return batchRemove(c, true);
    }

    /** Keeps the elements whose membership in c equals complement, compacting in place. */
    private boolean batchRemove(Collection<?> c, boolean complement) {
        Objects.requireNonNull(c);
        Object[] es = elementData;
        int w = 0;
        for (int r = 0; r < size; r++) {
            if (c.contains(es[r]) == complement) {
                es[w++] = es[r];
            }
        }
        if (w == size) {
            return false;
        }
        modCount++;
        for (int i = w; i < size; i++) {
            es[i] = null;
        }
        size = w;
        return true;
    }

    public ListIterator<E> listIterator(int index) {
        rangeCheckForAdd(index);
        return new ListItr(index);
    }

    public ListIterator<E> listIterator() {
        return new ListItr(0);
    }

    public Iterator<E> iterator() {
        return new Itr();
    }

    /**
     * Performs action on each element in order, stopping (with ConcurrentModificationException)
     * once action has modified the list.
     */
    @SuppressWarnings("unchecked")
    public void forEach(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        int expectedModCount = modCount;
        Object[] es = elementData;
        int end = size;
        for (int i = 0; modCount == expectedModCount && i < end; i++) {
            action.accept((E) es[i]);
        }
        if (modCount != expectedModCount) {
            throw new ConcurrentModificationException();
        }
    }

    /**
     * Removes the elements satisfying filter. filter sees every element before any is removed;
     * ConcurrentModificationException if it modified the list.
     */
    @SuppressWarnings("unchecked")
    public boolean removeIf(Predicate<? super E> filter) {
        Objects.requireNonNull(filter);
        int expectedModCount = modCount;
        Object[] es = elementData;
        int end = size;
        int i = 0;
        while (i < end && !filter.test((E) es[i])) {
            i++;
        }
        if (i == end) {
            if (modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
            return false;
        }
        int beg = i;
        boolean[] doomed = new boolean[end - beg];
        doomed[0] = true;
        for (i = beg + 1; i < end; i++) {
            doomed[i - beg] = filter.test((E) es[i]);
        }
        if (modCount != expectedModCount) {
            throw new ConcurrentModificationException();
        }
        modCount++;
        int w = beg;
        for (i = beg; i < end; i++) {
            if (!doomed[i - beg]) {
                es[w++] = es[i];
            }
        }
        System.arraycopy(es, end, es, w, size - end);
        int newSize = size - (end - w);
        for (i = newSize; i < size; i++) {
            es[i] = null;
        }
        size = newSize;
        return true;
    }

    /**
     * Replaces each element with operator's result for it, stopping (with
     * ConcurrentModificationException) once operator has modified the list; counts as a modification.
     */
    @SuppressWarnings("unchecked")
    public void replaceAll(UnaryOperator<E> operator) {
        Objects.requireNonNull(operator);
        int expectedModCount = modCount;
        Object[] es = elementData;
        int end = size;
        for (int i = 0; modCount == expectedModCount && i < end; i++) {
            es[i] = operator.apply((E) es[i]);
        }
        if (modCount != expectedModCount) {
            throw new ConcurrentModificationException();
        }
        modCount++;
    }

    /** Sorts with Arrays.sort (stable); counts as a modification. */
    @SuppressWarnings("unchecked")
    public void sort(Comparator<? super E> c) {
        int expectedModCount = modCount;
        Arrays.sort((E[]) elementData, 0, size, c);
        if (modCount != expectedModCount) {
            throw new ConcurrentModificationException();
        }
        modCount++;
    }

    private class Itr implements Iterator<E> {
        int cursor;
        int lastRet = -1;
        int expectedModCount = modCount;

        public boolean hasNext() {
            return cursor != size;
        }

        @SuppressWarnings("unchecked")
        public E next() {
            checkForComodification();
            int i = cursor;
            if (i >= size) {
                throw new NoSuchElementException();
            }
            Object[] es = ArrayList.this.elementData;
            if (i >= es.length) {
                throw new ConcurrentModificationException();
            }
            cursor = i + 1;
            return (E) es[lastRet = i];
        }

        public void remove() {
            if (lastRet < 0) {
                throw new IllegalStateException();
            }
            checkForComodification();
            try {
                ArrayList.this.remove(lastRet);
                cursor = lastRet;
                lastRet = -1;
                expectedModCount = modCount;
            } catch (IndexOutOfBoundsException ex) {
                throw new ConcurrentModificationException();
            }
        }

        final void checkForComodification() {
            if (modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
        }
    }

    private class ListItr extends Itr implements ListIterator<E> {
        ListItr(int index) {
            cursor = index;
        }

        public boolean hasPrevious() {
            return cursor != 0;
        }

        public int nextIndex() {
            return cursor;
        }

        public int previousIndex() {
            return cursor - 1;
        }

        @SuppressWarnings("unchecked")
        public E previous() {
            checkForComodification();
            int i = cursor - 1;
            if (i < 0) {
                throw new NoSuchElementException();
            }
            Object[] es = ArrayList.this.elementData;
            if (i >= es.length) {
                throw new ConcurrentModificationException();
            }
            cursor = i;
            return (E) es[lastRet = i];
        }

        public void set(E e) {
            if (lastRet < 0) {
                throw new IllegalStateException();
            }
            checkForComodification();
            try {
                ArrayList.this.set(lastRet, e);
            } catch (IndexOutOfBoundsException ex) {
                throw new ConcurrentModificationException();
            }
        }

        public void add(E e) {
            checkForComodification();
            try {
                int i = cursor;
                ArrayList.this.add(i, e);
                cursor = i + 1;
                lastRet = -1;
                expectedModCount = modCount;
            } catch (IndexOutOfBoundsException ex) {
                throw new ConcurrentModificationException();
            }
        }
    }
}
