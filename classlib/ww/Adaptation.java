// ww.Adaptation: what a range parameter does with a value outside its range (paper, IV-A).
package ww;

/**
 * What a range {@link Parameter} does when an update brings a value outside [min..max]. Queries
 * never adapt: outside the range there is no prediction (unless the action interpolates).
 */
public enum Adaptation {
    /**
     * Add intervals of the same width on that side until the value is inside: [0..500] in 50
     * intervals taking in 512 becomes [0..520] in 52. Keeps the precision, costs memory.
     */
    EXTEND,
    /**
     * Stretch the edge interval to the value: [0..500] in 50 taking in 512 becomes [0..512], its
     * last interval 22 wide. Keeps the memory, loses precision at that end only.
     */
    WIDEN_LAST,
    /**
     * Widen every interval keeping their number, recomputing each from the old intervals it
     * overlaps: [0..500] in 50 taking in 512 becomes [0..550] in intervals of 11 (whole ranges
     * stay whole). Keeps the memory, loses precision everywhere.
     */
    RESCALE
}
