// ClassCastException between JDK classes names the java.base module and the bootstrap loader.
public class class_cast_jdk_classes {
    public static void main(String[] args) {
        Object o = Integer.valueOf(42);
        try {
            String s = (String) o;
            System.out.println(s);
        } catch (ClassCastException e) {
            System.out.println(e.getMessage());
        }
        // expect: class java.lang.Integer cannot be cast to class java.lang.String (java.lang.Integer and java.lang.String are in module java.base of loader 'bootstrap')
        Object arr = new int[1];
        try {
            String s = (String) arr;
            System.out.println(s);
        } catch (ClassCastException e) {
            System.out.println(e.getMessage());
        }
        // expect: class [I cannot be cast to class java.lang.String ([I and java.lang.String are in module java.base of loader 'bootstrap')
    }
}
