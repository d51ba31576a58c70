// java.lang.Enum: the common base class of enum types (name, ordinal, ordering, identity), and
// the name-to-constant lookup behind every enum's valueOf(String), over the class's values().
package java.lang;

/** The common base class of all enum classes. */
public abstract class Enum<E extends Enum<E>> implements Comparable<E>, java.io.Serializable {
    private final String name;
    private final int ordinal;

    /** Called only by the constructors that javac generates for enum classes. */
    protected Enum(String name, int ordinal) {
        this.name = name;
        this.ordinal = ordinal;
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
        T[] constants = enumClass.enumConstantsShared();
        if (constants == null) {
            throw new IllegalArgumentException(enumClass.getName() + " is not an enum class");
        }
        if (name == null) {
            throw new NullPointerException("Name is null");
        }
        for (T constant : constants) {
            if (constant.name().equals(name)) {
                return constant;
            }
        }
        throw new IllegalArgumentException("No enum constant " + enumClass.getCanonicalName() + "." + name);
    }

    /** Enum classes cannot have finalizers. */
    @SuppressWarnings("deprecation")
    protected final void finalize() {
    }
}
