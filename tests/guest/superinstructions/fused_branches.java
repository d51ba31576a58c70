// Superinstructions: int comparisons fused with the push of their right operand (an int local or
// an int constant of every push kind), tests of a local against zero, and iinc with the goto that
// closes a for loop. Every condition meets less, equal and greater operands, so each branch is
// taken and not taken, forward (javac's if and for tests) and backward (do-while tests).
public class fused_branches {
    // ILOAD_IF_ICMPNE ILOAD_IF_ICMPEQ ILOAD_IF_ICMPGE ILOAD_IF_ICMPLT ILOAD_IF_ICMPLE
    // ILOAD_IF_ICMPGT (javac inverts each condition), all forward; STORE_LOAD (astore; iload)
    static String compareLocals(int a, int b) {
        String s = a + " " + b + ":";
        if (a == b) s += " eq";
        if (a != b) s += " ne";
        if (a < b) s += " lt";
        if (a >= b) s += " ge";
        if (a > b) s += " gt";
        if (a <= b) s += " le";
        return s;
    }

    // The same six comparisons with the right operand a local beyond slot 3 (iload n); ICONST_IOR
    // with iconst_1, iconst_2, iconst_4 and bipush; STORE_LOAD (istore; iload)
    static int compareHigh(int a, int b) {
        long pad = 0;
        int x = a, y = b, bits = (int) pad;
        if (x == y) bits |= 1;
        if (x != y) bits |= 2;
        if (x < y) bits |= 4;
        if (x >= y) bits |= 8;
        if (x > y) bits |= 16;
        if (x <= y) bits |= 32;
        return bits;
    }

    // ICONST_IF_ICMPNE ICONST_IF_ICMPEQ ICONST_IF_ICMPGE ICONST_IF_ICMPLT ICONST_IF_ICMPLE
    // ICONST_IF_ICMPGT, forward, with iconst_m1, iconst_1..iconst_5, bipush, sipush and ldc
    static String compareConsts(int v) {
        String s = v + ":";
        if (v == -1) s += " eq-1";
        if (v != 1) s += " ne1";
        if (v < 2) s += " lt2";
        if (v >= 3) s += " ge3";
        if (v > 4) s += " gt4";
        if (v <= 5) s += " le5";
        if (v == 100) s += " eq100";
        if (v != -128) s += " ne-128";
        if (v < 127) s += " lt127";
        if (v >= -200) s += " ge-200";
        if (v > 32767) s += " gt32767";
        if (v <= -32768) s += " le-32768";
        if (v == 70000) s += " eq70000";
        if (v != Integer.MIN_VALUE) s += " neMIN";
        if (v < -70000) s += " lt-70000";
        if (v >= Integer.MAX_VALUE) s += " geMAX";
        if (v > 1000000) s += " gt1000000";
        if (v <= Integer.MIN_VALUE) s += " leMIN";
        return s;
    }

    // ILOAD_IFNE ILOAD_IFEQ ILOAD_IFGE ILOAD_IFLT ILOAD_IFLE ILOAD_IFGT, forward
    static String compareZero(int v) {
        String s = v + ":";
        if (v == 0) s += " eq0";
        if (v != 0) s += " ne0";
        if (v < 0) s += " lt0";
        if (v >= 0) s += " ge0";
        if (v > 0) s += " gt0";
        if (v <= 0) s += " le0";
        return s;
    }

    // Backward tests of do-while loops: ILOAD_IF_ICMPLT ILOAD_IF_ICMPLE ILOAD_IF_ICMPGT
    // ILOAD_IF_ICMPGE ILOAD_IF_ICMPNE ILOAD_IF_ICMPEQ; ILOAD_IADD, STORE_KEEP, STORE_LOAD
    static String doWhileLocals(int from, int to) {
        int n1 = 0, n2 = 0, n3 = 0, n4 = 0, n5 = 0, n6 = 0;
        int i = from;
        do { n1++; i++; } while (i < to);
        i = from;
        do { n2++; i++; } while (i <= to);
        i = from;
        do { n3++; i--; } while (i > to);
        i = from;
        do { n4++; i--; } while (i >= to);
        int step = from <= to ? 1 : -1, stop = to + step;
        i = from;
        do { n5++; i += step; } while (i != stop);
        i = from;
        do { n6++; if (n6 == 3) i++; } while (i == to);
        return from + ".." + to + ": " + n1 + " " + n2 + " " + n3 + " " + n4 + " " + n5 + " " + n6;
    }

