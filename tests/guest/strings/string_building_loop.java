// Strings built in a loop with +=: reversing, palindrome checks and alternating patterns.
public class string_building_loop {
    static String reverse(String s) {
        String r = "";
        for (int i = s.length() - 1; i >= 0; i--) r += s.charAt(i);
        return r;
    }

    static boolean isPalindrome(String s) {
        String clean = s.toLowerCase().replace(" ", "");
        return clean.equals(reverse(clean));
    }

    public static void main(String[] args) {
        System.out.println(reverse("stressed"));
        // expect: desserts
        System.out.println(isPalindrome("Never odd or even") + " " + isPalindrome("wwvm"));
        // expect: true false
        String dots = "";
        for (int i = 0; i < 5; i++) dots += i % 2 == 0 ? "." : ":";
        System.out.println(dots);
        // expect: .:.:.
    }
}
