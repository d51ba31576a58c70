// Lambdas as javac compiles them for release 11: parameters declared with var (also final var),
// a var local holding a cast lambda, and method references to private members of a nestmate
// (a nested class's private static method, private constructor and private instance method used
// from the outer class, the outer class's private method used from the nested class): javac
// writes each as a lambda body that reaches the member directly (invokestatic, new and
// invokespecial, invokevirtual on a private method: nestmate access, no access methods). An
// interface's private methods (Java 9) are used from a default method's lambda and as a bound
// method reference on this (an interface REF_invokeSpecial handle). Concatenations inside the
// lambda bodies are indified too.
import java.util.*;
import java.util.function.*;

public class lambda_var_nestmates {
    private int base = 100;

    private int addBase(int v) {
        return base + v;
    }

    static final class LvBox {
        private final String content;

        private LvBox(String content) {
            this.content = content;
        }

        private static String wrap(String s) {
            return "{" + s + "}";
        }

        private String open() {
            return "opened " + content;
        }

        int useOuter(lambda_var_nestmates outer) {
            IntUnaryOperator add = outer::addBase;
            return add.applyAsInt(content.length());
        }
    }

    public static void main(String[] args) {
        BinaryOperator<Integer> add = (var x, var y) -> x + y;
        BiFunction<String, Integer, String> repeat = (final var s, final var n) -> {
            var sb = new StringBuilder();
            for (var i = 0; i < n; i++) {
                sb.append(s).append(i);
            }
            return sb + "";
        };
        var upper = (Function<String, String>) s -> s.toUpperCase();
        System.out.println(add.apply(40, 2) + " " + repeat.apply("ab", 3) + " " + upper.apply("var"));
        Comparator<String> byLength = (var a, var b) -> Integer.compare(a.length(), b.length());
        var list = new ArrayList<>(List.of("ccc", "a", "bb"));
        list.sort(byLength.thenComparing((var a, var b) -> b.compareTo(a)));
        System.out.println(list);

        Function<String, String> wrap = LvBox::wrap;
        Function<String, LvBox> make = LvBox::new;
        Function<LvBox, String> open = LvBox::open;
        LvBox box = make.apply("lid");
        System.out.println(wrap.apply("w") + " " + open.apply(box) + " " + box.useOuter(new lambda_var_nestmates()));

        LvGreeter g = () -> "Ann";
        System.out.println(g.greet() + " | " + g.greetAll(List.of("x", "y")));
    }
    // expect: 42 ab0ab1ab2 VAR
    // expect: [a, bb, ccc]
    // expect: {w} opened lid 103
    // expect: Hello, Ann! | Ann meets x; Ann meets y
}

interface LvGreeter {
    String name();

    private String decorate(String s) {
        return "Hello, " + s + "!";
    }

    private static String meet(String a, String b) {
        return a + " meets " + b;
    }

    default String greet() {
        Function<String, String> d = this::decorate;
        return d.apply(name());
    }

    default String greetAll(List<String> others) {
        var sb = new StringBuilder();
        others.forEach(o -> sb.append(sb.length() == 0 ? "" : "; ").append(meet(name(), o)));
        return sb.toString();
    }
}
