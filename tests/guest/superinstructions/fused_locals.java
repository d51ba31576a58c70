// Superinstructions on locals: dload fused with dadd, dsub, dmul and ddiv (NaN, infinities,
// -0.0, overflow and underflow); a store and a load of the same local (kept on the stack) or
// of another, for every kind; two loads of locals in a row, of mixed kinds; and a loop that
// allocates while its frames run such pairs, so that -Xgc:stress collects (and moves objects)
// with fused code on the stack.
public class fused_locals {
    // DLOAD_DADD DLOAD_DSUB DLOAD_DMUL DLOAD_DDIV (the pushed local in slot 2, then beyond 3);
    // STORE_LOAD_WIDE (dstore; dload)
    static String doubleOps(double x, double y) {
        double p = x, q = y;
        return (x + y) + " " + (x - y) + " " + (x * y) + " " + (x / y) + " | " + (p + q) + " " + (p - q) + " "
                + (p * q) + " " + (p / q) + " " + (1 / (x * y));
    }

    // DLOAD_DADD and DLOAD_DMUL accumulating over a loop; STORE_LOAD_WIDE (dstore; dload) between
    // them, ILOAD_IF_ICMPGE and IINC_GOTO around
    static double series(double x, int n) {
        double sum = 0, term = 1;
        for (int i = 0; i < n; i++) {
            sum = sum + term;
            term = term * x;
        }
        return sum;
    }

    // STORE_KEEP (istore/iload, fstore/fload, astore/aload) and STORE_KEEP_WIDE (lstore/lload,
    // dstore/dload), first on the parameters (istore_0, fstore_1, lstore_2 forms), then on locals
    // beyond slot 3; ICONST_IMUL ICONST_ISUB ILOAD_IMUL ICONST_IADD DLOAD_DMUL around them
    static String storeKeep(int a, float f, long l, double d, String s) {
        a = a * 3;
        a = a * a - 1;
        f = f * 2;
        f = f * f;
        l = l * 7;
        l = l ^ (l >>> 3);
        d = d * 0.5;
        d = d - d * d;
        s = s + "!";
        s = s.concat(s);
        int i2 = a * 3;
        i2 = i2 * i2 - 1;
        float f2 = f * 2;
        f2 = f2 * f2;
        String s2 = s + "!";
        s2 = s2.concat(s2);
        long l2 = l * 7;
        l2 = l2 ^ (l2 >>> 3);
        double d2 = d * 0.5;
        d2 = d2 - d2 * d2;
        int n = a;
        n = n + 1;
        return a + " " + f + " " + l + " " + d + " " + s + " | " + i2 + " " + f2 + " " + s2 + " " + l2 + " " + d2
                + " " + n;
    }

    // STORE_LOAD between every kind: istore/fload, fstore/aload, astore/iload, istore/aload,
    // astore/fload, fstore/iload; STORE_LOAD_WIDE: lstore/dload, dstore/lload, lstore/lload,
    // dstore/dload; ICONST_IADD ICONST_ISUB ILOAD_IADD DLOAD_DSUB DLOAD_DMUL consume around them
    static String storeLoad(int a, float f, String s, long l, double d) {
        int i1 = a + 1;
        float f1 = f + 1;
        String s1 = s.concat("+");
        int i2 = a - 1;
        String s2 = s1.concat(s);
        float f2 = f1 - f;
        int i3 = i2 + a;
        long l1 = l + 1;
        double d1 = d + 1;
        long l2 = l1 - l;
        long l3 = l1 * l2;
        double d2 = d1 - d;
        double d3 = d * d2;
        return i1 + " " + f1 + " " + s2 + " " + f2 + " " + i3 + " " + l3 + " " + d3;
    }

    static String mix(int i, float f) { return i + "/" + f; }
    static String mix(float f, String s) { return f + "/" + s; }
    static String mix(String s, int i) { return s + "/" + i; }
    static String mix(long l, double d) { return l + "/" + d; }
    static String mix(double d, long l) { return d + "/" + l; }

    // LOAD2 of iload+fload, fload+aload, aload+iload, aload+aload (if_acmp), iload+iload (idiv,
    // irem), fload+fload (fadd), fload+iload (fmul); LOAD2_WIDE of lload+dload, dload+lload,
    // lload+lload (ladd), dload+dload (drem). Each pair follows `aload r; iconst/bipush k`, which
    // fuses with nothing, so that no store takes the first load.
    static String load2(int i, float f, String s, long l, double d, int j) {
        Object[] r = new Object[12];
        r[0] = mix(i, f);
        r[1] = mix(f, s);
        String c = mix(s, i);
        r[2] = c;
        r[3] = s == c;
        r[4] = i / j;
        r[5] = i % j;
        r[6] = f + f;
        r[7] = f * i;
        r[8] = mix(l, d);
        r[9] = mix(d, l);
        r[10] = l + l;
        r[11] = d % d;
        String out = "" + r[0];
        for (int k = 1; k < r.length; k++) out += " " + r[k];
        return out;
    }

    static final class FloNode {
        final int value;
        final int[] cells;
        final FloNode next;

        FloNode(int value, int[] cells, FloNode next) {
            this.value = value;
            this.cells = cells;
            this.next = next;
        }
    }

    // Allocates twice; its caller waits at the call after a LOAD2 (aload; iload). ICONST_IAND,
    // ICONST_IADD, LOAD2 (iload; aload, aload; iload), ILOAD_IXOR, IINC_GOTO
    static FloNode push(FloNode head, int value) {
        int[] cells = new int[(value & 7) + 1];
        for (int i = 0; i < cells.length; i++) cells[i] = value ^ i;
        return new FloNode(value, cells, head);
    }

