// java.lang.Class: the mirror of a loaded class, interface, array type or primitive type.
// The VM creates mirrors and answers the structural questions natively; names are derived here.
package java.lang;

/** The runtime representation of a class, interface, array type or primitive type. */
public final class Class<T> implements java.io.Serializable {
    private static final int ACC_SYNTHETIC = 0x1000;
    private static final int ACC_ANNOTATION = 0x2000;
    private static final int ACC_ENUM = 0x4000;

    /** The VM's pointer to its class structure; must stay the first declared field. */
    private transient long vmClass;
    /** getName()'s answer, computed once. */
    private transient String name;
    /** An enum class's constants, for enumConstantsShared. */
    private transient T[] enumConstants;

    /** Only the VM creates mirrors. */
    private Class() {
    }

    private native String getName0();

    public native boolean isInstance(Object obj);

    public native boolean isAssignableFrom(Class<?> cls);

    public native boolean isInterface();

    public native boolean isArray();

    public native boolean isPrimitive();

    /** The superclass; null for Object, interfaces, primitive types and void. */
    public native Class<? super T> getSuperclass();

    /** The element type of an array class, otherwise null. */
    public native Class<?> getComponentType();

    /** The class's access flags as the class file (or InnerClasses attribute) gives them. */
    public native int getModifiers();

    private static native Class<?> forName0(String name) throws ClassNotFoundException;

    @Deprecated(since = "9")
    public native T newInstance() throws InstantiationException, IllegalAccessException;

    public native boolean desiredAssertionStatus();

    /** The mirror of a primitive type or void, by its keyword ("int", "void", ...). */
    static native Class<?> getPrimitiveClass(String name);

    /** Loads, links and initialises the class with the given binary name. */
    public static Class<?> forName(String className) throws ClassNotFoundException {
        if (className == null) {
            throw new NullPointerException();
        }
        return forName0(className);
    }

    /** The binary name: "java.lang.String", "int", "[I", "[Ljava.lang.String;". */
    public String getName() {
        String n = name;
        if (n == null) {
            n = getName0();
            name = n;
        }
        return n;
    }

    /** "class X", "interface X" (annotations too), or the bare primitive name. */
    public String toString() {
        String kind = isInterface() ? "interface " : (isPrimitive() ? "" : "class ");
        return kind + getName();
    }

    /**
     * The simple name as it appears in source: from the class's own InnerClasses entry for a
     * nested class ("" for an anonymous one), else the binary name after its package.
     */
    public String getSimpleName() {
        if (isArray()) {
            return getComponentType().getSimpleName() + "[]";
        }
        String inner = simpleBinaryName0();
        if (inner != null) {
            return inner;
        }
        String n = getName();
        return n.substring(n.lastIndexOf('.') + 1);
    }

    /**
     * The name as written in source (p.Outer.Inner, int[]), or null for local and anonymous
     * classes and arrays of them.
     */
    public String getCanonicalName() {
        if (isArray()) {
            String component = getComponentType().getCanonicalName();
            return component == null ? null : component + "[]";
        }
        if (simpleBinaryName0() == null) {
            return getName();
        }
        Class<?> outer = getDeclaringClass();
        if (outer == null) {
            return null;  // local or anonymous
        }
        String outerName = outer.getCanonicalName();
        return outerName == null ? null : outerName + "." + getSimpleName();
    }

    /** The class this one is a member of, or null for top-level, local and anonymous classes. */
    public native Class<?> getDeclaringClass();

    /** The simple name of a nested class from its InnerClasses entry, "" if anonymous; null if top-level. */
    private native String simpleBinaryName0();

    private static boolean isAsciiDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /** Like getName(), but arrays read as in source: "java.lang.String[][]". */
    public String getTypeName() {
        if (!isArray()) {
            return getName();
        }
        Class<?> element = this;
        int dimensions = 0;
        while (element.isArray()) {
            element = element.getComponentType();
            dimensions++;
        }
        StringBuilder sb = new StringBuilder(element.getName());
        for (int i = 0; i < dimensions; i++) {
            sb.append("[]");
        }
        return sb.toString();
    }

