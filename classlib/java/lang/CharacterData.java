// Unicode properties of code points for java.lang.Character and String's case mapping, looked up
// in the generated tables of CharacterTables (Unicode 13.0, exactly as Java 17 classifies).
// Latin-1 has its own flat table; the full tables are decoded on first use of a character above it.
package java.lang;

/**
 * Property lookup. An attribute word holds the general category in bits 0-4 and one flag per
 * derived property above it (the flag constants below). Attribute runs give the word of every
 * code point from a run's start up to the next run's start. Case and numeric runs cover the
 * code points start, start+step, ... (count of them); case runs add a fixed delta, numeric runs
 * give value, value+vstep, ...
 */
final class CharacterData {
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

    private static final char[] LATIN1 = join(CharacterTables.LATIN1);

    private CharacterData() {
    }

    /** The attribute word of cp; 0 (unassigned, no properties) for invalid code points. */
    static int attributes(int cp) {
        if (cp >= 0 && cp < 256) {
            return LATIN1[cp];
        }
        if (cp < 0 || cp > Character.MAX_CODE_POINT) {
            return 0;
        }
        return Attributes.lookup(cp);
    }

    static int toUpperCase(int cp) {
        return cp + CaseMaps.UPPER.delta(cp);
    }

    static int toLowerCase(int cp) {
        return cp + CaseMaps.LOWER.delta(cp);
    }

    static int toTitleCase(int cp) {
        int delta = CaseMaps.TITLE.delta(cp);
        return delta != 0 ? cp + delta : toUpperCase(cp);
    }

    /** Character.getNumericValue: -1 for none, -2 for values that are not non-negative integers. */
    static int numericValue(int cp) {
        int[] runs = Numeric.RUNS;
        int r = findRun(runs, cp);
        if (r < 0) {
            return -1;
        }
        int index = cp - runs[r];
        int count = runs[r + 1] & 0xffff;
        if (index >= count) {
            return -1;
        }
        return runs[r + 2] + index * (runs[r + 1] >>> 16);
    }

    /** The chars String.toUpperCase writes for cp when that is not just toUpperCase(cp), or null. */
    static char[] upperCaseExpansion(int cp) {
        if (cp < 0xdf) {
            return null;                 // nothing below 'ß' expands
        }
        return Expansions.lookup(cp);
    }

    /** Concatenates the chunks of a generated table. */
    static char[] join(String[] chunks) {
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

    /**
     * Decodes runs of 6 chars (start: 2, count: 1, step: 1, value: 2) into 3 ints each:
     * start, step << 16 | count, value.
     */
    static int[] decodeRuns(String[] chunks) {
        char[] c = join(chunks);
        int[] runs = new int[c.length / 6 * 3];
        for (int i = 0, r = 0; i < c.length; i += 6, r += 3) {
            runs[r] = (c[i] << 16) | c[i + 1];
            runs[r + 1] = (c[i + 3] << 16) | c[i + 2];
            runs[r + 2] = (c[i + 4] << 16) | c[i + 5];
        }
        return runs;
    }

    /** The offset of the last run (3 ints each) starting at or before cp, or -1. */
    static int findRun(int[] runs, int cp) {
        int lo = 0;
        int hi = runs.length / 3 - 1;
        int found = -1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (runs[mid * 3] <= cp) {
                found = mid;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return found < 0 ? -1 : found * 3;
    }

    /** Attribute runs for the whole code space, decoded when first needed. */
    private static final class Attributes {
        static final int[] STARTS;
        static final char[] WORDS;

        static {
            char[] c = join(CharacterTables.ATTRIBUTES);
            int n = c.length / 3;
            STARTS = new int[n];
            WORDS = new char[n];
            for (int i = 0; i < n; i++) {
                STARTS[i] = (c[3 * i] << 16) | c[3 * i + 1];
                WORDS[i] = c[3 * i + 2];
            }
        }

        static int lookup(int cp) {
            int lo = 0;
            int hi = STARTS.length - 1;
            while (lo < hi) {
                int mid = (lo + hi + 1) >>> 1;
                if (STARTS[mid] <= cp) {
                    lo = mid;
                } else {
                    hi = mid - 1;
                }
            }
            return WORDS[lo];
        }
    }

    /** One case mapping as runs; delta(cp) is what to add to cp (0 when it maps to itself). */
    private static final class CaseMaps {
        static final CaseMaps UPPER = new CaseMaps(decodeRuns(CharacterTables.UPPER));
        static final CaseMaps LOWER = new CaseMaps(decodeRuns(CharacterTables.LOWER));
        static final CaseMaps TITLE = new CaseMaps(decodeRuns(CharacterTables.TITLE));

        private final int[] runs;

        private CaseMaps(int[] runs) {
            this.runs = runs;
        }

        int delta(int cp) {
            int r = findRun(runs, cp);
            if (r < 0) {
                return 0;
            }
            int offset = cp - runs[r];
            int step = runs[r + 1] >>> 16;
            int count = runs[r + 1] & 0xffff;
            if (offset % step != 0 || offset / step >= count) {
                return 0;
            }
            return runs[r + 2];
        }
    }

    private static final class Numeric {
        static final int[] RUNS = decodeRuns(CharacterTables.NUMERIC);
    }

    /** String.toUpperCase's one-to-many mappings ('ß' to "SS" and the like). */
    private static final class Expansions {
        static final int[] CODE_POINTS;
        static final char[][] REPLACEMENTS;

        static {
            char[] c = join(CharacterTables.UPPER_EXPANSIONS);
            int n = 0;
            for (int i = 0; i < c.length; i += 3 + c[i + 2]) {
                n++;
            }
            CODE_POINTS = new int[n];
            REPLACEMENTS = new char[n][];
            for (int i = 0, k = 0; k < n; k++) {
                CODE_POINTS[k] = (c[i] << 16) | c[i + 1];
                int length = c[i + 2];
                char[] replacement = new char[length];
                System.arraycopy(c, i + 3, replacement, 0, length);
                REPLACEMENTS[k] = replacement;
                i += 3 + length;
            }
        }

        static char[] lookup(int cp) {
            int lo = 0;
            int hi = CODE_POINTS.length - 1;
            while (lo <= hi) {
                int mid = (lo + hi) >>> 1;
                int v = CODE_POINTS[mid];
                if (v == cp) {
                    return REPLACEMENTS[mid];
                }
                if (v < cp) {
                    lo = mid + 1;
                } else {
                    hi = mid - 1;
                }
            }
            return null;
        }
    }
}
