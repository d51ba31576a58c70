// Unicode properties of code points for Character and String, looked up in CharacterTables'
// generated data; Latin-1 has a flat table, the other tables are loaded when first needed.
package java.lang;

/**
 * Property lookup. An attribute word holds the general category in bits 0-4 and one flag per
 * derived property above it (the flag constants below).
 *
 * The tables stay in the packed char form CharacterTables gives them and are binary-searched
 * as they are, so loading one costs a copy and no decoding loop (a program that meets one
 * non-Latin-1 character should not pay thousands of bytecodes for it). Attribute runs are 3
 * chars: start (2 chars, high half first) and the word, which holds up to the next run's start.
 * Case and numeric runs are 6 chars: start (2), count, step, value (2); they cover the code
 * points start, start + step, ... (count of them). Case runs map each to itself plus value;
 * numeric runs (whose code points are consecutive) give value, value + step, ... The
 * upper-case expansions use 6-char entries too, so the same search finds them.
 */
final class UnicodeProps {
    static final int TYPE_MASK = 0x1f;
    static final int LOWER = 1 << 5;
    static final int UPPER = 1 << 6;
    static final int ALPHABETIC = 1 << 7;
    static final int IDEOGRAPHIC = 1 << 8;
    static final int JAVA_START = 1 << 9;
    static final int JAVA_PART = 1 << 10;
    static final int UNICODE_START = 1 << 11;
    static final int UNICODE_PART = 1 << 12;
    static final int IGNORABLE = 1 << 13;
    static final int MIRRORED = 1 << 14;

    private static final int ATTRIBUTE_RUN = 3;
    private static final int RUN = 6;

    private static final char[] LATIN1 = join(CharacterTables.latin1());

    private UnicodeProps() {
    }

    /** The attribute word of cp; 0 (unassigned, no properties) for invalid code points. */
    static int attributes(int cp) {
        if (cp >= 0 && cp < 256) {
            return LATIN1[cp];
        }
        if (cp < 0 || cp > Character.MAX_CODE_POINT) {
            return 0;
        }
        char[] runs = Attributes.RUNS;
        return runs[findRun(runs, ATTRIBUTE_RUN, cp) + 2];
    }

    static int toUpperCase(int cp) {
        return mapCase(CaseMaps.UPPER, cp, cp);
    }

    static int toLowerCase(int cp) {
        return mapCase(CaseMaps.LOWER, cp, cp);
    }

    /** The title-case table lists only where title case differs from upper case. */
    static int toTitleCase(int cp) {
        return mapCase(CaseMaps.TITLE, cp, toUpperCase(cp));
    }

    /** Character.getNumericValue: -1 for none, -2 for values that are not non-negative integers. */
    static int numericValue(int cp) {
        char[] runs = Numeric.RUNS;
        int r = findRun(runs, RUN, cp);
        if (r < 0 || cp - start(runs, r) >= runs[r + 2]) {
            return -1;
        }
        return value(runs, r) + (cp - start(runs, r)) * runs[r + 3];
    }

    /** The chars String.toUpperCase writes for cp where that is not toUpperCase(cp), or null. */
    static char[] upperCaseExpansion(int cp) {
        if (cp < 0xdf) {
            return null;                 // nothing below 'ß' expands
        }
        return Expansions.lookup(cp);
    }

    /** cp mapped by one of the case tables, or unmapped when no run covers it. */
    private static int mapCase(char[] runs, int cp, int unmapped) {
        int r = findRun(runs, RUN, cp);
        if (r < 0) {
            return unmapped;
        }
        int offset = cp - start(runs, r);
        int step = runs[r + 3];
        if (offset % step != 0 || offset / step >= runs[r + 2]) {
            return unmapped;
        }
        return cp + value(runs, r);
    }

    private static int start(char[] runs, int r) {
        return (runs[r] << 16) | runs[r + 1];
    }

    private static int value(char[] runs, int r) {
        return (runs[r + 4] << 16) | runs[r + 5];
    }

    /** The offset of the last run (of size chars) that starts at or before cp, or -1. */
    private static int findRun(char[] runs, int size, int cp) {
        int lo = 0;
        int hi = runs.length / size - 1;
        int found = -1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (start(runs, mid * size) <= cp) {
                found = mid;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return found < 0 ? -1 : found * size;
    }

    /** Concatenates the chunks of a generated table. */
    private static char[] join(String[] chunks) {
        int length = 0;
        for (int i = 0; i < chunks.length; i++) {
            length += chunks[i].length();
        }
        char[] all = new char[length];
        int pos = 0;
        for (int i = 0; i < chunks.length; i++) {
            String s = chunks[i];
            s.getChars(0, s.length(), all, pos);
            pos += s.length();
        }
        return all;
    }

    // Each table has its own holder class so that it is loaded only when first used.

    private static final class Attributes {
        static final char[] RUNS = join(CharacterTables.attributes());
    }

    private static final class CaseMaps {
        static final char[] UPPER = join(CharacterTables.upperCase());
        static final char[] LOWER = join(CharacterTables.lowerCase());
        static final char[] TITLE = join(CharacterTables.titleCase());
    }

    private static final class Numeric {
        static final char[] RUNS = join(CharacterTables.numericValues());
    }

    /** String.toUpperCase's one-to-many mappings ('ß' to "SS" and the like). */
    private static final class Expansions {
        /** Entries of 6 chars: code point (2), length, replacement (3, padded with '\0'). */
        static final char[] ENTRIES = join(CharacterTables.upperCaseExpansions());

        static char[] lookup(int cp) {
            int r = findRun(ENTRIES, RUN, cp);
            if (r < 0 || start(ENTRIES, r) != cp) {
                return null;
            }
            char[] replacement = new char[ENTRIES[r + 2]];
            System.arraycopy(ENTRIES, r + 3, replacement, 0, replacement.length);
            return replacement;
        }
    }
}
