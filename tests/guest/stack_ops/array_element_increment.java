// a[i]++, ++a[i] and a[i] op= v on int, long, double and byte arrays (dup2, dup_x2, dup2_x2).
public class array_element_increment {
    public static void main(String[] args) {
        int[] ia = { 10, 20 };
        int i = 1;
        int old = ia[i]++;
        int now = ++ia[i];
        System.out.println(old + " " + now + " " + ia[1]);
        // expect: 20 22 22
        ia[0] += 5;
        ia[0] *= 3;
        System.out.println(ia[0]);
        // expect: 45
        long[] la = { Long.MAX_VALUE, 5L };
        long before = la[0]++;
        System.out.println(before + " " + la[0]);
        // expect: 9223372036854775807 -9223372036854775808
        long pre = --la[1];
        la[1] <<= 2;
        System.out.println(pre + " " + la[1]);
        // expect: 4 16
        double[] da = { 1.5 };
        double dOld = da[0]--;
        System.out.println(dOld + " " + da[0]);
        // expect: 1.5 0.5
        byte[] ba = { 127 };
        ba[0]++;
        System.out.println(ba[0]);
        // expect: -128
        char[] ca = { 'a' };
        ca[0] += 2;
        System.out.println(ca[0]);
        // expect: c
        int[] counts = new int[3];
        for (int k = 0; k < 10; k++) counts[k % 3]++;
        System.out.println(counts[0] + " " + counts[1] + " " + counts[2]);
        // expect: 4 3 3
    }
}
