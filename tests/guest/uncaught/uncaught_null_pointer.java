// An uncaught NullPointerException without a message prints just its class name.
public class uncaught_null_pointer {
    String name;

    public static void main(String[] args) {
        uncaught_null_pointer holder = new uncaught_null_pointer();
        System.out.println("name is " + holder.name);
        // expect: name is null
        System.out.println(holder.name.length());
    }
    // exit: 1
    // stderr-first-line: Exception in thread "main" java.lang.NullPointerException
}
