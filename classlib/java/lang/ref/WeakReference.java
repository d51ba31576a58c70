package java.lang.ref;

/**
 * A reference that does not keep its referent alive (CLDC 1.1): once the referent is reachable
 * only through weak references, a collection frees it and {@link #get()} returns null.
 */
public class WeakReference<T> extends Reference<T> {
    public WeakReference(T referent) {
        super(referent);
    }
}
