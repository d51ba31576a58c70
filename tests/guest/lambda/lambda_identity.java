// Object identity of lambda objects. A call site whose lambda or method reference captures
// nothing is linked once and hands out one object every time it runs: evaluated twice, in a
// loop, from two calls of a method, and from two receivers of an instance method whose lambda
// does not use this (javac makes its body static), the results are ==. A capturing site (a
// local, this, a bound receiver) makes a new object each time. Two sites with the same text are
// different lambdas. Every object of one site has one class, whose superclass is Object and
// which implements the functional interface; equals is identity.
import java.util.*;
import java.util.function.*;

public class lambda_identity {
    final String name;

    lambda_identity(String name) {
        this.name = name;
    }

    Supplier<String> nonCapturingInInstanceMethod() {
        return () -> "constant";
    }

    Supplier<String> capturingThis() {
        return () -> name;
    }

    Supplier<String> boundReference() {
        return this::toString;
    }

    static Runnable fromStaticMethod() {
        return () -> { };
    }

    static Function<String, Integer> lengthRef() {
        return String::length;
    }

    static Supplier<List<String>> listMaker() {
        return ArrayList::new;
    }

    static IntSupplier capturing(int v) {
        return () -> v;
    }

    public static void main(String[] args) {
        Runnable[] seen = new Runnable[2];
        for (int i = 0; i < 2; i++) {
            seen[i] = () -> System.out.println("run");
        }
        System.out.println("same site twice: " + (seen[0] == seen[1]));
        Object first = null;
        boolean allSame = true;
        for (int i = 0; i < 50; i++) {
            IntUnaryOperator op = x -> x + 1;
            if (first == null) {
                first = op;
            }
            allSame &= first == op;
        }
        System.out.println("50 evaluations one object: " + allSame);
        System.out.println("static method twice: " + (fromStaticMethod() == fromStaticMethod()));
        System.out.println("String::length twice: " + (lengthRef() == lengthRef()));
        System.out.println("ArrayList::new twice: " + (listMaker() == listMaker()));

        lambda_identity a = new lambda_identity("a");
        lambda_identity b = new lambda_identity("b");
        System.out.println("no this, two receivers: "
                + (a.nonCapturingInInstanceMethod() == b.nonCapturingInInstanceMethod()));
        System.out.println("capturing this, same receiver: " + (a.capturingThis() == a.capturingThis()));
        System.out.println("bound reference, same receiver: " + (a.boundReference() == a.boundReference()));
        System.out.println("capturing a local, same value: " + (capturing(1) == capturing(1)));

        Runnable site1 = () -> { };
        Runnable site2 = () -> { };
        System.out.println("two sites, same text: " + (site1 == site2) + " same class: "
                + (site1.getClass() == site2.getClass()));
        System.out.println("capturing site, one class: "
                + (capturing(1).getClass() == capturing(2).getClass()) + " values "
                + capturing(1).getAsInt() + " " + capturing(2).getAsInt());
        System.out.println("this-capturing site, one class: "
                + (a.capturingThis().getClass() == b.capturingThis().getClass()));

        Class<?> k = site1.getClass();
        System.out.println("superclass Object: " + (k.getSuperclass() == Object.class) + ", interface: "
                + k.isInterface() + ", array: " + k.isArray() + ", Runnable: "
                + Runnable.class.isAssignableFrom(k) + " " + (site1 instanceof Runnable) + " "
                + Runnable.class.isInstance(site1));
        Object asObject = capturing(3);
        System.out.println("IntSupplier: " + (asObject instanceof IntSupplier) + ", Supplier: "
                + (asObject instanceof Supplier));
        System.out.println("equals: " + site1.equals(site1) + " " + site1.equals(site2) + " "
                + capturing(1).equals(capturing(1)));
        seen[0].run();
    }

    // expect: same site twice: true
    // expect: 50 evaluations one object: true
    // expect: static method twice: true
    // expect: String::length twice: true
    // expect: ArrayList::new twice: true
    // expect: no this, two receivers: true
    // expect: capturing this, same receiver: false
    // expect: bound reference, same receiver: false
    // expect: capturing a local, same value: false
    // expect: two sites, same text: false same class: false
    // expect: capturing site, one class: true values 1 2
    // expect: this-capturing site, one class: true
    // expect: superclass Object: true, interface: false, array: false, Runnable: true true true
    // expect: IntSupplier: true, Supplier: false
    // expect: equals: true false false
    // expect: run
}
