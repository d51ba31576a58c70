// MIN_VALUE and MAX_VALUE (and SIZE) of the integral box classes and Character.
public class min_max_constants {
    public static void main(String[] args) {
        System.out.println(Byte.MIN_VALUE + " " + Byte.MAX_VALUE);
        // expect: -128 127
        System.out.println(Short.MIN_VALUE + " " + Short.MAX_VALUE);
        // expect: -32768 32767
        System.out.println(Integer.MIN_VALUE + " " + Integer.MAX_VALUE);
        // expect: -2147483648 2147483647
        System.out.println(Long.MIN_VALUE + " " + Long.MAX_VALUE);
        // expect: -9223372036854775808 9223372036854775807
        System.out.println((int) Character.MIN_VALUE + " " + (int) Character.MAX_VALUE);
        // expect: 0 65535
        System.out.println(Byte.SIZE + " " + Short.SIZE + " " + Integer.SIZE + " " + Long.SIZE + " " + Character.SIZE);
        // expect: 8 16 32 64 16
        System.out.println(Float.MAX_VALUE + " " + Float.MIN_VALUE + " " + Double.MIN_VALUE);
        // expect: 3.4028235E38 1.4E-45 4.9E-324
    }
}
