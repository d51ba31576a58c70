// java.util.AbstractCollection: Collection implemented over iterator() and size(), the base of
// every collection here; toString gives the JDK's "[a, b]" format, with "(this Collection)"
// standing for the collection itself.
package java.util;

/** A skeletal implementation of Collection. */
public abstract class AbstractCollection<E> implements Collection<E> {
    protected AbstractCollection() {
    }

    public abstract Iterator<E> iterator();

    public abstract int size();

    public boolean isEmpty() {
        return size() == 0;
    }

    public boolean contains(Object o) {
        for (Iterator<E> it = iterator(); it.hasNext();) {
            if (matches(o, it.next())) {
                return true;
            }
        }
        return false;
    }

    /**
     * The elements in iteration order. size() is only a first guess: the iterator decides how
     * many elements there are, so a collection that changes size concurrently still gives a
     * consistent array.
     */
    public Object[] toArray() {
        Object[] out = new Object[size()];
        int n = 0;
        for (Iterator<E> it = iterator(); it.hasNext();) {
            if (n == out.length) {
                out = Arrays.copyOf(out, enlarged(n));
            }
            out[n++] = it.next();
        }
        return n == out.length ? out : Arrays.copyOf(out, n);
    }

    /**
     * The elements in a, if they fit (followed by one null when a is longer), otherwise in a new
     * array of a's runtime type.
     */
    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        int guess = size();
        T[] out = a.length >= guess ? a : Arrays.copyOf(a, guess);
        int n = 0;
        for (Iterator<E> it = iterator(); it.hasNext();) {
            if (n == out.length) {
                out = Arrays.copyOf(out, enlarged(n));
            }
            out[n++] = (T) it.next();
        }
        if (out == a) {
            if (n < a.length) {
                a[n] = null;
            }
            return a;
        }
        if (n <= a.length) {
            // The collection shrank below a's length while it was copied: use a after all.
            System.arraycopy(out, 0, a, 0, n);
            if (n < a.length) {
                a[n] = null;
            }
            return a;
        }
        return n == out.length ? out : Arrays.copyOf(out, n);
    }

    private static int enlarged(int n) {
        int bigger = n + (n >> 1) + 1;
        if (bigger < 0) {
            if (n == Integer.MAX_VALUE) {
                throw new OutOfMemoryError("Required array size too large");
            }
            return Integer.MAX_VALUE;
        }
        return bigger;
    }

    /** The membership test of the collections: o.equals(e), or e == null for a null o. */
    static boolean matches(Object o, Object e) {
        return o == null ? e == null : o.equals(e);
    }

    public boolean add(E e) {
        throw new UnsupportedOperationException();
    }

    public boolean remove(Object o) {
        for (Iterator<E> it = iterator(); it.hasNext();) {
            if (matches(o, it.next())) {
                it.remove();
                return true;
            }
        }
        return false;
    }

    public boolean containsAll(Collection<?> c) {
        for (Object o : c) {
            if (!contains(o)) {
                return false;
            }
        }
        return true;
    }

    public boolean addAll(Collection<? extends E> c) {
        boolean changed = false;
        for (E e : c) {
            if (add(e)) {
                changed = true;
            }
        }
        return changed;
    }

    public boolean removeAll(Collection<?> c) {
        return dropWhere(c, true);
    }

    public boolean retainAll(Collection<?> c) {
        return dropWhere(c, false);
    }

    /** Removes, through the iterator, each element whose membership in c equals inC. */
    private boolean dropWhere(Collection<?> c, boolean inC) {
        Objects.requireNonNull(c);
        boolean changed = false;
        for (Iterator<E> it = iterator(); it.hasNext();) {
            if (c.contains(it.next()) == inC) {
                it.remove();
                changed = true;
            }
        }
        return changed;
    }

    public void clear() {
        for (Iterator<E> it = iterator(); it.hasNext();) {
            it.next();
            it.remove();
        }
    }

    public String toString() {
        Iterator<E> it = iterator();
        if (!it.hasNext()) {
            return "[]";
        }
        StringBuilder sb = new StringBuilder();
        sb.append('[');
        while (true) {
            E e = it.next();
            sb.append(e == this ? "(this Collection)" : String.valueOf(e));
            if (!it.hasNext()) {
                return sb.append(']').toString();
            }
            sb.append(", ");
        }
    }
}
