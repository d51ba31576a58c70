// Objects.requireNonNull returns its argument or throws NullPointerException with the given message.
import java.util.Objects;

public class objects_require_non_null {
    public static void main(String[] args) {
        String s = Objects.requireNonNull("value");
        System.out.println(s);
        // expect: value
        try {
            Objects.requireNonNull(null);
        } catch (NullPointerException e) {
            System.out.println("no message: " + e.getMessage());
        }
        // expect: no message: null
        try {
            Objects.requireNonNull(null, "config must not be null");
        } catch (NullPointerException e) {
            System.out.println(e);
        }
        // expect: java.lang.NullPointerException: config must not be null
        System.out.println(Objects.equals(null, null) + " " + Objects.equals("a", null) + " " + Objects.equals("a", "a"));
        // expect: true false true
        System.out.println(Objects.hashCode(null) + " " + Objects.toString(null) + " " + Objects.isNull(null));
        // expect: 0 null true
    }
}
