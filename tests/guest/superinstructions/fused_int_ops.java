// Superinstructions: an int local, or an int constant of every push kind (iconst_m1..iconst_5,
// bipush, sipush, ldc, ldc_w), pushed and consumed at once by each of the nine int operations.
// Each result must be the JVMS one: wrapping on overflow, Integer.MIN_VALUE operands, and shift
// counts taken mod 32 (negative ones and ones above 31 included).
public class fused_int_ops {
    static void show(String label, int... values) {
        StringBuilder line = new StringBuilder(label);
        for (int v : values) line.append(' ').append(v);
        System.out.println(line);
    }

    // ILOAD_IADD ILOAD_ISUB ILOAD_IMUL ILOAD_IAND ILOAD_IOR ILOAD_IXOR ILOAD_ISHL ILOAD_ISHR
    // ILOAD_IUSHR (iload_1 as the pushed local; iload_0 stays alone before it)
    static void localOps(int a, int b) {
        show(a + " " + b + ":", a + b, a - b, a * b, a & b, a | b, a ^ b, a << b, a >> b, a >>> b);
    }

    // The same nine with the pushed local beyond slot 3 (iload n): ILOAD_IADD .. ILOAD_IUSHR
    static int localOpsHigh(int a, int b) {
        long pad = 0;
        int x = a, y = b;
        int r = x + y;
        r = r - y;
        r = r * y;
        r = r ^ x;
        r = r | y;
        r = r & x;
        r = r << y;
        r = r >> y;
        r = r >>> y;
        return r + (int) pad;
    }

    // ICONST_IADD with iconst_m1..iconst_5, bipush, sipush and ldc
    static void constAdd(int v) {
        show("add", v + -1, v + 0, v + 1, v + 2, v + 3, v + 4, v + 5, v + -128, v + 127, v + -32768,
             v + 32767, v + 65536, v + Integer.MIN_VALUE, v + Integer.MAX_VALUE);
    }

    // ICONST_ISUB with each push kind
    static void constSub(int v) {
        show("sub", v - -1, v - 0, v - 1, v - 2, v - 3, v - 4, v - 5, v - -128, v - 127, v - -32768,
             v - 32767, v - 65536, v - Integer.MIN_VALUE, v - Integer.MAX_VALUE);
    }

    // ICONST_IMUL with each push kind
    static void constMul(int v) {
        show("mul", v * -1, v * 0, v * 1, v * 2, v * 3, v * 4, v * 5, v * -128, v * 127, v * -32768,
             v * 32767, v * 65536, v * Integer.MIN_VALUE, v * Integer.MAX_VALUE);
    }

    // ICONST_IAND with each push kind
    static void constAnd(int v) {
        show("and", v & -1, v & 0, v & 1, v & 2, v & 3, v & 4, v & 5, v & -128, v & 127, v & -32768,
             v & 32767, v & 0x55555555, v & Integer.MIN_VALUE, v & Integer.MAX_VALUE);
    }

    // ICONST_IOR with each push kind
    static void constOr(int v) {
        show("or", v | -1, v | 0, v | 1, v | 2, v | 3, v | 4, v | 5, v | -128, v | 127, v | -32768,
             v | 32767, v | 0x55555555, v | Integer.MIN_VALUE, v | Integer.MAX_VALUE);
    }

    // ICONST_IXOR with each push kind
    static void constXor(int v) {
        show("xor", v ^ -1, v ^ 0, v ^ 1, v ^ 2, v ^ 3, v ^ 4, v ^ 5, v ^ -128, v ^ 127, v ^ -32768,
             v ^ 32767, v ^ 0x55555555, v ^ Integer.MIN_VALUE, v ^ Integer.MAX_VALUE);
    }

