// java.lang.IllegalMonitorStateException: a monitor operation by a thread that does not own the monitor.
package java.lang;

/** Signals a monitor operation by a thread that does not own the monitor. */
public class IllegalMonitorStateException extends RuntimeException {
    public IllegalMonitorStateException() {
        super();
    }

    public IllegalMonitorStateException(String message) {
        super(message);
    }
}
