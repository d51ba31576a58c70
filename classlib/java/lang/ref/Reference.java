package java.lang.ref;

/**
 * The base of reference objects. The collector does not trace {@code referent}: a referent
 * reachable only through references is collected, and the references to it are cleared.
 */
public abstract class Reference<T> {
    /** Read by the collector at a fixed offset (vm/bootstrap.cpp); not traced. */
    private T referent;

    Reference(T referent) {
        this.referent = referent;
    }

    /** The referent, or null once it was cleared (by the program or the collector). */
    public T get() {
        return referent;
    }

    /** Clears the reference; the collector never clears it back. */
    public void clear() {
        referent = null;
    }
}