    // ICONST_ISHL: counts -1, 0..5, 31, 32, 33, -128, 127 (bipush), -32768, 32767 (sipush), ldc ones
    static void constShl(int v) {
        show("shl", v << -1, v << 0, v << 1, v << 2, v << 3, v << 4, v << 5, v << 31, v << 32, v << 33,
             v << -128, v << 127, v << -32768, v << 32767, v << 65537, v << Integer.MIN_VALUE,
             v << Integer.MAX_VALUE);
    }

    // ICONST_ISHR with the same counts
    static void constShr(int v) {
        show("shr", v >> -1, v >> 0, v >> 1, v >> 2, v >> 3, v >> 4, v >> 5, v >> 31, v >> 32, v >> 33,
             v >> -128, v >> 127, v >> -32768, v >> 32767, v >> 65537, v >> Integer.MIN_VALUE,
             v >> Integer.MAX_VALUE);
    }

    // ICONST_IUSHR with the same counts
    static void constUshr(int v) {
        show("ushr", v >>> -1, v >>> 0, v >>> 1, v >>> 2, v >>> 3, v >>> 4, v >>> 5, v >>> 31, v >>> 32,
             v >>> 33, v >>> -128, v >>> 127, v >>> -32768, v >>> 32767, v >>> 65537,
             v >>> Integer.MIN_VALUE, v >>> Integer.MAX_VALUE);
    }

    // A running hash over a loop: ILOAD_IXOR, ICONST_IMUL, ICONST_IADD, ICONST_IUSHR, ICONST_IAND
    // and STORE_KEEP in one block; ILOAD_IF_ICMPGE and IINC_GOTO around it
    static int hash(int seed, int n) {
        int h = seed;
        for (int i = 0; i < n; i++) {
            h = h ^ i;
            h = h * 0x9E3779B1 + 7;
            h = h + (h >>> 15 & 0xFFFF);
        }
        return h;
    }

