// ww.Parameter: one input on which an action's consumption depends, and how the predictor samples
// it: a range cut into intervals, or a choice among a few values (a flag is a choice of two).
package ww;

/**
 * A parameter of an {@link Action}. Values that fall into one interval of a range parameter share
 * one prediction; each value of a choice parameter has its own. Definitions are checked when the
 * action is defined ({@link Predictor#define}), which throws IllegalArgumentException for a bad one.
 */
public final class Parameter {
    static final int RANGE = 0;
    static final int CHOICE = 1;

    private final String name;
    private final int kind;
    private final double min;
    private final double max;
    private final int intervals;
    private final Adaptation adaptation;

    private Parameter(String name, int kind, double min, double max, int intervals, Adaptation adaptation) {
        if (name == null) {
            throw new NullPointerException("parameter name is null");
        }
        if (adaptation == null) {
            throw new NullPointerException("adaptation is null");
        }
        this.name = name;
        this.kind = kind;
        this.min = min;
        this.max = max;
        this.intervals = intervals;
        this.adaptation = adaptation;
    }

    /**
     * A parameter whose values range over [min..max], cut into `intervals` intervals of width
     * (max - min) / intervals, that extends its range when a value falls outside it.
     */
    public static Parameter range(String name, double min, double max, int intervals) {
        return new Parameter(name, RANGE, min, max, intervals, Adaptation.EXTEND);
    }

    /** A range parameter that adapts to values outside [min..max] as `adaptation` says. */
    public static Parameter range(String name, double min, double max, int intervals, Adaptation adaptation) {
        return new Parameter(name, RANGE, min, max, intervals, adaptation);
    }

    /** A parameter that takes one of the values 0 .. count-1, each with its own predictions. */
    public static Parameter choice(String name, int count) {
        return new Parameter(name, CHOICE, 0, count - 1, count, Adaptation.EXTEND);
    }

    /** A boolean parameter: pass 0 for false and 1 for true. */
    public static Parameter flag(String name) {
        return choice(name, 2);
    }

    /** The parameter's name. */
    public String name() {
        return name;
    }

    /** Whether this is a choice (or flag) parameter rather than a range. */
    public boolean isChoice() {
        return kind == CHOICE;
    }

    /** The range's lower bound as defined (0 for a choice). */
    public double min() {
        return min;
    }

    /** The range's upper bound as defined (count - 1 for a choice). */
    public double max() {
        return max;
    }

    /** The number of intervals as defined (the number of values for a choice). */
    public int intervals() {
        return intervals;
    }

    /** What the range does with values outside it. */
    public Adaptation adaptation() {
        return adaptation;
    }

    int kind() {
        return kind;
    }

    /** For example "n in [10..20] / 5" or "stereo in 0..1". */
    public String toString() {
        if (kind == CHOICE) {
            return name + " in 0.." + (intervals - 1);
        }
        return name + " in [" + min + ".." + max + "] / " + intervals;
    }
}
