// NumberFormatException messages for bad digits, empty strings, null, overflow and bad radixes.
public class number_format_exceptions {
    static void parse(String s, int radix) {
        try {
            System.out.println(Integer.parseInt(s, radix));
        } catch (NumberFormatException e) {
            System.out.println(e.getMessage());
        }
    }

    public static void main(String[] args) {
        parse("abc", 10);
        // expect: For input string: "abc"
        parse("", 10);
        // expect: For input string: ""
        parse(null, 10);
        // expect: Cannot parse null string
        parse("2147483648", 10);
        // expect: For input string: "2147483648"
        parse("-", 10);
        // expect: For input string: "-"
        parse("12", 99);
        // expect: radix 99 greater than Character.MAX_RADIX
        parse("12", 1);
        // expect: radix 1 less than Character.MIN_RADIX
        parse("ff", 16);
        // expect: 255
        try {
            Long.parseLong("9223372036854775808");
        } catch (NumberFormatException e) {
            System.out.println(e);
        }
        // expect: java.lang.NumberFormatException: For input string: "9223372036854775808"
        try {
            Double.parseDouble("");
        } catch (NumberFormatException e) {
            System.out.println(e.getMessage());
        }
        // expect: empty String
        try {
            Integer.parseInt(" 1");
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException subclass: " + e.getClass().getName());
        }
        // expect: IllegalArgumentException subclass: java.lang.NumberFormatException
    }
}
