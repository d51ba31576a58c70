// Double.toString of everyday values: plain notation for 1e-3 <= |d| < 1e7, scientific otherwise.
public class double_to_string_common {
    public static void main(String[] args) {
        System.out.println(0.1);
        // expect: 0.1
        System.out.println(1.0 / 3);
        // expect: 0.3333333333333333
        System.out.println(2.0 / 3);
        // expect: 0.6666666666666666
        System.out.println(100.0);
        // expect: 100.0
        System.out.println(1e7);
        // expect: 1.0E7
        System.out.println(9999999.0);
        // expect: 9999999.0
        System.out.println(1e-3);
        // expect: 0.001
        System.out.println(0.00099);
        // expect: 9.9E-4
        System.out.println(1.0E-5);
        // expect: 1.0E-5
        System.out.println(123456789.0);
        // expect: 1.23456789E8
        System.out.println(-1.5);
        // expect: -1.5
        System.out.println(3.141592653589793);
        // expect: 3.141592653589793
        System.out.println(1.0);
        // expect: 1.0
    }
}
