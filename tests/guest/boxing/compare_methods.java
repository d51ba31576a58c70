// compare and compareTo on the box classes, including values whose difference overflows.
public class compare_methods {
    public static void main(String[] args) {
        System.out.println(Integer.compare(1, 2) + " " + Integer.compare(2, 2) + " " + Integer.compare(Integer.MAX_VALUE, Integer.MIN_VALUE));
        // expect: -1 0 1
        System.out.println(Long.compare(Long.MIN_VALUE, 0) + " " + Long.valueOf(5).compareTo(3L));
        // expect: -1 1
        System.out.println(Integer.valueOf(-10).compareTo(10) + " " + Character.compare('a', 'b') + " " + Boolean.compare(true, false));
        // expect: -1 -1 1
        System.out.println(Short.compare((short) 5, (short) -5) + " " + Byte.compare((byte) -1, (byte) 1));
        // expect: 10 -2
        System.out.println(Integer.signum(-99) + " " + Long.signum(0) + " " + Integer.signum(7));
        // expect: -1 0 1
        System.out.println(Integer.max(3, 9) + " " + Integer.min(3, 9) + " " + Integer.sum(3, 9) + " " + Long.max(-1L, -2L));
        // expect: 9 3 12 -1
    }
}
