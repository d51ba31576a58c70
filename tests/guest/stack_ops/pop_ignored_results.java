// Calls whose int, long, double or reference result is ignored (pop, pop2) still run for their effects.
public class pop_ignored_results {
    static int calls;

    static int anInt() { calls++; return 1; }
    static long aLong() { calls++; return 2L; }
    static double aDouble() { calls++; return 3.0; }
    static float aFloat() { calls++; return 4f; }
    static String aString() { calls++; return "s"; }
    static boolean aBool() { calls++; return true; }

    public static void main(String[] args) {
        anInt();
        aLong();
        aDouble();
        aFloat();
        aString();
        aBool();
        new StringBuilder("unused");
        for (int i = 0; i < 3; i++) aLong();
        System.out.println(calls);
        // expect: 9
        int[] arr = new int[2];
        int i = 0;
        arr[i++]++;
        System.out.println(i + " " + arr[0]);
        // expect: 1 1
    }
}
