// Float.parseFloat rounds the decimal value directly to float.
public class parse_float {
    public static void main(String[] args) {
        System.out.println(Float.parseFloat("1.1") + " " + Float.parseFloat("-2.5e3") + " " + Float.parseFloat("0"));
        // expect: 1.1 -2500.0 0.0
        System.out.println(Float.parseFloat("3.40282356e38") + " " + Float.parseFloat("1e39"));
        // expect: 3.4028235E38 Infinity
        System.out.println(Float.parseFloat("3.4028236e38"));
        // expect: Infinity
        System.out.println(Float.parseFloat("1.4e-45") + " " + Float.parseFloat("1e-46"));
        // expect: 1.4E-45 0.0
        System.out.println(Float.parseFloat("0.1") == 0.1f);
        // expect: true
        System.out.println(Float.parseFloat("16777217"));
        // expect: 1.6777216E7
        System.out.println(Float.valueOf("Infinity") + " " + Float.parseFloat("-NaN"));
        // expect: Infinity NaN
        try {
            Float.parseFloat("one");
        } catch (NumberFormatException e) {
            System.out.println(e.getMessage());
        }
        // expect: For input string: "one"
    }
}
