// i2b and i2s sign-extend the low bits; i2c zero-extends the low 16 bits.
public class int_narrowing {
    static byte toByte(int x) { return (byte) x; }
    static short toShort(int x) { return (short) x; }
    static char toChar(int x) { return (char) x; }

    public static void main(String[] args) {
        System.out.println(toByte(200) + " " + toByte(128) + " " + toByte(-129) + " " + toByte(255));
        // expect: -56 -128 127 -1
        System.out.println(toShort(40000) + " " + toShort(-32769) + " " + toShort(65536));
        // expect: -25536 32767 0
        System.out.println((int) toChar(-1) + " " + toChar(65601) + " " + (int) toChar(70000));
        // expect: 65535 A 4464
        byte b = -1;
        System.out.println((int) (char) b + " " + (short) (char) b);
        // expect: 65535 -1
        long l = 0x1_0000_00FFL;
        System.out.println((byte) l + " " + (char) (l - 0xBE));
        // expect: -1 A
    }
}
