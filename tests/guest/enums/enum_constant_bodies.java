// Constants with bodies are instances of anonymous subclasses (EbOp$1, ...): getClass() differs
// from getDeclaringClass(), which is the enum itself; abstract methods per constant.
enum EbOp {
    PLUS("+") {
        int apply(int a, int b) { return a + b; }
    },
    MINUS("-") {
        int apply(int a, int b) { return a - b; }
        public String toString() { return "minus!"; }
    },
    TIMES("*") {
        int apply(int a, int b) { return a * b; }
    };

    final String symbol;

    EbOp(String symbol) { this.symbol = symbol; }

    abstract int apply(int a, int b);
}

enum EbPlain {
    A, B {
        String describe() { return "B special"; }
    };

    String describe() { return name() + " plain"; }
}

public class enum_constant_bodies {
    public static void main(String[] args) {
        for (EbOp op : EbOp.values()) {
            System.out.println(op + " " + op.symbol + " " + op.apply(6, 3) + " "
                    + op.getClass().getName() + " " + op.getDeclaringClass().getName());
        }
        System.out.println(EbOp.PLUS.getClass() == EbOp.class);
        System.out.println(EbOp.PLUS.getDeclaringClass() == EbOp.class);
        System.out.println(EbOp.PLUS.getClass().getSuperclass() == EbOp.class);
        System.out.println(EbOp.PLUS.getClass().isEnum() + " " + EbOp.class.isEnum());
        System.out.println(EbOp.class.getSuperclass().getName());
        System.out.println(EbPlain.A.describe() + ", " + EbPlain.B.describe());
        System.out.println(EbPlain.A.getClass().getName() + " " + EbPlain.B.getClass().getName());
        System.out.println(EbPlain.B.getDeclaringClass().getName());
        System.out.println(EbPlain.A.getDeclaringClass() == EbPlain.B.getDeclaringClass());
        System.out.println(EbOp.MINUS.compareTo(EbOp.TIMES) + " " + EbOp.valueOf("MINUS").name());
        System.out.println(EbOp.PLUS instanceof EbOp);
        // expect: PLUS + 9 EbOp$1 EbOp
        // expect: minus! - 3 EbOp$2 EbOp
        // expect: TIMES * 18 EbOp$3 EbOp
        // expect: false
        // expect: true
        // expect: true
        // expect: false true
        // expect: java.lang.Enum
        // expect: A plain, B special
        // expect: EbPlain EbPlain$1
        // expect: EbPlain
        // expect: true
        // expect: -1 MINUS
        // expect: true
    }
}
