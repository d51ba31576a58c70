// compareTo orders by UTF-16 code units: uppercase before lowercase, accents after ASCII.
public class compare_unicode_order {
    static String sorted(String[] words) {
        for (int i = 1; i < words.length; i++) {
            String key = words[i];
            int j = i - 1;
            while (j >= 0 && words[j].compareTo(key) > 0) {
                words[j + 1] = words[j];
                j--;
            }
            words[j + 1] = key;
        }
        StringBuilder sb = new StringBuilder();
        for (String w : words) sb.append(w).append(' ');
        return sb.toString().trim();
    }

    public static void main(String[] args) {
        System.out.println(sorted(new String[] { "pear", "Apple", "éclair", "apple", "Zoo", "10", "9" }));
        // expect: 10 9 Apple Zoo apple pear éclair
        System.out.println("é".compareTo("e") + " " + "中".compareTo("a"));
        // expect: 132 19916
    }
}
