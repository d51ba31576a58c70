// JNI strings both ways: NewStringUTF and NewString from C, lengths in UTF-16 units and in
// modified UTF-8 bytes, the bytes and units C reads (Get/ReleaseStringUTFChars,
// Get/ReleaseStringChars, the critical pair), regions (GetStringRegion, GetStringUTFRegion, one
// out of range); non-ASCII text, a supplementary character (two 3-byte surrogates in modified
// UTF-8), a NUL inside a string (c0 80), a lone surrogate, and null strings.
// wwvm-args: -Djava.library.path=${WW_NATIVE_DIR}
// java-args: -Djava.library.path=${WW_NATIVE_DIR}
// expect: NewStringUTF 0: "plain ASCII" length 11, as expected: true
// expect: NewStringUTF 1: "caf\u00e9 \u4e2d" length 6, as expected: true
// expect: NewStringUTF 2: "smile \ud83d\ude00!" length 9, as expected: true
// expect: NewStringUTF 3: "a\u0000b" length 3, as expected: true
// expect: NewStringUTF 4: "" length 0, as expected: true
// expect: NewString 0: "hi" length 2, as expected: true
// expect: NewString 1: "\u00e9\u4e2d\uffff" length 3, as expected: true
// expect: NewString 2: "\ud83d\ude00" length 2, as expected: true
// expect: NewString 3: "x\u0000y" length 3, as expected: true
// expect: NewString 4: "" length 0, as expected: true
// expect: "ASCII": length 5, UTF length 5
// expect:   UTF bytes [41 53 43 49 49], units [0041 0053 0043 0049 0049]
// expect: "caf\u00e9 \u4e2d": length 6, UTF length 9
// expect:   UTF bytes [63 61 66 c3 a9 20 e4 b8 ad], units [0063 0061 0066 00e9 0020 4e2d]
// expect: "smile \ud83d\ude00!": length 9, UTF length 13
// expect:   UTF bytes [73 6d 69 6c 65 20 ed a0 bd ed b8 80 21], units [0073 006d 0069 006c 0065 0020 d83d de00 0021]
// expect: "a\u0000b": length 3, UTF length 4
// expect:   UTF bytes [61 c0 80 62], units [0061 0000 0062]
// expect: "": length 0, UTF length 0
// expect:   UTF bytes [], units []
// expect: "\ud800": length 1, UTF length 3
// expect:   UTF bytes [ed a0 80], units [d800]
// expect: "\u007f\u0080\u07ff\u0800\uffff": length 5, UTF length 11
// expect:   UTF bytes [7f c2 80 df bf e0 a0 80 ef bf bf], units [007f 0080 07ff 0800 ffff]
// expect: region 5..7: "\ud83d\ude00", 0..4: "caf\u00e9", empty: ""
// expect: UTF region 2..7: [66 c3 a9 20 ed a0 bd ed b8 80], a lone half 5..6: [ed a0 bd]
// expect: region 9..12: java.lang.StringIndexOutOfBoundsException
// expect: critical, reversed: "\u00e9\u4e2dba" ""
// expect: through UTF-8: "caf\u00e9 \u4e2d\ud83d\ude00\u0000." true
// expect: null in: true false
// expect: null out: true
public class JniStrings {
    static {
        System.loadLibrary("wwjnitest");
    }

    static native String fromUtf(int which);
    static native String fromUnits(int which);
    static native int length(String s);
    static native int utfLength(String s);
    static native String utfBytes(String s);
    static native String units(String s);
    static native String region(String s, int start, int len);
    static native String utfRegion(String s, int start, int len);
    static native String reversed(String s);
    static native String concat(String a, String b);
    static native boolean isNull(String s);
    static native String nullString();

    /** The string with every char outside printable ASCII as \\uXXXX, in quotes. */
    static String show(String s) {
        if (s == null) {
            return "null";
        }
        StringBuilder sb = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 0x20 && c < 0x7f) {
                sb.append(c);
            } else {
                String hex = Integer.toHexString(c);
                sb.append("\\u");
                for (int k = hex.length(); k < 4; k++) {
                    sb.append('0');
                }
                sb.append(hex);
            }
        }
        return sb.append('"').toString();
    }

    public static void main(String[] args) {
        String[] utfExpected = {"plain ASCII", "caf\u00e9 \u4e2d", "smile \ud83d\ude00!", "a\0b", ""};
        for (int i = 0; i < utfExpected.length; i++) {
            String s = fromUtf(i);
            System.out.println("NewStringUTF " + i + ": " + show(s) + " length " + s.length()
                    + ", as expected: " + s.equals(utfExpected[i]));
        }
        String[] unitsExpected = {"hi", "\u00e9\u4e2d\uffff", "\ud83d\ude00", "x\0y", ""};
        for (int i = 0; i < unitsExpected.length; i++) {
            String s = fromUnits(i);
            System.out.println("NewString " + i + ": " + show(s) + " length " + s.length()
                    + ", as expected: " + s.equals(unitsExpected[i]));
        }

        String[] samples = {"ASCII", "caf\u00e9 \u4e2d", "smile \ud83d\ude00!", "a\0b", "", "\ud800",
                            "\u007f\u0080\u07ff\u0800\uffff"};
        for (int i = 0; i < samples.length; i++) {
            String s = samples[i];
            System.out.println(show(s) + ": length " + length(s) + ", UTF length " + utfLength(s));
            System.out.println("  UTF bytes [" + utfBytes(s) + "], units [" + units(s) + "]");
        }

        String text = "caf\u00e9 \ud83d\ude00 end";
        System.out.println("region 5..7: " + show(region(text, 5, 2)) + ", 0..4: " + show(region(text, 0, 4))
                + ", empty: " + show(region(text, 11, 0)));
        System.out.println("UTF region 2..7: [" + utfRegion(text, 2, 5) + "], a lone half 5..6: ["
                + utfRegion(text, 5, 1) + "]");
        try {
            region(text, 9, 3);
            System.out.println("region 9..12: no exception");
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("region 9..12: " + e.getClass().getName());
        }

        System.out.println("critical, reversed: " + show(reversed("ab\u4e2d\u00e9")) + " "
                + show(reversed("")));
        String joined = concat("caf\u00e9", " \u4e2d\ud83d\ude00\0.");
        System.out.println("through UTF-8: " + show(joined) + " " + joined.equals("caf\u00e9 \u4e2d\ud83d\ude00\0."));

        System.out.println("null in: " + isNull(null) + " " + isNull(""));
        String none = nullString();
        System.out.println("null out: " + (none == null));
    }
}
