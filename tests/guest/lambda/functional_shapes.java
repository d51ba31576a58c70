// Functional interfaces of unusual shapes, declared here: a method with nine parameters of
// mixed widths (long and double take two slots) whose lambda also captures values, so the
// lambda's class must pass captured values first and then every argument in its slots; a method
// that throws a checked exception; a varargs method; methods taking and returning arrays; a
// generic interface used at several types; an interface whose defaults call its one abstract
// method (and a default overridden in a subinterface). Also void-compatible method references
// whose results are dropped (list::add as a Consumer, sb::append as a Consumer, a static int
// method as a Runnable) and a lambda passed where an overloaded method takes either of two
// functional interfaces.
import java.util.*;
import java.util.function.*;

public class functional_shapes {
    static int calls;

    static int touch() {
        return ++calls;
    }

    static String which(Supplier<String> s) {
        return "supplier " + s.get();
    }

    static String which(IntSupplier s) {
        return "intsupplier " + s.getAsInt();
    }

    public static void main(String[] args) throws Exception {
        long capturedLong = 1000000000000L;
        byte capturedByte = 3;
        FsNine nine = (a, b, c, d, e, f, g, h, i) -> a + "|" + b + "|" + c + "|" + d + "|" + e + "|" + f + "|"
                + g + "|" + h + "|" + i + "|" + (capturedLong + b + capturedByte);
        System.out.println(nine.all(1, 2L, 3.5, 'x', true, 6.25f, (short) -7, "s", (byte) 9));
        FsNine nineRef = functional_shapes::nineStatic;
        System.out.println(nineRef.all(-1, Long.MIN_VALUE, -0.5, 'y', false, 0.1f, Short.MAX_VALUE, null,
                Byte.MIN_VALUE));

        FsFailing<String> ok = () -> "fine";
        FsFailing<String> bad = () -> {
            throw new Exception("checked");
        };
        FsFailing<Integer> parse = () -> Integer.valueOf("12");
        System.out.println(ok.call() + " " + parse.call());
        try {
            bad.call();
        } catch (Exception e) {
            System.out.println("caught " + e.getMessage());
        }

        FsVarargs count = parts -> parts.length;
        FsVarargs joinedLength = parts -> String.join("", parts).length();
        System.out.println(count.count() + " " + count.count("a", "b", "c") + " "
                + joinedLength.count(new String[] {"ab", "cde"}));

        FsArrays reverse = in -> {
            int[] out = new int[in.length];
            for (int i = 0; i < in.length; i++) {
                out[i] = in[in.length - 1 - i];
            }
            return out;
        };
        System.out.println(Arrays.toString(reverse.apply(new int[] {1, 2, 3})) + " "
                + reverse.apply(new int[0]).length);

        FsPair<String, Integer> sp = (x, y) -> x + "#" + y;
        FsPair<Double, Double> dd = (x, y) -> String.valueOf(x * y);
        FsPair<List<String>, String> ls = (x, y) -> x.contains(y) ? "has " + y : "no " + y;
        System.out.println(sp.combine("k", 5) + " " + dd.combine(1.5, 4.0) + " "
                + ls.combine(Arrays.asList("p", "q"), "q"));

        FsText upper = s -> s.toUpperCase();
        FsText trimmed = String::trim;
        System.out.println(upper.twice("ab") + " " + upper.then(trimmed).apply("  pad  ") + "|"
                + trimmed.then(upper).apply("  mix ") + "| " + upper.name());
        FsLoudText loud = s -> s + "!";
        System.out.println(loud.name() + " " + loud.twice("hey") + " " + loud.then(upper).apply("go"));

        List<String> list = new ArrayList<String>();
        Consumer<String> add = list::add;
        add.accept("dropped boolean");
        StringBuilder sb = new StringBuilder();
        Consumer<String> append = sb::append;
        append.accept("dropped builder");
        Runnable toucher = functional_shapes::touch;
        toucher.run();
        toucher.run();
        System.out.println(list + " " + sb + " " + calls);

        System.out.println(which(() -> "s") + " " + which(() -> 5));
    }

    static String nineStatic(int a, long b, double c, char d, boolean e, float f, short g, String h,
            byte i) {
        return a + "/" + b + "/" + c + "/" + d + "/" + e + "/" + f + "/" + g + "/" + h + "/" + i;
    }
    // expect: 1|2|3.5|x|true|6.25|-7|s|9|1000000000005
    // expect: -1/-9223372036854775808/-0.5/y/false/0.1/32767/null/-128
    // expect: fine 12
    // expect: caught checked
    // expect: 0 3 5
    // expect: [3, 2, 1] 0
    // expect: k#5 6.0 has q
    // expect: AB PAD|MIX| text
    // expect: loud text hey!! GO!
    // expect: [dropped boolean] dropped builder 2
    // expect: supplier s intsupplier 5
}

interface FsNine {
    String all(int a, long b, double c, char d, boolean e, float f, short g, String h, byte i);
}

interface FsFailing<T> {
    T call() throws Exception;
}

interface FsVarargs {
    int count(String... parts);
}

interface FsArrays {
    int[] apply(int[] in);
}

interface FsPair<A, B> {
    String combine(A a, B b);
}

interface FsText {
    String apply(String s);

    default String twice(String s) {
        return apply(apply(s));
    }

    default FsText then(FsText next) {
        return s -> next.apply(apply(s));
    }

    default String name() {
        return "text";
    }
}

interface FsLoudText extends FsText {
    default String name() {
        return "loud " + FsText.super.name();
    }
}
