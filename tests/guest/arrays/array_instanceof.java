// instanceof and checkcast on arrays: covariance, Object, Cloneable and Serializable.
public class array_instanceof {
    public static void main(String[] args) {
        Object strs = new String[1];
        Object objs = new Object[1];
        Object ints = new int[1];
        System.out.println((strs instanceof Object[]) + " " + (strs instanceof String[]));
        // expect: true true
        System.out.println((objs instanceof Object[]) + " " + (objs instanceof String[]));
        // expect: true false
        System.out.println((ints instanceof Object) + " " + (ints instanceof Object[]) + " " + (ints instanceof int[]));
        // expect: true false true
        System.out.println((ints instanceof Cloneable) + " " + (ints instanceof java.io.Serializable));
        // expect: true true
        Object grid = new String[1][1];
        System.out.println((grid instanceof Object[]) + " " + (grid instanceof Object[][]) + " " + (grid instanceof CharSequence[][]));
        // expect: true true true
        System.out.println(new int[1][1] instanceof Object[]);
        // expect: true
        try {
            String[] s = (String[]) objs;
            System.out.println(s.length);
        } catch (ClassCastException e) {
            System.out.println("ClassCastException");
        }
        // expect: ClassCastException
        Object[] back = (Object[]) strs;
        System.out.println(back.length);
        // expect: 1
    }
}
