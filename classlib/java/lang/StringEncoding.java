// The three charsets wwvm supports (UTF-8, ISO-8859-1, US-ASCII): name lookup, and conversion
// between chars and bytes with the JDK's replacement rules for malformed or unmappable input.
package java.lang;

/** Charset conversions behind String's byte constructors and getBytes. */
final class StringEncoding {
    static final int UTF_8 = 0;
    static final int ISO_8859_1 = 1;
    static final int US_ASCII = 2;

    private static final char REPLACEMENT_CHAR = '\uFFFD';
    private static final byte REPLACEMENT_BYTE = '?';

    /** Names and aliases the JDK accepts for the supported charsets, matched ignoring case. */
    private static final String[] UTF_8_NAMES = {"UTF-8", "UTF8", "unicode-1-1-utf-8"};
    private static final String[] ISO_8859_1_NAMES = {
        "ISO-8859-1", "ISO8859_1", "ISO8859-1", "ISO_8859-1", "ISO_8859_1", "8859_1", "latin1", "l1",
        "ISO_8859-1:1987", "iso-ir-100", "csISOLatin1", "IBM819", "IBM-819", "cp819", "819"
    };
    private static final String[] US_ASCII_NAMES = {
        "US-ASCII", "ASCII", "us", "646", "ISO646-US", "iso-ir-6", "ascii7", "default", "csASCII",
        "ANSI_X3.4-1968", "ANSI_X3.4-1986", "IBM367", "cp367", "iso_646.irv:1983", "iso_646.irv:1991"
    };

    private StringEncoding() {
    }

    /** The charset constant for a name or alias, or -1 if wwvm does not support it. */
    static int lookup(String charsetName) {
        if (matches(charsetName, UTF_8_NAMES)) {
            return UTF_8;
        }
        if (matches(charsetName, ISO_8859_1_NAMES)) {
            return ISO_8859_1;
        }
        if (matches(charsetName, US_ASCII_NAMES)) {
            return US_ASCII;
        }
        return -1;
    }

    private static boolean matches(String name, String[] names) {
        for (int i = 0; i < names.length; i++) {
            if (names[i].equalsIgnoreCase(name)) {
                return true;
            }
        }
        return false;
    }

    // ---- bytes to chars ----

    /** Decodes b[off..off+len) into a char array of exactly the decoded length. */
    static char[] decode(int charset, byte[] b, int off, int len) {
        if (charset == UTF_8) {
            return decodeUtf8(b, off, len);
        }
        char[] chars = new char[len];
        for (int i = 0; i < len; i++) {
            int v = b[off + i];
            if (charset == ISO_8859_1) {
                chars[i] = (char) (v & 0xff);
            } else {
                chars[i] = (v >= 0) ? (char) v : REPLACEMENT_CHAR;
            }
        }
        return chars;
    }

    /**
     * UTF-8 to UTF-16. A malformed sequence becomes one U+FFFD per maximal subpart (the longest
     * prefix that could start a well-formed sequence), as the JDK does; the JDK's one exception,
     * encoded surrogates, is noted below.
     */
    private static char[] decodeUtf8(byte[] b, int off, int len) {
        char[] out = new char[len];       // never more chars than bytes
        int n = 0;
        int i = off;
        int end = off + len;
        while (i < end) {
            int b1 = b[i];
            if (b1 >= 0) {
                out[n++] = (char) b1;
                i++;
                continue;
            }
            b1 &= 0xff;
            if (b1 >= 0xc2 && b1 <= 0xdf) {
                if (i + 1 < end && isContinuation(b[i + 1])) {
                    out[n++] = (char) (((b1 & 0x1f) << 6) | (b[i + 1] & 0x3f));
                    i += 2;
                } else {
                    out[n++] = REPLACEMENT_CHAR;
                    i += 1;
                }
            } else if (b1 >= 0xe0 && b1 <= 0xef) {
                int valid = validPrefix(b, i, end, 3, lowerSecond(b1), upperSecond(b1));
                if (valid == 3) {
                    char c = (char) (((b1 & 0x0f) << 12) | ((b[i + 1] & 0x3f) << 6) | (b[i + 2] & 0x3f));
                    // an encoded surrogate (ED A0..BF xx) counts as well formed up to its last
                    // byte and is then rejected whole, as the JDK does
                    out[n++] = Character.isSurrogate(c) ? REPLACEMENT_CHAR : c;
                } else {
                    out[n++] = REPLACEMENT_CHAR;
                }
                i += valid;
            } else if (b1 >= 0xf0 && b1 <= 0xf4) {
                int valid = validPrefix(b, i, end, 4, lowerSecond(b1), upperSecond(b1));
                if (valid == 4) {
                    int cp = ((b1 & 0x07) << 18) | ((b[i + 1] & 0x3f) << 12) | ((b[i + 2] & 0x3f) << 6)
                            | (b[i + 3] & 0x3f);
                    out[n++] = Character.highSurrogate(cp);
                    out[n++] = Character.lowSurrogate(cp);
                } else {
                    out[n++] = REPLACEMENT_CHAR;
                }
                i += valid;
            } else {
                out[n++] = REPLACEMENT_CHAR;      // a stray continuation byte or an impossible lead
                i += 1;
            }
        }
        return (n == len) ? out : copyOf(out, n);
    }

