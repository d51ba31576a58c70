// java.util.SortOrders: the comparators that Comparator's default and static methods,
// Map.Entry.comparingBy* and Collections.reverseOrder return. wwvm's class library has no
// lambdas, so each ordering is a small named class; they compare with equals where the JDK's do.
package java.util;

import java.util.function.Function;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

final class SortOrders {
    private SortOrders() {
    }

    /** Comparable.compareTo, ascending. */
    static final Comparator<Object> ASCENDING = new Natural(false);
    /** Comparable.compareTo, descending (Collections.reverseOrder()). */
    static final Comparator<Object> DESCENDING = new Natural(true);

    /** The reverse of order: undoes an earlier reversal instead of stacking a second one. */
    @SuppressWarnings("unchecked")
    static <T> Comparator<T> reverse(Comparator<T> order) {
        if (order == null || order == ASCENDING) {
            return (Comparator<T>) DESCENDING;
        }
        if (order == DESCENDING) {
            return (Comparator<T>) ASCENDING;
        }
        if (order instanceof Backwards<?>) {
            return ((Backwards<T>) order).forwards;
        }
        return new Backwards<T>(order);
    }

    /** The natural ordering, or its reverse. */
    private static final class Natural implements Comparator<Object> {
        private final boolean descending;

        Natural(boolean descending) {
            this.descending = descending;
        }

        @SuppressWarnings("unchecked")
        public int compare(Object a, Object b) {
            return descending ? ((Comparable<Object>) b).compareTo(a) : ((Comparable<Object>) a).compareTo(b);
        }

        public Comparator<Object> reversed() {
            return reverse(this);
        }
    }

    /** Another comparator with its arguments swapped. */
    private static final class Backwards<T> implements Comparator<T> {
        final Comparator<T> forwards;

        Backwards(Comparator<T> forwards) {
            this.forwards = forwards;
        }

        public int compare(T a, T b) {
            return forwards.compare(b, a);
        }

        public Comparator<T> reversed() {
            return forwards;
        }

        public boolean equals(Object o) {
            return o == this || (o instanceof Backwards<?> && forwards.equals(((Backwards<?>) o).forwards));
        }

        public int hashCode() {
            return ~forwards.hashCode();
        }
    }

    /** first, with ties broken by second (thenComparing). */
    static final class Tiebreak<T> implements Comparator<T> {
        private final Comparator<? super T> first;
        private final Comparator<? super T> second;

        Tiebreak(Comparator<? super T> first, Comparator<? super T> second) {
            this.first = first;
            this.second = second;
        }

        public int compare(T a, T b) {
            int c = first.compare(a, b);
            return c != 0 ? c : second.compare(a, b);
        }
    }

    /** Orders by a key that a function extracts, compared with another comparator. */
    static final class ByKey<T, U> implements Comparator<T> {
        private final Function<? super T, ? extends U> key;
        private final Comparator<? super U> keyOrder;

        ByKey(Function<? super T, ? extends U> key, Comparator<? super U> keyOrder) {
            this.key = key;
            this.keyOrder = keyOrder;
        }

        public int compare(T a, T b) {
            return keyOrder.compare(key.apply(a), key.apply(b));
        }
    }

    /** Orders by an int key. */
    static final class ByInt<T> implements Comparator<T> {
        private final ToIntFunction<? super T> key;

        ByInt(ToIntFunction<? super T> key) {
            this.key = key;
        }

        public int compare(T a, T b) {
            return Integer.compare(key.applyAsInt(a), key.applyAsInt(b));
        }
    }

    /** Orders by a long key. */
    static final class ByLong<T> implements Comparator<T> {
        private final ToLongFunction<? super T> key;

        ByLong(ToLongFunction<? super T> key) {
            this.key = key;
        }

        public int compare(T a, T b) {
            return Long.compare(key.applyAsLong(a), key.applyAsLong(b));
        }
    }

    /** Orders by a double key, as Double.compare does. */
    static final class ByDouble<T> implements Comparator<T> {
        private final ToDoubleFunction<? super T> key;

        ByDouble(ToDoubleFunction<? super T> key) {
            this.key = key;
        }

        public int compare(T a, T b) {
            return Double.compare(key.applyAsDouble(a), key.applyAsDouble(b));
        }
    }

    /** null before (or after) every other value; others by an order, or all equal without one. */
    static final class NullsPlaced<T> implements Comparator<T> {
        private final boolean nullFirst;
        private final Comparator<? super T> rest;

        @SuppressWarnings("unchecked")
        NullsPlaced(boolean nullFirst, Comparator<? super T> rest) {
            this.nullFirst = nullFirst;
            this.rest = rest;
        }

        public int compare(T a, T b) {
            if (a == null || b == null) {
                if (a == b) {
                    return 0;
                }
                return (a == null) == nullFirst ? -1 : 1;
            }
            return rest == null ? 0 : rest.compare(a, b);
        }

        public Comparator<T> reversed() {
            return new NullsPlaced<T>(!nullFirst, rest == null ? null : rest.reversed());
        }

        public Comparator<T> thenComparing(Comparator<? super T> other) {
            Objects.requireNonNull(other);
            return new NullsPlaced<T>(nullFirst, rest == null ? other : new Tiebreak<T>(rest, other));
        }
    }

    /** Orders map entries by their keys or their values (natural order when order is null). */
    static final class EntryBy<K, V> implements Comparator<Map.Entry<K, V>> {
        private final boolean byKey;
        private final Comparator<Object> order;

        @SuppressWarnings("unchecked")
        EntryBy(boolean byKey, Comparator<?> order) {
            this.byKey = byKey;
            this.order = order == null ? ASCENDING : (Comparator<Object>) order;
        }

        public int compare(Map.Entry<K, V> a, Map.Entry<K, V> b) {
            return byKey ? order.compare(a.getKey(), b.getKey()) : order.compare(a.getValue(), b.getValue());
        }
    }
}
