// Parameters of mixed sizes: long and double take two slots, and instance methods start at slot 1.
public class many_parameters {
    int base = 1000;

    static String mix(int a, long b, float c, double d, byte e, char f, short g, boolean h, String i, long j, double k) {
        return a + "," + b + "," + c + "," + d + "," + e + "," + f + "," + g + "," + h + "," + i + "," + j + "," + k;
    }

    long sum(long a, int b, double c, int d) {
        return base + a + b + (long) c + d;
    }

    public static void main(String[] args) {
        System.out.println(mix(1, 2L, 3f, 4.0, (byte) 5, '6', (short) 7, true, "nine", 10L, 11.5));
        // expect: 1,2,3.0,4.0,5,6,7,true,nine,10,11.5
        System.out.println(new many_parameters().sum(1L << 33, 2, 3.9, 4));
        // expect: 8589935601
        System.out.println(mix(-1, Long.MIN_VALUE, -0f, Double.NaN, (byte) -128, 'z', (short) -1, false, null, -1L, -0.0));
        // expect: -1,-9223372036854775808,-0.0,NaN,-128,z,-1,false,null,-1,-0.0
    }
}
