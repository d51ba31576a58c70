// A return in finally replaces the try block's return value and discards a pending exception.
public class finally_return_overrides {
    @SuppressWarnings("finally")
    static int overrideValue() {
        try {
            return 1;
        } finally {
            return 2;
        }
    }

    @SuppressWarnings("finally")
    static String swallow() {
        try {
            throw new IllegalStateException("lost");
        } finally {
            return "swallowed";
        }
    }

    static int valueCapturedBeforeFinally() {
        int x = 10;
        try {
            return x;
        } finally {
            x = 20;
        }
    }

    public static void main(String[] args) {
        System.out.println(overrideValue());
        // expect: 2
        System.out.println(swallow());
        // expect: swallowed
        System.out.println(valueCapturedBeforeFinally());
        // expect: 10
    }
}
