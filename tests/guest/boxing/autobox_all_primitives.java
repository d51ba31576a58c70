// Autoboxing and unboxing of every primitive type, in assignments, arithmetic and method calls.
public class autobox_all_primitives {
    static Object box(Object o) { return o; }

    public static void main(String[] args) {
        Boolean z = true; Byte b = (byte) -1; Character c = 'q'; Short s = (short) 12;
        Integer i = 34; Long l = 56L; Float f = 7.5f; Double d = 8.25;
        System.out.println(z + " " + b + " " + c + " " + s + " " + i + " " + l + " " + f + " " + d);
        // expect: true -1 q 12 34 56 7.5 8.25
        int sum = b + s + i;
        long lsum = l + i;
        double dsum = f + d;
        System.out.println(sum + " " + lsum + " " + dsum + " " + (char) (c + 1) + " " + !z);
        // expect: 45 90 15.75 r false
        System.out.println(box(1).getClass().getName() + " " + box(1L).getClass().getName() + " " + box('x').getClass().getName());
        // expect: java.lang.Integer java.lang.Long java.lang.Character
        System.out.println(box(1.0f).getClass().getName() + " " + box(true).getClass().getName() + " " + box((short) 1).getClass().getName());
        // expect: java.lang.Float java.lang.Boolean java.lang.Short
        Integer counter = 0;
        for (int k = 0; k < 5; k++) counter++;
        System.out.println(counter);
        // expect: 5
        System.out.println(i.intValue() + " " + i.longValue() + " " + i.doubleValue() + " " + d.intValue() + " " + l.byteValue() + " " + f.shortValue());
        // expect: 34 34 34.0 8 56 7
    }
}
