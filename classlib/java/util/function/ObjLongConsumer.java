// java.util.function.ObjLongConsumer: an operation taking an object and a long, returning nothing.
package java.util.function;

/** Represents an operation taking an object and a long, returning nothing. */
@FunctionalInterface
public interface ObjLongConsumer<T> {
    /** Performs the operation. */
    void accept(T t, long value);
}
