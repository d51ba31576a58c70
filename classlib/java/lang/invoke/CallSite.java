// java.lang.invoke.CallSite: the result type of bootstrap methods. wwvm links invokedynamic
// call sites inside the VM (docs/invokedynamic.md), so no guest code makes one.
package java.lang.invoke;

/** The holder of an invokedynamic instruction's target. */
public abstract class CallSite {
    CallSite() {
    }

    /** The method handle the call site invokes. */
    public abstract MethodHandle getTarget();

    /** Changes the call site's target, where the kind of call site allows it. */
    public abstract void setTarget(MethodHandle newTarget);
}
