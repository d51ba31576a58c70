// Arrays.sort and binarySearch of every primitive type and of objects over input shapes that
// stress a sort's paths: sorted, reversed, organ pipe, all equal, few distinct values, sawtooth,
// random; ranges; floating arrays with NaN, -0.0 and infinities; stability of large object sorts.
import java.util.*;

public class arrays_sort_patterns {
    static int shape(int kind, int i, int n, Random r) {
        switch (kind) {
            case 0: return i;
            case 1: return n - i;
            case 2: return i < n / 2 ? i : n - i;
            case 3: return 7;
            case 4: return r.nextInt(3);
            case 5: return i % 17;
            default: return r.nextInt();
        }
    }

    static boolean sortedInts(int[] a, int lo, int hi) {
        for (int i = lo + 1; i < hi; i++) {
            if (a[i - 1] > a[i]) {
                return false;
            }
        }
        return true;
    }

    public static void main(String[] args) {
        Random r = new Random(2024);
        int[] sizes = {0, 1, 2, 5, 23, 24, 25, 31, 32, 33, 100, 1000, 5000};
        long total = 0;
        for (int kind = 0; kind < 7; kind++) {
            StringBuilder line = new StringBuilder("shape " + kind + ":");
            for (int n : sizes) {
                int[] a = new int[n];
                long[] l = new long[n];
                short[] s = new short[n];
                char[] c = new char[n];
                byte[] b = new byte[n];
                for (int i = 0; i < n; i++) {
                    a[i] = shape(kind, i, n, r);
                    l[i] = (long) a[i] * 1000003L - (1L << 40);
                    s[i] = (short) a[i];
                    c[i] = (char) a[i];
                    b[i] = (byte) a[i];
                }
                Arrays.sort(a);
                Arrays.sort(l);
                Arrays.sort(s);
                Arrays.sort(c);
                Arrays.sort(b);
                int h = Arrays.hashCode(a) ^ Arrays.hashCode(l) ^ Arrays.hashCode(s) ^ Arrays.hashCode(c) ^ Arrays.hashCode(b);
                line.append(' ').append(Integer.toHexString(h)).append(sortedInts(a, 0, n) ? "" : "!");
                total += h;
            }
            System.out.println(line);
        }
        System.out.println("total " + total);

        int[] part = new int[50];
        for (int i = 0; i < part.length; i++) {
            part[i] = 50 - i;
        }
        Arrays.sort(part, 10, 40);
        System.out.println("range: " + Arrays.toString(part));

        double[] d = {3.5, Double.NaN, -0.0, 0.0, Double.NEGATIVE_INFINITY, -2.0, 0.0, Double.POSITIVE_INFINITY, -0.0, Double.NaN, 1e-300, -Double.MIN_VALUE, Double.MIN_VALUE, -1e300};
        double[] d2 = d.clone();
        Arrays.sort(d2);
        System.out.println("double: " + Arrays.toString(d2));
        float[] f = new float[d.length];
        for (int i = 0; i < d.length; i++) {
            f[i] = (float) d[i];
        }
        Arrays.sort(f);
        System.out.println("float: " + Arrays.toString(f));
        double[] d3 = d.clone();
        Arrays.sort(d3, 2, 9);
        System.out.println("double range: " + Arrays.toString(d3));
        System.out.println("double search: " + Arrays.binarySearch(d2, -0.0) + " " + Arrays.binarySearch(d2, 0.0) + " " + Arrays.binarySearch(d2, Double.NaN) + " " + Arrays.binarySearch(d2, 2.0) + " " + Arrays.binarySearch(f, 3.5f));
        double[] bigD = new double[3000];
        for (int i = 0; i < bigD.length; i++) {
            int k = r.nextInt(20);
            bigD[i] = k == 0 ? Double.NaN : k == 1 ? -0.0 : k == 2 ? 0.0 : r.nextGaussian();
        }
        Arrays.sort(bigD);
        int nan = 0;
        int negZero = 0;
        boolean ordered = true;
        for (int i = 0; i < bigD.length; i++) {
            if (Double.isNaN(bigD[i])) {
                nan++;
            }
            if (Double.doubleToRawLongBits(bigD[i]) == Long.MIN_VALUE) {
                negZero++;
            }
            if (i > 0 && Double.compare(bigD[i - 1], bigD[i]) > 0) {
                ordered = false;
            }
        }
        System.out.println("big double: " + ordered + " " + nan + " " + negZero + " " + Arrays.hashCode(bigD));

        int[] keys = new int[3000];
        Integer[] idx = new Integer[keys.length];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = r.nextInt(40);
            idx[i] = i;
        }
        final int[] k = keys;
        Arrays.sort(idx, new Comparator<Integer>() {
            public int compare(Integer x, Integer y) {
                return Integer.compare(k[x], k[y]);
            }
        });
        boolean stable = true;
        for (int i = 1; i < idx.length; i++) {
            if (keys[idx[i - 1]] == keys[idx[i]] && idx[i - 1] > idx[i]) {
                stable = false;
            }
        }
        System.out.println("stable: " + stable + " " + Arrays.hashCode(idx));
        String[] words = new String[200];
        for (int i = 0; i < words.length; i++) {
            words[i] = Integer.toString(r.nextInt(100000), 36);
        }
        String[] w2 = words.clone();
        Arrays.sort(w2, 50, 150);
        Arrays.sort(words, String.CASE_INSENSITIVE_ORDER.reversed());
        System.out.println("strings: " + Arrays.hashCode(w2) + " " + Arrays.hashCode(words) + " " + words[0] + " " + words[199]);
        System.out.println("search: " + Arrays.binarySearch(w2, 50, 150, w2[77]) + " " + Arrays.binarySearch(new Integer[] {1, 3, 3, 3, 5}, 3) + " " + Arrays.binarySearch(new Integer[] {1, 3, 5}, 4) + " " + Arrays.binarySearch(new Integer[] {5, 3, 1}, 0, 3, 3, Collections.reverseOrder()));
        int[] dupes = {1, 2, 2, 2, 2, 2, 2, 2, 3, 9, 9};
        StringBuilder sb = new StringBuilder("int search:");
        for (int key = 0; key < 11; key++) {
            sb.append(' ').append(Arrays.binarySearch(dupes, key)).append('/').append(Arrays.binarySearch(dupes, 2, 9, key));
        }
        System.out.println(sb);
        try {
            Arrays.sort(new Object[] {"a", new Object()});
        } catch (ClassCastException e) {
            System.out.println("not comparable: ClassCastException");
        }
        Arrays.sort(new Object[] {new Object()});
        try {
            Arrays.sort(new String[] {"a", null, "b"});
        } catch (NullPointerException e) {
            System.out.println("null element: NullPointerException");
        }
        Integer[] mixed = {3, null, 1, null};
        Arrays.sort(mixed, Comparator.nullsFirst(Comparator.<Integer>naturalOrder()));
        System.out.println("nullsFirst: " + Arrays.toString(mixed));
    }
}

