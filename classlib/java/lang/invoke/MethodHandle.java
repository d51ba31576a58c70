// java.lang.invoke.MethodHandle: the type javac names in the descriptors of bootstrap methods.
// wwvm links the call sites javac writes (lambdas, method references, string concatenation)
// itself (docs/invokedynamic.md) and gives guest code no method handles: nothing makes one.
package java.lang.invoke;

/** A typed reference to a method. wwvm's class library has the type but no way to make one. */
public abstract class MethodHandle {
    MethodHandle() {
    }

    /** This handle's type. */
    public abstract MethodType type();
}
