// String.hashCode is s[0]*31^(n-1) + ... + s[n-1], computed with int overflow.
public class string_hash_codes {
    static int manual(String s) {
        int h = 0;
        for (int i = 0; i < s.length(); i++) h = 31 * h + s.charAt(i);
        return h;
    }

    public static void main(String[] args) {
        String[] samples = { "", "a", "abc", "Hello, World", "polygenelubricants", "é中" };
        for (String s : samples) System.out.println(s.hashCode() + " " + (s.hashCode() == manual(s)));
        // expect: 0 true
        // expect: 97 true
        // expect: 96354 true
        // expect: -505841268 true
        // expect: -2147483648 true
        // expect: 27236 true
    }
}
