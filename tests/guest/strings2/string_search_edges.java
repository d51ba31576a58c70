// String searching and comparing at the edges: indexOf/lastIndexOf with out-of-range starts,
// empty needles and supplementary code points, regionMatches with negative lengths and
// offsets, case-blind comparison across surrogate pairs, CASE_INSENSITIVE_ORDER, and the
// code point walks of String and Character with their exceptions.
public class string_search_edges {
    static StringBuilder out = new StringBuilder();

    static void add(Object o) {
        out.append(o).append(' ');
    }

    static void flush() {
        System.out.println(out.toString().trim());
        out.setLength(0);
    }

    public static void main(String[] args) {
        String s = "abcabc\ud83d\ude00x\ud83d\ude00";
        int[] froms = {-5, -1, 0, 1, 3, 6, 7, 9, 10, 11, 99, Integer.MIN_VALUE, Integer.MAX_VALUE};
        String[] needles = {"", "a", "bc", "abc", "c\ud83d", "\ude00", "\ud83d\ude00", "zz", s, s + "!"};
        for (String n : needles) {
            for (int f : froms) {
                add(s.indexOf(n, f) + "/" + s.lastIndexOf(n, f));
            }
            add(s.indexOf(n) + "/" + s.lastIndexOf(n) + "/" + s.contains(n) + "/" + s.startsWith(n) + "/" + s.endsWith(n));
            flush();
        }
        int[] cps = {'a', 'c', 0x1f600, 0xd83d, 0xde00, 'x', -1, 0x110000, 0};
        for (int cp : cps) {
            for (int f : froms) {
                add(s.indexOf(cp, f) + "/" + s.lastIndexOf(cp, f));
            }
            add(s.indexOf(cp) + "/" + s.lastIndexOf(cp));
            flush();
        }
        int[] offs = {-1, 0, 2, 5, 6, 12};
        int[] lens = {-3, 0, 1, 3, 7};
        for (int t : offs) {
            for (int o : offs) {
                for (int len : lens) {
                    add((s.regionMatches(t, "abcABC", o, len) ? "T" : "f") + (s.regionMatches(true, t, "ABCabc", o, len) ? "T" : "f"));
                }
            }
            flush();
        }
        String[] words = {"", "a", "A", "ab", "aB", "\u00df", "SS", "\u0130", "i", "\u0131", "I", "\ud801\udc00", "\ud801\udc28",
            "x\ud801\udc00", "x\ud801\udc28y", "\ud801", "\udc28", "\u00e9", "\u00c9", "\u4e2d", "Zeta", "zebra", "\uff21", "\uff41"};
        for (String a : words) {
            for (String b : words) {
                int c = a.compareToIgnoreCase(b);
                add(Integer.signum(a.compareTo(b)) + ":" + c + (a.equalsIgnoreCase(b) ? "=" : "") + (String.CASE_INSENSITIVE_ORDER.compare(a, b) == c ? "" : "!"));
            }
            flush();
        }
        String p = "a\ud83d\ude00b\ud83d";
        add(p.codePointAt(1) + " " + p.codePointAt(2) + " " + p.codePointAt(4) + " " + p.codePointBefore(3) + " " + p.codePointBefore(2));
        add(p.codePointCount(0, 5) + " " + p.codePointCount(2, 4) + " " + p.offsetByCodePoints(0, 3) + " " + p.offsetByCodePoints(5, -3) + " " + p.offsetByCodePoints(2, 1));
        flush();
        String[] bad = {"codePointAt(5)", "codePointAt(-1)", "codePointBefore(0)", "codePointBefore(6)", "codePointCount(3,2)", "codePointCount(0,6)",
            "offsetByCodePoints(0,5)", "offsetByCodePoints(6,0)", "offsetByCodePoints(1,-2)", "charAt(5)", "charAt(-1)", "charAtU(9)", "substring(3,2)", "substring(-1)",
            "Character.codePointAt(arr,3,5)", "Character.codePointAt(arr,-1,2)", "Character.codePointBefore(arr,0,0)", "Character.codePointBefore(arr,9,1)",
            "Character.codePointCount(arr,2,5)", "Character.offsetByCodePoints(arr,0,4,0,9)", "Character.offsetByCodePoints(arr,1,2,0,0)", "Character.toChars(-7)",
            "Character.codePointAt(seq,4)", "Character.codePointBefore(seq,0)", "Character.codePointCount(seq,1,9)", "Character.offsetByCodePoints(seq,1,-3)"};
        char[] arr = p.toCharArray();
        for (String b : bad) {
            try {
                Object r;
                if (b.equals("codePointAt(5)")) r = p.codePointAt(5);
                else if (b.equals("codePointAt(-1)")) r = p.codePointAt(-1);
                else if (b.equals("codePointBefore(0)")) r = p.codePointBefore(0);
                else if (b.equals("codePointBefore(6)")) r = p.codePointBefore(6);
                else if (b.equals("codePointCount(3,2)")) r = p.codePointCount(3, 2);
                else if (b.equals("codePointCount(0,6)")) r = p.codePointCount(0, 6);
                else if (b.equals("offsetByCodePoints(0,5)")) r = p.offsetByCodePoints(0, 5);
                else if (b.equals("offsetByCodePoints(6,0)")) r = p.offsetByCodePoints(6, 0);
                else if (b.equals("offsetByCodePoints(1,-2)")) r = p.offsetByCodePoints(1, -2);
                else if (b.equals("charAt(5)")) r = p.charAt(5);
                else if (b.equals("charAt(-1)")) r = p.charAt(-1);
                else if (b.equals("charAtU(9)")) r = "\u4e2d".charAt(9);
                else if (b.equals("substring(3,2)")) r = p.substring(3, 2);
                else if (b.equals("substring(-1)")) r = p.substring(-1);
                else if (b.equals("Character.codePointAt(arr,3,5)")) r = Character.codePointAt(arr, 3, 5) + "," + Character.codePointAt(arr, 3, 6);
                else if (b.equals("Character.codePointAt(arr,-1,2)")) r = Character.codePointAt(arr, -1, 2);
                else if (b.equals("Character.codePointBefore(arr,0,0)")) r = Character.codePointBefore(arr, 0, 0);
                else if (b.equals("Character.codePointBefore(arr,9,1)")) r = Character.codePointBefore(arr, 9, 1);
                else if (b.equals("Character.codePointCount(arr,2,5)")) r = Character.codePointCount(arr, 2, 5);
                else if (b.equals("Character.offsetByCodePoints(arr,0,4,0,9)")) r = Character.offsetByCodePoints(arr, 0, 4, 0, 9);
                else if (b.equals("Character.offsetByCodePoints(arr,1,2,0,0)")) r = Character.offsetByCodePoints(arr, 1, 2, 0, 0);
                else if (b.equals("Character.toChars(-7)")) r = Character.toChars(-7);
                else if (b.equals("Character.codePointAt(seq,4)")) r = Character.codePointAt(new StringBuilder(p), 4) + "," + Character.codePointAt(new StringBuilder(p), 9);
                else if (b.equals("Character.codePointBefore(seq,0)")) r = Character.codePointBefore(new StringBuilder(p), 3) + "," + Character.codePointBefore(new StringBuilder(p), 0);
                else if (b.equals("Character.codePointCount(seq,1,9)")) r = Character.codePointCount(new StringBuilder(p), 1, 3) + "," + Character.codePointCount(new StringBuilder(p), 1, 9);
                else r = Character.offsetByCodePoints(new StringBuilder(p), 3, -1) + "," + Character.offsetByCodePoints(new StringBuilder(p), 1, -3);
                add(b + "=" + r);
            } catch (RuntimeException e) {
                add(b + "!" + e.getClass().getName() + ":" + e.getMessage());
            }
            flush();
        }
        System.out.println(new String(new int[] {0x1f600, 'q', 0x10ffff}, 0, 3).length() + " " + String.valueOf(Character.toChars(0x10400)) + " " + Character.toString(0x1f600));
        try {
            new String(new int[] {1, -1}, 0, 2);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            new String(new char[3], 2, 2);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        try {
            "abc".getChars(1, 3, new char[1], 0);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getClass().getName() + " " + e.getMessage());
        }
    }
}
// expect: 0/-1 0/-1 0/0 1/1 3/3 6/6 7/7 9/9 10/10 11/11 11/11 0/-1 11/11 0/11/true/true/true
// expect: 0/-1 0/-1 0/0 3/0 3/3 -1/3 -1/3 -1/3 -1/3 -1/3 -1/3 0/-1 -1/3 0/3/true/true/false
// expect: 1/-1 1/-1 1/-1 1/1 4/1 -1/4 -1/4 -1/4 -1/4 -1/4 -1/4 1/-1 -1/4 1/4/true/false/false
// expect: 0/-1 0/-1 0/0 3/0 3/3 -1/3 -1/3 -1/3 -1/3 -1/3 -1/3 0/-1 -1/3 0/3/true/true/false
// expect: 5/-1 5/-1 5/-1 5/-1 5/-1 -1/5 -1/5 -1/5 -1/5 -1/5 -1/5 5/-1 -1/5 5/5/true/false/false
// expect: 7/-1 7/-1 7/-1 7/-1 7/-1 7/-1 7/7 10/7 10/10 -1/10 -1/10 7/-1 -1/10 7/10/true/false/true
// expect: 6/-1 6/-1 6/-1 6/-1 6/-1 6/6 9/6 9/9 -1/9 -1/9 -1/9 6/-1 -1/9 6/9/true/false/true
// expect: -1/-1 -1/-1 -1/-1 -1/-1 -1/-1 -1/-1 -1/-1 -1/-1 -1/-1 -1/-1 -1/-1 -1/-1 -1/-1 -1/-1/false/false/false
// expect: 0/-1 0/-1 0/0 -1/0 -1/0 -1/0 -1/0 -1/0 -1/0 -1/0 -1/0 0/-1 -1/0 0/0/true/true/true
// expect: -1/-1 -1/-1 -1/-1 -1/-1 -1/-1 -1/-1 -1/-1 -1/-1 -1/-1 -1/-1 -1/-1 -1/-1 -1/-1 -1/-1/false/false/false
// expect: 0/-1 0/-1 0/0 3/0 3/3 -1/3 -1/3 -1/3 -1/3 -1/3 -1/3 0/-1 -1/3 0/3
// expect: 2/-1 2/-1 2/-1 2/-1 5/2 -1/5 -1/5 -1/5 -1/5 -1/5 -1/5 2/-1 -1/5 2/5
// expect: 6/-1 6/-1 6/-1 6/-1 6/-1 6/6 9/6 9/9 -1/9 -1/9 -1/9 6/-1 -1/9 6/9
// expect: 6/-1 6/-1 6/-1 6/-1 6/-1 6/6 9/6 9/9 -1/9 -1/9 -1/9 6/-1 -1/9 6/9
// expect: 7/-1 7/-1 7/-1 7/-1 7/-1 7/-1 7/7 10/7 10/10 -1/10 -1/10 7/-1 -1/10 7/10
// expect: 8/-1 8/-1 8/-1 8/-1 8/-1 8/-1 8/-1 -1/8 -1/8 -1/8 -1/8 8/-1 -1/8 8/8
// expect: -1/-1 -1/-1 -1/-1 -1/-1 -1/-1 -1/-1 -1/-1 -1/-1 -1/-1 -1/-1 -1/-1 -1/-1 -1/-1 -1/-1
// expect: -1/-1 -1/-1 -1/-1 -1/-1 -1/-1 -1/-1 -1/-1 -1/-1 -1/-1 -1/-1 -1/-1 -1/-1 -1/-1 -1/-1
// expect: -1/-1 -1/-1 -1/-1 -1/-1 -1/-1 -1/-1 -1/-1 -1/-1 -1/-1 -1/-1 -1/-1 -1/-1 -1/-1 -1/-1
// expect: ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
// expect: ff ff ff ff ff TT TT TT TT ff TT TT ff ff ff TT TT ff ff ff TT TT ff ff ff ff ff ff ff ff
// expect: ff ff ff ff ff TT TT ff ff ff TT TT TT fT ff TT TT fT ff ff TT TT ff ff ff ff ff ff ff ff
// expect: ff ff ff ff ff TT TT ff ff ff TT TT TT ff ff TT TT fT ff ff TT TT ff ff ff ff ff ff ff ff
// expect: ff ff ff ff ff TT TT ff ff ff TT TT ff ff ff TT TT ff ff ff TT TT ff ff ff ff ff ff ff ff
// expect: ff ff ff ff ff TT ff ff ff ff TT ff ff ff ff TT ff ff ff ff TT ff ff ff ff ff ff ff ff ff
// expect: 0:0= -1:-1 -1:-1 -1:-2 -1:-2 -1:-1 -1:-2 -1:-1 -1:-1 -1:-1 -1:-1 -1:-2 -1:-2 -1:-3 -1:-4 -1:-1 -1:-1 -1:-1 -1:-1 -1:-1 -1:-4 -1:-5 -1:-1 -1:-1
// expect: 1:1 0:0= 1:0= -1:-1 -1:-1 -1:-126 1:-18 -1:-8 -1:-8 -1:-8 1:-8 -1:-55200 -1:-55200 -1:-23 -1:-23 -1:-55200 -1:-56263 -1:-136 -1:-136 -1:-19916 1:-25 -1:-25 -1:-65248 -1:-65248
// expect: 1:1 -1:0= 0:0= -1:-1 -1:-1 -1:-126 -1:-18 -1:-8 -1:-8 -1:-8 -1:-8 -1:-55200 -1:-55200 -1:-23 -1:-23 -1:-55200 -1:-56263 -1:-136 -1:-136 -1:-19916 -1:-25 -1:-25 -1:-65248 -1:-65248
// expect: 1:2 1:1 1:1 0:0= 1:0= -1:-126 1:-18 -1:-8 -1:-8 -1:-8 1:-8 -1:-55200 -1:-55200 -1:-23 -1:-23 -1:-55200 -1:-56263 -1:-136 -1:-136 -1:-19916 1:-25 -1:-25 -1:-65248 -1:-65248
// expect: 1:2 1:1 1:1 -1:0= 0:0= -1:-126 1:-18 -1:-8 -1:-8 -1:-8 1:-8 -1:-55200 -1:-55200 -1:-23 -1:-23 -1:-55200 -1:-56263 -1:-136 -1:-136 -1:-19916 1:-25 -1:-25 -1:-65248 -1:-65248
// expect: 1:1 1:126 1:126 1:126 1:126 0:0= 1:108 -1:118 1:118 -1:118 1:118 -1:-55074 -1:-55074 1:103 1:103 -1:-55074 -1:-56137 -1:-10 1:-10 -1:-19790 1:101 1:101 -1:-65122 -1:-65122
// expect: 1:2 -1:18 1:18 -1:18 -1:18 -1:-108 0:0= -1:10 -1:10 -1:10 1:10 -1:-55182 -1:-55182 -1:-5 -1:-5 -1:-55182 -1:-56245 -1:-118 -1:-118 -1:-19898 -1:-7 -1:-7 -1:-65230 -1:-65230
// expect: 1:1 1:8 1:8 1:8 1:8 1:-118 1:-10 0:0= 1:0= -1:0= 1:0= -1:-66495 -1:-66495 1:-15 1:-15 -1:-55192 -1:-56255 1:-128 1:-128 -1:-19908 1:-17 1:-17 -1:-65240 -1:-65240
// expect: 1:1 1:8 1:8 1:8 1:8 -1:-118 1:-10 -1:0= 0:0= -1:0= 1:0= -1:-55192 -1:-55192 -1:-15 -1:-15 -1:-55192 -1:-56255 -1:-128 -1:-128 -1:-19908 1:-17 -1:-17 -1:-65240 -1:-65240
// expect: 1:1 1:8 1:8 1:8 1:8 1:-118 1:-10 1:0= 1:0= 0:0= 1:0= -1:-66495 -1:-66495 1:-15 1:-15 -1:-55192 -1:-56255 1:-128 1:-128 -1:-19908 1:-17 1:-17 -1:-65240 -1:-65240
// expect: 1:1 -1:8 1:8 -1:8 -1:8 -1:-118 -1:-10 -1:0= -1:0= -1:0= 0:0= -1:-55192 -1:-55192 -1:-15 -1:-15 -1:-55192 -1:-56255 -1:-128 -1:-128 -1:-19908 -1:-17 -1:-17 -1:-65240 -1:-65240
// expect: 1:2 1:55200 1:55200 1:55200 1:55200 1:55074 1:55182 1:66495 1:55192 1:66495 1:55192 0:0= -1:0= 1:66480 1:66480 1:1 -1:10240 1:55064 1:55064 1:46587 1:55175 1:55175 -1:1255 -1:1255
// expect: 1:2 1:55200 1:55200 1:55200 1:55200 1:55074 1:55182 1:66495 1:55192 1:66495 1:55192 1:0= 0:0= 1:66480 1:66480 1:1 -1:10240 1:55064 1:55064 1:46587 1:55175 1:55175 -1:1255 -1:1255
// expect: 1:3 1:23 1:23 1:23 1:23 -1:-103 1:5 -1:15 1:15 -1:15 1:15 -1:-66480 -1:-66480 0:0= -1:-1 -1:-55177 -1:-56240 -1:-113 -1:-113 -1:-19893 1:-2 -1:-2 -1:-65225 -1:-65225
// expect: 1:4 1:23 1:23 1:23 1:23 -1:-103 1:5 -1:15 1:15 -1:15 1:15 -1:-66480 -1:-66480 1:1 0:0= -1:-55177 -1:-56240 -1:-113 -1:-113 -1:-19893 1:-2 -1:-2 -1:-65225 -1:-65225
// expect: 1:1 1:55200 1:55200 1:55200 1:55200 1:55074 1:55182 1:55192 1:55192 1:55192 1:55192 -1:-1 -1:-1 1:55177 1:55177 0:0= -1:-1063 1:55064 1:55064 1:35284 1:55175 1:55175 -1:-10048 -1:-10048
// expect: 1:1 1:56263 1:56263 1:56263 1:56263 1:56137 1:56245 1:56255 1:56255 1:56255 1:56255 1:-10240 1:-10240 1:56240 1:56240 1:1063 0:0= 1:56127 1:56127 1:36347 1:56238 1:56238 -1:-8985 -1:-8985
// expect: 1:1 1:136 1:136 1:136 1:136 1:10 1:118 -1:128 1:128 -1:128 1:128 -1:-55064 -1:-55064 1:113 1:113 -1:-55064 -1:-56127 0:0= 1:0= -1:-19780 1:111 1:111 -1:-65112 -1:-65112
// expect: 1:1 1:136 1:136 1:136 1:136 -1:10 1:118 -1:128 1:128 -1:128 1:128 -1:-55064 -1:-55064 1:113 1:113 -1:-55064 -1:-56127 -1:0= 0:0= -1:-19780 1:111 1:111 -1:-65112 -1:-65112
// expect: 1:1 1:19916 1:19916 1:19916 1:19916 1:19790 1:19898 1:19908 1:19908 1:19908 1:19908 -1:-46587 -1:-46587 1:19893 1:19893 -1:-35284 -1:-36347 1:19780 1:19780 0:0= 1:19891 1:19891 -1:-45332 -1:-45332
// expect: 1:4 -1:25 1:25 -1:25 -1:25 -1:-101 1:7 -1:17 -1:17 -1:17 1:17 -1:-55175 -1:-55175 -1:2 -1:2 -1:-55175 -1:-56238 -1:-111 -1:-111 -1:-19891 0:0= -1:18 -1:-65223 -1:-65223
// expect: 1:5 1:25 1:25 1:25 1:25 -1:-101 1:7 -1:17 1:17 -1:17 1:17 -1:-55175 -1:-55175 1:2 1:2 -1:-55175 -1:-56238 -1:-111 -1:-111 -1:-19891 1:-18 0:0= -1:-65223 -1:-65223
// expect: 1:1 1:65248 1:65248 1:65248 1:65248 1:65122 1:65230 1:65240 1:65240 1:65240 1:65240 1:-1255 1:-1255 1:65225 1:65225 1:10048 1:8985 1:65112 1:65112 1:45332 1:65223 1:65223 0:0= -1:0=
// expect: 1:1 1:65248 1:65248 1:65248 1:65248 1:65122 1:65230 1:65240 1:65240 1:65240 1:65240 1:-1255 1:-1255 1:65225 1:65225 1:10048 1:8985 1:65112 1:65112 1:45332 1:65223 1:65223 1:0= 0:0=
// expect: 128512 56832 55357 128512 55357 4 2 4 1 3
// expect: codePointAt(5)!java.lang.StringIndexOutOfBoundsException:index 5, length 5
// expect: codePointAt(-1)!java.lang.StringIndexOutOfBoundsException:index -1, length 5
// expect: codePointBefore(0)!java.lang.StringIndexOutOfBoundsException:String index out of range: 0
// expect: codePointBefore(6)!java.lang.StringIndexOutOfBoundsException:String index out of range: 6
// expect: codePointCount(3,2)!java.lang.IndexOutOfBoundsException:null
// expect: codePointCount(0,6)!java.lang.IndexOutOfBoundsException:null
// expect: offsetByCodePoints(0,5)!java.lang.IndexOutOfBoundsException:null
// expect: offsetByCodePoints(6,0)!java.lang.IndexOutOfBoundsException:null
// expect: offsetByCodePoints(1,-2)!java.lang.IndexOutOfBoundsException:null
// expect: charAt(5)!java.lang.StringIndexOutOfBoundsException:index 5, length 5
// expect: charAt(-1)!java.lang.StringIndexOutOfBoundsException:index -1, length 5
// expect: charAtU(9)!java.lang.StringIndexOutOfBoundsException:index 9, length 1
// expect: substring(3,2)!java.lang.StringIndexOutOfBoundsException:begin 3, end 2, length 5
// expect: substring(-1)!java.lang.StringIndexOutOfBoundsException:begin -1, end 5, length 5
// expect: Character.codePointAt(arr,3,5)!java.lang.IndexOutOfBoundsException:null
// expect: Character.codePointAt(arr,-1,2)!java.lang.ArrayIndexOutOfBoundsException:Index -1 out of bounds for length 5
// expect: Character.codePointBefore(arr,0,0)!java.lang.IndexOutOfBoundsException:null
// expect: Character.codePointBefore(arr,9,1)!java.lang.ArrayIndexOutOfBoundsException:Index 8 out of bounds for length 5
// expect: Character.codePointCount(arr,2,5)!java.lang.IndexOutOfBoundsException:null
// expect: Character.offsetByCodePoints(arr,0,4,0,9)!java.lang.IndexOutOfBoundsException:null
// expect: Character.offsetByCodePoints(arr,1,2,0,0)!java.lang.IndexOutOfBoundsException:null
// expect: Character.toChars(-7)!java.lang.IllegalArgumentException:Not a valid Unicode code point: 0xFFFFFFF9
// expect: Character.codePointAt(seq,4)!java.lang.StringIndexOutOfBoundsException:index 9, length 5
// expect: Character.codePointBefore(seq,0)!java.lang.StringIndexOutOfBoundsException:index -1, length 5
// expect: Character.codePointCount(seq,1,9)!java.lang.IndexOutOfBoundsException:null
// expect: Character.offsetByCodePoints(seq,1,-3)!java.lang.IndexOutOfBoundsException:null
// expect: 5 𐐀 😀
// expect: -1
// expect: offset 2, count 2, length 3
// expect: java.lang.StringIndexOutOfBoundsException offset 0, count 2, length 1
