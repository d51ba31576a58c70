// java.util.Comparator: an ordering imposed from outside the compared objects. The comparators its
// default and static methods build are named classes of SortOrders, whose names show in traces.
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

    /** The reverse of this ordering (Collections.reverseOrder(this)). */
    default Comparator<T> reversed() {
        return Collections.reverseOrder(this);
    }

    /** This ordering, ties broken by other; NullPointerException if other is null. */
    default Comparator<T> thenComparing(Comparator<? super T> other) {
        Objects.requireNonNull(other);
        return new SortOrders.Tiebreak<T>(this, other);
    }

    /** This ordering, ties broken by comparing keyExtractor's keys with keyComparator. */
    default <U> Comparator<T> thenComparing(Function<? super T, ? extends U> keyExtractor,
            Comparator<? super U> keyComparator) {
        return thenComparing(comparing(keyExtractor, keyComparator));
    }

    /** This ordering, ties broken by the natural ordering of keyExtractor's keys. */
    default <U extends Comparable<? super U>> Comparator<T> thenComparing(
            Function<? super T, ? extends U> keyExtractor) {
        return thenComparing(comparing(keyExtractor));
    }

    /** This ordering, ties broken by keyExtractor's int keys. */
    default Comparator<T> thenComparingInt(ToIntFunction<? super T> keyExtractor) {
        return thenComparing(comparingInt(keyExtractor));
    }

    /** This ordering, ties broken by keyExtractor's long keys. */
    default Comparator<T> thenComparingLong(ToLongFunction<? super T> keyExtractor) {
        return thenComparing(comparingLong(keyExtractor));
    }

    /** This ordering, ties broken by keyExtractor's double keys (Double.compare). */
    default Comparator<T> thenComparingDouble(ToDoubleFunction<? super T> keyExtractor) {
        return thenComparing(comparingDouble(keyExtractor));
    }

    /** The reverse of the natural ordering. */
    @SuppressWarnings("unchecked")
    public static <T extends Comparable<? super T>> Comparator<T> reverseOrder() {
        return (Comparator<T>) (Comparator<?>) SortOrders.DESCENDING;
    }

    /** The natural ordering. */
    @SuppressWarnings("unchecked")
    public static <T extends Comparable<? super T>> Comparator<T> naturalOrder() {
        return (Comparator<T>) (Comparator<?>) SortOrders.ASCENDING;
    }

    /** null before every other value, which comparator orders (all equal when it is null). */
    public static <T> Comparator<T> nullsFirst(Comparator<? super T> comparator) {
        return new SortOrders.NullsPlaced<T>(true, comparator);
    }

    /** null after every other value, which comparator orders (all equal when it is null). */
    public static <T> Comparator<T> nullsLast(Comparator<? super T> comparator) {
        return new SortOrders.NullsPlaced<T>(false, comparator);
    }

    /** Compares keyExtractor's keys with keyComparator; NullPointerException if either is null. */
    public static <T, U> Comparator<T> comparing(Function<? super T, ? extends U> keyExtractor,
            Comparator<? super U> keyComparator) {
        Objects.requireNonNull(keyExtractor);
        Objects.requireNonNull(keyComparator);
        return new SortOrders.ByKey<T, U>(keyExtractor, keyComparator);
    }

    /** Compares keyExtractor's keys by their natural ordering; NullPointerException if it is null. */
    @SuppressWarnings("unchecked")
    public static <T, U extends Comparable<? super U>> Comparator<T> comparing(
            Function<? super T, ? extends U> keyExtractor) {
        Objects.requireNonNull(keyExtractor);
        return new SortOrders.ByKey<T, Object>(keyExtractor, SortOrders.ASCENDING);
    }

    /** Compares keyExtractor's int keys; NullPointerException if it is null. */
    public static <T> Comparator<T> comparingInt(ToIntFunction<? super T> keyExtractor) {
        Objects.requireNonNull(keyExtractor);
        return new SortOrders.ByInt<T>(keyExtractor);
    }

    /** Compares keyExtractor's long keys; NullPointerException if it is null. */
    public static <T> Comparator<T> comparingLong(ToLongFunction<? super T> keyExtractor) {
        Objects.requireNonNull(keyExtractor);
        return new SortOrders.ByLong<T>(keyExtractor);
    }

    /** Compares keyExtractor's double keys with Double.compare; NullPointerException if it is null. */
    public static <T> Comparator<T> comparingDouble(ToDoubleFunction<? super T> keyExtractor) {
        Objects.requireNonNull(keyExtractor);
        return new SortOrders.ByDouble<T>(keyExtractor);
    }
}