    public static void main(String[] args) {
        localOps(3, 5);
        // expect: 3 5: 8 -2 15 1 7 6 96 0 0
        localOps(-7, 2);
        // expect: -7 2: -5 -9 -14 0 -5 -5 -28 -2 1073741822
        localOps(Integer.MAX_VALUE, 1);
        // expect: 2147483647 1: -2147483648 2147483646 2147483647 1 2147483647 2147483646 -2 1073741823 1073741823
        localOps(Integer.MIN_VALUE, -1);
        // expect: -2147483648 -1: 2147483647 -2147483647 -2147483648 -2147483648 -1 2147483647 0 -1 1
        localOps(Integer.MIN_VALUE, Integer.MIN_VALUE);
        // expect: -2147483648 -2147483648: 0 0 0 -2147483648 -2147483648 0 -2147483648 -2147483648 -2147483648
        localOps(0x12345678, 33);
        // expect: 305419896 33: 305419929 305419863 1488921976 32 305419897 305419865 610839792 152709948 152709948
        localOps(-8, -31);
        // expect: -8 -31: -39 23 248 -32 -7 25 -16 -4 2147483644
        localOps(1, 32);
        // expect: 1 32: 33 -31 32 0 33 33 1 1 1
        localOps(-1, -1);
        // expect: -1 -1: -2 0 1 -1 -1 0 -2147483648 -1 1
        show("high", localOpsHigh(6, 3), localOpsHigh(-1, 31), localOpsHigh(Integer.MIN_VALUE, -1),
             localOpsHigh(100, 40));
        // expect: high 0 1 0 0
        int[] inputs = {-1, 7, -100, 0x12345678, Integer.MIN_VALUE, Integer.MAX_VALUE};
        for (int v : inputs) {
            System.out.println("v = " + v);
            constAdd(v);
            constSub(v);
            constMul(v);
            constAnd(v);
            constOr(v);
            constXor(v);
            constShl(v);
            constShr(v);
            constUshr(v);
            FioWide.ops(v);
        }
        // expect: v = -1
        // expect: add -2 -1 0 1 2 3 4 -129 126 -32769 32766 65535 2147483647 2147483646
        // expect: sub 0 -1 -2 -3 -4 -5 -6 127 -128 32767 -32768 -65537 2147483647 -2147483648
        // expect: mul 1 0 -1 -2 -3 -4 -5 128 -127 32768 -32767 -65536 -2147483648 -2147483647
        // expect: and -1 0 1 2 3 4 5 -128 127 -32768 32767 1431655765 -2147483648 2147483647
        // expect: or -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1
        // expect: xor 0 -1 -2 -3 -4 -5 -6 127 -128 32767 -32768 -1431655766 2147483647 -2147483648
        // expect: shl -2147483648 -1 -2 -4 -8 -16 -32 -2147483648 -1 -2 -1 -2147483648 -1 -2147483648 -2 -1 -2147483648
        // expect: shr -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1
        // expect: ushr 1 -1 2147483647 1073741823 536870911 268435455 134217727 1 -1 2147483647 -1 1 -1 1 2147483647 -1 1
        // expect: wide 99999 -100001 -100000 2147483392 -1 -127217 -1 -1 2147483647 128
        // expect: v = 7
        // expect: add 6 7 8 9 10 11 12 -121 134 -32761 32774 65543 -2147483641 -2147483642
        // expect: sub 8 7 6 5 4 3 2 135 -120 32775 -32760 -65529 -2147483641 -2147483640
        // expect: mul -7 0 7 14 21 28 35 -896 889 -229376 229369 458752 -2147483648 2147483641
        // expect: and 7 0 1 2 3 4 5 0 7 0 7 5 0 7
        // expect: or -1 7 7 7 7 7 7 -121 127 -32761 32767 1431655767 -2147483641 2147483647
        // expect: xor -8 7 6 5 4 3 2 -121 120 -32761 32760 1431655762 -2147483641 2147483640
        // expect: shl -2147483648 7 14 28 56 112 224 -2147483648 7 14 7 -2147483648 7 -2147483648 14 7 -2147483648
        // expect: shr 0 7 3 1 0 0 0 0 7 3 7 0 7 0 3 7 0
        // expect: ushr 0 7 3 1 0 0 0 0 7 3 7 0 7 0 3 7 0
        // expect: wide 100007 -99993 700000 0 -99993 127223 7 0 3 8
        // expect: v = -100
        // expect: add -101 -100 -99 -98 -97 -96 -95 -228 27 -32868 32667 65436 2147483548 2147483547
        // expect: sub -99 -100 -101 -102 -103 -104 -105 28 -227 32668 -32867 -65636 2147483548 2147483549
        // expect: mul 100 0 -100 -200 -300 -400 -500 12800 -12700 3276800 -3276700 -6553600 0 100
        // expect: and -100 0 0 0 0 4 4 -128 28 -32768 32668 1431655700 -2147483648 2147483548
        // expect: or -1 -100 -99 -98 -97 -100 -99 -100 -1 -100 -1 -35 -100 -1
        // expect: xor 99 -100 -99 -98 -97 -104 -103 28 -29 32668 -32669 -1431655735 2147483548 -2147483549
        // expect: shl 0 -100 -200 -400 -800 -1600 -3200 0 -100 -200 -100 0 -100 0 -200 -100 0
        // expect: shr -1 -100 -50 -25 -13 -7 -4 -1 -100 -50 -100 -1 -100 -1 -50 -100 -1
        // expect: ushr 1 -100 2147483598 1073741799 536870899 268435449 134217724 1 -100 2147483598 -100 1 -100 1 2147483598 -100 1
        // expect: wide 99900 -100100 -10000000 2147483392 -4 -127124 -100 -1 2147483598 29
        // expect: v = 305419896
        // expect: add 305419895 305419896 305419897 305419898 305419899 305419900 305419901 305419768 305420023 305387128 305452663 305485432 -1842063752 -1842063753
        // expect: sub 305419897 305419896 305419895 305419894 305419893 305419892 305419891 305420024 305419769 305452664 305387129 305354360 -1842063752 -1842063751
        // expect: mul -305419896 0 305419896 610839792 916259688 1221679584 1527099480 -439041024 133621128 -725352448 419932552 1450704896 0 -305419896
        // expect: and 305419896 0 0 0 0 0 0 305419776 120 305397760 22136 269767760 0 305419896
        // expect: or -1 305419896 305419897 305419898 305419899 305419900 305419901 -8 305419903 -10632 305430527 1467307901 -1842063752 2147483647
        // expect: xor -305419897 305419896 305419897 305419898 305419899 305419900 305419901 -305419784 305419783 -305408392 305408391 1197540141 -1842063752 1842063751
        // expect: shl 0 305419896 610839792 1221679584 -1851608128 591751040 1183502080 0 305419896 610839792 305419896 0 305419896 0 610839792 305419896 0
        // expect: shr 0 305419896 152709948 76354974 38177487 19088743 9544371 0 305419896 152709948 305419896 0 305419896 0 152709948 305419896 0
        // expect: ushr 0 305419896 152709948 76354974 38177487 19088743 9544371 0 305419896 152709948 305419896 0 305419896 0 152709948 305419896 0
        // expect: wide 305519896 305319896 477158144 305419776 -98440 305505928 305419896 0 152709948 121
        // expect: v = -2147483648
        // expect: add 2147483647 -2147483648 -2147483647 -2147483646 -2147483645 -2147483644 -2147483643 2147483520 -2147483521 2147450880 -2147450881 -2147418112 0 -1
        // expect: sub -2147483647 -2147483648 2147483647 2147483646 2147483645 2147483644 2147483643 -2147483520 2147483521 -2147450880 2147450881 2147418112 0 1
        // expect: mul -2147483648 0 -2147483648 0 -2147483648 0 -2147483648 0 -2147483648 0 -2147483648 0 0 -2147483648
        // expect: and -2147483648 0 0 0 0 0 0 -2147483648 0 -2147483648 0 0 -2147483648 0
        // expect: or -1 -2147483648 -2147483647 -2147483646 -2147483645 -2147483644 -2147483643 -128 -2147483521 -32768 -2147450881 -715827883 -2147483648 -1
        // expect: xor 2147483647 -2147483648 -2147483647 -2147483646 -2147483645 -2147483644 -2147483643 2147483520 -2147483521 2147450880 -2147450881 -715827883 0 -1
        // expect: shl 0 -2147483648 0 0 0 0 0 0 -2147483648 0 -2147483648 0 -2147483648 0 0 -2147483648 0
        // expect: shr -1 -2147483648 -1073741824 -536870912 -268435456 -134217728 -67108864 -1 -2147483648 -1073741824 -2147483648 -1 -2147483648 -1 -1073741824 -2147483648 -1
        // expect: ushr 1 -2147483648 1073741824 536870912 268435456 134217728 67108864 1 -2147483648 1073741824 -2147483648 1 -2147483648 1 1073741824 -2147483648 1
        // expect: wide -2147383648 2147383648 0 0 -100000 -2147356432 -2147483648 -1 1073741824 1
        // expect: v = 2147483647
        // expect: add 2147483646 2147483647 -2147483648 -2147483647 -2147483646 -2147483645 -2147483644 2147483519 -2147483522 2147450879 -2147450882 -2147418113 -1 -2
        // expect: sub -2147483648 2147483647 2147483646 2147483645 2147483644 2147483643 2147483642 -2147483521 2147483520 -2147450881 2147450880 2147418111 -1 0
        // expect: mul -2147483647 0 2147483647 -2 2147483645 -4 2147483643 128 2147483521 32768 2147450881 -65536 -2147483648 1
        // expect: and 2147483647 0 1 2 3 4 5 2147483520 127 2147450880 32767 1431655765 0 2147483647
        // expect: or -1 2147483647 2147483647 2147483647 2147483647 2147483647 2147483647 -1 2147483647 -1 2147483647 2147483647 -1 2147483647
        // expect: xor -2147483648 2147483647 2147483646 2147483645 2147483644 2147483643 2147483642 -2147483521 2147483520 -2147450881 2147450880 715827882 -1 0
        // expect: shl -2147483648 2147483647 -2 -4 -8 -16 -32 -2147483648 2147483647 -2 2147483647 -2147483648 2147483647 -2147483648 -2 2147483647 -2147483648
        // expect: shr 0 2147483647 1073741823 536870911 268435455 134217727 67108863 0 2147483647 1073741823 2147483647 0 2147483647 0 1073741823 2147483647 0
        // expect: ushr 0 2147483647 1073741823 536870911 268435455 134217727 67108863 0 2147483647 1073741823 2147483647 0 2147483647 0 1073741823 2147483647 0
        // expect: wide -2147383649 2147383647 -100000 2147483392 -1 2147356431 2147483647 0 1073741823 128
        show("hash", hash(0, 0), hash(1, 1), hash(12345, 1000), hash(-1, 77));
        // expect: hash 0 -1640516058 72333654 -1618848732
    }
}