    // Backward tests against constants: ICONST_IF_ICMPLT (bipush) ICONST_IF_ICMPGT (iconst_m1)
    // ICONST_IF_ICMPNE (iconst_5) ICONST_IF_ICMPLE (ldc) ICONST_IF_ICMPGE (sipush)
    // ICONST_IF_ICMPEQ (iconst_2)
    static String doWhileConsts(int start) {
        int n1 = 0, n2 = 0, n3 = 0, n4 = 0, n5 = 0, n6 = 0;
        int i = start;
        do { n1++; i += 7; } while (i < 100);
        i = start;
        do { n2++; i -= 3; } while (i > -1);
        i = start;
        do { n3++; i = (i + 1) & 7; } while (i != 5);
        i = start;
        do { n4++; i += 9999; } while (i <= 40000);
        i = start;
        do { n5++; i -= 50; } while (i >= -200);
        i = start;
        do { n6++; i = n6 < 4 ? 2 : i + 1; } while (i == 2);
        return start + ": " + n1 + " " + n2 + " " + n3 + " " + n4 + " " + n5 + " " + n6;
    }

    // Backward tests against zero: ILOAD_IFGT ILOAD_IFNE ILOAD_IFLT ILOAD_IFGE ILOAD_IFLE
    // ILOAD_IFEQ
    static String doWhileZero(int start) {
        int n1 = 0, n2 = 0, n3 = 0, n4 = 0, n5 = 0, n6 = 0;
        int k = start;
        do { n1++; k -= 2; } while (k > 0);
        k = start;
        do { n2++; k = k / 2; } while (k != 0);
        k = start;
        do { n3++; k += 3; } while (k < 0);
        k = start;
        do { n4++; k -= 4; } while (k >= 0);
        k = start;
        do { n5++; k += 5; } while (k <= 0);
        k = start;
        do { n6++; k = n6 < 3 ? 0 : 1; } while (k == 0);
        return start + ": " + n1 + " " + n2 + " " + n3 + " " + n4 + " " + n5 + " " + n6;
    }

    // IINC_GOTO with increments 1, -1, -3, -128, 127 and a wide iinc (not fused) for contrast;
    // forward loop tests ILOAD_IF_ICMPGE, ILOAD_IFLE, ICONST_IF_ICMPLE and ICONST_IF_ICMPGE;
    // LOAD2 (iload; iload) before ineg; a continue makes an iinc a branch target (the first of
    // a pair may start a block)
    static String forLoops(int n) {
        int a = 0, b = 0, c = 0, d = 0, e = 0, f = 0;
        for (int i = 0; i < n; i++) a += i;
        for (int i = n; i > 0; i--) b += i;
        for (int i = n; i >= -n; i -= 3) {
            if ((i & 1) == 0) continue;
            c++;
        }
        for (int i = 1000; i > -1000; i -= 128) d = d * 3 + i;
        for (int i = -1000; i < 1000; i += 127) e = e * 5 + i;
        for (int i = 0; i < 5000; i += 200) f++;
        return n + ": " + a + " " + b + " " + c + " " + d + " " + e + " " + f;
    }

    // IINC_GOTO wrapping: iinc past Integer.MAX_VALUE and below Integer.MIN_VALUE ends the loops
    // (ILOAD_IFLE, ILOAD_IFLT tests)
    static String wrappingLoops() {
        int up = 0, down = 0, last1 = 0, last2 = 0;
        for (int i = Integer.MAX_VALUE - 10; i > 0; i += 3) { up++; last1 = i; }
        for (int i = Integer.MIN_VALUE + 10; i < 0; i -= 4) { down++; last2 = i; }
        return up + " " + last1 + " " + down + " " + last2;
    }

    // Nested loops over a triangle: two IINC_GOTO, ILOAD_IF_ICMPGT (the inner test against the
    // outer index), ILOAD_IF_ICMPGE; ILOAD_IADD in the body
    static int triangle(int n) {
        int sum = 0;
        for (int i = 0; i < n; i++)
            for (int j = 0; j <= i; j++) sum += j;
        return sum;
    }