    /** The package of the class (of the element type for arrays); "java.lang" for primitives. */
    public String getPackageName() {
        Class<?> c = this;
        while (c.isArray()) {
            c = c.getComponentType();
        }
        if (c.isPrimitive()) {
            return "java.lang";
        }
        String n = c.getName();
        int dot = n.lastIndexOf('.');
        return dot < 0 ? "" : n.substring(0, dot);
    }

    /**
     * Opens the resource of this name: an absolute name ("/dir/file.txt") is looked up as given
     * without the leading '/', a relative one in this class's package directory. The resource
     * is a file under a directory of the class path (java.class.path, where "" is the current
     * directory); null when there is none. The class library's own classes (java.*) have no
     * resources, as the JDK's java.base module shows none to programs.
     */
    public java.io.InputStream getResourceAsStream(String name) {
        if (name.startsWith("/")) {
            name = name.substring(1);
        } else {
            String pkg = getPackageName();
            if (!pkg.isEmpty()) {
                name = pkg.replace('.', '/') + "/" + name;
            }
        }
        Class<?> c = this;
        while (c.isArray()) {
            c = c.getComponentType();
        }
        if (c.isPrimitive() || c.getName().startsWith("java.")) {
            return null;
        }
        String path = System.getProperty("java.class.path");
        if (path == null) {
            return null;
        }
        int start = 0;
        while (start <= path.length()) {
            int end = path.indexOf(java.io.File.pathSeparatorChar, start);
            if (end < 0) {
                end = path.length();
            }
            String dir = path.substring(start, end);
            java.io.File f = new java.io.File(dir.isEmpty() ? "." : dir, name);
            if (f.isFile()) {
                try {
                    return new java.io.FileInputStream(f);
                } catch (java.io.FileNotFoundException e) {
                    // unreadable: look on
                }
            }
            start = end + 1;
        }
        return null;
    }

    /** The field descriptor of this type: "I", "[I", "Ljava/lang/String;". */
    public String descriptorString() {
        if (isPrimitive()) {
            return String.valueOf(primitiveDescriptor(getName()));
        }
        String n = getName().replace('.', '/');
        return isArray() ? n : "L" + n + ";";
    }

    private static char primitiveDescriptor(String keyword) {
        switch (keyword) {
            case "int": return 'I';
            case "long": return 'J';
            case "boolean": return 'Z';
            case "byte": return 'B';
            case "char": return 'C';
            case "short": return 'S';
            case "float": return 'F';
            case "double": return 'D';
            default: return 'V';
        }
    }

    /** The element type of an array class, otherwise null. */
    public Class<?> componentType() {
        return isArray() ? getComponentType() : null;
    }

    public boolean isAnnotation() {
        return (getModifiers() & ACC_ANNOTATION) != 0;
    }

    public boolean isSynthetic() {
        return (getModifiers() & ACC_SYNTHETIC) != 0;
    }

    /** True for enum classes (not for the anonymous classes of constants with bodies). */
    public boolean isEnum() {
        return (getModifiers() & ACC_ENUM) != 0 && getSuperclass() == Enum.class;
    }

    /** The constants of an enum class in ordinal order (a fresh array), otherwise null. */
    public T[] getEnumConstants() {
        T[] shared = enumConstantsShared();
        return shared == null ? null : shared.clone();
    }

    /** The constants of an enum class, fetched once and kept; callers must not modify it. */
    T[] enumConstantsShared() {
        if (enumConstants == null && isEnum()) {
            enumConstants = enumValues0();
        }
        return enumConstants;
    }

    /** Runs the enum class's own values() (initialising the class first, as a call does). */
    private native T[] enumValues0();

    /** Checks that obj is null or an instance of this class and returns it. */
    @SuppressWarnings("unchecked")
    public T cast(Object obj) {
        if (obj != null && !isInstance(obj)) {
            throw new ClassCastException("Cannot cast " + obj.getClass().getName() + " to " + getName());
        }
        return (T) obj;
    }

    /** This class, viewed as a subclass of clazz; ClassCastException when it is not one. */
    @SuppressWarnings("unchecked")
    public <U> Class<? extends U> asSubclass(Class<U> clazz) {
        if (!clazz.isAssignableFrom(this)) {
            throw new ClassCastException(toString());
        }
        return (Class<? extends U>) this;
    }
}
