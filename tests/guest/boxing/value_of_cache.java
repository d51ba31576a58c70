// valueOf caches boxes for -128..127 (Integer, Long, Short, Byte, Character <= 127) and both Booleans.
public class value_of_cache {
    public static void main(String[] args) {
        System.out.println((Integer.valueOf(127) == Integer.valueOf(127)) + " " + (Integer.valueOf(128) == Integer.valueOf(128)));
        // expect: true false
        System.out.println((Integer.valueOf(-128) == Integer.valueOf(-128)) + " " + (Integer.valueOf(-129) == Integer.valueOf(-129)));
        // expect: true false
        Integer a = 100, b = 100, c = 1000, d = 1000;
        System.out.println((a == b) + " " + (c == d) + " " + c.equals(d));
        // expect: true false true
        System.out.println((Long.valueOf(5) == Long.valueOf(5)) + " " + (Short.valueOf((short) 5) == Short.valueOf((short) 5)));
        // expect: true true
        System.out.println((Byte.valueOf((byte) -128) == Byte.valueOf((byte) -128)) + " " + (Character.valueOf('a') == Character.valueOf('a')));
        // expect: true true
        System.out.println((Boolean.valueOf(true) == Boolean.TRUE) + " " + (Boolean.valueOf("false") == Boolean.FALSE));
        // expect: true true
        System.out.println(new Integer(5) == new Integer(5));
        // expect: false
    }
}
