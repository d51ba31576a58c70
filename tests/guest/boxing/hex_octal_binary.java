// toHexString, toOctalString and toBinaryString treat the value as unsigned.
public class hex_octal_binary {
    public static void main(String[] args) {
        System.out.println(Integer.toHexString(255) + " " + Integer.toHexString(-1) + " " + Integer.toHexString(0));
        // expect: ff ffffffff 0
        System.out.println(Integer.toOctalString(8) + " " + Integer.toOctalString(-8));
        // expect: 10 37777777770
        System.out.println(Integer.toBinaryString(10) + " " + Integer.toBinaryString(Integer.MIN_VALUE));
        // expect: 1010 10000000000000000000000000000000
        System.out.println(Long.toHexString(-1L) + " " + Long.toHexString(1L << 40));
        // expect: ffffffffffffffff 10000000000
        System.out.println(Long.toOctalString(Long.MIN_VALUE) + " " + Long.toBinaryString(5L));
        // expect: 1000000000000000000000 101
        System.out.println(Integer.toHexString(0xCAFEBABE).toUpperCase());
        // expect: CAFEBABE
    }
}
