// Double.parseDouble of decimal, scientific, signed, special and whitespace-padded strings.
public class parse_double {
    public static void main(String[] args) {
        System.out.println(Double.parseDouble("3.25") + " " + Double.parseDouble("-0.5") + " " + Double.parseDouble("+7"));
        // expect: 3.25 -0.5 7.0
        System.out.println(Double.parseDouble("1e3") + " " + Double.parseDouble("1.5E-3") + " " + Double.parseDouble(".5"));
        // expect: 1000.0 0.0015 0.5
        System.out.println(Double.parseDouble("  42  ") + " " + Double.parseDouble("1d") + " " + Double.parseDouble("2f"));
        // expect: 42.0 1.0 2.0
        System.out.println(Double.parseDouble("NaN") + " " + Double.parseDouble("-Infinity") + " " + Double.parseDouble("-0"));
        // expect: NaN -Infinity -0.0
        System.out.println(Double.parseDouble("1e400") + " " + Double.parseDouble("1e-400"));
        // expect: Infinity 0.0
        System.out.println(Double.parseDouble("0.1") == 0.1);
        // expect: true
        System.out.println(Double.parseDouble("2.2250738585072012e-308"));
        // expect: 2.2250738585072014E-308
        System.out.println(Double.valueOf("6.02e23") + " " + Double.parseDouble("123456789012345678901234567890"));
        // expect: 6.02E23 1.2345678901234568E29
        try {
            Double.parseDouble("1.2.3");
        } catch (NumberFormatException e) {
            System.out.println(e.getMessage());
        }
        // expect: multiple points
    }
}
