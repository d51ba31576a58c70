// java.lang.Void: holds the mirror of the void pseudo-type.
package java.lang;

/** An uninstantiable placeholder for the Class object of the keyword void. */
public final class Void {
    @SuppressWarnings("unchecked")
    public static final Class<Void> TYPE = (Class<Void>) Class.getPrimitiveClass("void");

    private Void() {
    }
}
