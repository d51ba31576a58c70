// ww.Action: one piece of code whose consumption the predictor learns, made by
// ww.Predictor.define. query and update are free natives; the overloads for zero and one
// parameter value spare the varargs array.
package ww;

import java.io.IOException;

/**
 * A defined action: ask it what an execution will consume ({@link #query}), run, and tell it
 * what was measured ({@link #update}). Parameter values are passed in the order of the
 * definition; a choice or flag takes its value's number (0 or 1 for a flag).
 */
public final class Action {
    private int id;
    private final String name;
    private final int resources;
    private final Strategy strategy;
    private final Parameter[] parameters;

    Action(int id, String name, int resources, Strategy strategy, Parameter[] parameters) {
        this.id = id;
        this.name = name;
        this.resources = resources;
        this.strategy = strategy;
        this.parameters = parameters;
    }

    /** The action's name. */
    public String name() {
        return name;
    }

    /** The resources it predicts (bits of {@link Resource}). */
    public int resources() {
        return resources;
    }

    /** Its combining strategy. */
    public Strategy strategy() {
        return strategy;
    }

    /** The number of parameter values query and update take. */
    public int parameterCount() {
        return parameters.length;
    }

    /** The i-th parameter as defined (its range now: {@link #min(int)}, {@link #max(int)}). */
    public Parameter parameter(int i) {
        return parameters[i];
    }

    /**
     * The prediction for an action without parameters. Throws IllegalArgumentException when it
     * has parameters.
     */
    public Prediction query() {
        return query0(id, null);
    }

    /**
     * The prediction for an execution with this parameter value: per resource, the prediction
     * of the interval the value falls in, or none yet. Throws IllegalArgumentException for the
     * wrong number of values, a value that is not a finite number, or a value a choice lacks.
     */
    public Prediction query(double value) {
        return query1(id, value);
    }

    /** The prediction for an execution with these parameter values; throws as query(double). */
    public Prediction query(double... values) {
        return query0(id, values);
    }

    /**
     * Refines the prediction of an action without parameters with a measurement, which must
     * hold every resource the action predicts (IllegalArgumentException otherwise).
     */
    public void update(Measurement m) {
        update0(id, m, null);
    }

    /**
     * Refines the prediction of the interval `value` falls in with a measurement of an
     * execution, by the action's strategy. A range value outside the range first adapts the
     * range ({@link Adaptation}). Throws IllegalArgumentException as {@link #query(double)} does,
     * and for a measurement that lacks a resource the action predicts.
     */
    public void update(Measurement m, double value) {
        update1(id, m, value);
    }

    /** Refines the prediction for these parameter values; throws as update(Measurement, double). */
    public void update(Measurement m, double... values) {
        update0(id, m, values);
    }

    /** The bytes this action's predictions use, by the formula in docs/predictor.md. */
    public long bytes() {
        return bytes0(id);
    }

    /** Parameter i's lower bound now (ranges move when they adapt). */
    public double min(int i) {
        return axis0(id, i, 0);
    }

    /** Parameter i's upper bound now. */
    public double max(int i) {
        return axis0(id, i, 1);
    }

    /** Parameter i's number of intervals now (adaptation and the memory budget change it). */
    public int intervals(int i) {
        return (int) axis0(id, i, 2);
    }

    /**
     * Writes this action's predictions to a file (the text format of docs/predictor.md), to be
     * read by {@link #importFrom(String)} in another run or on another device.
     */
    public void exportTo(String path) throws IOException {
        export0(id, path);
    }

    /**
     * Replaces this action's predictions with those of an exported file: its ranges are fitted
     * onto this action's, each interval the overlap-weighted combination of the file's. Throws
     * IOException for a file that cannot be read or is not an export, IllegalArgumentException
     * for an export of another shape (other resources, other parameters).
     */
    public void importFrom(String path) throws IOException {
        import0(id, path);
    }

    /** For example "Action[mst: CPU by GLOBAL_AVERAGE, n in [10.0..20.0] / 5]". */
    public String toString() {
        StringBuilder text = new StringBuilder("Action[").append(name).append(": ")
                .append(Resource.describe(resources)).append(" by ").append(strategy);
        for (int i = 0; i < parameters.length; i++) {
            text.append(i == 0 ? ", " : "; ").append(parameters[i]);
        }
        return text.append(']').toString();
    }

    int id() {
        return id;
    }

    void removed() {
        id = -1;
    }

    private static native Prediction query0(int id, double[] values);

    private static native Prediction query1(int id, double value);

    private static native void update0(int id, Measurement m, double[] values);

    private static native void update1(int id, Measurement m, double value);

    private static native long bytes0(int id);

    private static native double axis0(int id, int parameter, int what);

    private static native void export0(int id, String path) throws IOException;

    private static native void import0(int id, String path) throws IOException;
}
