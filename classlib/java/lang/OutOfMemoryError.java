// java.lang.OutOfMemoryError: the heap cannot satisfy an allocation.
package java.lang;

/** Signals the heap cannot satisfy an allocation. */
public class OutOfMemoryError extends VirtualMachineError {
    public OutOfMemoryError() {
        super();
    }

    public OutOfMemoryError(String message) {
        super(message);
    }
}
