// Integer and Long bit helpers: bitCount, leading/trailing zeros, highestOneBit, reverse, rotate.
public class integer_bit_helpers {
    public static void main(String[] args) {
        System.out.println(Integer.bitCount(255) + " " + Integer.bitCount(-1) + " " + Long.bitCount(-1L));
        // expect: 8 32 64
        System.out.println(Integer.numberOfLeadingZeros(1) + " " + Integer.numberOfLeadingZeros(0) + " " + Integer.numberOfTrailingZeros(8));
        // expect: 31 32 3
        System.out.println(Integer.highestOneBit(100) + " " + Integer.lowestOneBit(100) + " " + Long.numberOfTrailingZeros(1L << 50));
        // expect: 64 4 50
        System.out.println(Integer.toHexString(Integer.reverseBytes(0x12345678)) + " " + Integer.reverse(1));
        // expect: 78563412 -2147483648
        System.out.println(Integer.rotateLeft(0x80000001, 1) + " " + Integer.rotateRight(1, 1));
        // expect: 3 -2147483648
    }
}
