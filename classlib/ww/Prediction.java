// ww.Prediction: what an action is predicted to consume, per resource, as ww.Action.query
// returns it. The VM fills the fields (classlib/natives/ww_Predictor.cpp). A resource without a
// prediction yet says so: asking for its amount is an error, never a silent 0.
package ww;

/**
 * An action's predicted consumption: for each resource of its profile, an amount in the unit
 * {@link Measurement} uses (bytecodes, bytes, microseconds, network bytes, microjoules), or no
 * prediction yet. With spreads on, each amount has a spread: the root mean squared error of the
 * interval's past predictions.
 */
public final class Prediction {
    // Written by the VM; never changed afterwards.
    private int resources;
    private int known;
    private int interpolated;
    private double cpu;
    private double memory;
    private double time;
    private double network;
    private double energy;
    private double cpuSpread;
    private double memorySpread;
    private double timeSpread;
    private double networkSpread;
    private double energySpread;

    private Prediction() {
    }

    /** The resources the action predicts (bits of {@link Resource}). */
    public int resources() {
        return resources;
    }

    /** Whether there is a prediction for this resource (a single bit of {@link Resource}). */
    public boolean has(int resource) {
        return single(resource) && (known & resource) != 0;
    }

    /**
     * The predicted amount of one resource. Throws IllegalStateException when there is no
     * prediction for it yet, IllegalArgumentException when it is not a single resource the
     * action predicts.
     */
    public double get(int resource) {
        check(resource);
        return value(resource, false);
    }

    /**
     * The root mean squared error of the interval's past predictions of this resource: NaN when
     * the action keeps no spread or its interval has seen fewer than two measurements.
     */
    public double spread(int resource) {
        check(resource);
        return value(resource, true);
    }

    /** The prediction minus twice its spread, never below 0; NaN without a spread. */
    public double low(int resource) {
        double low = get(resource) - 2 * spread(resource);
        return low < 0 ? 0 : low;
    }

    /** The prediction plus twice its spread; NaN without a spread. */
    public double high(int resource) {
        return get(resource) + 2 * spread(resource);
    }

    /**
     * Whether this resource's prediction was estimated from neighbouring intervals rather than
     * measured in its own (see {@link Predictor.Definition#interpolate(boolean)}).
     */
    public boolean isInterpolated(int resource) {
        return has(resource) && (interpolated & resource) != 0;
    }

    /** For example "Prediction[CPU=12040 (spread 310), MEMORY=none yet]". */
    public String toString() {
        StringBuilder text = new StringBuilder("Prediction[");
        for (int bit = Resource.CPU; bit <= Resource.ENERGY; bit <<= 1) {
            if ((resources & bit) == 0) {
                continue;
            }
            text.append(text.length() > 11 ? ", " : "").append(Resource.describe(bit)).append('=');
            if ((known & bit) == 0) {
                text.append("none yet");
                continue;
            }
            text.append(Math.round(value(bit, false)));
            double spread = value(bit, true);
            if (spread == spread) {
                text.append(" (spread ").append(Math.round(spread)).append(')');
            }
            if ((interpolated & bit) != 0) {
                text.append(" interpolated");
            }
        }
        return text.append(']').toString();
    }

    private static boolean single(int resource) {
        return resource != 0 && (resource & (resource - 1)) == 0 && (resource & Resource.ALL) == resource;
    }

    private void check(int resource) {
        if (!single(resource) || (resources & resource) == 0) {
            throw new IllegalArgumentException("not a resource this action predicts: " + Resource.describe(resource)
                    + " (it predicts " + Resource.describe(resources) + ")");
        }
        if ((known & resource) == 0) {
            throw new IllegalStateException("no prediction yet for " + Resource.describe(resource));
        }
    }

    private double value(int resource, boolean spread) {
        switch (resource) {
            case Resource.CPU:
                return spread ? cpuSpread : cpu;
            case Resource.MEMORY:
                return spread ? memorySpread : memory;
            case Resource.TIME:
                return spread ? timeSpread : time;
            case Resource.NETWORK:
                return spread ? networkSpread : network;
            default:
                return spread ? energySpread : energy;
        }
    }
}
