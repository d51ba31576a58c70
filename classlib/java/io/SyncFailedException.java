// java.io.SyncFailedException: FileDescriptor.sync could not reach the device.
package java.io;

/** Signals that a sync operation failed. */
public class SyncFailedException extends IOException {
    public SyncFailedException(String desc) {
        super(desc);
    }
}
