// java.util.function.ObjDoubleConsumer: an operation taking an object and a double, returning nothing.
package java.util.function;

/** Represents an operation taking an object and a double, returning nothing. */
@FunctionalInterface
public interface ObjDoubleConsumer<T> {
    /** Performs the operation. */
    void accept(T t, double value);
}
