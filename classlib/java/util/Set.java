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

    // ---- unmodifiable sets (FixedSet): nulls are refused (NullPointerException, also from
    // contains(null)), equal elements throw IllegalArgumentException("duplicate element: x"), every
    // change throws UnsupportedOperationException. They iterate in the order the elements are given.

    /** The empty unmodifiable set. */
    @SuppressWarnings("unchecked")
    static <E> Set<E> of() {
        return (Set<E>) FixedSet.NONE;
    }

    /** The unmodifiable set of this element. */
    static <E> Set<E> of(E e1) {
        return FixedSet.of(new Object[] {e1});
    }

    /** The unmodifiable set of these 2 distinct elements. */
    static <E> Set<E> of(E e1, E e2) {
        return FixedSet.of(new Object[] {e1, e2});
    }

    /** The unmodifiable set of these 3 distinct elements. */
    static <E> Set<E> of(E e1, E e2, E e3) {
        return FixedSet.of(new Object[] {e1, e2, e3});
    }

    /** The unmodifiable set of these 4 distinct elements. */
    static <E> Set<E> of(E e1, E e2, E e3, E e4) {
        return FixedSet.of(new Object[] {e1, e2, e3, e4});
    }

    /** The unmodifiable set of these 5 distinct elements. */
    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5) {
        return FixedSet.of(new Object[] {e1, e2, e3, e4, e5});
    }

    /** The unmodifiable set of these 6 distinct elements. */
    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5, E e6) {
        return FixedSet.of(new Object[] {e1, e2, e3, e4, e5, e6});
    }

    /** The unmodifiable set of these 7 distinct elements. */
    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7) {
        return FixedSet.of(new Object[] {e1, e2, e3, e4, e5, e6, e7});
    }

    /** The unmodifiable set of these 8 distinct elements. */
    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7, E e8) {
        return FixedSet.of(new Object[] {e1, e2, e3, e4, e5, e6, e7, e8});
    }

    /** The unmodifiable set of these 9 distinct elements. */
    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7, E e8, E e9) {
        return FixedSet.of(new Object[] {e1, e2, e3, e4, e5, e6, e7, e8, e9});
    }

    /** The unmodifiable set of these 10 distinct elements. */
    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7, E e8, E e9, E e10) {
        return FixedSet.of(new Object[] {e1, e2, e3, e4, e5, e6, e7, e8, e9, e10});
    }

    /** The unmodifiable set of elements, which must be distinct. */
    @SafeVarargs
    static <E> Set<E> of(E... elements) {
        return FixedSet.of(elements);
    }

    /** The unmodifiable set of coll's distinct elements (coll itself if it is one). */
    static <E> Set<E> copyOf(Collection<? extends E> coll) {
        return FixedSet.copyOf(coll);
    }
}
