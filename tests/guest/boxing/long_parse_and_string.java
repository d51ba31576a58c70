// Long.parseLong, Long.valueOf and Long.toString including the extreme values.
public class long_parse_and_string {
    public static void main(String[] args) {
        System.out.println(Long.parseLong("9223372036854775807") + " " + Long.parseLong("-9223372036854775808"));
        // expect: 9223372036854775807 -9223372036854775808
        System.out.println(Long.parseLong("7fffffffffffffff", 16) + " " + Long.parseLong("-1000", 2));
        // expect: 9223372036854775807 -8
        System.out.println(Long.valueOf("123456789012345").longValue() / 1000);
        // expect: 123456789012
        System.out.println(Long.toString(Long.MIN_VALUE) + " " + Long.MIN_VALUE / -1);
        // expect: -9223372036854775808 -9223372036854775808
        try {
            Long.parseLong("12L");
        } catch (NumberFormatException e) {
            System.out.println(e.getMessage());
        }
        // expect: For input string: "12L"
    }
}
