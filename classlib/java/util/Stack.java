// java.util.Stack: the last-in-first-out Vector of JDK 1.0 and CLDC.
package java.util;

/** A last-in-first-out stack of objects, built on Vector. */
public class Stack<E> extends Vector<E> {
    /** An empty stack. */
    public Stack() {
    }

    /** Pushes item onto the top and returns it. */
    public E push(E item) {
        addElement(item);
        return item;
    }

    /** Removes and returns the top; EmptyStackException when empty. */
    public synchronized E pop() {
        E obj = peek();
        removeElementAt(size() - 1);
        return obj;
    }

    /** The top; EmptyStackException when empty. */
    public synchronized E peek() {
        int len = size();
        if (len == 0) {
            throw new EmptyStackException();
        }
        return elementAt(len - 1);
    }

    /** Whether the stack is empty. */
    public boolean empty() {
        return size() == 0;
    }

    /** The 1-based distance of o from the top, or -1. */
    public synchronized int search(Object o) {
        int i = lastIndexOf(o);
        if (i >= 0) {
            return size() - i;
        }
        return -1;
    }
}
