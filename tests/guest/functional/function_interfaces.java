// java.util.function: every interface called through an anonymous class, and the default and
// static methods (compose, andThen, identity, and/or/negate with short-circuiting, isEqual, not,
// minBy/maxBy), including the NullPointerException for a null argument.
import java.util.*;
import java.util.function.*;

public class function_interfaces {
    static final StringBuilder log = new StringBuilder();

    static Predicate<String> logged(final String name, final boolean result) {
        return new Predicate<String>() {
            public boolean test(String s) {
                log.append(name).append('(').append(s).append(") ");
                return result;
            }
        };
    }

    static void npe(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": no exception");
        } catch (NullPointerException e) {
            System.out.println(what + ": NPE " + e.getMessage());
        }
    }

    static String flush() {
        String s = log.toString().trim();
        log.setLength(0);
        return s;
    }

    public static void main(String[] args) {
        Function<Integer, Integer> plus1 = new Function<Integer, Integer>() {
            public Integer apply(Integer x) {
                return x + 1;
            }
        };
        Function<Integer, Integer> times2 = new Function<Integer, Integer>() {
            public Integer apply(Integer x) {
                return x * 2;
            }
        };
        Function<Object, String> show = new Function<Object, String>() {
            public String apply(Object o) {
                return "<" + o + ">";
            }
        };
        System.out.println(plus1.andThen(times2).apply(5) + " " + plus1.compose(times2).apply(5));
        System.out.println(plus1.andThen(show).apply(1) + " " + Function.<String>identity().apply("id"));
        System.out.println(UnaryOperator.<String>identity().apply("uid"));

        BiFunction<Integer, Integer, Integer> sum = new BiFunction<Integer, Integer, Integer>() {
            public Integer apply(Integer a, Integer b) {
                return a + b;
            }
        };
        System.out.println(sum.andThen(show).apply(3, 4));

        final List<String> seen = new ArrayList<String>();
        Consumer<String> c1 = new Consumer<String>() {
            public void accept(String s) {
                seen.add("c1:" + s);
            }
        };
        Consumer<Object> c2 = new Consumer<Object>() {
            public void accept(Object s) {
                seen.add("c2:" + s);
            }
        };
        c1.andThen(c2).andThen(c1).accept("x");
        System.out.println(seen);
        seen.clear();
        Consumer<String> boom = new Consumer<String>() {
            public void accept(String s) {
                throw new IllegalStateException("boom " + s);
            }
        };
        try {
            boom.andThen(c1).accept("y");
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage() + " " + seen);
        }
        BiConsumer<String, Integer> bc = new BiConsumer<String, Integer>() {
            public void accept(String s, Integer i) {
                seen.add(s + "=" + i);
            }
        };
        bc.andThen(bc).accept("k", 7);
        System.out.println(seen);

        Predicate<String> t = logged("T", true);
        Predicate<String> f = logged("F", false);
        System.out.println(t.and(f).test("a") + " " + flush());
        System.out.println(f.and(t).test("b") + " " + flush());
        System.out.println(t.or(f).test("c") + " " + flush());
        System.out.println(f.or(t).test("d") + " " + flush());
        System.out.println(f.negate().test("e") + " " + flush());
        System.out.println(Predicate.not(t).test("g") + " " + flush());
        System.out.println(Predicate.isEqual("q").test("q") + " " + Predicate.isEqual("q").test("r")
                + " " + Predicate.isEqual(null).test(null) + " " + Predicate.isEqual(null).test("z")
                + " " + Predicate.<String>isEqual("q").test(null));

        BiPredicate<String, Integer> longer = new BiPredicate<String, Integer>() {
            public boolean test(String s, Integer n) {
                return s.length() > n;
            }
        };
        BiPredicate<Object, Object> never = new BiPredicate<Object, Object>() {
            public boolean test(Object a, Object b) {
                return false;
            }
        };
        System.out.println(longer.test("abc", 2) + " " + longer.negate().test("abc", 2) + " "
                + longer.and(never).test("abc", 2) + " " + longer.or(never).test("abc", 5));

        Comparator<String> byLength = new Comparator<String>() {
            public int compare(String a, String b) {
                return a.length() - b.length();
            }
        };
        BinaryOperator<String> min = BinaryOperator.minBy(byLength);
        BinaryOperator<String> max = BinaryOperator.maxBy(byLength);
        System.out.println(min.apply("aa", "b") + " " + min.apply("x", "y") + " " + max.apply("aa", "b")
                + " " + max.apply("x", "y") + " " + min.andThen(show).apply("long", "s"));

        Supplier<String> sup = new Supplier<String>() {
            public String get() {
                return "supplied";
            }
        };
        BooleanSupplier bs = new BooleanSupplier() {
            public boolean getAsBoolean() {
                return true;
            }
        };
        IntSupplier is = new IntSupplier() {
            public int getAsInt() {
                return 42;
            }
        };
        LongSupplier ls = new LongSupplier() {
            public long getAsLong() {
                return 1L << 40;
            }
        };
        DoubleSupplier ds = new DoubleSupplier() {
            public double getAsDouble() {
                return 0.5;
            }
        };
        System.out.println(sup.get() + " " + bs.getAsBoolean() + " " + is.getAsInt() + " " + ls.getAsLong()
                + " " + ds.getAsDouble());

        IntUnaryOperator inc = new IntUnaryOperator() {
            public int applyAsInt(int x) {
                return x + 1;
            }
        };
        IntUnaryOperator sq = new IntUnaryOperator() {
            public int applyAsInt(int x) {
                return x * x;
            }
        };
        System.out.println(inc.andThen(sq).applyAsInt(3) + " " + inc.compose(sq).applyAsInt(3) + " "
                + IntUnaryOperator.identity().applyAsInt(-9));
        LongUnaryOperator linc = new LongUnaryOperator() {
            public long applyAsLong(long x) {
                return x + 1;
            }
        };
        LongUnaryOperator lneg = new LongUnaryOperator() {
            public long applyAsLong(long x) {
                return -x;
            }
        };
        System.out.println(linc.andThen(lneg).applyAsLong(10) + " " + linc.compose(lneg).applyAsLong(10) + " "
                + LongUnaryOperator.identity().applyAsLong(Long.MIN_VALUE));
        DoubleUnaryOperator half = new DoubleUnaryOperator() {
            public double applyAsDouble(double x) {
                return x / 2;
            }
        };
        DoubleUnaryOperator dinc = new DoubleUnaryOperator() {
            public double applyAsDouble(double x) {
                return x + 1;
            }
        };
        System.out.println(half.andThen(dinc).applyAsDouble(3) + " " + half.compose(dinc).applyAsDouble(3) + " "
                + DoubleUnaryOperator.identity().applyAsDouble(-0.0));

        IntBinaryOperator imul = new IntBinaryOperator() {
            public int applyAsInt(int a, int b) {
                return a * b;
            }
        };
        LongBinaryOperator lmax = new LongBinaryOperator() {
            public long applyAsLong(long a, long b) {
                return Math.max(a, b);
            }
        };
        DoubleBinaryOperator dpow = new DoubleBinaryOperator() {
            public double applyAsDouble(double a, double b) {
                return Math.pow(a, b);
            }
        };
        System.out.println(imul.applyAsInt(6, 7) + " " + lmax.applyAsLong(-1, 5) + " " + dpow.applyAsDouble(2, 10));

        IntPredicate even = new IntPredicate() {
            public boolean test(int x) {
                return x % 2 == 0;
            }
        };
        IntPredicate pos = new IntPredicate() {
            public boolean test(int x) {
                return x > 0;
            }
        };
        System.out.println(even.and(pos).test(4) + " " + even.and(pos).test(-4) + " " + even.or(pos).test(-3)
                + " " + even.negate().test(3));
        LongPredicate big = new LongPredicate() {
            public boolean test(long x) {
                return x > 1000000000000L;
            }
        };
        System.out.println(big.test(1L << 41) + " " + big.negate().test(1L << 41) + " " + big.or(big.negate()).test(0)
                + " " + big.and(big.negate()).test(0));
        DoublePredicate nan = new DoublePredicate() {
            public boolean test(double x) {
                return Double.isNaN(x);
            }
        };
        System.out.println(nan.test(0.0 / 0) + " " + nan.negate().test(1) + " " + nan.or(nan).test(1) + " "
                + nan.and(nan.negate()).test(Double.NaN));

        final StringBuilder sb = new StringBuilder();
        IntConsumer ic = new IntConsumer() {
            public void accept(int v) {
                sb.append("i").append(v).append(' ');
            }
        };
        LongConsumer lc = new LongConsumer() {
            public void accept(long v) {
                sb.append("l").append(v).append(' ');
            }
        };
        DoubleConsumer dc = new DoubleConsumer() {
            public void accept(double v) {
                sb.append("d").append(v).append(' ');
            }
        };
        ic.andThen(ic).accept(1);
        lc.andThen(lc).accept(2);
        dc.andThen(dc).accept(3);
        ObjIntConsumer<String> oic = new ObjIntConsumer<String>() {
            public void accept(String s, int v) {
                sb.append(s).append(v).append(' ');
            }
        };
        ObjLongConsumer<String> olc = new ObjLongConsumer<String>() {
            public void accept(String s, long v) {
                sb.append(s).append(v).append(' ');
            }
        };
        ObjDoubleConsumer<String> odc = new ObjDoubleConsumer<String>() {
            public void accept(String s, double v) {
                sb.append(s).append(v).append(' ');
            }
        };
        oic.accept("oi", 4);
        olc.accept("ol", 5);
        odc.accept("od", 6);
        System.out.println(sb.toString().trim());

        IntFunction<String> ifn = new IntFunction<String>() {
            public String apply(int v) {
                return "if" + v;
            }
        };
        LongFunction<String> lfn = new LongFunction<String>() {
            public String apply(long v) {
                return "lf" + v;
            }
        };
        DoubleFunction<String> dfn = new DoubleFunction<String>() {
            public String apply(double v) {
                return "df" + v;
            }
        };
        ToIntFunction<String> len = new ToIntFunction<String>() {
            public int applyAsInt(String s) {
                return s.length();
            }
        };
        ToLongFunction<String> llen = new ToLongFunction<String>() {
            public long applyAsLong(String s) {
                return s.length() * 10000000000L;
            }
        };
        ToDoubleFunction<String> dlen = new ToDoubleFunction<String>() {
            public double applyAsDouble(String s) {
                return s.length() / 4.0;
            }
        };
        ToIntBiFunction<String, String> ib = new ToIntBiFunction<String, String>() {
            public int applyAsInt(String a, String b) {
                return a.compareTo(b);
            }
        };
        ToLongBiFunction<Integer, Integer> lb = new ToLongBiFunction<Integer, Integer>() {
            public long applyAsLong(Integer a, Integer b) {
                return (long) a * b;
            }
        };
        ToDoubleBiFunction<Integer, Integer> db = new ToDoubleBiFunction<Integer, Integer>() {
            public double applyAsDouble(Integer a, Integer b) {
                return (double) a / b;
            }
        };
        System.out.println(ifn.apply(1) + " " + lfn.apply(2) + " " + dfn.apply(3) + " " + len.applyAsInt("four")
                + " " + llen.applyAsLong("ab") + " " + dlen.applyAsDouble("abc") + " " + ib.applyAsInt("a", "c")
                + " " + lb.applyAsLong(100000, 100000) + " " + db.applyAsDouble(1, 8));
        IntToLongFunction i2l = new IntToLongFunction() {
            public long applyAsLong(int v) {
                return v * 3000000000L;
            }
        };
        IntToDoubleFunction i2d = new IntToDoubleFunction() {
            public double applyAsDouble(int v) {
                return v + 0.25;
            }
        };
        LongToIntFunction l2i = new LongToIntFunction() {
            public int applyAsInt(long v) {
                return (int) v;
            }
        };
        LongToDoubleFunction l2d = new LongToDoubleFunction() {
            public double applyAsDouble(long v) {
                return v;
            }
        };
        DoubleToIntFunction d2i = new DoubleToIntFunction() {
            public int applyAsInt(double v) {
                return (int) v;
            }
        };
        DoubleToLongFunction d2l = new DoubleToLongFunction() {
            public long applyAsLong(double v) {
                return Math.round(v);
            }
        };
        System.out.println(i2l.applyAsLong(2) + " " + i2d.applyAsDouble(2) + " " + l2i.applyAsInt(1L << 32 | 5)
                + " " + l2d.applyAsDouble(1L << 53) + " " + d2i.applyAsInt(-2.9) + " " + d2l.applyAsLong(2.5));

        final Function<Integer, Integer> fplus1 = plus1;
        final Predicate<String> ft = t;
        final IntUnaryOperator finc = inc;
        final IntPredicate feven = even;
        final Consumer<String> fc1 = c1;
        npe("andThen(null)", new Runnable() {
            public void run() {
                fplus1.andThen(null);
            }
        });
        npe("compose(null)", new Runnable() {
            public void run() {
                fplus1.compose(null);
            }
        });
        npe("and(null)", new Runnable() {
            public void run() {
                ft.and(null);
            }
        });
        npe("or(null)", new Runnable() {
            public void run() {
                ft.or(null);
            }
        });
        npe("not(null)", new Runnable() {
            public void run() {
                Predicate.not(null);
            }
        });
        npe("Consumer.andThen(null)", new Runnable() {
            public void run() {
                fc1.andThen(null);
            }
        });
        npe("IntUnaryOperator.compose(null)", new Runnable() {
            public void run() {
                finc.compose(null);
            }
        });
        npe("IntPredicate.or(null)", new Runnable() {
            public void run() {
                feven.or(null);
            }
        });
        npe("minBy(null)", new Runnable() {
            public void run() {
                BinaryOperator.minBy(null);
            }
        });
        npe("maxBy(null)", new Runnable() {
            public void run() {
                BinaryOperator.maxBy(null);
            }
        });
        npe("BiFunction.andThen(null)", new Runnable() {
            public void run() {
                new BiFunction<String, String, String>() {
                    public String apply(String a, String b) {
                        return a + b;
                    }
                }.andThen(null);
            }
        });
    }
}

