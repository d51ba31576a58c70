// java.lang.invoke.MethodType: a method's return and parameter types, as bootstrap methods
// receive them. A plain value class in wwvm: the factories, accessors, descriptor string and
// the JDK's toString form ("(int,String)void", simple names).
package java.lang.invoke;

/** The return type and parameter types of a method. */
public final class MethodType {
    private final Class<?> rtype;
    private final Class<?>[] ptypes;

    private MethodType(Class<?> rtype, Class<?>[] ptypes) {
        if (rtype == null) throw new NullPointerException();
        for (int i = 0; i < ptypes.length; i++) {
            if (ptypes[i] == null) throw new NullPointerException();
            if (ptypes[i] == void.class) throw new IllegalArgumentException("parameter type cannot be void");
        }
        this.rtype = rtype;
        this.ptypes = ptypes;
    }

    /** The type returning rtype and taking ptypes. */
    public static MethodType methodType(Class<?> rtype, Class<?>[] ptypes) {
        return new MethodType(rtype, ptypes.clone());
    }

    /** The type returning rtype and taking ptype0 then ptypes. */
    public static MethodType methodType(Class<?> rtype, Class<?> ptype0, Class<?>... ptypes) {
        Class<?>[] all = new Class<?>[ptypes.length + 1];
        all[0] = ptype0;
        System.arraycopy(ptypes, 0, all, 1, ptypes.length);
        return new MethodType(rtype, all);
    }

    /** The type returning rtype and taking no parameters. */
    public static MethodType methodType(Class<?> rtype) {
        return new MethodType(rtype, new Class<?>[0]);
    }

    /** The type returning rtype and taking ptype0. */
    public static MethodType methodType(Class<?> rtype, Class<?> ptype0) {
        return new MethodType(rtype, new Class<?>[] {ptype0});
    }

    /** The type returning rtype and taking the parameters of ptypes. */
    public static MethodType methodType(Class<?> rtype, MethodType ptypes) {
        return new MethodType(rtype, ptypes.ptypes);
    }

    public Class<?> returnType() {
        return rtype;
    }

    public Class<?> parameterType(int num) {
        return ptypes[num];
    }

    public int parameterCount() {
        return ptypes.length;
    }

    public Class<?>[] parameterArray() {
        return ptypes.clone();
    }

    /** The method descriptor: "(ILjava/lang/String;)V". */
    public String toMethodDescriptorString() {
        StringBuilder sb = new StringBuilder("(");
        for (Class<?> p : ptypes) appendDescriptor(sb, p);
        sb.append(')');
        appendDescriptor(sb, rtype);
        return sb.toString();
    }

    private static void appendDescriptor(StringBuilder sb, Class<?> c) {
        if (c.isArray()) {
            sb.append(c.getName().replace('.', '/'));
        } else if (c.isPrimitive()) {
            sb.append(primitiveDescriptor(c));
        } else {
            sb.append('L').append(c.getName().replace('.', '/')).append(';');
        }
    }

    private static char primitiveDescriptor(Class<?> c) {
        if (c == int.class) return 'I';
        if (c == long.class) return 'J';
        if (c == boolean.class) return 'Z';
        if (c == byte.class) return 'B';
        if (c == char.class) return 'C';
        if (c == short.class) return 'S';
        if (c == float.class) return 'F';
        if (c == double.class) return 'D';
        return 'V';
    }

    public boolean equals(Object x) {
        if (!(x instanceof MethodType)) return false;
        MethodType that = (MethodType) x;
        if (rtype != that.rtype || ptypes.length != that.ptypes.length) return false;
        for (int i = 0; i < ptypes.length; i++) {
            if (ptypes[i] != that.ptypes[i]) return false;
        }
        return true;
    }

    public int hashCode() {
        int h = 31 + rtype.hashCode();
        for (Class<?> p : ptypes) h = 31 * h + p.hashCode();
        return h;
    }

    /** "(int,String)void": simple names of the parameters, then of the return type. */
    public String toString() {
        StringBuilder sb = new StringBuilder("(");
        for (int i = 0; i < ptypes.length; i++) {
            if (i > 0) sb.append(',');
            sb.append(ptypes[i].getSimpleName());
        }
        return sb.append(')').append(rtype.getSimpleName()).toString();
    }
}
