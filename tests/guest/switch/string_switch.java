// A switch on String (hashCode lookup, then equals), including "Aa" and "BB" which share a hash.
public class string_switch {
    static int classify(String s) {
        switch (s) {
            case "Aa": return 1;
            case "BB": return 2;
            case "hello": return 3;
            case "": return 4;
            case "HELLO": return 5;
            default: return 0;
        }
    }

    public static void main(String[] args) {
        System.out.println("Aa".hashCode() == "BB".hashCode());
        // expect: true
        String[] inputs = { "Aa", "BB", "hello", "", "HELLO", "Hello", "AaBB", new String("hello") };
        StringBuilder sb = new StringBuilder();
        for (String s : inputs) sb.append(classify(s));
        System.out.println(sb);
        // expect: 12345003
        try {
            classify(null);
        } catch (NullPointerException e) {
            System.out.println("null key: NPE");
        }
        // expect: null key: NPE
    }
}
