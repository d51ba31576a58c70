// Static fields of every type (getstatic/putstatic), with initial values and updates.
public class static_fields_all_types {
    static boolean z = true;
    static byte b = 1;
    static char c = 'c';
    static short s = -2;
    static int i = 3;
    static long l = -4L;
    static float f = 5.5f;
    static double d = 6.25;
    static Object o;

    public static void main(String[] args) {
        System.out.println(z + " " + b + " " + c + " " + s + " " + i + " " + l + " " + f + " " + d + " " + o);
        // expect: true 1 c -2 3 -4 5.5 6.25 null
        z = !z; b = (byte) (b - 2); c = 'C'; s *= 100; i = Integer.MIN_VALUE;
        l = Long.MAX_VALUE; f = -f; d = d * d; o = "set";
        System.out.println(z + " " + b + " " + c + " " + s + " " + i + " " + l + " " + f + " " + d + " " + o);
        // expect: false -1 C -200 -2147483648 9223372036854775807 -5.5 39.0625 set
        System.out.println(static_fields_all_types.i == i);
        // expect: true
    }
}
