// java.lang.VirtualMachineError: the VM is broken or out of resources.
package java.lang;

/** Signals that the VM is broken or out of resources. */
public abstract class VirtualMachineError extends Error {
    public VirtualMachineError() {
        super();
    }

    public VirtualMachineError(String message) {
        super(message);
    }

    public VirtualMachineError(String message, Throwable cause) {
        super(message, cause);
    }

    public VirtualMachineError(Throwable cause) {
        super(cause);
    }
}
