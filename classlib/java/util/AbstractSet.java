// java.util.AbstractSet: Set equality and hashing over AbstractCollection, and removeAll
// iterating over whichever of the two collections is smaller, as Set's Javadoc describes.
package java.util;

/** A skeletal implementation of Set. */
public abstract class AbstractSet<E> extends AbstractCollection<E> implements Set<E> {
    protected AbstractSet() {
    }

    /** True if o is a Set of the same size containing all of this set's elements. */
    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof Set)) {
            return false;
        }
        Collection<?> other = (Collection<?>) o;
        if (other.size() != size()) {
            return false;
        }
        try {
            return containsAll(other);
        } catch (ClassCastException e) {
            return false;
        } catch (NullPointerException e) {
            return false;
        }
    }

    /** The sum of the elements' hash codes (0 for null). */
    public int hashCode() {
        int sum = 0;
        for (E e : this) {
            if (e != null) {
                sum += e.hashCode();
            }
        }
        return sum;
    }

    /**
     * When this set is larger than c, removes each element of c from it; otherwise walks this
     * set and removes what c contains.
     */
    public boolean removeAll(Collection<?> c) {
        Objects.requireNonNull(c);
        boolean changed = false;
        if (size() > c.size()) {
            for (Object o : c) {
                if (remove(o)) {
                    changed = true;
                }
            }
            return changed;
        }
        for (Iterator<E> it = iterator(); it.hasNext();) {
            if (c.contains(it.next())) {
                it.remove();
                changed = true;
            }
        }
        return changed;
    }
}
