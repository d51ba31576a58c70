// Double.compare and equals order -0.0 below 0.0 and NaN above everything, unlike ==.
public class double_compare_and_equals {
    public static void main(String[] args) {
        System.out.println(Double.compare(1.0, 2.0) + " " + Double.compare(2.0, 2.0) + " " + Double.compare(3.0, 2.0));
        // expect: -1 0 1
        System.out.println(Double.compare(-0.0, 0.0) + " " + (-0.0 == 0.0));
        // expect: -1 true
        System.out.println(Double.compare(Double.NaN, Double.POSITIVE_INFINITY) + " " + Double.compare(Double.NaN, Double.NaN));
        // expect: 1 0
        System.out.println(Double.valueOf(Double.NaN).equals(Double.NaN) + " " + (Double.NaN == Double.NaN));
        // expect: true false
        System.out.println(Float.compare(0.0f, -0.0f) + " " + Float.compare(Float.NaN, 1f));
        // expect: 1 1
        System.out.println(Double.isNaN(0.0 / 0) + " " + Double.isInfinite(-1 / 0.0) + " " + Float.isNaN(1f));
        // expect: true true false
        System.out.println(Double.valueOf(1.5).compareTo(-1.5) + " " + Double.valueOf(0.0).equals(-0.0));
        // expect: 1 false
    }
}
