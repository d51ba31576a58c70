// Integer.toString(i, radix) and Long.toString(l, radix) use lowercase digits and a minus sign.
public class integer_to_string_radix {
    public static void main(String[] args) {
        System.out.println(Integer.toString(255, 16) + " " + Integer.toString(-255, 16) + " " + Integer.toString(255, 2));
        // expect: ff -ff 11111111
        System.out.println(Integer.toString(1295, 36) + " " + Integer.toString(Integer.MIN_VALUE, 36));
        // expect: zz -zik0zk
        System.out.println(Integer.toString(100, 37) + " " + Integer.toString(100, 1));
        // expect: 100 100
        System.out.println(Long.toString(Long.MAX_VALUE, 36) + " " + Long.toString(Long.MIN_VALUE, 2).length());
        // expect: 1y2p0ij32e8e7 65
        System.out.println(Long.toString(-1L, 16) + " " + Integer.toString(0, 7));
        // expect: -1 0
        StringBuilder sb = new StringBuilder();
        for (int radix = 2; radix <= 36; radix += 7) sb.append(Integer.toString(1000, radix)).append(' ');
        System.out.println(sb.toString().trim());
        // expect: 1111101000 1331 3e8 1kb 13a
    }
}
