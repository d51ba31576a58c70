// Nested try blocks: inner handlers are tried first, unmatched exceptions reach outer handlers.
public class nested_try {
    static String run(int mode) {
        StringBuilder sb = new StringBuilder();
        try {
            try {
                if (mode == 1) throw new IllegalArgumentException("inner");
                if (mode == 2) throw new UnsupportedOperationException("outer");
                sb.append("none ");
            } catch (IllegalArgumentException e) {
                sb.append("inner-catch ");
            } finally {
                sb.append("inner-finally ");
            }
            sb.append("after-inner ");
        } catch (UnsupportedOperationException e) {
            sb.append("outer-catch ");
        } finally {
            sb.append("outer-finally");
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        System.out.println(run(0));
        // expect: none inner-finally after-inner outer-finally
        System.out.println(run(1));
        // expect: inner-catch inner-finally after-inner outer-finally
        System.out.println(run(2));
        // expect: inner-finally outer-catch outer-finally
    }
}
