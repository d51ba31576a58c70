// Boxing, unboxing and widening between a functional method's type and its implementation's,
// which the lambda's class must do itself when javac hands a method reference over as a direct
// handle: the primitive specialisations (IntFunction, ToIntFunction, IntUnaryOperator,
// IntBinaryOperator, LongSupplier, DoubleUnaryOperator, ObjIntConsumer, IntPredicate,
// IntToDoubleFunction, IntToLongFunction), an int result widened to long (String::length as a
// ToLongFunction) or to double, an int argument widened to double (Math::sqrt) or to long,
// Integer::sum as a BinaryOperator<Integer> (unbox both, box the result), a long result boxed to
// Long, Integer unboxed then widened to long, char and boolean results boxed to Character and
// Boolean, an int boxed to reach an Object or Integer parameter, the String.valueOf overload
// javac picks for Object, char[] and int, and the exceptions: a ClassCastException when a raw
// Function gets an argument of the wrong type (from a direct handle and from a lambda body), and
// a NullPointerException when a null reaches an unboxing.
import java.util.*;
import java.util.function.*;

public class primitive_adaptation {
    static long big() {
        return 1L << 40;
    }

    static long twiceLong(long v) {
        return v * 2;
    }

    static String describe(Integer boxed) {
        return "Integer " + boxed;
    }

    static String describeObject(Object o) {
        return o.getClass().getName() + " " + o;
    }

    static char firstChar(String s) {
        return s.charAt(0);
    }

    static byte low(int v) {
        return (byte) v;
    }

    static short half(int v) {
        return (short) (v / 2);
    }

