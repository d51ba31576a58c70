// java.lang.invoke.LambdaMetafactory: the bootstrap methods javac names for lambda
// expressions and method references. wwvm recognises these two at an invokedynamic
// instruction and links the call site itself, with a class it generates
// (vm/lambdaclass.cpp, docs/invokedynamic.md); their bodies run only if guest code calls
// them directly, which it cannot usefully do without a Lookup.
package java.lang.invoke;

/** The bootstrap methods of lambda expressions and method references. */
public final class LambdaMetafactory {
    /** altMetafactory flag: the lambda object implements java.io.Serializable. */
    public static final int FLAG_SERIALIZABLE = 1 << 0;
    /** altMetafactory flag: marker interfaces follow the flags. */
    public static final int FLAG_MARKERS = 1 << 1;
    /** altMetafactory flag: bridge method types follow the markers. */
    public static final int FLAG_BRIDGES = 1 << 2;

    private LambdaMetafactory() {
    }

    /** The bootstrap method of a lambda or method reference. */
    public static CallSite metafactory(MethodHandles.Lookup caller, String interfaceMethodName,
            MethodType factoryType, MethodType interfaceMethodType, MethodHandle implementation,
            MethodType dynamicMethodType) throws LambdaConversionException {
        throw linkedByVm();
    }

    /** The bootstrap method of a lambda with marker interfaces, bridges or serializability. */
    public static CallSite altMetafactory(MethodHandles.Lookup caller, String interfaceMethodName,
            MethodType factoryType, Object... args) throws LambdaConversionException {
        throw linkedByVm();
    }

    static UnsupportedOperationException linkedByVm() {
        return new UnsupportedOperationException(
                "wwvm links invokedynamic call sites itself; bootstrap methods cannot be called");
    }
}
