// java.util.AbstractSequentialList: List over listIterator(int), for linked storage; every
// positional operation walks a list iterator to the index.
package java.util;

/** A skeletal implementation of List backed by sequential-access storage. */
public abstract class AbstractSequentialList<E> extends AbstractList<E> {
    protected AbstractSequentialList() {
    }

    public E get(int index) {
        try {
            return listIterator(index).next();
        } catch (NoSuchElementException e) {
            throw noElementAt(index);
        }
    }

    public E set(int index, E element) {
        ListIterator<E> it = listIterator(index);
        try {
            E old = it.next();
            it.set(element);
            return old;
        } catch (NoSuchElementException e) {
            throw noElementAt(index);
        }
    }

    public void add(int index, E element) {
        try {
            listIterator(index).add(element);
        } catch (NoSuchElementException e) {
            throw noElementAt(index);
        }
    }

    public E remove(int index) {
        ListIterator<E> it = listIterator(index);
        try {
            E old = it.next();
            it.remove();
            return old;
        } catch (NoSuchElementException e) {
            throw noElementAt(index);
        }
    }

    public boolean addAll(int index, Collection<? extends E> c) {
        try {
            ListIterator<E> it = listIterator(index);
            boolean changed = false;
            for (E e : c) {
                it.add(e);
                changed = true;
            }
            return changed;
        } catch (NoSuchElementException e) {
            throw noElementAt(index);
        }
    }

    public Iterator<E> iterator() {
        return listIterator();
    }

    public abstract ListIterator<E> listIterator(int index);

    private static IndexOutOfBoundsException noElementAt(int index) {
        return new IndexOutOfBoundsException("Index: " + index);
    }
}
