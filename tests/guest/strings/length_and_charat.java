// String.length and charAt over ASCII, empty and non-ASCII strings.
public class length_and_charat {
    public static void main(String[] args) {
        String s = "wwvm";
        System.out.println(s.length() + " " + s.charAt(0) + s.charAt(3));
        // expect: 4 wm
        System.out.println("".length() + " " + "".isEmpty() + " " + s.isEmpty());
        // expect: 0 true false
        String accents = "café";
        System.out.println(accents.length() + " " + (int) accents.charAt(3));
        // expect: 4 233
        int vowels = 0;
        String text = "the quick brown fox";
        for (int i = 0; i < text.length(); i++) {
            if ("aeiou".indexOf(text.charAt(i)) >= 0) vowels++;
        }
        System.out.println(vowels);
        // expect: 5
    }
}
