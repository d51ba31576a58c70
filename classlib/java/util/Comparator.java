// java.util.Comparator: an ordering imposed from outside the compared objects. The comparators its
// default and static methods return are small named classes in Comparators.java, not lambdas.
package java.util;

import java.util.function.Function;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

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

    /** This ordering, with ties broken by comparing the keys keyExtractor gives with keyComparator. */
    default <U> Comparator<T> thenComparing(Function<? super T, ? extends U> keyExtractor,
            Comparator<? super U> keyComparator) {
        return thenComparing(comparing(keyExtractor, keyComparator));
    }

    /** This ordering, with ties broken by the natural ordering of the keys keyExtractor gives. */
    default <U extends Comparable<? super U>> Comparator<T> thenComparing(
            Function<? super T, ? extends U> keyExtractor) {
        return thenComparing(comparing(keyExtractor));
    }

    /** This ordering, with ties broken by comparing the int keys keyExtractor gives. */
    default Comparator<T> thenComparingInt(ToIntFunction<? super T> keyExtractor) {
        return thenComparing(comparingInt(keyExtractor));
    }

    /** This ordering, with ties broken by comparing the long keys keyExtractor gives. */
    default Comparator<T> thenComparingLong(ToLongFunction<? super T> keyExtractor) {
        return thenComparing(comparingLong(keyExtractor));
    }

    /** This ordering, with ties broken by comparing the double keys keyExtractor gives (Double.compare). */
    default Comparator<T> thenComparingDouble(ToDoubleFunction<? super T> keyExtractor) {
        return thenComparing(comparingDouble(keyExtractor));
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

    /**
     * Compares the keys keyExtractor gives with keyComparator. NullPointerException if either is
     * null.
     */
    public static <T, U> Comparator<T> comparing(Function<? super T, ? extends U> keyExtractor,
            Comparator<? super U> keyComparator) {
        Objects.requireNonNull(keyExtractor);
        Objects.requireNonNull(keyComparator);
        return new Comparators.ByKey<T, U>(keyExtractor, keyComparator);
    }

    /** Compares the keys keyExtractor gives by their natural ordering. NullPointerException if it is null. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public static <T, U extends Comparable<? super U>> Comparator<T> comparing(
            Function<? super T, ? extends U> keyExtractor) {
        Objects.requireNonNull(keyExtractor);
        return new Comparators.ByKey<T, U>(keyExtractor, (Comparator) Comparators.Natural.INSTANCE);
    }

    /** Compares the int keys keyExtractor gives. NullPointerException if it is null. */
    public static <T> Comparator<T> comparingInt(ToIntFunction<? super T> keyExtractor) {
        Objects.requireNonNull(keyExtractor);
        return new Comparators.ByIntKey<T>(keyExtractor);
    }

    /** Compares the long keys keyExtractor gives. NullPointerException if it is null. */
    public static <T> Comparator<T> comparingLong(ToLongFunction<? super T> keyExtractor) {
        Objects.requireNonNull(keyExtractor);
        return new Comparators.ByLongKey<T>(keyExtractor);
    }

    /** Compares the double keys keyExtractor gives with Double.compare. NullPointerException if it is null. */
    public static <T> Comparator<T> comparingDouble(ToDoubleFunction<? super T> keyExtractor) {
        Objects.requireNonNull(keyExtractor);
        return new Comparators.ByDoubleKey<T>(keyExtractor);
    }
}
