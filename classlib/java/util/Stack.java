// java.util.Stack: the last-in-first-out Vector of JDK 1.0 and CLDC; the top is the vector's
// last element.
package java.util;

/** A last-in-first-out stack of objects, built on Vector. */
public class Stack<E> extends Vector<E> {
    private static final long serialVersionUID = 1224463164541339165L;

    public Stack() {
    }

    public E push(E item) {
        addElement(item);
        return item;
    }

    /** Removes and returns the top; EmptyStackException when empty. */
    public synchronized E pop() {
        E top = peek();
        removeElementAt(elementCount - 1);
        return top;
    }

    /** The top; EmptyStackException when empty. */
    public synchronized E peek() {
        if (elementCount == 0) {
            throw new EmptyStackException();
        }
        return elementAt(elementCount - 1);
    }

    public boolean empty() {
        return size() == 0;
    }

    /** The 1-based distance of o's topmost occurrence from the top, or -1. */
    public synchronized int search(Object o) {
        int i = lastIndexOf(o);
        return i < 0 ? -1 : elementCount - i;
    }
}
