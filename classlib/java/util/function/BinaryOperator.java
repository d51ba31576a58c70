// java.util.function.BinaryOperator: a BiFunction whose operands and result share one type;
// minBy and maxBy pick an operand with a comparator (ties go to the first operand).
package java.util.function;

import java.util.Comparator;
import java.util.Objects;

/** Represents an operation on two operands of one type producing a result of that type. */
@FunctionalInterface
public interface BinaryOperator<T> extends BiFunction<T, T, T> {
    /** The lesser operand by comparator (the first when they compare equal). */
    static <T> BinaryOperator<T> minBy(final Comparator<? super T> comparator) {
        Objects.requireNonNull(comparator);
        return new BinaryOperator<T>() {
            public T apply(T a, T b) {
                return comparator.compare(a, b) <= 0 ? a : b;
            }
        };
    }

    /** The greater operand by comparator (the first when they compare equal). */
    static <T> BinaryOperator<T> maxBy(final Comparator<? super T> comparator) {
        Objects.requireNonNull(comparator);
        return new BinaryOperator<T>() {
            public T apply(T a, T b) {
                return comparator.compare(a, b) >= 0 ? a : b;
            }
        };
    }
}