// expect: shape 0: 1 ffffff1f fff0a204 8b5e96e5 616ad8e0 ca914e25 862a3fc3 623c4c6c e3743a31 892ac34f 9bc94897 24ff93a5 f2df6f4
// expect: shape 1: 1 fff0bd62 fe086a64 61cf3668 43f16f03 38ce3aa5 df7ba186 1e0c9d0f a19ebc31 90413f92 73628f57 5ee87325 db2cc717
// expect: shape 2: 1 fff0bd62 fff0a204 c68c9702 5765b2e2 9672c165 371f0da2 58da4822 c353cb31 a6223462 d1163337 3bcb2265 abad1bf5
// expect: shape 3: 1 ff9530f4 f2a61e61 b31ba434 f3fced4 d84f3c81 312d8474 5553554 a4e6a601 f7834af4 ab6116c1 94f80381 6ad11181
// expect: shape 4: 1 ffffff1f ffe16047 9ef4ede2 af693f65 6f1725c7 a0775f 730afa85 f0d9d6e7 13fa4d45 5b124024 cd5266e1 3f439b64
// expect: shape 5: 1 ffffff1f fff0a204 8b5e96e5 c661afc0 f4619b50 ed52843 51ae29cc 1e41e544 aadfd24f c3a38144 b77b2756 38ac2244
// expect: shape 6: 1 b6a4b99d 62e78610 9546b452 c3fff713 9ab05f61 f9d2f9c6 b54207ad 62487185 b0a9e8b7 6468bcb7 9af3e6f6 3e1748c0
// expect: total -13607353411
// expect: range: [50, 49, 48, 47, 46, 45, 44, 43, 42, 41, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]
// expect: double: [-Infinity, -1.0E300, -2.0, -4.9E-324, -0.0, -0.0, 0.0, 0.0, 4.9E-324, 1.0E-300, 3.5, Infinity, NaN, NaN]
// expect: float: [-Infinity, -Infinity, -2.0, -0.0, -0.0, -0.0, 0.0, 0.0, 0.0, 0.0, 3.5, Infinity, NaN, NaN]
// expect: double range: [3.5, NaN, -Infinity, -2.0, -0.0, -0.0, 0.0, 0.0, Infinity, NaN, 1.0E-300, -4.9E-324, 4.9E-324, -1.0E300]
// expect: double search: 4 6 12 -11 10
// expect: big double: true 161 151 -1615107633
// expect: stable: true -175248997
// expect: strings: 2113285368 1092325518 zuj 105g
// expect: search: 77 2 -3 1
// expect: int search: -1/-3 0/-3 5/5 8/8 -10/-10 -10/-10 -10/-10 -10/-10 -10/-10 9/-10 -12/-10
// expect: not comparable: ClassCastException
// expect: null element: NullPointerException
// expect: nullsFirst: [null, null, 1, 3]
