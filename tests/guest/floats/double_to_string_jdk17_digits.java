// Values where JDK 17's Double.toString gives a particular digit string (for example 2e23).
public class double_to_string_jdk17_digits {
    public static void main(String[] args) {
        System.out.println(2e23);
        // expect: 1.9999999999999998E23
        // JDK 17 (before the JDK 19 rewrite) prints these two without the shortest digits.
        System.out.println(1e23);
        // expect: 9.999999999999999E22
        System.out.println(8.41e21);
        // expect: 8.409999999999999E21
        System.out.println(0.1 + 0.2);
        // expect: 0.30000000000000004
        System.out.println(1.1 * 1.1);
        // expect: 1.2100000000000002
        System.out.println(9007199254740993.0);
        // expect: 9.007199254740992E15
        System.out.println(5e-324 * 3);
        // expect: 1.5E-323
        System.out.println(1e22);
        // expect: 1.0E22
        System.out.println(4.35);
        // expect: 4.35
        System.out.println(100.0 / 3);
        // expect: 33.333333333333336
    }
}