// expect: 12 11
// expect: <2> id
// expect: uid
// expect: <7>
// expect: [c1:x, c2:x, c1:x]
// expect: boom y []
// expect: [k=7, k=7]
// expect: false T(a) F(a)
// expect: false F(b)
// expect: true T(c)
// expect: true F(d) T(d)
// expect: true F(e)
// expect: false T(g)
// expect: true false true false false
// expect: true false false false
// expect: b x aa x <s>
// expect: supplied true 42 1099511627776 0.5
// expect: 16 10 -9
// expect: -11 -9 -9223372036854775808
// expect: 2.5 2.0 -0.0
// expect: 42 5 1024.0
// expect: true false false true
// expect: true false true false
// expect: true true false false
// expect: i1 i1 l2 l2 d3.0 d3.0 oi4 ol5 od6.0
// expect: if1 lf2 df3.0 4 20000000000 0.75 -2 10000000000 0.125
// expect: 6000000000 2.25 5 9.007199254740992E15 -2 3
// expect: andThen(null): NPE null
// expect: compose(null): NPE null
// expect: and(null): NPE null
// expect: or(null): NPE null
// expect: not(null): NPE null
// expect: Consumer.andThen(null): NPE null
// expect: IntUnaryOperator.compose(null): NPE null
// expect: IntPredicate.or(null): NPE null
// expect: minBy(null): NPE null
// expect: maxBy(null): NPE null
// expect: BiFunction.andThen(null): NPE null
