// finally runs after normal completion, after a caught exception, and before a return leaves the method.
public class finally_runs {
    static String normal() {
        StringBuilder sb = new StringBuilder();
        try { sb.append("try "); } finally { sb.append("finally"); }
        return sb.toString();
    }

    static StringBuilder trace = new StringBuilder();

    static int withReturn() {
        try {
            trace.append("body ");
            return 1;
        } finally {
            trace.append("finally ");
        }
    }

    static void withThrow() {
        try {
            throw new RuntimeException("x");
        } finally {
            trace.append("cleanup ");
        }
    }

    public static void main(String[] args) {
        System.out.println(normal());
        // expect: try finally
        System.out.println(withReturn() + " " + trace.toString().trim());
        // expect: 1 body finally
        try {
            withThrow();
        } catch (RuntimeException e) {
            trace.append("caught ").append(e.getMessage());
        }
        System.out.println(trace);
        // expect: body finally cleanup caught x
    }
}
