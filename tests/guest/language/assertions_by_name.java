// -ea:NAME and -da:NAME: a class rule beats a package rule, a subpackage beats its parent, the
// last option for one name wins, "..." alone names the unnamed package, and -esa/-dsa only
// decide for the class library's classes when no rule names them.
// wwvm-args: -da -ea:... -da:assertions_by_name$Off -ea:java.util... -da:java.util -ea:java.lang.String -da:java.lang.String -ea:java.lang.Integer -esa
// java-args: -da -ea:... -da:assertions_by_name$Off -ea:java.util... -da:java.util -ea:java.lang.String -da:java.lang.String -ea:java.lang.Integer -esa
public class assertions_by_name {
    static class On {
    }

    static class Off {
    }

    public static void main(String[] args) {
        System.out.println("main class: " + assertions_by_name.class.desiredAssertionStatus());
        System.out.println("nested class: " + On.class.desiredAssertionStatus());
        System.out.println("named off: " + Off.class.desiredAssertionStatus());
        System.out.println("java.util.HashMap: " + java.util.HashMap.class.desiredAssertionStatus());
        System.out.println("java.lang.String: " + String.class.desiredAssertionStatus());
        System.out.println("java.lang.Integer: " + Integer.class.desiredAssertionStatus());
        System.out.println("java.lang.Long (-esa): " + Long.class.desiredAssertionStatus());
        try {
            assert args.length > 0 : "no arguments";
        } catch (AssertionError e) {
            System.out.println("caught: " + e.getMessage());
        }
    }
}
// expect: main class: true
// expect: nested class: true
// expect: named off: false
// expect: java.util.HashMap: true
// expect: java.lang.String: false
// expect: java.lang.Integer: true
// expect: java.lang.Long (-esa): true
// expect: caught: no arguments
