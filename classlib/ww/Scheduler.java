// ww.Scheduler: the decision step of the paper's loop. A program sets what one action may
// consume of each resource; canExecute compares a prediction with those budgets, and a MEMORY
// prediction also with the heap still free, and throws ResourceShortageException when the action
// would not fit.
package ww;

/**
 * Budgets per resource, shared by every thread of the VM, and the check of a prediction against
 * them. A resource without a budget is unlimited, except MEMORY, which is always limited by the
 * heap still free (maximum heap size minus bytes in use).
 */
public final class Scheduler {
    private static final double[] budgets = {
        Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY,
        Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY
    };

    private Scheduler() {
    }

    /**
     * Sets what one action may consume of a resource (a single bit of {@link Resource}), in the
     * unit of {@link Measurement}. Throws IllegalArgumentException for anything but one resource
     * or for an amount that is negative or not a number.
     */
    public static void setBudget(int resource, double amount) {
        if (!(amount >= 0)) {
            throw new IllegalArgumentException("a budget must be a non-negative amount, not " + amount);
        }
        budgets[slot(resource)] = amount;
    }

    /** Removes a resource's budget. */
    public static void clearBudget(int resource) {
        budgets[slot(resource)] = Double.POSITIVE_INFINITY;
    }

    /** A resource's budget; positive infinity when it has none. */
    public static double getBudget(int resource) {
        return budgets[slot(resource)];
    }

    /**
     * What an action may consume of a resource now: its budget, and for MEMORY no more than the
     * heap still free.
     */
    public static double available(int resource) {
        double budget = budgets[slot(resource)];
        if (resource == Resource.MEMORY) {
            Runtime rt = Runtime.getRuntime();
            double free = rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
            return free < budget ? free : budget;
        }
        return budget;
    }

    /**
     * Returns when every resource predicted fits what is {@link #available(int)}; throws
     * ResourceShortageException naming the first resource (in bit order) whose prediction exceeds
     * it. A resource without a prediction yet does not stop the action: there is nothing to
     * compare.
     */
    public static void canExecute(Prediction p) throws ResourceShortageException {
        int resources = p.resources();
        for (int bit = Resource.CPU; bit <= Resource.ENERGY; bit <<= 1) {
            if ((resources & bit) == 0 || !p.has(bit)) {
                continue;
            }
            double predicted = p.get(bit);
            double available = available(bit);
            if (predicted > available) {
                throw new ResourceShortageException(bit, predicted, available);
            }
        }
    }

    private static int slot(int resource) {
        switch (resource) {
            case Resource.CPU:
                return 0;
            case Resource.MEMORY:
                return 1;
            case Resource.TIME:
                return 2;
            case Resource.NETWORK:
                return 3;
            case Resource.ENERGY:
                return 4;
            default:
                throw new IllegalArgumentException("not a single resource: " + Resource.describe(resource));
        }
    }
}
