// java.util.Comparators: the comparator classes behind Comparator's default and static methods.
package java.util;

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
    }
}
