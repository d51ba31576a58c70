// Without -ea (or with a -da that comes later), assert statements do nothing and their
// conditions are not evaluated; -ea:NAME for another class or package leaves this one alone.
// wwvm-args: -ea -da -ea:other.pkg... -ea:SomeOtherClass
// java-args: -ea -da -ea:other.pkg... -ea:SomeOtherClass
public class assertions_disabled {
    static int evaluated = 0;

    static boolean sideEffect() {
        evaluated++;
        return false;
    }

    public static void main(String[] args) {
        assert sideEffect() : "never";
        assert false;
        System.out.println("conditions evaluated: " + evaluated);
        System.out.println("desired status: " + assertions_disabled.class.desiredAssertionStatus());
        System.out.println("library: " + String.class.desiredAssertionStatus());
    }
}
// expect: conditions evaluated: 0
// expect: desired status: false
// expect: library: false
