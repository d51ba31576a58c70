// doubleToLongBits canonicalises NaN; doubleToRawLongBits and longBitsToDouble round-trip the bits.
public class double_bits {
    public static void main(String[] args) {
        System.out.println(Long.toHexString(Double.doubleToLongBits(Double.NaN)));
        // expect: 7ff8000000000000
        System.out.println(Long.toHexString(Double.doubleToLongBits(1.0)) + " " + Long.toHexString(Double.doubleToLongBits(-2.0)));
        // expect: 3ff0000000000000 c000000000000000
        System.out.println(Long.toHexString(Double.doubleToLongBits(-0.0)) + " " + Double.doubleToLongBits(0.0));
        // expect: 8000000000000000 0
        double oddNaN = Double.longBitsToDouble(0x7ff0000000000001L);
        System.out.println(Double.isNaN(oddNaN) + " " + Long.toHexString(Double.doubleToLongBits(oddNaN)));
        // expect: true 7ff8000000000000
        System.out.println(Double.longBitsToDouble(0x4059000000000000L) + " " + Double.longBitsToDouble(1L));
        // expect: 100.0 4.9E-324
        System.out.println(Double.doubleToLongBits(Double.POSITIVE_INFINITY) == 0x7ff0000000000000L);
        // expect: true
        System.out.println(Double.doubleToRawLongBits(12.375) == Double.doubleToLongBits(12.375));
        // expect: true
    }
}
