// java.util.Random: the 48-bit linear congruential generator the Java SE documentation specifies.
// Every next* method follows the algorithm its documentation gives, on top of next(bits), so a
// given seed yields exactly the JDK's sequence.
package java.util;

/**
 * A pseudo-random number generator. The 48-bit state advances as
 * {@code state = (state * 0x5DEECE66DL + 0xBL) mod 2^48} and next(bits) returns its top bits.
 */
public class Random implements java.io.Serializable {
    private static final long LCG_FACTOR = 0x5DEECE66DL;
    private static final long LCG_STEP = 0xBL;
    private static final long STATE_MASK = (1L << 48) - 1;

    /** Spreads the seeds of generators made without one; stepped by a large odd constant. */
    private static long unseededCounter = 0x1F2E3D4C5B6A7988L;

    private long state;
    /** nextGaussian makes values in pairs; the second waits here until the next call. */
    private double spareGaussian;
    private boolean hasSpareGaussian;

    /** A generator seeded from a counter and the clock, so that two are unlikely to agree. */
    public Random() {
        this(nextUnseeded() ^ System.nanoTime());
    }

    private static synchronized long nextUnseeded() {
        unseededCounter = unseededCounter * 0x5851F42D4C957F2DL + 0x14057B7EF767814FL;
        return unseededCounter;
    }

    public Random(long seed) {
        setSeed(seed);
    }

    /** Resets the state from seed: seed xor the multiplier, kept to 48 bits. */
    public synchronized void setSeed(long seed) {
        state = (seed ^ LCG_FACTOR) & STATE_MASK;
        hasSpareGaussian = false;
    }

    /** Advances the state and returns its top bits (1 to 32 of them). */
    protected synchronized int next(int bits) {
        state = (state * LCG_FACTOR + LCG_STEP) & STATE_MASK;
        return (int) (state >>> (48 - bits));
    }

    /** Fills bytes from successive nextInt() values, low byte first, four per value. */
    public void nextBytes(byte[] bytes) {
        int i = 0;
        while (i < bytes.length) {
            int word = nextInt();
            int take = Math.min(4, bytes.length - i);
            for (int k = 0; k < take; k++) {
                bytes[i++] = (byte) (word >> (8 * k));
            }
        }
    }

    public int nextInt() {
        return next(32);
    }

    /**
     * Uniform in [0, bound). A power of two takes the top bits of next(31); other bounds take
     * next(31) mod bound, drawing again when the draw falls in the incomplete last block.
     */
    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive");
        }
        if ((bound & (bound - 1)) == 0) {
            return (int) ((bound * (long) next(31)) >> 31);
        }
        while (true) {
            int draw = next(31);
            int r = draw % bound;
            if (draw - r + (bound - 1) >= 0) {
                return r;
            }
        }
    }

    public long nextLong() {
        long high = next(32);
        return (high << 32) + next(32);
    }

    public boolean nextBoolean() {
        return next(1) != 0;
    }

    /** Uniform in [0, 1) on a grid of 2^-24. */
    public float nextFloat() {
        return next(24) / (float) (1 << 24);
    }

    /** Uniform in [0, 1) on a grid of 2^-53, from 26 and then 27 bits. */
    public double nextDouble() {
        long high = next(26);
        return ((high << 27) + next(27)) * 0x1.0p-53;
    }

    /**
     * Standard normal, by the polar method: a point drawn uniformly in the unit disc (not the
     * centre) gives two independent values; the second is kept for the following call.
     */
    public synchronized double nextGaussian() {
        if (hasSpareGaussian) {
            hasSpareGaussian = false;
            return spareGaussian;
        }
        double x;
        double y;
        double r2;
        do {
            x = 2 * nextDouble() - 1;
            y = 2 * nextDouble() - 1;
            r2 = x * x + y * y;
        } while (r2 >= 1 || r2 == 0);
        double scale = StrictMath.sqrt(-2 * StrictMath.log(r2) / r2);
        spareGaussian = y * scale;
        hasSpareGaussian = true;
        return x * scale;
    }
}
