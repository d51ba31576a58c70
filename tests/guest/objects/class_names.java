// getClass().getName() for top-level, nested, inner, local and anonymous classes and JDK classes.
public class class_names {
    static class Nested { }
    class Inner { }

    public static void main(String[] args) {
        System.out.println(new class_names().getClass().getName());
        // expect: class_names
        System.out.println(new Nested().getClass().getName());
        // expect: class_names$Nested
        System.out.println(new class_names().new Inner().getClass().getName());
        // expect: class_names$Inner
        class Local { }
        System.out.println(new Local().getClass().getName());
        // expect: class_names$1Local
        Object anon = new Object() { };
        System.out.println(anon.getClass().getName());
        // expect: class_names$1
        System.out.println("s".getClass().getName() + " " + Integer.valueOf(1).getClass().getName());
        // expect: java.lang.String java.lang.Integer
        System.out.println(new StringBuilder().getClass().getName());
        // expect: java.lang.StringBuilder
    }
}
