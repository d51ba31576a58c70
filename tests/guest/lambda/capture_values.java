// Capturing lambdas: a local of each primitive type (byte short char int long float double
// boolean, with their extreme values, NaN and -0.0) and of reference types (a String, an array,
// null), many captures of mixed widths in one lambda (two-slot long and double among one-slot
// values, so the captured values' order and slots must be kept) together with the lambda's own
// parameters, a method parameter, a fresh variable per loop iteration, and this: a lambda that
// reads an instance field reads it at call time, since it captured the object, not the value,
// while a captured local is a copy taken at evaluation.
import java.util.*;
import java.util.function.*;

public class capture_values {
    private int counter = 1;
    private final String name;

    capture_values(String name) {
        this.name = name;
    }

    Supplier<String> describeLater() {
        return () -> name + "#" + counter;
    }

    IntSupplier bump() {
        return () -> ++counter;
    }

    static Supplier<String> fromParameter(final String p, int times) {
        return () -> {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < times; i++) {
                sb.append(p);
            }
            return sb.toString();
        };
    }

    public static void main(String[] args) {
        byte b = -128;
        short s = -32768;
        char c = '\uffff';
        int i = Integer.MIN_VALUE;
        long l = Long.MAX_VALUE;
        float f = Float.MIN_VALUE;
        double d = -0.0;
        boolean z = true;
        Supplier<String> prim = () -> b + " " + s + " " + (int) c + " " + i + " " + l + " " + f + " "
                + d + " " + z;
        System.out.println(prim.get());

        byte b2 = 127;
        char c2 = 'A';
        float nan = Float.NaN;
        double big = Double.MAX_VALUE;
        boolean no = false;
        System.out.println(((Supplier<String>) () -> b2 + "," + c2 + "," + nan + "," + big + "," + no).get());

        long wideA = 0x1122334455667788L;
        int narrow = 7;
        double wideB = 2.5;
        char ch = 'q';
        long wideC = -1L;
        String ref = "ref";
        IntFunction<String> mixed = k -> wideA + "/" + narrow + "/" + wideB + "/" + ch + "/" + wideC + "/"
                + ref + "/" + k;
        System.out.println(mixed.apply(99));
        LongBinaryOperator ops = (x, y) -> x * narrow + y + wideC + (long) wideB;
        DoubleBinaryOperator dops = (x, y) -> x + y + wideB + narrow;
        System.out.println(ops.applyAsLong(10L, 5L) + " " + dops.applyAsDouble(0.25, 0.25));

        int[] cell = {0};
        String nothing = null;
        Runnable inc = () -> cell[0] += 5;
        inc.run();
        inc.run();
        Supplier<String> nullRef = () -> "captured " + nothing + " " + (nothing == null);
        System.out.println(cell[0] + " " + nullRef.get());

        List<IntSupplier> perIteration = new ArrayList<IntSupplier>();
        for (int k = 0; k < 4; k++) {
            int square = k * k;
            perIteration.add(() -> square);
        }
        for (String word : new String[] {"w1", "w2"}) {
            perIteration.add(() -> word.length() * 100);
        }
        StringBuilder sb = new StringBuilder();
        for (IntSupplier sup : perIteration) {
            sb.append(sup.getAsInt()).append(' ');
        }
        System.out.println(sb.toString().trim());

        System.out.println(fromParameter("ab", 3).get() + " " + fromParameter("x", 0).get().isEmpty());

        capture_values obj = new capture_values("obj");
        Supplier<String> later = obj.describeLater();
        IntSupplier bump = obj.bump();
        System.out.println(later.get());
        bump.getAsInt();
        System.out.println(bump.getAsInt() + " " + later.get());

        int snapshot = obj.counter;
        IntSupplier copy = () -> snapshot;
        obj.counter = 100;
        System.out.println(copy.getAsInt() + " " + later.get());
    }
    // expect: -128 -32768 65535 -2147483648 9223372036854775807 1.4E-45 -0.0 true
    // expect: 127,A,NaN,1.7976931348623157E308,false
    // expect: 1234605616436508552/7/2.5/q/-1/ref/99
    // expect: 76 10.0
    // expect: 10 captured null true
    // expect: 0 1 4 9 200 200
    // expect: ababab true
    // expect: obj#1
    // expect: 3 obj#3
    // expect: 3 obj#100
}
