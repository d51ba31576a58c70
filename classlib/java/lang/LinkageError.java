// java.lang.LinkageError: the root of the errors raised while loading, linking or initialising classes.
package java.lang;

/** Signals that a class depends on another class that changed incompatibly or failed to load. */
public class LinkageError extends Error {
    public LinkageError() {
        super();
    }

    public LinkageError(String message) {
        super(message);
    }

    public LinkageError(String message, Throwable cause) {
        super(message, cause);
    }
}
