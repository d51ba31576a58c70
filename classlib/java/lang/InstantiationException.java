// java.lang.InstantiationException: Class.newInstance on a class that cannot be instantiated.
package java.lang;

/** Signals Class.newInstance on a class that cannot be instantiated. */
public class InstantiationException extends ReflectiveOperationException {
    public InstantiationException() {
        super();
    }

    public InstantiationException(String message) {
        super(message);
    }
}
