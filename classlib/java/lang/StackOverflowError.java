// java.lang.StackOverflowError: a thread's stack is exhausted.
package java.lang;

/** Signals a thread's stack is exhausted. */
public class StackOverflowError extends VirtualMachineError {
    public StackOverflowError() {
        super();
    }

    public StackOverflowError(String message) {
        super(message);
    }
}
