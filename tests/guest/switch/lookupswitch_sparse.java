// A sparse switch (lookupswitch) including negative keys and the extreme int values.
public class lookupswitch_sparse {
    static String code(int k) {
        switch (k) {
            case Integer.MIN_VALUE: return "min";
            case -50000: return "minus fifty thousand";
            case -1: return "minus one";
            case 7: return "seven";
            case 1000: return "thousand";
            case 65536: return "two to the sixteen";
            case Integer.MAX_VALUE: return "max";
            default: return "default";
        }
    }

    public static void main(String[] args) {
        int[] keys = { Integer.MIN_VALUE, -50000, -49999, -1, 0, 7, 8, 1000, 65536, Integer.MAX_VALUE, 123 };
        for (int k : keys) System.out.println(code(k));
        // expect: min
        // expect: minus fifty thousand
        // expect: default
        // expect: minus one
        // expect: default
        // expect: seven
        // expect: default
        // expect: thousand
        // expect: two to the sixteen
        // expect: max
        // expect: default
    }
}
