// iinc with small, negative and large constants (the large ones need wide iinc or iadd).
public class iinc_constants {
    public static void main(String[] args) {
        int i = 0;
        i += 1;
        i += 127;
        System.out.println(i);
        // expect: 128
        i -= 128;
        i += -1;
        System.out.println(i);
        // expect: -1
        i += 128;
        i -= 129;
        System.out.println(i);
        // expect: -2
        i += 32767;
        System.out.println(i);
        // expect: 32765
        i -= 32768;
        System.out.println(i);
        // expect: -3
        i += 100000;
        System.out.println(i);
        // expect: 99997
        int j = Integer.MAX_VALUE;
        j++;
        System.out.println(j);
        // expect: -2147483648
        j--;
        System.out.println(j);
        // expect: 2147483647
        int k = 10;
        for (int s = 0; s < 5; s++) k -= 3;
        System.out.println(k);
        // expect: -5
    }
}
