// Lambdas written in every kind of place, which decides where javac puts the body and how the
// call site names it: a static initialiser and a static field initialiser (static lambda$static$
// methods), an instance initialiser, a field initialiser and a constructor (lambda$new$ methods
// capturing this), an argument of super(...) (no this yet: a static body), an interface's
// default method (a private instance body in the interface, named with an interface
// REF_invokeSpecial handle), an interface's static method and constant (static bodies in the
// interface), enum constants' constructor arguments and a constant-specific class body, and an
// anonymous class's method that captures the anonymous object, a local and the outer object.
import java.util.*;
import java.util.function.*;

public class lambda_places {
    static final List<Supplier<String>> STATIC_MADE = new ArrayList<Supplier<String>>();
    static final IntUnaryOperator NEGATE = x -> -x;

    static {
        for (int i = 1; i <= 2; i++) {
            int n = i;
            STATIC_MADE.add(() -> "static init " + n);
        }
    }

    int id; // not final: the initialisers' lambdas read it after the constructor set it
    final List<Supplier<String>> made = new ArrayList<Supplier<String>>();
    final Supplier<String> fieldLambda = () -> "field init sees id=" + this.id;

    {
        made.add(() -> "instance init, id now " + id);
    }

    lambda_places(int id) {
        this.id = id;
        made.add(() -> "constructor, id " + this.id);
    }

    String anonymousCase(String local) {
        Function<String, String> anon = new Function<String, String>() {
            int calls;

            public String apply(String arg) {
                IntSupplier next = () -> ++calls;
                next.getAsInt();
                Supplier<String> all = () -> arg + "/" + local + "/" + id + "/" + calls;
                return all.get();
            }
        };
        return anon.apply("a1") + " " + anon.apply("a2");
    }

    public static void main(String[] args) {
        for (Supplier<String> s : STATIC_MADE) {
            System.out.println(s.get());
        }
        System.out.println(NEGATE.applyAsInt(5));
        lambda_places p = new lambda_places(7);
        for (Supplier<String> s : p.made) {
            System.out.println(s.get());
        }
        System.out.println(p.fieldLambda.get());
        System.out.println(new LpChild().describe());

        LpGreeter bob = () -> "Bob";
        System.out.println(bob.greeter("Hello").get() + " | " + LpGreeter.named("Ann").greeter("Hi").get());
        System.out.println(LpGreeter.SHOUT.apply("quiet") + " " + LpGreeter.shout(bob).get());

        for (LpOp op : LpOp.values()) {
            System.out.println(op + " " + op.symbol + " " + op.apply(12, 4));
        }
        System.out.println(LpOp.bySymbol("*").apply(6, 7));

        System.out.println(p.anonymousCase("L"));
    }
    // expect: static init 1
    // expect: static init 2
    // expect: -5
    // expect: instance init, id now 7
    // expect: constructor, id 7
    // expect: field init sees id=7
    // expect: child of [made before this existed]
    // expect: Hello, Bob | Hi, Ann
    // expect: QUIET! BOB!
    // expect: PLUS + 16
    // expect: TIMES * 48
    // expect: MINUS - 8
    // expect: DIVIDE / 3
    // expect: 42
    // expect: a1/L/7/1 a2/L/7/2
}

class LpParent {
    private final Supplier<String> source;

    LpParent(Supplier<String> source) {
        this.source = source;
    }

    String describe() {
        return "child of [" + source.get() + "]";
    }
}

class LpChild extends LpParent {
    LpChild() {
        super(() -> "made before this existed");
    }
}

interface LpGreeter {
    Function<String, String> SHOUT = s -> s.toUpperCase() + "!";

    String name();

    default Supplier<String> greeter(String greeting) {
        return () -> greeting + ", " + name();
    }

    static LpGreeter named(String n) {
        return () -> n;
    }

    static Supplier<String> shout(LpGreeter g) {
        return () -> SHOUT.apply(g.name());
    }
}

enum LpOp {
    PLUS("+", (a, b) -> a + b),
    TIMES("*", (a, b) -> a * b),
    MINUS("-", null) {
        int apply(int a, int b) {
            IntBinaryOperator sub = (x, y) -> x - y;
            return sub.applyAsInt(a, b);
        }
    },
    DIVIDE("/", Math::floorDiv);

    private static final Map<String, LpOp> BY_SYMBOL = new HashMap<String, LpOp>();

    static {
        for (LpOp op : values()) {
            BY_SYMBOL.put(op.symbol, op);
        }
    }

    final String symbol;
    private final IntBinaryOperator op;

    LpOp(String symbol, IntBinaryOperator op) {
        this.symbol = symbol;
        this.op = op;
    }

    int apply(int a, int b) {
        return op.applyAsInt(a, b);
    }

    static LpOp bySymbol(String s) {
        return BY_SYMBOL.get(s);
    }
}
