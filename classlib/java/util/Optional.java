// java.util.Optional: a non-null value or nothing. Everything of JDK 17's Optional but stream()
// (wwvm has no streams). A null reference in the one field stands for "nothing"; the empty
// instance is shared.
package java.util;

import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;

/** A container that may or may not hold a non-null value. */
public final class Optional<T> {
    private static final Optional<Object> NOTHING = new Optional<Object>(null);

    /** The value, or null when there is none. */
    private final T held;

    private Optional(T held) {
        this.held = held;
    }

    @SuppressWarnings("unchecked")
    public static <T> Optional<T> empty() {
        return (Optional<T>) NOTHING;
    }

    /** An Optional of value; NullPointerException if it is null. */
    public static <T> Optional<T> of(T value) {
        return new Optional<T>(Objects.requireNonNull(value));
    }

    /** An Optional of value, empty if it is null. */
    public static <T> Optional<T> ofNullable(T value) {
        return value == null ? Optional.<T>empty() : new Optional<T>(value);
    }

    /** The value; NoSuchElementException("No value present") if there is none. */
    public T get() {
        return orElseThrow();
    }

    public boolean isPresent() {
        return held != null;
    }

    public boolean isEmpty() {
        return held == null;
    }

    public void ifPresent(Consumer<? super T> action) {
        if (held != null) {
            action.accept(held);
        }
    }

    public void ifPresentOrElse(Consumer<? super T> action, Runnable emptyAction) {
        if (held != null) {
            action.accept(held);
        } else {
            emptyAction.run();
        }
    }

    /** This if empty or predicate accepts the value, else empty. */
    public Optional<T> filter(Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        return held == null || predicate.test(held) ? this : Optional.<T>empty();
    }

    /** mapper's result for the value (empty if null), or empty. */
    public <U> Optional<U> map(Function<? super T, ? extends U> mapper) {
        Objects.requireNonNull(mapper);
        return held == null ? Optional.<U>empty() : Optional.<U>ofNullable(mapper.apply(held));
    }

    /** mapper's Optional for the value, or empty; NullPointerException if mapper answers null. */
    @SuppressWarnings("unchecked")
    public <U> Optional<U> flatMap(Function<? super T, ? extends Optional<? extends U>> mapper) {
        Objects.requireNonNull(mapper);
        if (held == null) {
            return empty();
        }
        return Objects.requireNonNull((Optional<U>) mapper.apply(held));
    }

    /** This if present, else supplier's Optional (NullPointerException if that is null). */
    @SuppressWarnings("unchecked")
    public Optional<T> or(Supplier<? extends Optional<? extends T>> supplier) {
        Objects.requireNonNull(supplier);
        if (held != null) {
            return this;
        }
        return Objects.requireNonNull((Optional<T>) supplier.get());
    }

    public T orElse(T other) {
        return held != null ? held : other;
    }

    public T orElseGet(Supplier<? extends T> supplier) {
        return held != null ? held : supplier.get();
    }

    public T orElseThrow() {
        if (held == null) {
            throw new NoSuchElementException("No value present");
        }
        return held;
    }

    public <X extends Throwable> T orElseThrow(Supplier<? extends X> exceptionSupplier) throws X {
        if (held == null) {
            throw exceptionSupplier.get();
        }
        return held;
    }

    public boolean equals(Object obj) {
        return obj == this || (obj instanceof Optional<?> && Objects.equals(held, ((Optional<?>) obj).held));
    }

    public int hashCode() {
        return Objects.hashCode(held);
    }

    /** "Optional[value]" or "Optional.empty". */
    public String toString() {
        return held != null ? "Optional[" + held + "]" : "Optional.empty";
    }
}
