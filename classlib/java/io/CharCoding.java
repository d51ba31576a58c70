// The three charsets of wwvm's readers and writers (UTF-8, ISO-8859-1, US-ASCII): identifying a
// name, and the streaming decoder and encoder behind InputStreamReader and OutputStreamWriter.
package java.io;

/** Charset identification shared by the decoder and the encoder. */
final class CharCoding {
    static final int UTF_8 = 0;
    static final int ISO_8859_1 = 1;
    static final int US_ASCII = 2;

    static final char REPLACEMENT_CHAR = '\uFFFD';
    static final byte REPLACEMENT_BYTE = '?';

    private CharCoding() {
    }

    /**
     * The charset a name or alias stands for. String's own lookup decides (so the alias lists
     * live in one place): how it encodes "é" tells the three charsets apart.
     */
    static int lookup(String charsetName) throws UnsupportedEncodingException {
        if (charsetName == null) {
            throw new NullPointerException("charsetName");
        }
        byte[] probe = "\u00e9".getBytes(charsetName);
        if (probe.length == 2) {
            return UTF_8;
        }
        return (probe[0] == (byte) 0xe9) ? ISO_8859_1 : US_ASCII;
    }

    /** The historical name InputStreamReader.getEncoding() reports. */
    static String historicalName(int charset) {
        switch (charset) {
            case UTF_8:
                return "UTF8";
            case ISO_8859_1:
                return "ISO8859_1";
            default:
                return "ASCII";
        }
    }

    /**
     * Decodes bytes from a stream into chars with the JDK's replacement rules (one U+FFFD per
     * maximal ill-formed subsequence). A sequence cut off at the end of the buffer waits for
     * more bytes unless the stream has ended.
     */
    static final class Decoder {
        private final InputStream in;
        private final int charset;
        private final byte[] bytes = new byte[8192];
        private int bpos;
        private int blen;
        private boolean eof;
        /** Decoded chars not yet handed out: chars[cpos..clen). Room for a pair at the end. */
        private final char[] chars = new char[8192 + 1];
        private int cpos;
        private int clen;

        Decoder(InputStream in, int charset) {
            this.in = in;
            this.charset = charset;
        }

        /** Reads at least one char (blocking), or returns -1 at the end of input. */
        int read(char[] cbuf, int off, int len) throws IOException {
            if (len == 0) {
                return 0;
            }
            if (cpos == clen && !decodeMore()) {
                return -1;
            }
            int n = Math.min(len, clen - cpos);
            System.arraycopy(chars, cpos, cbuf, off, n);
            cpos += n;
            return n;
        }

        /** Whether chars are decoded or bytes are waiting, so a read would not block. */
        boolean ready() throws IOException {
            return cpos < clen || bpos < blen || in.available() > 0;
        }

        /** Refills chars from bytes, reading the stream when needed; false at the end of input. */
        private boolean decodeMore() throws IOException {
            cpos = 0;
            clen = 0;
            for (;;) {
                decodeBuffered();
                if (clen > 0) {
                    return true;
                }
                if (eof) {
                    return false;
                }
                if (bpos > 0) {
                    System.arraycopy(bytes, bpos, bytes, 0, blen - bpos);
                    blen -= bpos;
                    bpos = 0;
                }
                int n = in.read(bytes, blen, bytes.length - blen);
                if (n < 0) {
                    eof = true;
                } else {
                    blen += n;
                }
            }
        }

        private void decodeBuffered() {
            if (charset == UTF_8) {
                decodeUtf8();
                return;
            }
            while (bpos < blen && clen < chars.length) {
                int v = bytes[bpos++];
                if (charset == ISO_8859_1) {
                    chars[clen++] = (char) (v & 0xff);
                } else {
                    chars[clen++] = (v >= 0) ? (char) v : REPLACEMENT_CHAR;
                }
            }
        }

        private void decodeUtf8() {
            int i = bpos;
            int end = blen;
            int n = clen;
            int limit = chars.length - 1;
            while (i < end && n < limit) {
                int b1 = bytes[i];
                if (b1 >= 0) {
                    chars[n++] = (char) b1;
                    i++;
                    continue;
                }
                b1 &= 0xff;
                int size = (b1 >= 0xc2 && b1 <= 0xdf) ? 2 : (b1 >= 0xe0 && b1 <= 0xef) ? 3
                        : (b1 >= 0xf0 && b1 <= 0xf4) ? 4 : 1;
                if (size == 1) {
                    chars[n++] = REPLACEMENT_CHAR;  // a stray continuation byte or an impossible lead
                    i++;
                    continue;
                }
                int valid = validPrefix(i, end, size, b1);
                if (valid < size && i + valid == end && !eof) {
                    break;                          // cut off: wait for the rest
                }
                if (valid < size) {
                    chars[n++] = REPLACEMENT_CHAR;
                } else if (size == 2) {
                    chars[n++] = (char) (((b1 & 0x1f) << 6) | (bytes[i + 1] & 0x3f));
                } else if (size == 3) {
                    char c = (char) (((b1 & 0x0f) << 12) | ((bytes[i + 1] & 0x3f) << 6) | (bytes[i + 2] & 0x3f));
                    chars[n++] = Character.isSurrogate(c) ? REPLACEMENT_CHAR : c;
                } else {
                    int cp = ((b1 & 0x07) << 18) | ((bytes[i + 1] & 0x3f) << 12)
                            | ((bytes[i + 2] & 0x3f) << 6) | (bytes[i + 3] & 0x3f);
                    chars[n++] = Character.highSurrogate(cp);
                    chars[n++] = Character.lowSurrogate(cp);
                }
                i += valid;
            }
            bpos = i;
            clen = n;
        }

