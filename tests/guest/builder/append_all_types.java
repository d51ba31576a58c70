// StringBuilder.append of every primitive type, char arrays, CharSequences, objects and null.
public class append_all_types {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        sb.append(true).append(' ').append('c').append(' ').append(42).append(' ').append(-7L).append(' ');
        sb.append(1.5f).append(' ').append(2.25).append(' ').append((byte) -3).append(' ').append((short) 300);
        System.out.println(sb);
        // expect: true c 42 -7 1.5 2.25 -3 300
        StringBuilder t = new StringBuilder("x");
        t.append(new char[] { 'a', 'b', 'c' }).append(new char[] { 'd', 'e', 'f', 'g' }, 1, 2);
        System.out.println(t);
        // expect: xabcef
        String nul = null;
        Object obj = null;
        StringBuilder nothing = null;
        t.setLength(0);
        t.append(nul).append(obj).append(nothing).append((CharSequence) "|cs|").append("0123456", 2, 4);
        System.out.println(t);
        // expect: nullnullnull|cs|23
        t.setLength(0);
        t.append(Integer.valueOf(5)).append(new StringBuilder("sb")).append(Long.MIN_VALUE).append(Double.NaN);
        System.out.println(t + " " + t.length());
        // expect: 5sb-9223372036854775808NaN 26
        System.out.println(new StringBuilder().append('\u00e9').append((char) 0x4E2D).appendCodePoint(0x1F600));
        // expect: é中😀
    }
}
