// Lambdas that make lambdas and outlive the frame that made them: a curried adder (a lambda
// returning a lambda that captures the outer lambda's parameter), three levels of nesting each
// capturing something of the level above, lambdas returned from methods (generic and not) and
// called after those methods returned, a lambda that captures another lambda, a recursive lambda
// through a static field, higher-order helpers taking lambdas and the Function defaults
// (andThen, compose, identity) chaining lambdas.
import java.util.*;
import java.util.function.*;

public class nested_and_returned {
    static IntUnaryOperator fib = n -> n < 2 ? n : nested_and_returned.fib.applyAsInt(n - 1)
            + nested_and_returned.fib.applyAsInt(n - 2);

    static <T> Supplier<T> constant(T value) {
        return () -> value;
    }

    static IntSupplier counter(int start, int step) {
        int[] state = {start};
        return () -> {
            int now = state[0];
            state[0] += step;
            return now;
        };
    }

    static <A, B, C> Function<A, C> pipe(Function<A, B> first, Function<B, C> second) {
        return a -> second.apply(first.apply(a));
    }

    static int applyTwice(IntUnaryOperator op, int x) {
        return op.applyAsInt(op.applyAsInt(x));
    }

    static Function<Integer, Function<Integer, Function<Integer, String>>> threeLevels(String tag) {
        return a -> b -> c -> tag + ":" + a + "+" + b + "+" + c + "=" + (a + b + c);
    }

    public static void main(String[] args) {
        Function<Integer, Function<Integer, Integer>> adder = x -> y -> x + y;
        Function<Integer, Integer> add10 = adder.apply(10);
        Function<Integer, Integer> add20 = adder.apply(20);
        System.out.println(add10.apply(1) + " " + add20.apply(1) + " " + add10.apply(add20.apply(0)));

        Function<Integer, Function<Integer, String>> partial = threeLevels("t").apply(1);
        System.out.println(partial.apply(2).apply(3) + " " + partial.apply(10).apply(100));

        Supplier<String> hello = constant("hello");
        Supplier<List<Integer>> list = constant(Arrays.asList(1, 2, 3));
        System.out.println(hello.get() + " " + list.get() + " " + (list.get() == list.get()));

        IntSupplier evens = counter(0, 2);
        IntSupplier tens = counter(100, -10);
        System.out.println(evens.getAsInt() + " " + evens.getAsInt() + " " + tens.getAsInt() + " "
                + evens.getAsInt() + " " + tens.getAsInt());

        IntUnaryOperator square = v -> v * v;
        IntUnaryOperator squareThenNegate = v -> -square.applyAsInt(v);
        System.out.println(applyTwice(square, 3) + " " + applyTwice(squareThenNegate, 2) + " "
                + applyTwice(v -> v + 1, 40));

        System.out.println(fib.applyAsInt(15) + " " + fib.applyAsInt(1) + " " + fib.applyAsInt(0));

        Function<String, Integer> len = String::length;
        Function<String, String> shout = s -> s.toUpperCase() + "!";
        Function<String, String> both = pipe(shout, s -> "<" + s + ">");
        System.out.println(pipe(shout, len).apply("abc") + " " + both.apply("hi"));
        Function<Integer, Integer> plus1 = v -> v + 1;
        Function<Integer, Integer> times3 = v -> v * 3;
        System.out.println(plus1.andThen(times3).apply(4) + " " + plus1.compose(times3).apply(4) + " "
                + Function.<Integer>identity().andThen(plus1).apply(0));

        List<Supplier<Supplier<String>>> makers = new ArrayList<Supplier<Supplier<String>>>();
        for (int i = 0; i < 3; i++) {
            int outer = i;
            makers.add(() -> {
                int inner = outer * 10;
                return () -> "m" + outer + "/" + inner;
            });
        }
        StringBuilder sb = new StringBuilder();
        for (Supplier<Supplier<String>> m : makers) {
            Supplier<String> made = m.get();
            sb.append(made.get()).append(' ');
        }
        System.out.println(sb.toString().trim());

        BiFunction<Integer, Integer, Integer> power = (base, exp) -> {
            IntBinaryOperator mul = (p, q) -> p * q;
            int r = 1;
            for (int k = 0; k < exp; k++) {
                r = mul.applyAsInt(r, base);
            }
            return r;
        };
        System.out.println(power.apply(2, 10) + " " + power.apply(7, 0));
    }
    // expect: 11 21 30
    // expect: t:1+2+3=6 t:1+10+100=111
    // expect: hello [1, 2, 3] true
    // expect: 0 2 100 4 90
    // expect: 81 -16 42
    // expect: 610 1 0
    // expect: 4 <HI!>
    // expect: 15 13 1
    // expect: m0/0 m1/10 m2/20
    // expect: 1024 1
}
