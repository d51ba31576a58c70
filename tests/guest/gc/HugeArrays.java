// Array sizes the heap cannot hold give OutOfMemoryError (the JDK's two messages: past the VM's
// array length limit, and simply too big for the heap), negative sizes
// NegativeArraySizeException; none of them disturbs what follows.
// java-args: -Xmx32m
// wwvm-args: -Xmx32m
// expect: java.lang.OutOfMemoryError: Requested array size exceeds VM limit
// expect: java.lang.OutOfMemoryError: Requested array size exceeds VM limit
// expect: java.lang.OutOfMemoryError: Java heap space
// expect: java.lang.OutOfMemoryError: Java heap space
// expect: java.lang.OutOfMemoryError: Java heap space
// expect: java.lang.NegativeArraySizeException: -1
// expect: java.lang.NegativeArraySizeException: -5
// expect: still fine: 1000
public class HugeArrays {
    static void tryLength(String kind, int n) {
        try {
            Object o;
            switch (kind) {
                case "long": o = new long[n]; break;
                case "byte": o = new byte[n]; break;
                case "int": o = new int[n]; break;
                default: o = new Object[n]; break;
            }
            System.out.println("allocated " + kind + "[" + n + "]" + (o != null));
        } catch (Throwable e) {
            System.out.println(e);
        }
    }

    public static void main(String[] args) {
        tryLength("long", Integer.MAX_VALUE);
        tryLength("byte", Integer.MAX_VALUE - 1);
        tryLength("long", Integer.MAX_VALUE - 2);
        tryLength("int", 1 << 30);
        tryLength("Object", 100000000);
        tryLength("byte", -1);
        try {
            int[][] m = new int[3][-5];
            System.out.println(m.length);
        } catch (Throwable e) {
            System.out.println(e);
        }
        int[] fine = new int[1000];
        System.out.println("still fine: " + fine.length);
    }
}
