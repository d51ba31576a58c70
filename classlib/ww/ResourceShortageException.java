// ww.ResourceShortageException: ww.Scheduler.canExecute's refusal, naming the resource, the
// predicted amount and what was available.
package ww;

/**
 * Thrown by {@link Scheduler#canExecute(Prediction)} when an action is predicted to need more of
 * a resource than is available. A program catches it to postpone the action, warn, or pick a
 * cheaper alternative.
 */
public class ResourceShortageException extends Exception {
    private final int resource;
    private final double predicted;
    private final double available;

    /** A shortage of `resource` (one bit of {@link Resource}): `predicted` needed, `available` left. */
    public ResourceShortageException(int resource, double predicted, double available) {
        super(Resource.describe(resource) + ": predicted " + amount(predicted) + " " + unit(resource) + ", available "
                + amount(available));
        this.resource = resource;
        this.predicted = predicted;
        this.available = available;
    }

    /** The resource that is short (one bit of {@link Resource}). */
    public int resource() {
        return resource;
    }

    /** The predicted amount. */
    public double predicted() {
        return predicted;
    }

    /** The amount that was available. */
    public double available() {
        return available;
    }

    private static String amount(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
    }

    private static String unit(int resource) {
        switch (resource) {
            case Resource.CPU:
                return "bytecodes";
            case Resource.MEMORY:
                return "bytes";
            case Resource.TIME:
                return "us";
            case Resource.NETWORK:
                return "network bytes";
            default:
                return "uJ";
        }
    }
}
