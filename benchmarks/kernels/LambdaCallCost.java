// What a lambda costs against a plain interface call (docs/invokedynamic.md, "Cost"): the
// same x + 1 through IntUnaryOperator, five ways. The variants alternate round by round; each
// figure is the median over the rounds, in ns per call with the loop included.
//   interface call        an instance of a named class, made once, called n times
//   lambda call           a non-capturing lambda, made once, called n times
//   lambda made + called  the invokedynamic runs at every iteration (a non-capturing site
//                         hands out its one object), then the call
//   capturing lambda      a lambda capturing an int, made and called at every iteration
//   capturing class       the same with a named class and `new` (what javac wrote before lambdas)
//
//   build-release/bin/wwvm -cp build-release/benchmarks/kernels LambdaCallCost 1000000 11
import java.util.function.IntUnaryOperator;

public class LambdaCallCost {
    static final class AddOne implements IntUnaryOperator {
        public int applyAsInt(int x) {
            return x + 1;
        }
    }

    static final class AddK implements IntUnaryOperator {
        private final int k;

        AddK(int k) {
            this.k = k;
        }

        public int applyAsInt(int x) {
            return x + k;
        }
    }

    static int loop(IntUnaryOperator op, int n) {
        int sum = 0;
        for (int i = 0; i < n; i++) {
            sum += op.applyAsInt(i);
        }
        return sum;
    }

    static int madeEachTime(int n) {
        int sum = 0;
        for (int i = 0; i < n; i++) {
            IntUnaryOperator op = x -> x + 1;
            sum += op.applyAsInt(i);
        }
        return sum;
    }

    static int capturing(int n, int k) {
        int sum = 0;
        for (int i = 0; i < n; i++) {
            IntUnaryOperator op = x -> x + k;
            sum += op.applyAsInt(i);
        }
        return sum;
    }

    static int capturingClass(int n, int k) {
        int sum = 0;
        for (int i = 0; i < n; i++) {
            IntUnaryOperator op = new AddK(k);
            sum += op.applyAsInt(i);
        }
        return sum;
    }

    static final String[] NAMES = {"interface call", "lambda call", "lambda made + called", "capturing lambda",
                                   "capturing class"};

    static int run(int variant, int n) {
        switch (variant) {
            case 0: return loop(new AddOne(), n);
            case 1: return loop(x -> x + 1, n);
            case 2: return madeEachTime(n);
            case 3: return capturing(n, 1);
            default: return capturingClass(n, 1);
        }
    }

    public static void main(String[] args) {
        int calls = args.length > 0 ? Integer.parseInt(args[0]) : 1000000;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 11;
        CallVariants.time(NAMES, NAMES.length, calls, rounds, LambdaCallCost::run);
    }
}
