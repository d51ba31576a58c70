// ww.Strategy: how an action's prediction takes in a new measurement (the paper's Fig. 3).
package ww;

/**
 * How a new measurement m combines with the prediction p of the cell it falls in. The first
 * measurement of a cell becomes its prediction under every strategy.
 */
public enum Strategy {
    /** p := m. The most frugal; follows the last execution only. */
    OVERWRITE,
    /** p := (p + m) / 2. */
    ADAPTING,
    /**
     * p := w * p + (1 - w) * m, with w the old prediction's weight (0.8 unless
     * {@link Predictor.Definition#lowPassWeight(double)} says otherwise).
     */
    LOW_PASS,
    /** p := the mean of every measurement of the cell; keeps a count per cell. */
    GLOBAL_AVERAGE
}
