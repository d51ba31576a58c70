// DoubleWords: the 32-bit high and low words of a double, as fdlibm's algorithms read and write
// them (sign, exponent and top 20 fraction bits in the high word; the other 32 in the low word).
package java.lang;

final class DoubleWords {
    private DoubleWords() {
    }

    /** The high word: sign bit, 11 exponent bits and the top 20 fraction bits. */
    static int hi(double x) {
        return (int) (Double.doubleToRawLongBits(x) >> 32);
    }

    /** The low word: the bottom 32 fraction bits. */
    static int lo(double x) {
        return (int) Double.doubleToRawLongBits(x);
    }

    /** The double whose words are hi and lo. */
    static double make(int hi, int lo) {
        return Double.longBitsToDouble(((long) hi << 32) | (lo & 0xffffffffL));
    }

    /** x with its high word replaced. */
    static double withHi(double x, int hi) {
        return make(hi, lo(x));
    }

    /** x with its low word cleared: the top 21 significant bits of x, so products are exact. */
    static double clearLo(double x) {
        return Double.longBitsToDouble(Double.doubleToRawLongBits(x) & 0xffffffff00000000L);
    }

    /** x times 2^n with a single rounding (fdlibm's scalbn; Math.scalb is exactly that). */
    static double scalbn(double x, int n) {
        return Math.scalb(x, n);
    }
}
