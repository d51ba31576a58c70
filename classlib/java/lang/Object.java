// java.lang.Object: the root class. Identity, hashing, cloning and monitors are VM natives;
// the timed wait variants check their arguments here as the JDK does.
package java.lang;

/** The root of the class hierarchy. */
public class Object {
    public Object() {
    }

    public final native Class<?> getClass();

    /** Identity hash, stable for the object's lifetime. */
    public native int hashCode();

    public boolean equals(Object obj) {
        return this == obj;
    }

    /** A shallow copy; CloneNotSupportedException unless the class is Cloneable (arrays are). */
    protected native Object clone() throws CloneNotSupportedException;

    /** The class name, '@', and the hash code in hexadecimal. */
    public String toString() {
        return getClass().getName() + "@" + Integer.toHexString(hashCode());
    }

    public final native void notify();

    public final native void notifyAll();

    public final void wait() throws InterruptedException {
        wait(0L);
    }

    /** Waits at most timeout milliseconds (0 means forever); the VM checks the sign and the monitor. */
    public final native void wait(long timeout) throws InterruptedException;

    /** The VM waits in whole milliseconds, so a positive nanosecond part rounds up by one. */
    public final void wait(long timeoutMillis, int nanos) throws InterruptedException {
        if (timeoutMillis < 0) {
            throw new IllegalArgumentException("timeoutMillis value is negative");
        }
        if (nanos < 0 || nanos > 999999) {
            throw new IllegalArgumentException("nanosecond timeout value out of range");
        }
        if (nanos > 0 && timeoutMillis < Long.MAX_VALUE) {
            timeoutMillis++;
        }
        wait(timeoutMillis);
    }

    /** wwvm never calls finalizers; the method exists so subclasses compile. */
    @Deprecated(since = "9")
    protected void finalize() throws Throwable {
    }
}
