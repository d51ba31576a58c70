// Generates classlib/java/lang/CharacterTables.java, wwvm's Unicode tables, from the running JDK's
// java.lang.Character (JDK 17 = Unicode 13.0): java GenUnicodeProps.java > CharacterTables.java
import java.util.*;

public class GenUnicodeProps {
    static int attr(int cp) {
        int a = Character.getType(cp);
        if (Character.isLowerCase(cp)) a |= 1 << 5;
        if (Character.isUpperCase(cp)) a |= 1 << 6;
        if (Character.isAlphabetic(cp)) a |= 1 << 7;
        if (Character.isIdeographic(cp)) a |= 1 << 8;
        if (Character.isJavaIdentifierStart(cp)) a |= 1 << 9;
        if (Character.isJavaIdentifierPart(cp)) a |= 1 << 10;
        if (Character.isUnicodeIdentifierStart(cp)) a |= 1 << 11;
        if (Character.isUnicodeIdentifierPart(cp)) a |= 1 << 12;
        if (Character.isIdentifierIgnorable(cp)) a |= 1 << 13;
        if (Character.isMirrored(cp)) a |= 1 << 14;
        return a;
    }

    /** A mapping of code points; Integer.MIN_VALUE means "none" (the code point is left out). */
    interface Mapping {
        int map(int cp);
    }

    /**
     * Case runs: mapped code points start, start + step, ... (step 1 or 2, count of them) that
     * all map by adding the same delta.
     */
    static StringBuilder caseRuns(Mapping m) {
        StringBuilder sb = new StringBuilder();
        int start = -1, count = 0, step = 1, delta = 0, last = -1;
        for (int cp = 0; cp <= 0x10FFFF; cp++) {
            int v = m.map(cp);
            if (v == Integer.MIN_VALUE) continue;
            int d = v - cp, gap = cp - last;
            boolean extends_ = start >= 0 && d == delta && count < 0xFFFF
                    && (count == 1 ? (gap == 1 || gap == 2) : gap == step);
            if (extends_) {
                if (count == 1) step = gap;
                count++;
                last = cp;
                continue;
            }
            if (start >= 0) emit(sb, start, count, step, delta);
            start = cp; count = 1; step = 1; delta = d; last = cp;
        }
        if (start >= 0) emit(sb, start, count, step, delta);
        return sb;
    }

    /**
     * Numeric runs: consecutive code points (count of them) whose values are value, value + step,
     * ... with step 0 or 1 (only non-negative values are grouped).
     */
    static StringBuilder numericRuns(Mapping m) {
        StringBuilder sb = new StringBuilder();
        int start = -1, count = 0, step = 1, value = 0, last = -1, lastValue = 0;
        for (int cp = 0; cp <= 0x10FFFF; cp++) {
            int v = m.map(cp);
            if (v == Integer.MIN_VALUE) continue;
            int vs = v - lastValue;
            boolean extends_ = start >= 0 && cp == last + 1 && count < 0xFFFF && v >= 0 && lastValue >= 0
                    && (count == 1 ? (vs == 0 || vs == 1) : vs == step);
            if (extends_) {
                if (count == 1) step = vs;
                count++;
                last = cp;
                lastValue = v;
                continue;
            }
            if (start >= 0) emit(sb, start, count, step, value);
            start = cp; count = 1; step = 1; value = v; last = cp; lastValue = v;
        }
        if (start >= 0) emit(sb, start, count, step, value);
        return sb;
    }

    static void emit(StringBuilder sb, int start, int count, int step, int value) {
        sb.append((char) (start >>> 16)).append((char) start).append((char) count).append((char) step)
          .append((char) (value >>> 16)).append((char) value);
    }

    static String token(char c) {
        if (c == '"') return "\\\"";
        if (c == '\\') return "\\\\";
        if (c == '\n') return "\\n";
        if (c == '\r') return "\\r";
        if (c >= 0x20 && c < 0x7f) return String.valueOf(c);
        return String.format("\\u%04x", (int) c);
    }

