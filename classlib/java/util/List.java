// java.util.List: an ordered collection with positional access, its Java 8 defaults (sort,
// replaceAll) and the List.of/copyOf factories, which build the unmodifiable lists of
// FixedList. spliterator is missing (wwvm has no streams).
package java.util;

import java.util.function.UnaryOperator;

/** An ordered collection (a sequence). */
public interface List<E> extends Collection<E> {
    int size();

    boolean isEmpty();

    boolean contains(Object o);

    Iterator<E> iterator();

    Object[] toArray();

    <T> T[] toArray(T[] a);

    /** Appends e; always true. */
    boolean add(E e);

    boolean remove(Object o);

    boolean containsAll(Collection<?> c);

    boolean addAll(Collection<? extends E> c);

    /** Inserts the elements of c at index, in c's iteration order. */
    boolean addAll(int index, Collection<? extends E> c);

    boolean removeAll(Collection<?> c);

    boolean retainAll(Collection<?> c);

    /**
     * Replaces each element with operator's result for it, through a list iterator's set.
     * NullPointerException if operator is null.
     */
    default void replaceAll(UnaryOperator<E> operator) {
        Objects.requireNonNull(operator);
        ListIterator<E> li = this.listIterator();
        while (li.hasNext()) {
            li.set(operator.apply(li.next()));
        }
    }

    /**
     * Sorts the list with c (null: natural ordering). This default copies the elements to an array,
     * sorts that with Arrays.sort (stable) and writes them back through a list iterator.
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    default void sort(Comparator<? super E> c) {
        Object[] a = this.toArray();
        Arrays.sort(a, (Comparator) c);
        ListIterator<E> i = this.listIterator();
        for (int k = 0; k < a.length; k++) {
            i.next();
            i.set((E) a[k]);
        }
    }

    void clear();

    /** True if o is a list with equal elements in the same order. */
    boolean equals(Object o);

    /** 31 * h + element hash over the elements, from 1. */
    int hashCode();

    /** The element at index. */
    E get(int index);

    /** Replaces the element at index, returning the old one. */
    E set(int index, E element);

    /** Inserts element at index, shifting later elements right. */
    void add(int index, E element);

    /** Removes the element at index, returning it. */
    E remove(int index);

    /** The index of the first element equal to o, or -1. */
    int indexOf(Object o);

    /** The index of the last element equal to o, or -1. */
    int lastIndexOf(Object o);

    ListIterator<E> listIterator();

    /** A list iterator whose first next() returns the element at index. */
    ListIterator<E> listIterator(int index);

    /** A view of the elements from fromIndex (inclusive) to toIndex (exclusive). */
    List<E> subList(int fromIndex, int toIndex);

    // ---- unmodifiable lists (FixedList): nulls are refused, every change throws
    // UnsupportedOperationException, and contains(null) and indexOf(null) throw NullPointerException.

    /** The empty unmodifiable list. */
    @SuppressWarnings("unchecked")
    static <E> List<E> of() {
        return (List<E>) FixedList.NONE;
    }

    /** The unmodifiable list of these 1 elements. */
    static <E> List<E> of(E e1) {
        return FixedList.copying(new Object[] {e1});
    }

    /** The unmodifiable list of these 2 elements. */
    static <E> List<E> of(E e1, E e2) {
        return FixedList.copying(new Object[] {e1, e2});
    }

    /** The unmodifiable list of these 3 elements. */
    static <E> List<E> of(E e1, E e2, E e3) {
        return FixedList.copying(new Object[] {e1, e2, e3});
    }

    /** The unmodifiable list of these 4 elements. */
    static <E> List<E> of(E e1, E e2, E e3, E e4) {
        return FixedList.copying(new Object[] {e1, e2, e3, e4});
    }

    /** The unmodifiable list of these 5 elements. */
    static <E> List<E> of(E e1, E e2, E e3, E e4, E e5) {
        return FixedList.copying(new Object[] {e1, e2, e3, e4, e5});
    }

    /** The unmodifiable list of these 6 elements. */
    static <E> List<E> of(E e1, E e2, E e3, E e4, E e5, E e6) {
        return FixedList.copying(new Object[] {e1, e2, e3, e4, e5, e6});
    }

    /** The unmodifiable list of these 7 elements. */
    static <E> List<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7) {
        return FixedList.copying(new Object[] {e1, e2, e3, e4, e5, e6, e7});
    }

    /** The unmodifiable list of these 8 elements. */
    static <E> List<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7, E e8) {
        return FixedList.copying(new Object[] {e1, e2, e3, e4, e5, e6, e7, e8});
    }

    /** The unmodifiable list of these 9 elements. */
    static <E> List<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7, E e8, E e9) {
        return FixedList.copying(new Object[] {e1, e2, e3, e4, e5, e6, e7, e8, e9});
    }

    /** The unmodifiable list of these 10 elements. */
    static <E> List<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7, E e8, E e9, E e10) {
        return FixedList.copying(new Object[] {e1, e2, e3, e4, e5, e6, e7, e8, e9, e10});
    }

    /** The unmodifiable list of a copy of elements. */
    @SafeVarargs
    static <E> List<E> of(E... elements) {
        return FixedList.copying(elements);
    }

    /** The unmodifiable list of coll's elements in iteration order (coll itself if it is one). */
    static <E> List<E> copyOf(Collection<? extends E> coll) {
        return FixedList.copyOf(coll);
    }
}
