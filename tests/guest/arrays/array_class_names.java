// getClass().getName() of arrays uses descriptor syntax: [I, [[D, [Ljava.lang.String;.
public class array_class_names {
    public static void main(String[] args) {
        System.out.println(new int[0].getClass().getName());
        // expect: [I
        System.out.println(new boolean[0].getClass().getName() + new byte[0].getClass().getName()
                + new char[0].getClass().getName() + new short[0].getClass().getName());
        // expect: [Z[B[C[S
        System.out.println(new long[0].getClass().getName() + new float[0].getClass().getName()
                + new double[0].getClass().getName());
        // expect: [J[F[D
        System.out.println(new double[1][1].getClass().getName());
        // expect: [[D
        System.out.println(new String[0].getClass().getName());
        // expect: [Ljava.lang.String;
        System.out.println(new Object[1][0].getClass().getName());
        // expect: [[Ljava.lang.Object;
        System.out.println(new array_class_names[0].getClass().getName());
        // expect: [Larray_class_names;
        System.out.println(new int[0].getClass() == new int[5].getClass());
        // expect: true
    }
}
