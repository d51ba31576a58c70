// java.util.Comparators: the comparator classes behind Comparator's default and static methods.
package java.util;

import java.util.function.Function;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

/** Package-private comparator implementations. */
final class Comparators {
    private Comparators() {
    }

    /** The natural ordering of Comparable objects. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static final class Natural implements Comparator<Comparable<Object>> {
        static final Natural INSTANCE = new Natural();

        public int compare(Comparable<Object> a, Comparable<Object> b) {
            return a.compareTo(b);
        }

        public Comparator<Comparable<Object>> reversed() {
            return (Comparator) Collections.reverseOrder();
        }
    }

    /** One ordering, ties broken by a second. */
    static final class Then<T> implements Comparator<T> {
        private final Comparator<? super T> first;
        private final Comparator<? super T> second;

        Then(Comparator<? super T> first, Comparator<? super T> second) {
            this.first = first;
            this.second = second;
        }

        public int compare(T a, T b) {
            int r = first.compare(a, b);
            return (r != 0) ? r : second.compare(a, b);
        }
    }

    /** Places null first or last, comparing other values with an optional comparator. */
    static final class Nulls<T> implements Comparator<T> {
        private final boolean nullFirst;
        private final Comparator<T> real;

        @SuppressWarnings("unchecked")
        Nulls(boolean nullFirst, Comparator<? super T> real) {
            this.nullFirst = nullFirst;
            this.real = (Comparator<T>) real;
        }

        public int compare(T a, T b) {
            if (a == null) {
                return (b == null) ? 0 : (nullFirst ? -1 : 1);
            } else if (b == null) {
                return nullFirst ? 1 : -1;
            }
            return (real == null) ? 0 : real.compare(a, b);
        }

        public Comparator<T> reversed() {
            return new Nulls<T>(!nullFirst, real == null ? null : Collections.reverseOrder(real));
        }

        /** Keeps nulls where they are: only non-null values reach other. */
        public Comparator<T> thenComparing(Comparator<? super T> other) {
            Objects.requireNonNull(other);
            return new Nulls<T>(nullFirst, real == null ? other : real.thenComparing(other));
        }
    }

    /** Compares the keys a function extracts with a key comparator. */
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

    /** Compares the int keys a function extracts. */
    static final class ByIntKey<T> implements Comparator<T> {
        private final ToIntFunction<? super T> key;

        ByIntKey(ToIntFunction<? super T> key) {
            this.key = key;
        }

        public int compare(T a, T b) {
            return Integer.compare(key.applyAsInt(a), key.applyAsInt(b));
        }
    }

    /** Compares the long keys a function extracts. */
    static final class ByLongKey<T> implements Comparator<T> {
        private final ToLongFunction<? super T> key;

        ByLongKey(ToLongFunction<? super T> key) {
            this.key = key;
        }

        public int compare(T a, T b) {
            return Long.compare(key.applyAsLong(a), key.applyAsLong(b));
        }
    }

    /** Compares the double keys a function extracts, as Double.compare does. */
    static final class ByDoubleKey<T> implements Comparator<T> {
        private final ToDoubleFunction<? super T> key;

        ByDoubleKey(ToDoubleFunction<? super T> key) {
            this.key = key;
        }

        public int compare(T a, T b) {
            return Double.compare(key.applyAsDouble(a), key.applyAsDouble(b));
        }
    }

    /** Orders map entries by key or by value, naturally or with a comparator. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static final class EntryOrder<K, V> implements Comparator<Map.Entry<K, V>> {
        static final EntryOrder BY_KEY = new EntryOrder(true, Natural.INSTANCE);
        static final EntryOrder BY_VALUE = new EntryOrder(false, Natural.INSTANCE);

        private final boolean byKey;
        private final Comparator order;

        EntryOrder(boolean byKey, Comparator<?> order) {
            this.byKey = byKey;
            this.order = order;
        }

        public int compare(Map.Entry<K, V> a, Map.Entry<K, V> b) {
            return byKey ? order.compare(a.getKey(), b.getKey()) : order.compare(a.getValue(), b.getValue());
        }
    }
}