        /**
         * How many bytes from bytes[i] form a well-formed prefix of a size-byte sequence: size
         * when it is complete and valid, else the length of the valid part (at least 1). The
         * second byte's range excludes overlong forms and code points above U+10FFFF.
         */
        private int validPrefix(int i, int end, int size, int lead) {
            int lo = (lead == 0xe0) ? 0xa0 : (lead == 0xf0) ? 0x90 : 0x80;
            int hi = (lead == 0xf4) ? 0x8f : 0xbf;
            if (i + 1 >= end) {
                return 1;
            }
            int second = bytes[i + 1] & 0xff;
            if (second < lo || second > hi) {
                return 1;
            }
            for (int k = 2; k < size; k++) {
                if (i + k >= end || (bytes[i + k] & 0xc0) != 0x80) {
                    return k;
                }
            }
            return size;
        }
    }

    /**
     * Encodes chars into a byte buffer passed to a stream when full or flushed. A high
     * surrogate waits for the next char; unpaired surrogates and unmappable chars become '?'
     * (a surrogate pair counts as one unmappable char).
     */
    static final class Encoder {
        private final OutputStream out;
        private final int charset;
        private final byte[] buf = new byte[8192];
        private int count;
        /** A high surrogate written last, waiting for its low half; 0 when none. */
        private char pendingHigh;

        Encoder(OutputStream out, int charset) {
            this.out = out;
            this.charset = charset;
        }

        void write(char c) throws IOException {
            if (buf.length - count < 4) {
                drainBytes();
            }
            if (pendingHigh != 0) {
                char high = pendingHigh;
                pendingHigh = 0;
                if (Character.isLowSurrogate(c)) {
                    putPair(high, c);
                    return;
                }
                buf[count++] = REPLACEMENT_BYTE;
            }
            if (Character.isHighSurrogate(c)) {
                pendingHigh = c;
            } else if (charset == UTF_8) {
                putUtf8(c);
            } else {
                int limit = (charset == ISO_8859_1) ? 0xff : 0x7f;
                buf[count++] = (c <= limit) ? (byte) c : REPLACEMENT_BYTE;
            }
        }

        private void putPair(char high, char low) {
            if (charset != UTF_8) {
                buf[count++] = REPLACEMENT_BYTE;
                return;
            }
            int cp = Character.toCodePoint(high, low);
            buf[count++] = (byte) (0xf0 | (cp >> 18));
            buf[count++] = (byte) (0x80 | ((cp >> 12) & 0x3f));
            buf[count++] = (byte) (0x80 | ((cp >> 6) & 0x3f));
            buf[count++] = (byte) (0x80 | (cp & 0x3f));
        }

        private void putUtf8(char c) {
            if (c < 0x80) {
                buf[count++] = (byte) c;
            } else if (c < 0x800) {
                buf[count++] = (byte) (0xc0 | (c >> 6));
                buf[count++] = (byte) (0x80 | (c & 0x3f));
            } else if (Character.isSurrogate(c)) {
                buf[count++] = REPLACEMENT_BYTE;   // a low surrogate without its high half
            } else {
                buf[count++] = (byte) (0xe0 | (c >> 12));
                buf[count++] = (byte) (0x80 | ((c >> 6) & 0x3f));
                buf[count++] = (byte) (0x80 | (c & 0x3f));
            }
        }

        /**
         * Writes the encoded bytes to the stream; false if there were none. Bytes the stream
         * refused are dropped, not retried with the next text (as the JDK's encoders do).
         */
        boolean drainBytes() throws IOException {
            int n = count;
            if (n == 0) {
                return false;
            }
            count = 0;
            out.write(buf, 0, n);
            return true;
        }

        void flush() throws IOException {
            drainBytes();
            out.flush();
        }

        /** A high surrogate still waiting is written as '?'; then flushes and closes the stream. */
        void close() throws IOException {
            if (pendingHigh != 0) {
                pendingHigh = 0;
                if (buf.length - count < 1) {
                    drainBytes();
                }
                buf[count++] = REPLACEMENT_BYTE;
            }
            try {
                drainBytes();
                out.flush();
            } finally {
                out.close();
            }
        }
    }
}
