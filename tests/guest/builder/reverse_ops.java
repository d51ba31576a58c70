// StringBuilder.reverse, including palindromes, empty builders and surrogate pairs (kept in order).
public class reverse_ops {
    public static void main(String[] args) {
        System.out.println(new StringBuilder("stressed").reverse());
        // expect: desserts
        System.out.println("[" + new StringBuilder().reverse() + "]");
        // expect: []
        StringBuilder p = new StringBuilder("racecar");
        System.out.println(p.toString().equals(p.reverse().toString()));
        // expect: true
        String withPair = "ab\uD83D\uDE00c";
        String rev = new StringBuilder(withPair).reverse().toString();
        System.out.println(rev + " " + Integer.toHexString(rev.charAt(1)) + " " + Integer.toHexString(rev.charAt(2)));
        // expect: c😀ba d83d de00
        System.out.println(new StringBuilder("中文é").reverse());
        // expect: é文中
    }
}
