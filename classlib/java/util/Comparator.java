// java.util.Comparator: an ordering imposed from outside the compared objects. The default and
// static methods that take functions (comparing, thenComparing(Function)) wait for
// java.util.function; the others are written as small named classes, not lambdas.
package java.util;

/** A comparison function imposing a total ordering on some collection of objects. */
public interface Comparator<T> {
    /** Negative, zero or positive as o1 is less than, equal to or greater than o2. */
    int compare(T o1, T o2);

    boolean equals(Object obj);

    /** The reverse of this ordering. */
    default Comparator<T> reversed() {
        return Collections.reverseOrder(this);
    }

    /** This ordering, with ties broken by other. */
    default Comparator<T> thenComparing(Comparator<? super T> other) {
        Objects.requireNonNull(other);
        return new Comparators.Then<T>(this, other);
    }

    /** The reverse of the natural ordering. */
    public static <T extends Comparable<? super T>> Comparator<T> reverseOrder() {
        return Collections.reverseOrder();
    }

    /** The natural ordering. */
    @SuppressWarnings("unchecked")
    public static <T extends Comparable<? super T>> Comparator<T> naturalOrder() {
        return (Comparator<T>) Comparators.Natural.INSTANCE;
    }

    /** comparator (or equality, when null) for non-null values, with null before everything. */
    public static <T> Comparator<T> nullsFirst(Comparator<? super T> comparator) {
        return new Comparators.Nulls<T>(true, comparator);
    }

    /** comparator (or equality, when null) for non-null values, with null after everything. */
    public static <T> Comparator<T> nullsLast(Comparator<? super T> comparator) {
        return new Comparators.Nulls<T>(false, comparator);
    }
}
