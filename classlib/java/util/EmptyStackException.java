// java.util.EmptyStackException: thrown by Stack.pop and Stack.peek on an empty stack.
package java.util;

/** Thrown by methods in the Stack class to indicate that the stack is empty. */
public class EmptyStackException extends RuntimeException {
    /** An exception with no detail message. */
    public EmptyStackException() {
    }
}
