// java.lang.Boolean: the boolean box, with parsing and the JDK's hash values (1231/1237).
package java.lang;

/** Wraps a boolean value. */
public final class Boolean implements java.io.Serializable, Comparable<Boolean> {
    public static final Boolean TRUE = new Boolean(true);
    public static final Boolean FALSE = new Boolean(false);
    @SuppressWarnings("unchecked")
    public static final Class<Boolean> TYPE = (Class<Boolean>) Class.getPrimitiveClass("boolean");

    private final boolean value;

    @Deprecated(since = "9")
    public Boolean(boolean value) {
        this.value = value;
    }

    @Deprecated(since = "9")
    public Boolean(String s) {
        this(parseBoolean(s));
    }

    /** True exactly when s is "true" in any mix of cases. */
    public static boolean parseBoolean(String s) {
        return "true".equalsIgnoreCase(s);
    }

    public boolean booleanValue() {
        return value;
    }

    public static Boolean valueOf(boolean b) {
        return b ? TRUE : FALSE;
    }

    public static Boolean valueOf(String s) {
        return parseBoolean(s) ? TRUE : FALSE;
    }

    public static String toString(boolean b) {
        return b ? "true" : "false";
    }

    public String toString() {
        return toString(value);
    }

    public int hashCode() {
        return hashCode(value);
    }

    public static int hashCode(boolean value) {
        return value ? 1231 : 1237;
    }

    public boolean equals(Object obj) {
        return (obj instanceof Boolean) && value == ((Boolean) obj).booleanValue();
    }

    /** True when the system property of that name is "true" (ignoring case). */
    public static boolean getBoolean(String name) {
        try {
            return parseBoolean(System.getProperty(name));
        } catch (IllegalArgumentException | NullPointerException e) {
            return false;
        }
    }

    public int compareTo(Boolean b) {
        return compare(value, b.value);
    }

    /** false orders before true. */
    public static int compare(boolean x, boolean y) {
        return (x == y) ? 0 : (x ? 1 : -1);
    }

    public static boolean logicalAnd(boolean a, boolean b) {
        return a && b;
    }

    public static boolean logicalOr(boolean a, boolean b) {
        return a || b;
    }

    public static boolean logicalXor(boolean a, boolean b) {
        return a ^ b;
    }
}
