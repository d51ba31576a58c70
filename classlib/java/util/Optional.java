// java.util.Optional: a container that holds one non-null value or nothing. Everything of JDK 17's
// Optional but stream() (wwvm has no streams yet); the functions it returns are not lambdas.
package java.util;

import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;

/** A container object which may or may not contain a non-null value. */
public final class Optional<T> {
    private static final Optional<?> EMPTY = new Optional<Object>(null);

    /** The value, or null for the empty Optional. */
    private final T value;

    private Optional(T value) {
        this.value = value;
    }

    /** The empty Optional. */
    @SuppressWarnings("unchecked")
    public static <T> Optional<T> empty() {
        return (Optional<T>) EMPTY;
    }

    /** An Optional holding value. NullPointerException if value is null. */
    public static <T> Optional<T> of(T value) {
        return new Optional<T>(Objects.requireNonNull(value));
    }

    /** An Optional holding value, or the empty one if value is null. */
    public static <T> Optional<T> ofNullable(T value) {
        return (value == null) ? Optional.<T>empty() : new Optional<T>(value);
    }

    /** The value. NoSuchElementException("No value present") if there is none. */
    public T get() {
        if (value == null) {
            throw new NoSuchElementException("No value present");
        }
        return value;
    }

    /** Whether there is a value. */
    public boolean isPresent() {
        return value != null;
    }

    /** Whether there is no value. */
    public boolean isEmpty() {
        return value == null;
    }

    /** Passes the value, if any, to action. */
    public void ifPresent(Consumer<? super T> action) {
        if (value != null) {
            action.accept(value);
        }
    }

    /** Passes the value to action if there is one, else runs emptyAction. */
    public void ifPresentOrElse(Consumer<? super T> action, Runnable emptyAction) {
        if (value != null) {
            action.accept(value);
        } else {
            emptyAction.run();
        }
    }

    /** This Optional if its value satisfies predicate, else the empty one. */
    public Optional<T> filter(Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        if (value == null) {
            return this;
        }
        return predicate.test(value) ? this : Optional.<T>empty();
    }

    /** An Optional of mapper's result for the value (empty if it is null), or empty if there is none. */
    public <U> Optional<U> map(Function<? super T, ? extends U> mapper) {
        Objects.requireNonNull(mapper);
        if (value == null) {
            return empty();
        }
        return Optional.<U>ofNullable(mapper.apply(value));
    }

    /**
     * mapper's result for the value, or empty if there is none. NullPointerException if mapper
     * returns null.
     */
    @SuppressWarnings("unchecked")
    public <U> Optional<U> flatMap(Function<? super T, ? extends Optional<? extends U>> mapper) {
        Objects.requireNonNull(mapper);
        if (value == null) {
            return empty();
        }
        Optional<U> r = (Optional<U>) mapper.apply(value);
        return Objects.requireNonNull(r);
    }

    /**
     * This Optional if it has a value, else the one supplier gives. NullPointerException if
     * supplier is null or gives null.
     */
    @SuppressWarnings("unchecked")
    public Optional<T> or(Supplier<? extends Optional<? extends T>> supplier) {
        Objects.requireNonNull(supplier);
        if (value != null) {
            return this;
        }
        Optional<T> r = (Optional<T>) supplier.get();
        return Objects.requireNonNull(r);
    }

    /** The value, or other if there is none. */
    public T orElse(T other) {
        return (value != null) ? value : other;
    }

    /** The value, or supplier's result if there is none. */
    public T orElseGet(Supplier<? extends T> supplier) {
        return (value != null) ? value : supplier.get();
    }

    /** The value. NoSuchElementException("No value present") if there is none. */
    public T orElseThrow() {
        if (value == null) {
            throw new NoSuchElementException("No value present");
        }
        return value;
    }

    /** The value, or throws the exception exceptionSupplier gives if there is none. */
    public <X extends Throwable> T orElseThrow(Supplier<? extends X> exceptionSupplier) throws X {
        if (value != null) {
            return value;
        }
        throw exceptionSupplier.get();
    }

    /** True if obj is an Optional with an equal value, or both are empty. */
    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (!(obj instanceof Optional)) {
            return false;
        }
        return Objects.equals(value, ((Optional<?>) obj).value);
    }

    /** The value's hash code, or 0 if there is none. */
    public int hashCode() {
        return Objects.hashCode(value);
    }

    /** "Optional[value]" or "Optional.empty". */
    public String toString() {
        return (value != null) ? ("Optional[" + value + "]") : "Optional.empty";
    }
}
