// Constructor and array-constructor references. ArrayList::new, StringBuilder::new with a String
// and with an int, ArrayList::new given an Integer (unboxed to the capacity constructor), a
// static nested class's and a generic class's constructors and a top-level class's (McLazy::new)
// are direct REF_newInvokeSpecial handles. An inner class's constructor (javac writes
// an instance lambda body capturing this, the enclosing instance), a private constructor, a local
// class that captures a local variable, a varargs constructor and the array constructors
// int[]::new, long[]::new and String[][]::new become lambda bodies javac writes. Evaluating a
// constructor or static-method reference does not initialise its class: that happens at the
// first call (JVMS 5.5), so the order of the printed lines shows when it ran.
import java.util.*;
import java.util.function.*;

public class mref_constructors {
    static final class McPoint {
        final String name;
        final int x;

        McPoint(String name, int x) {
            this.name = name;
            this.x = x;
        }

        public String toString() {
            return name + "@" + x;
        }
    }

    static final class McSecret {
        private final String s;

        private McSecret(String s) {
            this.s = s;
        }

        public String toString() {
            return "secret " + s;
        }
    }

    static final class McBox<T> {
        final T value;

        McBox(T value) {
            this.value = value;
        }

        public String toString() {
            return "box(" + value + ")";
        }
    }

    static final class McVar {
        final int count;

        McVar(String... parts) {
            count = parts.length;
        }
    }

    final String owner;

    mref_constructors(String owner) {
        this.owner = owner;
    }

    final class McInner {
        final String label;

        McInner(String label) {
            this.label = label;
        }

        public String toString() {
            return owner + "." + label;
        }
    }

    void innerCases() {
        Function<String, McInner> make = McInner::new;
        System.out.println(make.apply("one") + " " + make.apply("two"));
        mref_constructors other = new mref_constructors("other");
        Supplier<McInner> viaOther = () -> other.new McInner("three");
        System.out.println(viaOther.get());
    }

    public static void main(String[] args) {
        Supplier<List<String>> newList = ArrayList::new;
        List<String> a = newList.get();
        List<String> b = newList.get();
        a.add("x");
        System.out.println(a + " " + b + " distinct=" + (a != b));
        Function<String, StringBuilder> sbOf = StringBuilder::new;
        IntFunction<StringBuilder> sbSized = StringBuilder::new;
        System.out.println(sbOf.apply("start").append("!") + " " + sbSized.apply(64).length());
        Function<Integer, List<String>> sized = ArrayList::new;
        System.out.println(sized.apply(10).isEmpty());

        BiFunction<String, Integer, McPoint> point = McPoint::new;
        Function<String, McSecret> secret = McSecret::new;
        Function<String, McBox<String>> box = McBox::new;
        System.out.println(point.apply("p", 3) + " " + secret.apply("s") + " " + box.apply("b"));
        Supplier<McVar> noParts = McVar::new;
        BiFunction<String, String, McVar> twoParts = McVar::new;
        System.out.println(noParts.get().count + " " + twoParts.apply("a", "b").count);

        final int base = 40;
        class McLocal {
            final int value;

            McLocal(int extra) {
                value = base + extra;
            }
        }
        IntFunction<McLocal> local = McLocal::new;
        System.out.println(local.apply(2).value);

        new mref_constructors("outer").innerCases();

        IntFunction<int[]> ints = int[]::new;
        Function<Integer, long[]> longs = long[]::new;
        IntFunction<String[][]> grid = String[][]::new;
        int[] i5 = ints.apply(5);
        long[] l3 = longs.apply(3);
        String[][] g = grid.apply(2);
        System.out.println(i5.length + " " + i5[4] + " " + l3.length + " " + g.length + " " + (g[1] == null));
        g[0] = new String[] {"row"};
        System.out.println(g[0][0] + " " + ints.apply(0).length);
        try {
            ints.apply(-1);
        } catch (NegativeArraySizeException e) {
            System.out.println("NegativeArraySizeException");
        }

        Supplier<McLazy> lazy = McLazy::new;
        IntSupplier lazyStatic = McLazyStatic::value;
        System.out.println("references evaluated");
        System.out.println("made " + lazy.get());
        System.out.println("static " + lazyStatic.getAsInt());
    }
    // expect: [x] [] distinct=true
    // expect: start! 0
    // expect: true
    // expect: p@3 secret s box(b)
    // expect: 0 2
    // expect: 42
    // expect: outer.one outer.two
    // expect: other.three
    // expect: 5 0 3 2 true
    // expect: row 0
    // expect: NegativeArraySizeException
    // expect: references evaluated
    // expect: McLazy initialised
    // expect: made lazy
    // expect: McLazyStatic initialised
    // expect: static 7
}

class McLazy {
    static {
        System.out.println("McLazy initialised");
    }

    public String toString() {
        return "lazy";
    }
}

class McLazyStatic {
    static {
        System.out.println("McLazyStatic initialised");
    }

    static int value() {
        return 7;
    }
}
