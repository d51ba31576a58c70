// StringBuilder.indexOf, lastIndexOf, replace(start, end, str) and substring.
public class index_and_replace {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder("one two one two");
        System.out.println(sb.indexOf("two") + " " + sb.indexOf("two", 5) + " " + sb.lastIndexOf("one") + " " + sb.indexOf("six"));
        // expect: 4 12 8 -1
        sb.replace(0, 3, "1");
        System.out.println(sb);
        // expect: 1 two one two
        sb.replace(2, 5, "2222222");
        System.out.println(sb);
        // expect: 1 2222222 one two
        sb.replace(sb.length() - 3, sb.length() + 10, "end");
        System.out.println(sb);
        // expect: 1 2222222 one end
        System.out.println(sb.substring(2, 9) + " " + sb.substring(14));
        // expect: 2222222 end
        sb.replace(1, 1, "+");
        System.out.println(sb);
        // expect: 1+ 2222222 one end
    }
}