    public static void main(String[] args) {
        int[][] pairs = {{3, 5}, {5, 5}, {7, 5}, {Integer.MIN_VALUE, Integer.MAX_VALUE},
                         {Integer.MAX_VALUE, Integer.MIN_VALUE}, {-1, 0}, {0, -1}, {-9, -9}};
        for (int[] p : pairs) System.out.println(compareLocals(p[0], p[1]) + " | " + compareHigh(p[0], p[1]));
        // expect: 3 5: ne lt le | 38
        // expect: 5 5: eq ge le | 41
        // expect: 7 5: ne ge gt | 26
        // expect: -2147483648 2147483647: ne lt le | 38
        // expect: 2147483647 -2147483648: ne ge gt | 26
        // expect: -1 0: ne lt le | 38
        // expect: 0 -1: ne ge gt | 26
        // expect: -9 -9: eq ge le | 41
        int[] values = {-1, 0, 1, 2, 3, 4, 5, 6, 100, -128, 127, -200, -201, 32767, 32768, -32768, 70000,
                        -70000, -70001, Integer.MIN_VALUE, Integer.MAX_VALUE};
        for (int v : values) System.out.println(compareConsts(v));
        // expect: -1: eq-1 ne1 lt2 le5 ne-128 lt127 ge-200 neMIN
        // expect: 0: ne1 lt2 le5 ne-128 lt127 ge-200 neMIN
        // expect: 1: lt2 le5 ne-128 lt127 ge-200 neMIN
        // expect: 2: ne1 le5 ne-128 lt127 ge-200 neMIN
        // expect: 3: ne1 ge3 le5 ne-128 lt127 ge-200 neMIN
        // expect: 4: ne1 ge3 le5 ne-128 lt127 ge-200 neMIN
        // expect: 5: ne1 ge3 gt4 le5 ne-128 lt127 ge-200 neMIN
        // expect: 6: ne1 ge3 gt4 ne-128 lt127 ge-200 neMIN
        // expect: 100: ne1 ge3 gt4 eq100 ne-128 lt127 ge-200 neMIN
        // expect: -128: ne1 lt2 le5 lt127 ge-200 neMIN
        // expect: 127: ne1 ge3 gt4 ne-128 ge-200 neMIN
        // expect: -200: ne1 lt2 le5 ne-128 lt127 ge-200 neMIN
        // expect: -201: ne1 lt2 le5 ne-128 lt127 neMIN
        // expect: 32767: ne1 ge3 gt4 ne-128 ge-200 neMIN
        // expect: 32768: ne1 ge3 gt4 ne-128 ge-200 gt32767 neMIN
        // expect: -32768: ne1 lt2 le5 ne-128 lt127 le-32768 neMIN
        // expect: 70000: ne1 ge3 gt4 ne-128 ge-200 gt32767 eq70000 neMIN
        // expect: -70000: ne1 lt2 le5 ne-128 lt127 le-32768 neMIN
        // expect: -70001: ne1 lt2 le5 ne-128 lt127 le-32768 neMIN lt-70000
        // expect: -2147483648: ne1 lt2 le5 ne-128 lt127 le-32768 lt-70000 leMIN
        // expect: 2147483647: ne1 ge3 gt4 ne-128 ge-200 gt32767 neMIN geMAX gt1000000
        int[] zeros = {-5, -1, 0, 1, 5, Integer.MIN_VALUE, Integer.MAX_VALUE};
        for (int v : zeros) System.out.println(compareZero(v));
        // expect: -5: ne0 lt0 le0
        // expect: -1: ne0 lt0 le0
        // expect: 0: eq0 ge0 le0
        // expect: 1: ne0 ge0 gt0
        // expect: 5: ne0 ge0 gt0
        // expect: -2147483648: ne0 lt0 le0
        // expect: 2147483647: ne0 ge0 gt0
        System.out.println(doWhileLocals(0, 10));
        // expect: 0..10: 10 11 1 1 11 1
        System.out.println(doWhileLocals(10, 10));
        // expect: 10..10: 1 1 1 1 1 3
        System.out.println(doWhileLocals(10, 0));
        // expect: 10..0: 1 1 10 11 11 1
        System.out.println(doWhileLocals(-3, -1));
        // expect: -3..-1: 2 3 1 1 3 1
        for (int s : new int[] {-500, -1, 0, 2, 5, 99, 100, 50000})
            System.out.println(doWhileConsts(s));
        // expect: -500: 86 1 1 5 1 4
        // expect: -1: 15 1 6 5 4 4
        // expect: 0: 15 1 5 5 5 4
        // expect: 2: 14 1 3 5 5 4
        // expect: 5: 14 2 8 4 5 4
        // expect: 99: 1 34 2 4 6 4
        // expect: 100: 1 34 1 4 7 4
        // expect: 50000: 1 16667 5 1 1005 4
        for (int s : new int[] {-7, -1, 0, 1, 8, 100})
            System.out.println(doWhileZero(s));
        // expect: -7: 1 3 3 1 2 3
        // expect: -1: 1 1 1 1 1 3
        // expect: 0: 1 1 1 1 1 3
        // expect: 1: 1 1 1 1 1 3
        // expect: 8: 4 4 1 3 1 3
        // expect: 100: 50 7 1 26 1 3
        System.out.println(forLoops(0));
        // expect: 0: 0 0 0 -1328970496 912470920 25
        System.out.println(forLoops(10));
        // expect: 10: 45 55 3 -1328970496 912470920 25
        System.out.println(forLoops(-4));
        // expect: -4: 0 0 0 -1328970496 912470920 25
        System.out.println(wrappingLoops());
        // expect: 4 2147483646 3 -2147483646
        System.out.println(triangle(0) + " " + triangle(1) + " " + triangle(30));
        // expect: 0 0 4495
    }
}
