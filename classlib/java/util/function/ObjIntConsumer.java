// java.util.function.ObjIntConsumer: an operation taking an object and an int, returning nothing.
package java.util.function;

/** Represents an operation taking an object and an int, returning nothing. */
@FunctionalInterface
public interface ObjIntConsumer<T> {
    /** Performs the operation. */
    void accept(T t, int value);
}