    static float third(double v) {
        return (float) (v / 3);
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    public static void main(String[] args) {
        IntFunction<String> hex = Integer::toHexString;
        ToIntFunction<String> len = String::length;
        IntUnaryOperator abs = Math::abs;
        IntBinaryOperator max = Math::max;
        System.out.println(hex.apply(255) + " " + len.applyAsInt("four") + " " + abs.applyAsInt(-9) + " "
                + max.applyAsInt(3, 8));

        LongSupplier bigSupplier = primitive_adaptation::big;
        Supplier<Long> boxedBig = primitive_adaptation::big;
        DoubleUnaryOperator sqrt = Math::sqrt;
        IntToDoubleFunction intSqrt = Math::sqrt;
        System.out.println(bigSupplier.getAsLong() + " " + boxedBig.get() + " " + sqrt.applyAsDouble(2.25) + " "
                + intSqrt.applyAsDouble(16));

        StringBuilder sb = new StringBuilder();
        ObjIntConsumer<StringBuilder> appendInt = StringBuilder::append;
        appendInt.accept(sb, 42);
        appendInt.accept(sb, -1);
        IntPredicate even = v -> v % 2 == 0;
        IntPredicate positive = v -> Integer.signum(v) > 0;
        System.out.println(sb + " " + even.test(4) + " " + even.test(7) + " " + even.and(positive).test(-2)
                + " " + even.negate().test(3));

        ToLongFunction<String> widenResult = String::length;
        ToDoubleFunction<String> toDouble = String::length;
        IntToLongFunction widenArg = primitive_adaptation::twiceLong;
        LongFunction<String> longHex = Long::toHexString;
        System.out.println(widenResult.applyAsLong("abcdef") + " " + toDouble.applyAsDouble("xyz") + " "
                + widenArg.applyAsLong(Integer.MAX_VALUE) + " " + longHex.apply(-1L));

        Function<Integer, Integer> inc = x -> x + 1;
        BinaryOperator<Integer> sum = Integer::sum;
        Function<Integer, Long> unboxWiden = primitive_adaptation::twiceLong;
        BiFunction<Integer, Integer, Integer> compare = Integer::compare;
        System.out.println(inc.apply(41) + " " + sum.apply(20, 22) + " " + unboxWiden.apply(1 << 30) + " "
                + compare.apply(1, 2));
        Integer big1 = 1000;
        Integer big2 = 1000;
        System.out.println(sum.apply(big1, big2) + " " + sum.andThen(inc).apply(1, 1));

        Function<String, Character> first = primitive_adaptation::firstChar;
        Function<String, Character> firstLambda = s -> s.charAt(s.length() - 1);
        Function<String, Boolean> empty = String::isEmpty;
        Predicate<String> emptyPredicate = String::isEmpty;
        Object c = first.apply("hello");
        Object b = empty.apply("");
        System.out.println(c + " " + (c instanceof Character) + " " + firstLambda.apply("world") + " " + b
                + " " + (b instanceof Boolean) + " " + emptyPredicate.test("x"));

        IntFunction<String> boxedParam = primitive_adaptation::describe;
        IntFunction<String> objectParam = primitive_adaptation::describeObject;
        DoubleFunction<String> doubleObject = primitive_adaptation::describeObject;
        System.out.println(boxedParam.apply(5) + " | " + objectParam.apply(6) + " | " + doubleObject.apply(0.5));

        IntFunction<Byte> toByte = primitive_adaptation::low;
        IntUnaryOperator byteWidened = primitive_adaptation::low;
        IntFunction<Short> toShort = primitive_adaptation::half;
        DoubleFunction<Float> toFloat = primitive_adaptation::third;
        DoubleUnaryOperator floatWidened = primitive_adaptation::third;
        System.out.println(toByte.apply(200) + " " + byteWidened.applyAsInt(200) + " " + toShort.apply(9) + " "
                + toFloat.apply(1.0) + " " + (float) floatWidened.applyAsDouble(1.0));

        Function<Object, String> valueOfObject = String::valueOf;
        Function<char[], String> valueOfChars = String::valueOf;
        IntFunction<String> valueOfInt = String::valueOf;
        Function<Character, String> valueOfBoxedChar = String::valueOf;
        System.out.println(valueOfObject.apply(7) + " " + valueOfChars.apply(new char[] {'o', 'k'}) + " "
                + valueOfInt.apply(-3) + " " + valueOfBoxedChar.apply('z'));

        Function<String, Integer> length = String::length;
        Function<String, Integer> lengthLambda = s -> s.length();
        Comparator<String> byLength = (x, y) -> x.length() - y.length();
        Object[] wrong = {42, new Object()};
        for (Object arg : wrong) {
            try {
                ((Function) length).apply(arg);
                System.out.println("no exception");
            } catch (ClassCastException e) {
                System.out.println("direct handle: " + e.getClass().getName());
            }
            try {
                ((Function) lengthLambda).apply(arg);
                System.out.println("no exception");
            } catch (ClassCastException e) {
                System.out.println("lambda body: " + e.getClass().getName());
            }
        }
        try {
            ((Comparator) byLength).compare("a", 1);
            System.out.println("no exception");
        } catch (ClassCastException e) {
            System.out.println("second argument: " + e.getClass().getName());
        }
        try {
            sum.apply(null, 1);
            System.out.println("no exception");
        } catch (NullPointerException e) {
            System.out.println("unboxing null for Integer::sum: " + e.getClass().getName());
        }
        try {
            inc.apply(null);
            System.out.println("no exception");
        } catch (NullPointerException e) {
            System.out.println("unboxing null in a lambda: " + e.getClass().getName());
        }
        try {
            ToIntFunction<Integer> unbox = Integer::intValue;
            unbox.applyAsInt(null);
            System.out.println("no exception");
        } catch (NullPointerException e) {
            System.out.println("null receiver: " + e.getClass().getName());
        }
    }
    // expect: ff 4 9 8
    // expect: 1099511627776 1099511627776 1.5 4.0
    // expect: 42-1 true false false true
    // expect: 6 3.0 4294967294 ffffffffffffffff
    // expect: 42 42 2147483648 -1
    // expect: 2000 3
    // expect: h true d true true false
    // expect: Integer 5 | java.lang.Integer 6 | java.lang.Double 0.5
    // expect: -56 -56 4 0.33333334 0.33333334
    // expect: 7 ok -3 z
    // expect: direct handle: java.lang.ClassCastException
    // expect: lambda body: java.lang.ClassCastException
    // expect: direct handle: java.lang.ClassCastException
    // expect: lambda body: java.lang.ClassCastException
    // expect: second argument: java.lang.ClassCastException
    // expect: unboxing null for Integer::sum: java.lang.NullPointerException
    // expect: unboxing null in a lambda: java.lang.NullPointerException
    // expect: null receiver: java.lang.NullPointerException
}
