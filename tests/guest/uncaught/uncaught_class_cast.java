// An uncaught ClassCastException between user classes, raised inside a helper method.
class UccKey { }
class UccValue { }

public class uncaught_class_cast {
    static UccValue convert(Object o) { return (UccValue) o; }

    public static void main(String[] args) {
        System.out.println(convert(new UccValue()) != null);
        // expect: true
        convert(new UccKey());
    }
    // exit: 1
    // stderr-first-line: Exception in thread "main" java.lang.ClassCastException: class UccKey cannot be cast to class UccValue (UccKey and UccValue are in unnamed module of loader 'app')
}
