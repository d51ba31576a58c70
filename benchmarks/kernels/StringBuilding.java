// Kernel: building short strings (StringBuilder appends of ints and chars, toString, indexOf):
// allocation-heavy, mostly time in the class library.
// Usage: StringBuilding ROUNDS  -> prints a checksum.
public class StringBuilding {
    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 100000;
        int total = 0;
        for (int r = 0; r < rounds; r++) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < 50; i++) {
                sb.append(i).append(',');
            }
            total += sb.toString().indexOf("49");
        }
        System.out.println("checksum " + total);
    }
}
