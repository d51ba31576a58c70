// lcmp followed by each conditional branch, including values that differ only in the high word.
public class long_compare {
    static String rel(long a, long b) {
        return (a < b ? "lt" : "") + (a <= b ? "le" : "") + (a == b ? "eq" : "")
                + (a != b ? "ne" : "") + (a >= b ? "ge" : "") + (a > b ? "gt" : "");
    }

    public static void main(String[] args) {
        System.out.println(rel(1L, 2L));
        // expect: ltlene
        System.out.println(rel(5L, 5L));
        // expect: leeqge
        System.out.println(rel(1L << 32, 1L));
        // expect: negegt
        System.out.println(rel(Long.MIN_VALUE, Long.MAX_VALUE));
        // expect: ltlene
        System.out.println(rel(-1L, 0xFFFFFFFFL));
        // expect: ltlene
        System.out.println(rel(0x100000000L, 0x100000001L));
        // expect: ltlene
    }
}
