// Static methods whose first parameter is a float or a double and is
// reassigned: javac writes fstore_0 and dstore_0 for these.
public class slot0_float_double_store {
    static float twiceFloat(float x) {
        x = x * 2;
        return x;
    }

    static double halfDouble(double d) {
        d = d / 2;
        return d;
    }

    public static void main(String[] args) {
        System.out.println(twiceFloat(1.25f));
        // expect: 2.5
        System.out.println(halfDouble(5.0));
        // expect: 2.5
    }
}
