// java.lang.Iterable: the target of the enhanced for statement, with the Java 8 default forEach.
// spliterator is missing until Spliterator exists in wwvm.
package java.lang;

import java.util.Iterator;
import java.util.Objects;
import java.util.function.Consumer;

/** An object that can be the target of the for-each statement. */
public interface Iterable<T> {
    Iterator<T> iterator();

    /**
     * Performs action on each element in iteration order, until all are done or action throws.
     * NullPointerException if action is null.
     */
    default void forEach(Consumer<? super T> action) {
        Objects.requireNonNull(action);
        for (T t : this) {
            action.accept(t);
        }
    }
}
