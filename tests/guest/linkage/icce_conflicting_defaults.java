// Two interfaces of a class gained the same default method after the class was compiled:
// calling it through the class or through either interface is an IncompatibleClassChangeError
// (conflicting default methods); a class that overrides it is unaffected.
interface LkCdLeft {
    default String greet() { return "left"; }
}

interface LkCdRight {                                     // changed: gains default greet()
    default String other() { return "right.other"; }
}

class LkCdBoth implements LkCdLeft, LkCdRight { }

class LkCdOverride implements LkCdLeft, LkCdRight {
    public String greet() { return "override"; }
}

public class icce_conflicting_defaults {
    public static void main(String[] args) {
        LkCdBoth both = new LkCdBoth();
        try {
            System.out.println(both.greet());
        } catch (IncompatibleClassChangeError e) {
            System.out.println(e);
        }
        LkCdLeft left = both;
        try {
            System.out.println(left.greet());
        } catch (IncompatibleClassChangeError e) {
            System.out.println(e);
        }
        Object o = both;
        try {
            System.out.println(((LkCdRight) o).other());
        } catch (IncompatibleClassChangeError e) {
            System.out.println(e);
        }
        LkCdLeft over = new LkCdOverride();
        System.out.println(over.greet());
        // expect: java.lang.IncompatibleClassChangeError: Conflicting default methods: LkCdLeft.greet LkCdRight.greet
        // expect: java.lang.AbstractMethodError: Receiver class LkCdBoth does not define or inherit an implementation of the resolved method 'java.lang.String greet()' of interface LkCdLeft.
        // expect: right.other
        // expect: override
    }
}
