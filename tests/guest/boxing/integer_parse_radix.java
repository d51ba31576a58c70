// Integer.parseInt in radixes 2..36, with signs and the extreme values.
public class integer_parse_radix {
    public static void main(String[] args) {
        System.out.println(Integer.parseInt("1010", 2) + " " + Integer.parseInt("777", 8) + " " + Integer.parseInt("-FF", 16));
        // expect: 10 511 -255
        System.out.println(Integer.parseInt("zz", 36) + " " + Integer.parseInt("ZZ", 36) + " " + Integer.parseInt("+12", 3));
        // expect: 1295 1295 5
        System.out.println(Integer.parseInt("-2147483648") + " " + Integer.parseInt("2147483647"));
        // expect: -2147483648 2147483647
        System.out.println(Integer.parseInt("-80000000", 16) + " " + Integer.parseInt("7fffffff", 16));
        // expect: -2147483648 2147483647
        System.out.println(Integer.parseInt("0000123") + " " + Integer.parseInt("-0"));
        // expect: 123 0
        System.out.println(Integer.valueOf("99") + Integer.valueOf("z", 36));
        // expect: 134
        StringBuilder sb = new StringBuilder();
        for (int radix = 2; radix <= 36; radix += 5) sb.append(Integer.parseInt("11", radix)).append(' ');
        System.out.println(sb.toString().trim());
        // expect: 3 8 13 18 23 28 33
    }
}
