// java.util.AbstractSet: Set equality and hashing over AbstractCollection.
package java.util;

/** A skeletal implementation of Set. */
public abstract class AbstractSet<E> extends AbstractCollection<E> implements Set<E> {
    /** For subclasses. */
    protected AbstractSet() {
    }

    /** True for a set of the same size all of whose elements are contained here. */
    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof Set)) {
            return false;
        }
        Collection<?> c = (Collection<?>) o;
        if (c.size() != size()) {
            return false;
        }
        try {
            return containsAll(c);
        } catch (ClassCastException e) {
            return false;
        } catch (NullPointerException e) {
            return false;
        }
    }

    /** The sum of the elements' hash codes. */
    public int hashCode() {
        int h = 0;
        Iterator<E> it = iterator();
        while (it.hasNext()) {
            E e = it.next();
            if (e != null) {
                h += e.hashCode();
            }
        }
        return h;
    }

    /** Walks the smaller of the two collections. */
    public boolean removeAll(Collection<?> c) {
        Objects.requireNonNull(c);
        boolean modified = false;
        if (size() > c.size()) {
            for (Object e : c) {
                if (remove(e)) {
                    modified = true;
                }
            }
        } else {
            Iterator<?> it = iterator();
            while (it.hasNext()) {
                if (c.contains(it.next())) {
                    it.remove();
                    modified = true;
                }
            }
        }
        return modified;
    }
}
