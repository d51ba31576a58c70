// String.valueOf for every primitive type, char arrays, objects and null.
public class value_of_all_types {
    public static void main(String[] args) {
        System.out.println(String.valueOf(true) + " " + String.valueOf('c') + " " + String.valueOf(-42));
        // expect: true c -42
        System.out.println(String.valueOf(123456789012L) + " " + String.valueOf(1.5f) + " " + String.valueOf(-2.25));
        // expect: 123456789012 1.5 -2.25
        System.out.println(String.valueOf(new char[] { 'o', 'k' }));
        // expect: ok
        Object none = null;
        System.out.println(String.valueOf(none) + " " + String.valueOf((Object) Integer.valueOf(9)));
        // expect: null 9
        byte b = -1;
        short s = 300;
        System.out.println(String.valueOf(b) + String.valueOf(s));
        // expect: -1300
        System.out.println(Integer.toString(7) + Long.toString(8L) + Double.toString(9.0) + Float.toString(1f) + Boolean.toString(false) + Character.toString('!'));
        // expect: 789.01.0false!
    }
}
