// java.util.AbstractCollection: Collection implemented over iterator() and size(), the base of
// every collection here; toString gives the JDK's "[a, b]" format.
package java.util;

/** A skeletal implementation of Collection. */
public abstract class AbstractCollection<E> implements Collection<E> {
    /** For subclasses. */
    protected AbstractCollection() {
    }

    public abstract Iterator<E> iterator();

    public abstract int size();

    /** size() == 0. */
    public boolean isEmpty() {
        return size() == 0;
    }

    /** Walks the iterator looking for an element equal to o. */
    public boolean contains(Object o) {
        Iterator<E> it = iterator();
        while (it.hasNext()) {
            if (Objects.equals(o, it.next())) {
                return true;
            }
        }
        return false;
    }

    /** The elements in iteration order. */
    public Object[] toArray() {
        Object[] r = new Object[size()];
        Iterator<E> it = iterator();
        int i = 0;
        while (it.hasNext()) {
            if (i == r.length) {
                r = Arrays.copyOf(r, r.length + (r.length >> 1) + 1);
            }
            r[i++] = it.next();
        }
        return (i == r.length) ? r : Arrays.copyOf(r, i);
    }

    /** The elements in a (null after the last one, if there is room) or in a new array. */
    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        Object[] elems = toArray();
        int n = elems.length;
        if (a.length < n) {
            return (T[]) Arrays.copyOf(elems, n, a.getClass());
        }
        System.arraycopy(elems, 0, a, 0, n);
        if (a.length > n) {
            a[n] = null;
        }
        return a;
    }

    /** Unsupported unless overridden. */
    public boolean add(E e) {
        throw new UnsupportedOperationException();
    }

    /** Removes the first element equal to o through the iterator. */
    public boolean remove(Object o) {
        Iterator<E> it = iterator();
        while (it.hasNext()) {
            if (Objects.equals(o, it.next())) {
                it.remove();
                return true;
            }
        }
        return false;
    }

    public boolean containsAll(Collection<?> c) {
        for (Object e : c) {
            if (!contains(e)) {
                return false;
            }
        }
        return true;
    }

    public boolean addAll(Collection<? extends E> c) {
        boolean modified = false;
        for (E e : c) {
            if (add(e)) {
                modified = true;
            }
        }
        return modified;
    }

    public boolean removeAll(Collection<?> c) {
        Objects.requireNonNull(c);
        boolean modified = false;
        Iterator<?> it = iterator();
        while (it.hasNext()) {
            if (c.contains(it.next())) {
                it.remove();
                modified = true;
            }
        }
        return modified;
    }

    public boolean retainAll(Collection<?> c) {
        Objects.requireNonNull(c);
        boolean modified = false;
        Iterator<E> it = iterator();
        while (it.hasNext()) {
            if (!c.contains(it.next())) {
                it.remove();
                modified = true;
            }
        }
        return modified;
    }

    /** Removes every element through the iterator. */
    public void clear() {
        Iterator<E> it = iterator();
        while (it.hasNext()) {
            it.next();
            it.remove();
        }
    }

    /** "[e1, e2, ...]", the collection itself shown as "(this Collection)". */
    public String toString() {
        Iterator<E> it = iterator();
        if (!it.hasNext()) {
            return "[]";
        }
        StringBuilder sb = new StringBuilder();
        sb.append('[');
        for (;;) {
            E e = it.next();
            sb.append(e == this ? "(this Collection)" : String.valueOf(e));
            if (!it.hasNext()) {
                return sb.append(']').toString();
            }
            sb.append(',').append(' ');
        }
    }
}
