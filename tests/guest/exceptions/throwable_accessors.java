// getMessage, getCause, toString and getLocalizedMessage of Throwable in their different constructors.
public class throwable_accessors {
    public static void main(String[] args) {
        Exception plain = new Exception();
        System.out.println(plain.getMessage() + " " + plain.getCause() + " " + plain);
        // expect: null null java.lang.Exception
        Exception msg = new Exception("message");
        System.out.println(msg + " | " + msg.getLocalizedMessage());
        // expect: java.lang.Exception: message | message
        Exception withCause = new Exception(new IllegalStateException("root"));
        System.out.println(withCause.getMessage());
        // expect: java.lang.IllegalStateException: root
        Exception both = new Exception("top", new Error("bottom"));
        System.out.println(both + " caused by " + both.getCause());
        // expect: java.lang.Exception: top caused by java.lang.Error: bottom
        Throwable nullCause = new RuntimeException((Throwable) null);
        System.out.println(nullCause.getMessage() + " " + nullCause.getCause());
        // expect: null null
        Throwable init = new RuntimeException("late");
        init.initCause(new ArithmeticException("x"));
        System.out.println(init.getCause().getMessage());
        // expect: x
        try {
            init.initCause(new ArithmeticException("y"));
        } catch (IllegalStateException e) {
            System.out.println("initCause twice refused");
        }
        // expect: initCause twice refused
    }
}
