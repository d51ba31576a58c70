// java.lang.Enum: the common base class of enum types (name, ordinal, ordering, identity), and
// the name-to-constant lookup behind every enum's valueOf(String).
package java.lang;

/** The common base class of all enum classes. */
public abstract class Enum<E extends Enum<E>> implements Comparable<E>, java.io.Serializable {
    /**
     * The constants of every initialised enum type, for valueOf. wwvm has no reflection to call
     * a type's values(), so each constant registers itself as it is constructed.
     */
    private static Constants registry;

    private final String name;
    private final int ordinal;

    /** Called only by the constructors that javac generates for enum classes. */
    protected Enum(String name, int ordinal) {
        this.name = name;
        this.ordinal = ordinal;
        register(this);
    }

    private static synchronized void register(Enum<?> constant) {
        Class<?> type = constant.getDeclaringClass();
        Constants c = find(type);
        if (c == null) {
            c = new Constants(type, registry);
            registry = c;
        }
        c.add(constant);
    }

    private static synchronized Constants find(Class<?> type) {
        for (Constants c = registry; c != null; c = c.next) {
            if (c.type == type) {
                return c;
            }
        }
        return null;
    }

    /** The constants of one enum type, in construction (ordinal) order. */
    private static final class Constants {
        final Class<?> type;
        final Constants next;
        Enum<?>[] values = new Enum<?>[4];
        int count;

        Constants(Class<?> type, Constants next) {
            this.type = type;
            this.next = next;
        }

        void add(Enum<?> constant) {
            if (count == values.length) {
                Enum<?>[] grown = new Enum<?>[count * 2];
                System.arraycopy(values, 0, grown, 0, count);
                values = grown;
            }
            values[count++] = constant;
        }

        Enum<?> get(String name) {
            for (int i = 0; i < count; i++) {
                if (values[i].name().equals(name)) {
                    return values[i];
                }
            }
            return null;
        }
    }

    public final String name() {
        return name;
    }

    public final int ordinal() {
        return ordinal;
    }

    public String toString() {
        return name;
    }

    public final boolean equals(Object other) {
        return this == other;
    }

    public final int hashCode() {
        return super.hashCode();
    }

    /** Enum constants are singletons. */
    protected final Object clone() throws CloneNotSupportedException {
        throw new CloneNotSupportedException();
    }

    /** Orders constants of the same enum type by ordinal. */
    public final int compareTo(E o) {
        Enum<?> other = o;
        if (getClass() != other.getClass() && getDeclaringClass() != other.getDeclaringClass()) {
            throw new ClassCastException();
        }
        return ordinal - other.ordinal;
    }

    /** The enum type itself, also for constants with a body (which are anonymous subclasses). */
    @SuppressWarnings("unchecked")
    public final Class<E> getDeclaringClass() {
        Class<?> c = getClass();
        Class<?> s = c.getSuperclass();
        return (Class<E>) (s == Enum.class ? c : s);
    }

    /** The constant of the given enum type with the given name. */
    public static <T extends Enum<T>> T valueOf(Class<T> enumClass, String name) {
        Constants c = find(enumClass);
        if (c == null) {
            if (!enumClass.isEnum()) {
                throw new IllegalArgumentException(canonicalName(enumClass) + " is not an enum class");
            }
            c = initialise(enumClass);
        }
        Enum<?> constant = (c == null || name == null) ? null : c.get(name);
        if (constant != null) {
            return enumClass.cast(constant);
        }
        if (name == null) {
            throw new NullPointerException("Name is null");
        }
        throw new IllegalArgumentException("No enum constant " + canonicalName(enumClass) + "." + name);
    }

    /** A class literal does not initialise its class, so its constants may not exist yet. */
    private static Constants initialise(Class<?> enumClass) {
        try {
            Class.forName(enumClass.getName());
        } catch (ClassNotFoundException e) {
            return null;
        }
        return find(enumClass);
    }

    /** The source-level name (Outer.Inner) that the JDK's messages use. */
    private static String canonicalName(Class<?> c) {
        return c.getName().replace('$', '.');
    }

    /** Enum classes cannot have finalizers. */
    @SuppressWarnings("deprecation")
    protected final void finalize() {
    }
}
