// Short and Byte parsing with radixes and their range checks.
public class short_byte_parse {
    public static void main(String[] args) {
        System.out.println(Short.parseShort("-32768") + " " + Short.parseShort("7fff", 16) + " " + Short.valueOf("12"));
        // expect: -32768 32767 12
        System.out.println(Byte.parseByte("-128") + " " + Byte.parseByte("1111111", 2) + " " + Byte.valueOf("-1"));
        // expect: -128 127 -1
        try {
            Byte.parseByte("128");
        } catch (NumberFormatException e) {
            System.out.println(e.getMessage());
        }
        // expect: Value out of range. Value:"128" Radix:10
        try {
            Short.parseShort("ffff", 16);
        } catch (NumberFormatException e) {
            System.out.println(e.getMessage());
        }
        // expect: Value out of range. Value:"ffff" Radix:16
        System.out.println(Short.toString((short) -5) + Byte.toString((byte) 7));
        // expect: -57
    }
}