    private static boolean isContinuation(byte b) {
        return (b & 0xc0) == 0x80;
    }

    /** The smallest allowed second byte after a 3- or 4-byte lead (excludes overlong forms). */
    private static int lowerSecond(int lead) {
        return (lead == 0xe0) ? 0xa0 : (lead == 0xf0) ? 0x90 : 0x80;
    }

    /** The largest allowed second byte (excludes code points above U+10FFFF). */
    private static int upperSecond(int lead) {
        return (lead == 0xf4) ? 0x8f : 0xbf;
    }

    /**
     * How many bytes from b[i] form a well-formed prefix of a size-byte sequence: size when the
     * whole sequence is valid, else the length of the maximal subpart (at least 1).
     */
    private static int validPrefix(byte[] b, int i, int end, int size, int lo, int hi) {
        if (i + 1 >= end) {
            return 1;
        }
        int second = b[i + 1] & 0xff;
        if (second < lo || second > hi) {
            return 1;
        }
        for (int k = 2; k < size; k++) {
            if (i + k >= end || !isContinuation(b[i + k])) {
                return k;
            }
        }
        return size;
    }

    private static char[] copyOf(char[] a, int length) {
        char[] copy = new char[length];
        System.arraycopy(a, 0, copy, 0, length);
        return copy;
    }

    // ---- chars to bytes ----

    /** Encodes v[off..off+len); unmappable chars and unpaired surrogates become '?'. */
    static byte[] encode(int charset, char[] v, int off, int len) {
        if (charset == UTF_8) {
            return encodeUtf8(v, off, len);
        }
        int limit = (charset == ISO_8859_1) ? 0xff : 0x7f;
        byte[] tmp = new byte[len];
        int n = 0;
        int end = off + len;
        for (int i = off; i < end; i++) {
            char c = v[i];
            if (c <= limit) {
                tmp[n++] = (byte) c;
                continue;
            }
            // a surrogate pair is one unmappable character, replaced once
            if (Character.isHighSurrogate(c) && i + 1 < end && Character.isLowSurrogate(v[i + 1])) {
                i++;
            }
            tmp[n++] = REPLACEMENT_BYTE;
        }
        if (n == len) {
            return tmp;
        }
        byte[] out = new byte[n];
        System.arraycopy(tmp, 0, out, 0, n);
        return out;
    }

    private static byte[] encodeUtf8(char[] v, int off, int len) {
        int end = off + len;
        byte[] out = new byte[utf8Length(v, off, end)];
        int n = 0;
        for (int i = off; i < end; i++) {
            char c = v[i];
            if (c < 0x80) {
                out[n++] = (byte) c;
            } else if (c < 0x800) {
                out[n++] = (byte) (0xc0 | (c >> 6));
                out[n++] = (byte) (0x80 | (c & 0x3f));
            } else if (!Character.isSurrogate(c)) {
                out[n++] = (byte) (0xe0 | (c >> 12));
                out[n++] = (byte) (0x80 | ((c >> 6) & 0x3f));
                out[n++] = (byte) (0x80 | (c & 0x3f));
            } else if (Character.isHighSurrogate(c) && i + 1 < end && Character.isLowSurrogate(v[i + 1])) {
                int cp = Character.toCodePoint(c, v[++i]);
                out[n++] = (byte) (0xf0 | (cp >> 18));
                out[n++] = (byte) (0x80 | ((cp >> 12) & 0x3f));
                out[n++] = (byte) (0x80 | ((cp >> 6) & 0x3f));
                out[n++] = (byte) (0x80 | (cp & 0x3f));
            } else {
                out[n++] = REPLACEMENT_BYTE;
            }
        }
        return out;
    }

    /** The number of bytes encodeUtf8 produces for v[off..end). */
    private static int utf8Length(char[] v, int off, int end) {
        int n = 0;
        for (int i = off; i < end; i++) {
            char c = v[i];
            if (c < 0x80) {
                n += 1;
            } else if (c < 0x800) {
                n += 2;
            } else if (!Character.isSurrogate(c)) {
                n += 3;
            } else if (Character.isHighSurrogate(c) && i + 1 < end && Character.isLowSurrogate(v[i + 1])) {
                n += 4;
                i++;
            } else {
                n += 1;
            }
        }
        return n;
    }
}
