// The recipe of makeConcatWithConstants: literal text containing the tag characters \u0001 and
// \u0002 cannot stand in the recipe, so javac passes each such literal as a constant (a \2 in
// the recipe); a NUL character in literal text (modified UTF-8 stores it as two bytes); recipes
// made only of arguments, with text only before or only after them; a literal that is only
// \u0001; fifty arguments in one call site; and a chain of an int and 122 longs, 245 argument
// slots, which javac splits into call sites of at most 200 slots (197 and 44) and joins with a
// third. Strings with control characters are shown by their char codes.
public class concat_recipe {
    static String codes(String s) {
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < s.length(); k++) {
            char ch = s.charAt(k);
            if (ch < ' ') {
                sb.append("<").append((int) ch).append(">");
            } else {
                sb.append(ch);
            }
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        int x = 5;
        String s = "s";
        String tags = "a\u0001b" + x + "c\u0002d" + s + "\u0001";
        System.out.println(codes(tags) + " " + tags.length());
        String onlyTag = "\u0002" + x;
        String both = x + "\u0001\u0002" + x;
        System.out.println(codes(onlyTag) + " " + codes(both));
        String nul = "n\u0000" + x + "\u0000";
        System.out.println(codes(nul) + " " + nul.length());

        String a = "A";
        String b = "B";
        System.out.println(a + b + " " + (a + b).length() + " [" + a + "] " + b + a + b);
        System.out.println("prefix only " + a);
        System.out.println(a + " suffix only");
        String empty = "";
        System.out.println("[" + empty + empty + "]" + (empty + empty).isEmpty());

        int v0 = 0, v1 = 1, v2 = 2, v3 = 3, v4 = 4, v5 = 5, v6 = 6, v7 = 7, v8 = 8, v9 = 9;
        String fifty = v0 + "," + v1 + "," + v2 + "," + v3 + "," + v4 + "," + v5 + "," + v6 + "," + v7 + ","
                + v8 + "," + v9 + ";" + v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7 + v8 + v9 + ";" + v9 + v8 + v7
                + v6 + v5 + v4 + v3 + v2 + v1 + v0 + ";" + a + b + a + b + a + b + a + b + a + b + ";" + s + s
                + s + s + s + s + s + s + s + s;
        System.out.println(fifty);
        System.out.println(fifty.length());

        long l0 = 10, l1 = 11, l2 = 12, l3 = 13, l4 = 14, l5 = 15, l6 = 16, l7 = 17, l8 = 18, l9 = 19;
        int head = 7;
        String slots = head + ":" + l0 + l1 + l2 + l3 + l4 + l5 + l6 + l7 + l8 + l9 + l0 + l1 + l2 + l3 + l4
                + l5 + l6 + l7 + l8 + l9 + l0 + l1 + l2 + l3 + l4 + l5 + l6 + l7 + l8 + l9 + l0 + l1 + l2 + l3
                + l4 + l5 + l6 + l7 + l8 + l9 + l0 + l1 + l2 + l3 + l4 + l5 + l6 + l7 + l8 + l9 + l0 + l1 + l2
                + l3 + l4 + l5 + l6 + l7 + l8 + l9 + l0 + l1 + l2 + l3 + l4 + l5 + l6 + l7 + l8 + l9 + l0 + l1
                + l2 + l3 + l4 + l5 + l6 + l7 + l8 + l9 + l0 + l1 + l2 + l3 + l4 + l5 + l6 + l7 + l8 + l9 + l0
                + l1 + l2 + l3 + l4 + l5 + l6 + l7 + l8 + l9 + l0 + l1 + l2 + l3 + l4 + l5 + l6 + l7 + l8 + l9
                + l0 + l1 + l2 + l3 + l4 + l5 + l6 + l7 + l8 + l9 + "|" + l0 + l9 + "|end";
        System.out.println(slots.length() + " " + slots.substring(0, 30) + " ... "
                + slots.substring(slots.length() - 30));
    }
    // expect: a<1>b5c<2>ds<1> 9
    // expect: <2>5 5<1><2>5
    // expect: n<0>5<0> 4
    // expect: AB 2 [A] BAB
    // expect: prefix only A
    // expect: A suffix only
    // expect: []true
    // expect: 0,1,2,3,4,5,6,7,8,9;0123456789;9876543210;ABABABABAB;ssssssssss
    // expect: 63
    // expect: 251 7:1011121314151617181910111213 ... 910111213141516171819|1019|end
}
