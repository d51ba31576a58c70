// ww.Predictor: history-based predictions of what actions will consume (docs/predictor.md). The
// predictions live in wwvm's native prediction library (predictor/); these are its entry points.
// Like ww.Profiler's, its natives are free: they are not charged to the calling thread.
package ww;

/**
 * The predictor: defines {@link Action}s and keeps their predictions, within an optional memory
 * budget shared by every action of the VM. The paper's loop, for an action with one parameter n:
 *
 * <pre>
 * Action mst = Predictor.define("mst", Resource.CPU, Strategy.GLOBAL_AVERAGE,
 *                               Parameter.range("n", 10, 20, 5));
 * Prediction p = mst.query(n);
 * Scheduler.canExecute(p);          // may throw ResourceShortageException
 * Profiler.reset(Resource.CPU);
 * runTheAction(n);
 * mst.update(Profiler.getCount(Resource.CPU), n);
 * </pre>
 */
public final class Predictor {
    private Predictor() {
    }

    /**
     * Defines an action predicting the resources in `resources` (bits of {@link Resource}) as a
     * function of `parameters`, combining measurements by `strategy`. Throws
     * IllegalArgumentException for a bad definition (an empty or unknown resource profile, a
     * range with min &gt;= max or fewer than 1 interval, a choice of fewer than 1 value, more
     * than 4,194,304 cells) and IllegalStateException when the memory budget cannot hold it.
     */
    public static Action define(String name, int resources, Strategy strategy, Parameter... parameters) {
        Definition d = definition(name, resources).strategy(strategy);
        for (int i = 0; i < parameters.length; i++) {
            d.parameter(parameters[i]);
        }
        return d.define();
    }

    /** Starts the definition of an action with options beyond {@link #define}'s. */
    public static Definition definition(String name, int resources) {
        return new Definition(name, resources);
    }

    /**
     * Limits the bytes all actions may use together (their {@link Action#bytes()}); 0 removes
     * the limit. Over the budget, the largest action's finest range merges its intervals in
     * pairs, again until everything fits. Throws IllegalArgumentException for a negative amount
     * and IllegalStateException (keeping the old budget) when even one interval per range
     * would not fit.
     */
    public static void setMemoryBudget(long bytes) {
        if (bytes < 0) {
            throw new IllegalArgumentException("negative memory budget: " + bytes);
        }
        setBudget0(bytes);
    }

    /** The memory budget in bytes, 0 when there is none. */
    public static native long getMemoryBudget();

    /** The bytes all actions use together. */
    public static native long memoryUsed();

    /** Forgets an action and its predictions; using it afterwards throws IllegalStateException. */
    public static void remove(Action action) {
        remove0(action.id());
        action.removed();
    }

    private static native void setBudget0(long bytes);

    private static native void remove0(int id);

    static native int define0(String name, int resources, int strategy, double keep, boolean interpolate,
            boolean spread, String[] names, int[] kinds, double[] mins, double[] maxs, int[] intervals,
            int[] adaptations);

    /** An action's definition: a strategy, parameters and options, then {@link #define()}. */
    public static final class Definition {
        private final String name;
        private final int resources;
        private Strategy strategy = Strategy.GLOBAL_AVERAGE;
        private double lowPassWeight = 0.8;
        private boolean interpolate;
        private boolean spread;
        private Parameter[] parameters = new Parameter[0];

        Definition(String name, int resources) {
            if (name == null) {
                throw new NullPointerException("action name is null");
            }
            this.name = name;
            this.resources = resources;
        }

        /** The combining strategy; {@link Strategy#GLOBAL_AVERAGE} unless set. */
        public Definition strategy(Strategy s) {
            if (s == null) {
                throw new NullPointerException("strategy is null");
            }
            strategy = s;
            return this;
        }

        /**
         * For {@link Strategy#LOW_PASS}: the weight of the old prediction, in [0, 1); the new
         * measurement gets the rest. 0.8 unless set, as in the paper.
         */
        public Definition lowPassWeight(double keep) {
            lowPassWeight = keep;
            return this;
        }

        /** Adds a parameter; the values passed to query and update follow this order. */
        public Definition parameter(Parameter p) {
            if (p == null) {
                throw new NullPointerException("parameter is null");
            }
            Parameter[] more = new Parameter[parameters.length + 1];
            System.arraycopy(parameters, 0, more, 0, parameters.length);
            more[parameters.length] = p;
            parameters = more;
            return this;
        }

        /**
         * Whether a query of a never-measured interval (or of a value outside a range) estimates
         * from measured neighbours: linear interpolation along each range parameter, linear
         * extrapolation at the edges. Such estimates say {@link Prediction#isInterpolated(int)}.
         */
        public Definition interpolate(boolean on) {
            interpolate = on;
            return this;
        }

        /**
         * Whether each interval keeps the root mean squared error of its past predictions, so
         * that a prediction has a {@link Prediction#spread(int)} and an interval.
         */
        public Definition spread(boolean on) {
            spread = on;
            return this;
        }

        /** Defines the action; throws as {@link Predictor#define} does. */
        public Action define() {
            int n = parameters.length;
            String[] names = new String[n];
            int[] kinds = new int[n];
            double[] mins = new double[n];
            double[] maxs = new double[n];
            int[] intervals = new int[n];
            int[] adaptations = new int[n];
            for (int i = 0; i < n; i++) {
                Parameter p = parameters[i];
                names[i] = p.name();
                kinds[i] = p.kind();
                mins[i] = p.min();
                maxs[i] = p.max();
                intervals[i] = p.intervals();
                adaptations[i] = p.adaptation().ordinal();
            }
            int id = define0(name, resources, strategy.ordinal(), lowPassWeight, interpolate, spread, names, kinds,
                    mins, maxs, intervals, adaptations);
            return new Action(id, name, resources, strategy, parameters);
        }
    }
}
