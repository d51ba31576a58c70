// Compound assignment on byte, short and char narrows the int result (i2b, i2s, i2c).
public class compound_narrowing {
    public static void main(String[] args) {
        byte b = 100;
        b += 100;
        System.out.println(b);
        // expect: -56
        short s = 32767;
        s++;
        System.out.println(s);
        // expect: -32768
        char c = 'y';
        c += 2;
        System.out.println(c);
        // expect: {
        char z = 0;
        z--;
        System.out.println((int) z);
        // expect: 65535
        byte m = -128;
        m *= -1;
        System.out.println(m);
        // expect: -128
        b = 7;
        b >>= 1;
        b <<= 6;
        System.out.println(b);
        // expect: -64
    }
}
