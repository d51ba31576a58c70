// java.lang.System: the standard streams, system properties (given by the VM at startup), the
// clocks, array copying and identity hashes (VM natives), and exit.
package java.lang;

import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.PrintStream;

/** Access to the environment of the running program. */
public final class System {
    /** Standard input, unbuffered. */
    public static final InputStream in;
    /** Standard output: UTF-8, and every print reaches the descriptor before it returns. */
    public static final PrintStream out;
    /** Standard error, like out. */
    public static final PrintStream err;

    /** The system properties as parallel arrays; the first propertyCount entries are in use. */
    private static String[] propertyKeys;
    private static String[] propertyValues;
    private static int propertyCount;

    static {
        String[] pairs = vmProperties();
        int n = (pairs == null) ? 0 : pairs.length / 2;
        propertyKeys = new String[Math.max(n, 8)];
        propertyValues = new String[propertyKeys.length];
        for (int i = 0; i < n; i++) {
            propertyKeys[i] = pairs[2 * i];
            propertyValues[i] = pairs[2 * i + 1];
        }
        propertyCount = n;
        in = new FileInputStream(FileDescriptor.in);
        out = new PrintStream(new FileOutputStream(FileDescriptor.out), true);
        err = new PrintStream(new FileOutputStream(FileDescriptor.err), true);
    }

    private System() {
    }

    /** The VM's initial properties as alternating keys and values. */
    private static native String[] vmProperties();

    private static native void setIn0(InputStream in);

    private static native void setOut0(PrintStream out);

    private static native void setErr0(PrintStream err);

    private static native String getenv0(String name);

    public static void setIn(InputStream in) {
        setIn0(in);
    }

    public static void setOut(PrintStream out) {
        setOut0(out);
    }

    public static void setErr(PrintStream err) {
        setErr0(err);
    }

    public static native long currentTimeMillis();

    public static native long nanoTime();

    public static native void arraycopy(Object src, int srcPos, Object dest, int destPos, int length);

    /** Object.hashCode's value, even when a class overrides hashCode. */
    public static native int identityHashCode(Object x);

    /** Loads a native library by its absolute path: Runtime.load. */
    public static void load(String filename) {
        Runtime.getRuntime().load(filename);
    }

    /** Loads the native library lib<libname>.so: Runtime.loadLibrary. */
    public static void loadLibrary(String libname) {
        Runtime.getRuntime().loadLibrary(libname);
    }

    /** The file name of a native library on this platform: lib<libname>.so. */
    public static String mapLibraryName(String libname) {
        if (libname == null) {
            throw new NullPointerException();
        }
        return "lib" + libname + ".so";
    }

    public static String lineSeparator() {
        return "\n";
    }

    // ---- properties ----

    private static void requireUsableKey(String key) {
        if (key == null) {
            throw new NullPointerException("key can't be null");
        }
        if (key.isEmpty()) {
            throw new IllegalArgumentException("key can't be empty");
        }
    }

    private static int indexOfProperty(String key) {
        for (int i = 0; i < propertyCount; i++) {
            if (propertyKeys[i].equals(key)) {
                return i;
            }
        }
        return -1;
    }

    public static synchronized String getProperty(String key) {
        requireUsableKey(key);
        int i = indexOfProperty(key);
        return (i < 0) ? null : propertyValues[i];
    }

    /** The property's value, or null when it is unset or key is null or empty (for getInteger, getLong, getBoolean). */
    static String propertyOrNull(String key) {
        return (key == null || key.isEmpty()) ? null : getProperty(key);
    }

    public static String getProperty(String key, String def) {
        String value = getProperty(key);
        return (value == null) ? def : value;
    }

    /** Sets a property and returns its previous value (or null). */
    public static synchronized String setProperty(String key, String value) {
        requireUsableKey(key);
        if (value == null) {
            throw new NullPointerException();
        }
        int i = indexOfProperty(key);
        if (i >= 0) {
            String old = propertyValues[i];
            propertyValues[i] = value;
            return old;
        }
        if (propertyCount == propertyKeys.length) {
            String[] keys = new String[propertyCount * 2];
            String[] values = new String[propertyCount * 2];
            arraycopy(propertyKeys, 0, keys, 0, propertyCount);
            arraycopy(propertyValues, 0, values, 0, propertyCount);
            propertyKeys = keys;
            propertyValues = values;
        }
        propertyKeys[propertyCount] = key;
        propertyValues[propertyCount] = value;
        propertyCount++;
        return null;
    }

    /** Removes a property and returns its previous value (or null). */
    public static synchronized String clearProperty(String key) {
        requireUsableKey(key);
        int i = indexOfProperty(key);
        if (i < 0) {
            return null;
        }
        String old = propertyValues[i];
        propertyCount--;
        propertyKeys[i] = propertyKeys[propertyCount];
        propertyValues[i] = propertyValues[propertyCount];
        propertyKeys[propertyCount] = null;
        propertyValues[propertyCount] = null;
        return old;
    }

    /** The value of an environment variable, or null. */
    public static String getenv(String name) {
        if (name == null) {
            throw new NullPointerException();
        }
        return getenv0(name);
    }

    // ---- the runtime ----

    public static void exit(int status) {
        Runtime.getRuntime().exit(status);
    }

    public static void gc() {
        Runtime.getRuntime().gc();
    }
}
