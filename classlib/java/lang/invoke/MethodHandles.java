// java.lang.invoke.MethodHandles: holds Lookup, the first parameter of every bootstrap method.
// wwvm creates no lookups (its call sites are linked by the VM, docs/invokedynamic.md), so
// only the type is here.
package java.lang.invoke;

/** Factories of method handles; in wwvm, only the Lookup type. */
public class MethodHandles {
    private MethodHandles() {
    }

    /** A context for creating method handles, as bootstrap methods receive it. */
    public static final class Lookup {
        private final Class<?> lookupClass;

        private Lookup(Class<?> lookupClass) {
            this.lookupClass = lookupClass;
        }

        /** The class this lookup acts for. */
        public Class<?> lookupClass() {
            return lookupClass;
        }

        public String toString() {
            return lookupClass.getName();
        }
    }
}
