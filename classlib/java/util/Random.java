// java.util.Random: the 48-bit linear congruential generator the Java SE documentation specifies,
// so that a given seed yields exactly the JDK's sequence of every next* method.
package java.util;

/**
 * A pseudo-random number generator. The state is 48 bits, advanced as
 * {@code seed = (seed * 0x5DEECE66DL + 0xBL) & ((1L << 48) - 1)}; every method is built on
 * {@link #next(int)} as the API documentation describes, so sequences equal the JDK's.
 */
public class Random implements java.io.Serializable {
    private static final long MULTIPLIER = 0x5DEECE66DL;
    private static final long ADDEND = 0xBL;
    private static final long MASK = (1L << 48) - 1;
    private static final double DOUBLE_UNIT = 0x1.0p-53;
    private static final float FLOAT_UNIT = 0x1.0p-24f;

    /** Makes unseeded generators created in the same nanosecond differ (an odd Weyl step). */
    private static long instanceCounter = 0x2545F4914F6CDD1DL;

    private long seed;
    private double nextNextGaussian;
    private boolean haveNextNextGaussian;

    /** A generator seeded from the clock and a per-instance counter. */
    public Random() {
        this(uniqueSeed() ^ System.nanoTime());
    }

    private static synchronized long uniqueSeed() {
        instanceCounter = instanceCounter * 0x9E3779B97F4A7C15L + 0x632BE59BD9B4E019L;
        return instanceCounter;
    }

    /**
     * A generator with the given seed. As in the JDK, a subclass's constructor goes through
     * {@link #setSeed(long)} (which it may override); Random itself sets the state directly.
     */
    public Random(long seed) {
        if (getClass() == Random.class) {
            this.seed = scramble(seed);
        } else {
            setSeed(seed);
        }
    }

    private static long scramble(long seed) {
        return (seed ^ MULTIPLIER) & MASK;
    }

    /** Sets the state to {@code (seed ^ 0x5DEECE66DL) & ((1L << 48) - 1)} and drops a cached Gaussian. */
    public synchronized void setSeed(long seed) {
        this.seed = scramble(seed);
        haveNextNextGaussian = false;
    }

    /** Advances the state and returns its top {@code bits} bits (1 to 32) as an int. */
    protected synchronized int next(int bits) {
        seed = (seed * MULTIPLIER + ADDEND) & MASK;
        return (int) (seed >>> (48 - bits));
    }

    /** Fills the array with random bytes, four from each nextInt(), low byte first. */
    public void nextBytes(byte[] bytes) {
        int i = 0;
        int len = bytes.length;
        while (i < len) {
            int rnd = nextInt();
            for (int n = Math.min(len - i, 4); n > 0; n--) {
                bytes[i++] = (byte) rnd;
                rnd >>= 8;
            }
        }
    }

    /** {@code next(32)}. */
    public int nextInt() {
        return next(32);
    }

    /**
     * A uniform int in [0, bound). A power of two takes the high bits of next(31); otherwise
     * values from the incomplete last block of next(31) are rejected and drawn again.
     */
    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive");
        }
        if ((bound & -bound) == bound) {
            return (int) ((bound * (long) next(31)) >> 31);
        }
        int bits;
        int val;
        do {
            bits = next(31);
            val = bits % bound;
        } while (bits - val + (bound - 1) < 0);
        return val;
    }

    /** {@code ((long) next(32) << 32) + next(32)}. */
    public long nextLong() {
        return ((long) next(32) << 32) + next(32);
    }

    public boolean nextBoolean() {
        return next(1) != 0;
    }

    /** {@code next(24) / 2^24}, in [0, 1). */
    public float nextFloat() {
        return next(24) * FLOAT_UNIT;
    }

    /** {@code ((long) next(26) << 27 + next(27)) / 2^53}, in [0, 1). */
    public double nextDouble() {
        return (((long) next(26) << 27) + next(27)) * DOUBLE_UNIT;
    }

    /**
     * A normally distributed value (mean 0, deviation 1) by the polar method: each accepted pair
     * gives two values, the second kept for the next call.
     */
    public synchronized double nextGaussian() {
        if (haveNextNextGaussian) {
            haveNextNextGaussian = false;
            return nextNextGaussian;
        }
        double v1;
        double v2;
        double s;
        do {
            v1 = 2 * nextDouble() - 1;
            v2 = 2 * nextDouble() - 1;
            s = v1 * v1 + v2 * v2;
        } while (s >= 1 || s == 0);
        double multiplier = StrictMath.sqrt(-2 * StrictMath.log(s) / s);
        nextNextGaussian = v2 * multiplier;
        haveNextNextGaussian = true;
        return v1 * multiplier;
    }
}
