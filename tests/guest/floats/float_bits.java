// floatToIntBits canonicalises NaN; intBitsToFloat builds floats from bit patterns.
public class float_bits {
    public static void main(String[] args) {
        System.out.println(Integer.toHexString(Float.floatToIntBits(Float.NaN)));
        // expect: 7fc00000
        System.out.println(Integer.toHexString(Float.floatToIntBits(1.0f)) + " " + Integer.toHexString(Float.floatToIntBits(-0.0f)));
        // expect: 3f800000 80000000
        System.out.println(Float.intBitsToFloat(0x40490fdb) + " " + Float.intBitsToFloat(0x7f800000) + " " + Float.intBitsToFloat(1));
        // expect: 3.1415927 Infinity 1.4E-45
        float odd = Float.intBitsToFloat(0x7f800001);
        System.out.println(Float.isNaN(odd) + " " + Integer.toHexString(Float.floatToIntBits(odd)));
        // expect: true 7fc00000
        System.out.println(Float.floatToRawIntBits(2.5f) == 0x40200000);
        // expect: true
    }
}
