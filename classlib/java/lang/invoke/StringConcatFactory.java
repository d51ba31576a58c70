// java.lang.invoke.StringConcatFactory: the bootstrap methods javac (release 9 and later)
// names for string concatenation. wwvm recognises them at an invokedynamic instruction and
// links the call site to a method it generates (vm/concat.cpp, docs/invokedynamic.md).
package java.lang.invoke;

/** The bootstrap methods of string concatenation. */
public final class StringConcatFactory {
    private StringConcatFactory() {
    }

    /** Concatenation of the call site's arguments. */
    public static CallSite makeConcat(MethodHandles.Lookup lookup, String name, MethodType concatType)
            throws StringConcatException {
        throw LambdaMetafactory.linkedByVm();
    }

    /** Concatenation by a recipe of literal text (with constants) and the arguments. */
    public static CallSite makeConcatWithConstants(MethodHandles.Lookup lookup, String name,
            MethodType concatType, String recipe, Object... constants) throws StringConcatException {
        throw LambdaMetafactory.linkedByVm();
    }
}