    // A loop that allocates every round while its pairs run: IINC_GOTO, ILOAD_IF_ICMPGE, LOAD2
    // (aload; iload), STORE_KEEP (astore; aload), ILOAD_AALOAD, ILOAD_IALOAD, ICONST_IAND,
    // ILOAD_IXOR, DLOAD_DADD; the list and a ring of its nodes live across the collections
    static String churn(int rounds) {
        FloNode head = null;
        FloNode[] ring = new FloNode[16];
        double weight = 0;
        long check = 0;
        for (int r = 0; r < rounds; r++) {
            FloNode n = push(head, r);
            head = n;
            int slot = r & 15;
            ring[slot] = head;
            int[] cells = ring[slot].cells;
            int last = cells.length - 1;
            check = check * 31 + (cells[last] ^ r);
            double w = r * 0.25;
            weight = weight + w;
        }
        int length = 0, sum = 0;
        for (FloNode n = head; n != null; n = n.next) {
            length++;
            int[] cells = n.cells;
            for (int i = 0; i < cells.length; i++) sum += cells[i];
        }
        int ringSum = 0;
        for (int i = 0; i < ring.length; i++) if (ring[i] != null) ringSum += ring[i].value;
        return length + " " + sum + " " + ringSum + " " + check + " " + weight;
    }

    public static void main(String[] args) {
        double nan = Double.NaN, inf = Double.POSITIVE_INFINITY;
        double[][] operands = {{1.5, 0.25}, {-0.0, 0.0}, {0.0, -0.0}, {-0.0, -0.0}, {inf, inf}, {inf, -inf},
                               {nan, 1}, {1, nan}, {1, 0.0}, {-1, 0.0}, {0.0, 0.0}, {Double.MAX_VALUE, 2},
                               {Double.MIN_VALUE, 0.5}, {Double.MIN_VALUE, 2}, {1e308, -1e-308}, {-inf, 0.0}};
        for (double[] o : operands) System.out.println(doubleOps(o[0], o[1]));
        // expect: 1.75 1.25 0.375 6.0 | 1.75 1.25 0.375 6.0 2.6666666666666665
        // expect: 0.0 -0.0 -0.0 NaN | 0.0 -0.0 -0.0 NaN -Infinity
        // expect: 0.0 0.0 -0.0 NaN | 0.0 0.0 -0.0 NaN -Infinity
        // expect: -0.0 0.0 0.0 NaN | -0.0 0.0 0.0 NaN Infinity
        // expect: Infinity NaN Infinity NaN | Infinity NaN Infinity NaN 0.0
        // expect: NaN Infinity -Infinity NaN | NaN Infinity -Infinity NaN -0.0
        // expect: NaN NaN NaN NaN | NaN NaN NaN NaN NaN
        // expect: NaN NaN NaN NaN | NaN NaN NaN NaN NaN
        // expect: 1.0 1.0 0.0 Infinity | 1.0 1.0 0.0 Infinity Infinity
        // expect: -1.0 -1.0 -0.0 -Infinity | -1.0 -1.0 -0.0 -Infinity -Infinity
        // expect: 0.0 0.0 0.0 NaN | 0.0 0.0 0.0 NaN Infinity
        // expect: 1.7976931348623157E308 1.7976931348623157E308 Infinity 8.988465674311579E307 | 1.7976931348623157E308 1.7976931348623157E308 Infinity 8.988465674311579E307 0.0
        // expect: 0.5 -0.5 0.0 1.0E-323 | 0.5 -0.5 0.0 1.0E-323 Infinity
        // expect: 2.0 -2.0 1.0E-323 0.0 | 2.0 -2.0 1.0E-323 0.0 Infinity
        // expect: 1.0E308 1.0E308 -0.9999999999999999 -Infinity | 1.0E308 1.0E308 -0.9999999999999999 -Infinity -1.0000000000000002
        // expect: -Infinity -Infinity NaN -Infinity | -Infinity -Infinity NaN -Infinity NaN
        System.out.println(series(0.5, 60) + " " + series(-1, 7) + " " + series(10, 400) + " " + series(nan, 0));
        // expect: 2.0 1.0 Infinity 0.0
        System.out.println(storeKeep(7, 1.25f, 1L << 40, 3.5, "ab"));
        // expect: 440 6.25 8658654068736 -1.3125 ab!ab! | 1742399 156.25 ab!ab!!ab!ab!! 54717883351040 -1.0869140625 441
        System.out.println(storeKeep(Integer.MIN_VALUE, -0.0f, Long.MIN_VALUE, nan, ""));
        // expect: -1 0.0 -8070450532247928832 NaN !! | 8 0.0 !!!!!! -1297036692682702848 NaN 0
        System.out.println(storeLoad(7, 1.25f, "ab", 1L << 40, 3.5));
        // expect: 8 2.25 ab+ab 1.0 13 1099511627777 3.5
        System.out.println(storeLoad(Integer.MAX_VALUE, Float.NaN, "", Long.MAX_VALUE, -0.0));
        // expect: -2147483648 NaN + NaN -3 -9223372036854775808 -0.0
        System.out.println(load2(17, 2.5f, "x", 1L << 33, -0.5, 5));
        // expect: 17/2.5 2.5/x x/17 false 3 2 5.0 42.5 8589934592/-0.5 -0.5/8589934592 17179869184 -0.0
        System.out.println(load2(Integer.MIN_VALUE, Float.POSITIVE_INFINITY, "y", -1, nan, -1));
        // expect: -2147483648/Infinity Infinity/y y/-2147483648 false -2147483648 0 Infinity -Infinity -1/NaN NaN/-1 -2 NaN
        System.out.println(churn(0));
        // expect: 0 0 0 0 0.0
        System.out.println(churn(300));
        // expect: 300 198924 4664 -3394265324304455018 11212.5
    }
}
