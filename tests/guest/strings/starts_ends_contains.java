// startsWith (with offset), endsWith and contains.
public class starts_ends_contains {
    public static void main(String[] args) {
        String s = "classlib/java/lang/String.java";
        System.out.println(s.startsWith("classlib") + " " + s.startsWith("java") + " " + s.startsWith("java", 9));
        // expect: true false true
        System.out.println(s.endsWith(".java") + " " + s.endsWith(".class") + " " + s.endsWith(""));
        // expect: true false true
        System.out.println(s.contains("lang") + " " + s.contains("Lang") + " " + s.contains(""));
        // expect: true false true
        System.out.println(s.startsWith("", 30) + " " + s.startsWith("", 31) + " " + s.startsWith("c", -1));
        // expect: true false false
        System.out.println(s.contains(new StringBuilder("String")));
        // expect: true
    }
}
