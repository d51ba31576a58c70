// Kernel: nested loops over an int array (iaload/iastore, int arithmetic, branches).
// Usage: ArrayLoops ROUNDS  -> prints a checksum.
public class ArrayLoops {
    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20000;
        int[] data = new int[1024];
        long sum = 0;
        for (int r = 0; r < rounds; r++) {
            for (int i = 0; i < data.length; i++) {
                data[i] = data[i] * 31 + i ^ r;
                sum += data[i] & 0xff;
            }
        }
        System.out.println("checksum " + sum);
    }
}