    static void field(String comment, String name, CharSequence data) {
        System.out.println();
        System.out.println("    /** " + comment + " */");
        System.out.println("    static String[] " + name + "() {");
        System.out.println("        return new String[] {");
        final int chunk = 6000;   // keeps each constant far below the class file's 65535-byte limit
        for (int i = 0; i < data.length(); i += chunk) {
            int end = Math.min(data.length(), i + chunk);
            StringBuilder line = new StringBuilder("            \"");
            for (int k = i; k < end; k++) {
                String t = token(data.charAt(k));
                if (line.length() + t.length() > 98) {
                    System.out.println(line.append('"'));
                    line = new StringBuilder("                + \"");
                }
                line.append(t);
            }
            System.out.println(line.append("\","));
        }
        System.out.println("        };");
        System.out.println("    }");
    }

    public static void main(String[] args) {
        StringBuilder latin1 = new StringBuilder();
        for (int cp = 0; cp < 256; cp++) latin1.append((char) attr(cp));
        StringBuilder attrRuns = new StringBuilder();
        int prev = -1;
        for (int cp = 0; cp <= 0x10FFFF; cp++) {
            int a = attr(cp);
            if (a != prev) { attrRuns.append((char) (cp >>> 16)).append((char) cp).append((char) a); prev = a; }
        }
        StringBuilder upper = caseRuns(cp -> Character.toUpperCase(cp) == cp ? Integer.MIN_VALUE : Character.toUpperCase(cp));
        StringBuilder lower = caseRuns(cp -> Character.toLowerCase(cp) == cp ? Integer.MIN_VALUE : Character.toLowerCase(cp));
        StringBuilder title = caseRuns(cp -> Character.toTitleCase(cp) == Character.toUpperCase(cp)
                ? Integer.MIN_VALUE : Character.toTitleCase(cp));
        StringBuilder numeric = numericRuns(cp -> Character.getNumericValue(cp) == -1 ? Integer.MIN_VALUE : Character.getNumericValue(cp));
        StringBuilder expansions = new StringBuilder();
        for (int cp = 0; cp <= 0x10FFFF; cp++) {
            if (cp >= 0xD800 && cp <= 0xDFFF) continue;
            String u = new String(Character.toChars(cp)).toUpperCase(Locale.ROOT);
            if (!u.equals(new String(Character.toChars(Character.toUpperCase(cp)))))
            {
                if (u.length() > 3) throw new IllegalStateException("expansion longer than 3 chars");
                expansions.append((char) (cp >>> 16)).append((char) cp).append((char) u.length()).append(u);
                for (int k = u.length(); k < 3; k++) expansions.append('\0');
            }
        }
        System.out.println("// wwvm's Unicode character tables (Unicode 13.0, as Java 17 classifies characters).");
        System.out.println("// GENERATED by GenUnicodeProps from the JDK's java.lang.Character; do not edit by hand.");
        System.out.println("package java.lang;");
        System.out.println();
        System.out.println("/**");
        System.out.println(" * Generated Unicode data behind {@link UnicodeProps}; layouts are described there. Each table");
        System.out.println(" * is a method so that its string constants are only created when that table is first needed.");
        System.out.println(" */");
        System.out.println("final class CharacterTables {");
        System.out.println("    private CharacterTables() {}");
        field("Attribute word of each of U+0000..U+00FF.", "latin1", latin1);
        field("Attribute runs: start code point (2 chars), attribute word (1 char).", "attributes", attrRuns);
        field("toUpperCase runs: start (2), count (1), step (1), delta (2).", "upperCase", upper);
        field("toLowerCase runs: start (2), count (1), step (1), delta (2).", "lowerCase", lower);
        field("Title-case runs (only where unlike upper case): start (2), count (1), step (1), delta (2).", "titleCase", title);
        field("getNumericValue runs: start (2), count (1), value step (1), first value (2).", "numericValues", numeric);
        field("String.toUpperCase expansions: code point (2), length (1), replacement (3, 0-padded).", "upperCaseExpansions", expansions);
        System.out.println("}");
        System.err.println("attr runs " + attrRuns.length() / 3 + ", upper " + upper.length() / 6 + ", lower " + lower.length() / 6
            + ", title " + title.length() / 6 + ", numeric " + numeric.length() / 6 + ", expansions " + expansions.length() / 6);
    }
}
