// java.lang.Iterable: the target of the enhanced for statement.
// forEach and spliterator are missing until java.util.function and Spliterator exist in wwvm.
package java.lang;

import java.util.Iterator;

/** An object that can be the target of the for-each statement. */
public interface Iterable<T> {
    Iterator<T> iterator();
}
