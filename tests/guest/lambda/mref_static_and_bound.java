// Method references that name a static method (REF_invokeStatic: Integer::parseInt, a private
// static method of this class, the interface static methods Comparator::naturalOrder and
// MrsbNamed::of, named by InterfaceMethodrefs) or an instance method on a receiver fixed when
// the reference is evaluated: str::concat and sb::append on a local (REF_invokeVirtual, the
// receiver captured), this::m and this::privateM (a private method: REF_invokeSpecial for class
// file version 52), super::m (javac writes a private lambda method that calls the superclass
// method with invokespecial), a bound receiver of interface type (list::add:
// REF_invokeInterface), bound references on a subclass's object to inherited methods (the
// handle names MrsbBase or Object, the captured receiver is an MrsbChild: a receiver may be of
// a subtype of the method's class, unlike the other captured values, which must match the
// parameters exactly), and a bound reference whose receiver is null (javac null-checks it when
// the reference is evaluated, so the NullPointerException comes before any call). The receiver
// is captured once: changing the variable's object afterwards does not change what it calls.
import java.util.*;
import java.util.function.*;

public class mref_static_and_bound extends MrsbBase {
    private final String tag;

    mref_static_and_bound(String tag) {
        this.tag = tag;
    }

    String describe(String s) {
        return "sub(" + tag + "):" + s;
    }

    private String secret(String s) {
        return "secret(" + tag + "):" + s;
    }

    private static int twice(int x) {
        return 2 * x;
    }

    static String joinAll(String sep, String a, String b) {
        return a + sep + b;
    }

    void instanceCases() {
        Function<String, String> mine = this::describe;
        Function<String, String> parents = super::describe;
        Function<String, String> hidden = this::secret;
        System.out.println(mine.apply("a") + " | " + parents.apply("b") + " | " + hidden.apply("c"));
        Supplier<String> name = this::toString;
        Supplier<String> parentName = super::toString;
        System.out.println(name.get() + " | " + parentName.get());
    }

    public String toString() {
        return "mref(" + tag + ")";
    }

    public static void main(String[] args) {
        Function<String, Integer> parse = Integer::parseInt;
        ToIntFunction<String> parseHex = s -> Integer.parseInt(s, 16);
        System.out.println(parse.apply("123") + " " + parse.apply("-7") + " " + parseHex.applyAsInt("ff"));
        IntUnaryOperator dbl = mref_static_and_bound::twice;
        System.out.println(dbl.applyAsInt(21));
        BiFunction<String, String, String> dash = (a, b) -> joinAll("-", a, b);
        System.out.println(dash.apply("x", "y"));
        Function<Object, String> valueOf = String::valueOf;
        System.out.println(valueOf.apply(null) + " " + valueOf.apply(3.5));
        Supplier<Comparator<String>> natural = Comparator::naturalOrder;
        Function<String, MrsbNamed> named = MrsbNamed::of;
        System.out.println(natural.get().compare("a", "b") + " " + named.apply("n").name());

        String str = "head";
        Function<String, String> concat = str::concat;
        str = "changed";
        System.out.println(concat.apply("-tail") + " " + concat.apply("") + " " + str);

        StringBuilder sb = new StringBuilder("sb:");
        Function<String, StringBuilder> append = sb::append;
        append.apply("one").append('+');
        append.apply("two");
        System.out.println(sb + " same=" + (append.apply("") == sb));

        List<String> list = new ArrayList<String>();
        Predicate<String> add = list::add;
        Consumer<String> addAll = list::add;
        System.out.println(add.test("p") + " " + add.test("q"));
        addAll.accept("r");
        System.out.println(list);
        Supplier<Integer> size = list::size;
        list.add("s");
        System.out.println("size " + size.get());

        Object obj = new MrsbBase();
        Supplier<String> objString = obj::toString;
        obj = "other";
        System.out.println(objString.get());

        MrsbChild child = new MrsbChild();
        Function<String, String> inherited = child::describe;
        Supplier<String> fromBase = child::toString;
        IntSupplier fromObject = child::hashCode;
        System.out.println(inherited.apply("i") + " | " + fromBase.get() + " | "
                + (fromObject.getAsInt() == child.hashCode()));

        new mref_static_and_bound("T").instanceCases();

        String nothing = null;
        try {
            Supplier<Integer> len = nothing::length;
            System.out.println("no exception at evaluation " + (len != null));
        } catch (NullPointerException e) {
            System.out.println("NullPointerException at evaluation");
        }
        Supplier<Integer> lazy = () -> nothing.length();
        try {
            lazy.get();
        } catch (NullPointerException e) {
            System.out.println("NullPointerException at call");
        }
    }
    // expect: 123 -7 255
    // expect: 42
    // expect: x-y
    // expect: null 3.5
    // expect: -1 named n
    // expect: head-tail head changed
    // expect: sb:one+two same=true
    // expect: true true
    // expect: [p, q, r]
    // expect: size 4
    // expect: base object
    // expect: base:i | base object | true
    // expect: sub(T):a | base:b | secret(T):c
    // expect: mref(T) | base object
    // expect: NullPointerException at evaluation
    // expect: NullPointerException at call
}

interface MrsbNamed {
    String name();

    static MrsbNamed of(String n) {
        return new MrsbNamedImpl(n);
    }
}

class MrsbNamedImpl implements MrsbNamed {
    private final String n;

    MrsbNamedImpl(String n) {
        this.n = n;
    }

    public String name() {
        return "named " + n;
    }
}

class MrsbChild extends MrsbBase {
}

class MrsbBase {
    String describe(String s) {
        return "base:" + s;
    }

    public String toString() {
        return "base object";
    }
}
