// java.util.Set: a collection without duplicate elements.
package java.util;

/** A collection that contains no duplicate elements. */
public interface Set<E> extends Collection<E> {
    int size();

    boolean isEmpty();

    boolean contains(Object o);

    Iterator<E> iterator();

    Object[] toArray();

    <T> T[] toArray(T[] a);

    boolean add(E e);

    boolean remove(Object o);

    boolean containsAll(Collection<?> c);

    boolean addAll(Collection<? extends E> c);

    boolean retainAll(Collection<?> c);

    boolean removeAll(Collection<?> c);

    void clear();

    /** True if o is a set of the same size whose elements are all contained here. */
    boolean equals(Object o);

    /** The sum of the elements' hash codes (null counting 0). */
    int hashCode();

    // ---- immutable sets (ImmutableCollections) ----

    /** The empty unmodifiable set. */
    @SuppressWarnings("unchecked")
    static <E> Set<E> of() {
        return (Set<E>) ImmutableCollections.EMPTY_SET;
    }

    /** An unmodifiable set of one element; NullPointerException for a null. */
    static <E> Set<E> of(E e1) {
        return ImmutableCollections.setFromArray(new Object[] {e1});
    }

    /** An unmodifiable set of 2 elements; NullPointerException for a null,
     * IllegalArgumentException ("duplicate element: x") for equal elements. */
    static <E> Set<E> of(E e1, E e2) {
        return ImmutableCollections.setFromArray(new Object[] {e1, e2});
    }

    /** An unmodifiable set of 3 elements; NullPointerException for a null,
     * IllegalArgumentException ("duplicate element: x") for equal elements. */
    static <E> Set<E> of(E e1, E e2, E e3) {
        return ImmutableCollections.setFromArray(new Object[] {e1, e2, e3});
    }

    /** An unmodifiable set of 4 elements; NullPointerException for a null,
     * IllegalArgumentException ("duplicate element: x") for equal elements. */
    static <E> Set<E> of(E e1, E e2, E e3, E e4) {
        return ImmutableCollections.setFromArray(new Object[] {e1, e2, e3, e4});
    }

    /** An unmodifiable set of 5 elements; NullPointerException for a null,
     * IllegalArgumentException ("duplicate element: x") for equal elements. */
    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5) {
        return ImmutableCollections.setFromArray(new Object[] {e1, e2, e3, e4, e5});
    }

    /** An unmodifiable set of 6 elements; NullPointerException for a null,
     * IllegalArgumentException ("duplicate element: x") for equal elements. */
    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5, E e6) {
        return ImmutableCollections.setFromArray(new Object[] {e1, e2, e3, e4, e5, e6});
    }

    /** An unmodifiable set of 7 elements; NullPointerException for a null,
     * IllegalArgumentException ("duplicate element: x") for equal elements. */
    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7) {
        return ImmutableCollections.setFromArray(new Object[] {e1, e2, e3, e4, e5, e6, e7});
    }

    /** An unmodifiable set of 8 elements; NullPointerException for a null,
     * IllegalArgumentException ("duplicate element: x") for equal elements. */
    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7, E e8) {
        return ImmutableCollections.setFromArray(new Object[] {e1, e2, e3, e4, e5, e6, e7, e8});
    }

    /** An unmodifiable set of 9 elements; NullPointerException for a null,
     * IllegalArgumentException ("duplicate element: x") for equal elements. */
    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7, E e8, E e9) {
        return ImmutableCollections.setFromArray(new Object[] {e1, e2, e3, e4, e5, e6, e7, e8, e9});
    }

    /** An unmodifiable set of 10 elements; NullPointerException for a null,
     * IllegalArgumentException ("duplicate element: x") for equal elements. */
    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7, E e8, E e9, E e10) {
        return ImmutableCollections.setFromArray(new Object[] {e1, e2, e3, e4, e5, e6, e7, e8, e9, e10});
    }

    /**
     * An unmodifiable set of the elements; NullPointerException for a null,
     * IllegalArgumentException ("duplicate element: x") for equal elements.
     */
    @SafeVarargs
    static <E> Set<E> of(E... elements) {
        return ImmutableCollections.setFromArray(elements);
    }

    /**
     * An unmodifiable set of coll's distinct elements (coll itself when it is already such a
     * set); NullPointerException for a null element.
     */
    @SuppressWarnings("unchecked")
    static <E> Set<E> copyOf(Collection<? extends E> coll) {
        if (coll instanceof ImmutableCollections.AbstractImmutableSet<?>) {
            return (Set<E>) coll;
        }
        return ImmutableCollections.setFromArray(new HashSet<E>(coll).toArray());
    }
}
