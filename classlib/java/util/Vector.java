// java.util.Vector: the synchronized growable array of CLDC and JDK 1.0, retrofitted as a List.
// Capacity grows by capacityIncrement, or doubles when that is 0 (capacity() shows it); the
// legacy methods keep their ArrayIndexOutOfBoundsException messages ("5 >= 3", "Array index
// out of range: 5"), and negative indexes fail with the messages the JDK's array accesses give.
// Iterators are ListCursor under the vector's lock; sublists are ListSlice wrapped so that
// they synchronize on the vector.
package java.util;

import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/** A growable array of objects. */
public class Vector<E> extends AbstractList<E>
        implements List<E>, RandomAccess, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = -2767605614048989439L;

    /** The storage; elements occupy [0, elementCount), the rest is null. */
    protected Object[] elementData;

    /** The number of elements. */
    protected int elementCount;

    /** How much the capacity grows when full; 0 or less means it doubles. */
    protected int capacityIncrement;

    public Vector(int initialCapacity, int capacityIncrement) {
        if (initialCapacity < 0) {
            throw new IllegalArgumentException("Illegal Capacity: " + initialCapacity);
        }
        this.elementData = new Object[initialCapacity];
        this.capacityIncrement = capacityIncrement;
    }

    public Vector(int initialCapacity) {
        this(initialCapacity, 0);
    }

    public Vector() {
        this(10);
    }

    /** Capacity exactly c's size. */
    public Vector(Collection<? extends E> c) {
        Object[] a = c.toArray();
        elementData = c.getClass() == ArrayList.class ? a : Arrays.copyOf(a, a.length, Object[].class);
        elementCount = a.length;
    }

    // ---- capacity

    /** Grows to at least needed: by capacityIncrement, or doubling, or to needed if more. */
    private void growTo(int needed) {
        if (needed < 0) {
            throw new OutOfMemoryError("Required array length too large");
        }
        int old = elementData.length;
        int target = old + (capacityIncrement > 0 ? capacityIncrement : old);
        if (target < needed || target < 0) {
            target = needed;
        }
        elementData = Arrays.copyOf(elementData, target);
    }

    private void roomFor(int n) {
        int needed = elementCount + n;
        if (needed > elementData.length || needed < 0) {
            growTo(needed);
        }
    }

    /** The exception the JDK's direct array access gives for a negative index. */
    private ArrayIndexOutOfBoundsException badSlot(int index) {
        return new ArrayIndexOutOfBoundsException(
                "Index " + index + " out of bounds for length " + elementData.length);
    }

    /** Closes [from, to), moving the tail down and clearing the vacated slots. */
    private void closeGap(int from, int to) {
        System.arraycopy(elementData, to, elementData, from, elementCount - to);
        int newCount = elementCount - (to - from);
        Arrays.fill(elementData, newCount, elementCount, null);
        elementCount = newCount;
    }

    public synchronized void copyInto(Object[] anArray) {
        System.arraycopy(elementData, 0, anArray, 0, elementCount);
    }

    public synchronized void trimToSize() {
        modCount++;
        if (elementCount < elementData.length) {
            elementData = Arrays.copyOf(elementData, elementCount);
        }
    }

    /** Any positive request counts as a modification, whether or not it grows. */
    public synchronized void ensureCapacity(int minCapacity) {
        if (minCapacity > 0) {
            modCount++;
            if (minCapacity > elementData.length) {
                growTo(minCapacity);
            }
        }
    }

    /** Pads with nulls or drops the tail. */
    public synchronized void setSize(int newSize) {
        modCount++;
        if (newSize > elementData.length) {
            growTo(newSize);
        }
        if (newSize < 0) {
            throw badSlot(newSize);
        }
        if (newSize < elementCount) {
            Arrays.fill(elementData, newSize, elementCount, null);
        }
        elementCount = newSize;
    }

    public synchronized int capacity() {
        return elementData.length;
    }

    public synchronized int size() {
        return elementCount;
    }

    public synchronized boolean isEmpty() {
        return elementCount == 0;
    }

    /** An Enumeration that reads the vector live, under its lock. */
    public Enumeration<E> elements() {
        return new Listing();
    }

    private final class Listing implements Enumeration<E> {
        private int at;

        public boolean hasMoreElements() {
            return at < elementCount;
        }

        @SuppressWarnings("unchecked")
        public E nextElement() {
            synchronized (Vector.this) {
                if (at < elementCount) {
                    return (E) elementData[at++];
                }
            }
            throw new NoSuchElementException("Vector Enumeration");
        }
    }

    // ---- searching

    public boolean contains(Object o) {
        return indexOf(o, 0) >= 0;
    }

    public int indexOf(Object o) {
        return indexOf(o, 0);
    }

    public synchronized int indexOf(Object o, int index) {
        if (index < 0) {
            throw badSlot(index);
        }
        return ListStore.find(elementData, o, index, elementCount);
    }

    public synchronized int lastIndexOf(Object o) {
        return lastIndexOf(o, elementCount - 1);
    }

    public synchronized int lastIndexOf(Object o, int index) {
        if (index >= elementCount) {
            throw new IndexOutOfBoundsException(index + " >= " + elementCount);
        }
        return ListStore.findLast(elementData, o, 0, index + 1);
    }

    // ---- the legacy element methods

    @SuppressWarnings("unchecked")
    public synchronized E elementAt(int index) {
        if (index >= elementCount) {
            throw new ArrayIndexOutOfBoundsException(index + " >= " + elementCount);
        }
        if (index < 0) {
            throw badSlot(index);
        }
        return (E) elementData[index];
    }

    @SuppressWarnings("unchecked")
    public synchronized E firstElement() {
        if (elementCount == 0) {
            throw new NoSuchElementException();
        }
        return (E) elementData[0];
    }

    @SuppressWarnings("unchecked")
    public synchronized E lastElement() {
        if (elementCount == 0) {
            throw new NoSuchElementException();
        }
        return (E) elementData[elementCount - 1];
    }

    public synchronized void setElementAt(E obj, int index) {
        if (index >= elementCount) {
            throw new ArrayIndexOutOfBoundsException(index + " >= " + elementCount);
        }
        if (index < 0) {
            throw badSlot(index);
        }
        elementData[index] = obj;
    }

    public synchronized void removeElementAt(int index) {
        if (index >= elementCount) {
            throw new ArrayIndexOutOfBoundsException(index + " >= " + elementCount);
        }
        if (index < 0) {
            throw new ArrayIndexOutOfBoundsException(index);
        }
        modCount++;
        closeGap(index, index + 1);
    }

    public synchronized void insertElementAt(E obj, int index) {
        if (index > elementCount) {
            throw new ArrayIndexOutOfBoundsException(index + " > " + elementCount);
        }
        modCount++;
        roomFor(1);
        if (index < 0) {
            throw new ArrayIndexOutOfBoundsException("arraycopy: source index " + index
                    + " out of bounds for object array[" + elementData.length + "]");
        }
        System.arraycopy(elementData, index, elementData, index + 1, elementCount - index);
        elementData[index] = obj;
        elementCount++;
    }

    public synchronized void addElement(E obj) {
        modCount++;
        roomFor(1);
        elementData[elementCount++] = obj;
    }

    /** Counts as a modification even when obj is absent. */
    public synchronized boolean removeElement(Object obj) {
        modCount++;
        int i = indexOf(obj, 0);
        if (i < 0) {
            return false;
        }
        removeElementAt(i);
        return true;
    }

    public synchronized void removeAllElements() {
        Arrays.fill(elementData, 0, elementCount, null);
        elementCount = 0;
        modCount++;
    }

    /** A copy whose capacity is the element count. */
    public synchronized Object clone() {
        try {
            @SuppressWarnings("unchecked")
            Vector<E> copy = (Vector<E>) super.clone();
            copy.elementData = Arrays.copyOf(elementData, elementCount);
            copy.modCount = 0;
            return copy;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    public synchronized Object[] toArray() {
        return Arrays.copyOf(elementData, elementCount);
    }

    @SuppressWarnings("unchecked")
    public synchronized <T> T[] toArray(T[] a) {
        if (a.length < elementCount) {
            return (T[]) Arrays.copyOf(elementData, elementCount, a.getClass());
        }
        System.arraycopy(elementData, 0, a, 0, elementCount);
        if (a.length > elementCount) {
            a[elementCount] = null;
        }
        return a;
    }

    // ---- List

    @SuppressWarnings("unchecked")
    public synchronized E get(int index) {
        if (index >= elementCount) {
            throw new ArrayIndexOutOfBoundsException(index);
        }
        if (index < 0) {
            throw badSlot(index);
        }
        return (E) elementData[index];
    }

    public synchronized E set(int index, E element) {
        E old = get(index);
        elementData[index] = element;
        return old;
    }

    public synchronized boolean add(E e) {
        addElement(e);
        return true;
    }

    public boolean remove(Object o) {
        return removeElement(o);
    }

    public void add(int index, E element) {
        insertElementAt(element, index);
    }

    /** Counts as a modification even when the index is bad. */
    public synchronized E remove(int index) {
        modCount++;
        E old = get(index);
        closeGap(index, index + 1);
        return old;
    }

    public void clear() {
        removeAllElements();
    }

    public synchronized boolean containsAll(Collection<?> c) {
        return super.containsAll(c);
    }

    /** Counts as a modification even when c is empty. */
    public boolean addAll(Collection<? extends E> c) {
        Object[] a = c.toArray();
        synchronized (this) {
            modCount++;
            int n = a.length;
            if (n == 0) {
                return false;
            }
            roomFor(n);
            System.arraycopy(a, 0, elementData, elementCount, n);
            elementCount += n;
            return true;
        }
    }

    public synchronized boolean removeAll(Collection<?> c) {
        return keepByMembership(c, false);
    }

    public synchronized boolean retainAll(Collection<?> c) {
        return keepByMembership(c, true);
    }

    private boolean keepByMembership(Collection<?> c, boolean keepIfIn) {
        Objects.requireNonNull(c);
        ListStore.Sweep sweep = new ListStore.Sweep(elementData, 0, elementCount, elementCount);
        int dropped = 0;
        try {
            sweep.keep(c, keepIfIn);
        } finally {
            dropped = sweep.close();
            if (dropped > 0) {
                elementCount -= dropped;
                modCount++;
            }
        }
        return dropped > 0;
    }

    public synchronized boolean addAll(int index, Collection<? extends E> c) {
        if (index < 0 || index > elementCount) {
            throw new ArrayIndexOutOfBoundsException(index);
        }
        Object[] a = c.toArray();
        modCount++;
        int n = a.length;
        if (n == 0) {
            return false;
        }
        roomFor(n);
        System.arraycopy(elementData, index, elementData, index + n, elementCount - index);
        System.arraycopy(a, 0, elementData, index, n);
        elementCount += n;
        return true;
    }

    public synchronized boolean equals(Object o) {
        return super.equals(o);
    }

    public synchronized int hashCode() {
        return super.hashCode();
    }

    public synchronized String toString() {
        return super.toString();
    }

    /** A sublist that synchronizes on this vector. */
    public synchronized List<E> subList(int fromIndex, int toIndex) {
        return Collections.synchronizedList(super.subList(fromIndex, toIndex), this);
    }

    protected synchronized void removeRange(int fromIndex, int toIndex) {
        modCount++;
        closeGap(fromIndex, toIndex);
    }

    public synchronized ListIterator<E> listIterator(int index) {
        if (index < 0 || index > elementCount) {
            throw new IndexOutOfBoundsException("Index: " + index);
        }
        return new Walker(index);
    }

    public synchronized ListIterator<E> listIterator() {
        return new Walker(0);
    }

    public synchronized Iterator<E> iterator() {
        return new Walker(0);
    }

    /** Stops at the first change the action makes, then throws. */
    @SuppressWarnings("unchecked")
    public synchronized void forEach(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        int mods = modCount;
        Object[] a = elementData;
        int n = elementCount;
        for (int i = 0; i < n && modCount == mods; i++) {
            action.accept((E) a[i]);
        }
        if (modCount != mods) {
            throw new ConcurrentModificationException();
        }
    }

    /** Tests every element before removing any, so a throwing filter leaves the vector intact. */
    public synchronized boolean removeIf(Predicate<? super E> filter) {
        Objects.requireNonNull(filter);
        int mods = modCount;
        long[] marks = ListStore.select(elementData, 0, elementCount, filter);
        if (modCount != mods) {
            throw new ConcurrentModificationException();
        }
        if (marks == null) {
            return false;
        }
        elementCount -= ListStore.dropSelected(elementData, 0, elementCount, elementCount, marks);
        modCount++;
        return true;
    }

    @SuppressWarnings("unchecked")
    public synchronized void replaceAll(UnaryOperator<E> operator) {
        Objects.requireNonNull(operator);
        int mods = modCount;
        Object[] a = elementData;
        int n = elementCount;
        for (int i = 0; i < n && modCount == mods; i++) {
            a[i] = operator.apply((E) a[i]);
        }
        if (modCount != mods) {
            throw new ConcurrentModificationException();
        }
        modCount++;
    }

    @SuppressWarnings("unchecked")
    public synchronized void sort(Comparator<? super E> c) {
        int mods = modCount;
        Arrays.sort((E[]) elementData, 0, elementCount, c);
        if (modCount != mods) {
            throw new ConcurrentModificationException();
        }
        modCount++;
    }

    int walkLimit() {
        return elementCount;
    }

    boolean cursorsBounded() {
        return true;
    }

    /** ListCursor with every move made under the vector's lock. */
    private final class Walker extends ListCursor<E> {
        Walker(int start) {
            super(Vector.this, start, true);
        }

        public E next() {
            synchronized (Vector.this) {
                return super.next();
            }
        }

        public E previous() {
            synchronized (Vector.this) {
                return super.previous();
            }
        }

        public void remove() {
            synchronized (Vector.this) {
                super.remove();
            }
        }

        public void set(E e) {
            synchronized (Vector.this) {
                super.set(e);
            }
        }

        public void add(E e) {
            synchronized (Vector.this) {
                super.add(e);
            }
        }
    }
}