// A class whose constant pool passes 256 entries before its second method, so that the int
// constants there are pushed by ldc_w.
class FioWide {
    static final long K = 1L << 40;

    // Fills the constant pool: each distinct long constant takes two entries.
    static long spread(int k) {
        long[] many = {
            K + 1, K + 2, K + 3, K + 4, K + 5, K + 6, K + 7, K + 8, K + 9, K + 10, K + 11, K + 12,
            K + 13, K + 14, K + 15, K + 16, K + 17, K + 18, K + 19, K + 20, K + 21, K + 22, K + 23,
            K + 24, K + 25, K + 26, K + 27, K + 28, K + 29, K + 30, K + 31, K + 32, K + 33, K + 34,
            K + 35, K + 36, K + 37, K + 38, K + 39, K + 40, K + 41, K + 42, K + 43, K + 44, K + 45,
            K + 46, K + 47, K + 48, K + 49, K + 50, K + 51, K + 52, K + 53, K + 54, K + 55, K + 56,
            K + 57, K + 58, K + 59, K + 60, K + 61, K + 62, K + 63, K + 64, K + 65, K + 66, K + 67,
            K + 68, K + 69, K + 70, K + 71, K + 72, K + 73, K + 74, K + 75, K + 76, K + 77, K + 78,
            K + 79, K + 80, K + 81, K + 82, K + 83, K + 84, K + 85, K + 86, K + 87, K + 88, K + 89,
            K + 90, K + 91, K + 92, K + 93, K + 94, K + 95, K + 96, K + 97, K + 98, K + 99, K + 100,
            K + 101, K + 102, K + 103, K + 104, K + 105, K + 106, K + 107, K + 108, K + 109, K + 110,
            K + 111, K + 112, K + 113, K + 114, K + 115, K + 116, K + 117, K + 118, K + 119, K + 120,
            K + 121, K + 122, K + 123, K + 124, K + 125, K + 126, K + 127, K + 128, K + 129, K + 130,
        };
        return many[k % many.length];
    }

    // ICONST_IADD ICONST_ISUB ICONST_IMUL ICONST_IAND ICONST_IOR ICONST_IXOR ICONST_ISHL
    // ICONST_ISHR ICONST_IUSHR, each constant pushed by ldc_w
    static void ops(int v) {
        fused_int_ops.show("wide", v + 100000, v - 100000, v * 100000, v & 0x7FFFFF00, v | -100000,
                           v ^ 0x1F0F0, v << 0x10020, v >> 0x7FFFFFFF, v >>> 0x10000001,
                           (int) (spread(v & 127) - K));
    }
}
