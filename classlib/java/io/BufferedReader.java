// java.io.BufferedReader: buffers another reader and reads lines ending in \n, \r or \r\n.
package java.io;

/**
 * Reads the underlying reader in blocks. A line read up to a '\r' leaves a flag so that a
 * '\n' arriving next (possibly in the next block) is skipped. While a mark is valid the
 * buffer keeps everything from the mark on, growing up to the read-ahead limit.
 */
public class BufferedReader extends Reader {
    private static final int DEFAULT_CHAR_BUFFER_SIZE = 8192;
    private static final int DEFAULT_EXPECTED_LINE_LENGTH = 80;
    private static final int UNMARKED = -1;
    private static final int INVALIDATED = -2;

    private Reader in;
    /** The buffer; cb[nextChar..nChars) are buffered chars not yet read. */
    private char[] cb;
    private int nChars;
    private int nextChar;
    /** Where the mark is in cb, or UNMARKED / INVALIDATED. */
    private int markedChar = UNMARKED;
    private int readAheadLimit;
    /** The last line ended with '\r': skip one '\n' if it comes next. */
    private boolean skipLF;
    private boolean markedSkipLF;

    public BufferedReader(Reader in, int sz) {
        super(in);
        if (sz <= 0) {
            throw new IllegalArgumentException("Buffer size <= 0");
        }
        this.in = in;
        cb = new char[sz];
    }

    public BufferedReader(Reader in) {
        this(in, DEFAULT_CHAR_BUFFER_SIZE);
    }

    private void ensureOpen() throws IOException {
        if (in == null) {
            throw new IOException("Stream closed");
        }
    }

    /** Reads a block after the kept part of the buffer (the marked chars, if any). */
    private void fill() throws IOException {
        int dst;
        if (markedChar <= UNMARKED) {
            dst = 0;
        } else {
            int delta = nextChar - markedChar;
            if (delta >= readAheadLimit) {
                markedChar = INVALIDATED;      // read past the limit: the mark is gone
                readAheadLimit = 0;
                dst = 0;
            } else {
                if (readAheadLimit <= cb.length) {
                    System.arraycopy(cb, markedChar, cb, 0, delta);
                } else {
                    char[] ncb = new char[readAheadLimit];
                    System.arraycopy(cb, markedChar, ncb, 0, delta);
                    cb = ncb;
                }
                markedChar = 0;
                dst = delta;
            }
            nextChar = delta;
            nChars = delta;
        }
        int n;
        do {
            n = in.read(cb, dst, cb.length - dst);
        } while (n == 0);
        if (n > 0) {
            nChars = dst + n;
            nextChar = dst;
        }
    }

    public int read() throws IOException {
        synchronized (lock) {
            ensureOpen();
            for (;;) {
                if (nextChar >= nChars) {
                    fill();
                    if (nextChar >= nChars) {
                        return -1;
                    }
                }
                if (skipLF) {
                    skipLF = false;
                    if (cb[nextChar] == '\n') {
                        nextChar++;
                        continue;
                    }
                }
                return cb[nextChar++];
            }
        }
    }

    /** One read: from the buffer, or straight from the reader for a large unmarked request. */
    private int read1(char[] cbuf, int off, int len) throws IOException {
        if (nextChar >= nChars) {
            if (len >= cb.length && markedChar <= UNMARKED && !skipLF) {
                return in.read(cbuf, off, len);
            }
            fill();
        }
        if (nextChar >= nChars) {
            return -1;
        }
        if (skipLF) {
            skipLF = false;
            if (cb[nextChar] == '\n') {
                nextChar++;
                if (nextChar >= nChars) {
                    fill();
                }
                if (nextChar >= nChars) {
                    return -1;
                }
            }
        }
        int n = Math.min(len, nChars - nextChar);
        System.arraycopy(cb, nextChar, cbuf, off, n);
        nextChar += n;
        return n;
    }

    /** Reads until len chars, the end of input, or the reader is not ready. */
    public int read(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            ensureOpen();
            if ((off | len | (off + len) | (cbuf.length - (off + len))) < 0) {
                throw new IndexOutOfBoundsException();
            }
            if (len == 0) {
                return 0;
            }
            int n = read1(cbuf, off, len);
            if (n <= 0) {
                return n;
            }
            while (n < len && in.ready()) {
                int n1 = read1(cbuf, off + n, len - n);
                if (n1 <= 0) {
                    break;
                }
                n += n1;
            }
            return n;
        }
    }

    /**
     * The next line without its terminator ('\n', '\r' or "\r\n"), or null at the end of input.
     */
    public String readLine() throws IOException {
        synchronized (lock) {
            ensureOpen();
            StringBuilder s = null;
            boolean omitLF = skipLF;
            for (;;) {
                if (nextChar >= nChars) {
                    fill();
                }
                if (nextChar >= nChars) {
                    return (s != null && s.length() > 0) ? s.toString() : null;
                }
                if (omitLF && cb[nextChar] == '\n') {
                    nextChar++;
                }
                skipLF = false;
                omitLF = false;
                int start = nextChar;
                int i = start;
                char c = 0;
                for (; i < nChars; i++) {
                    c = cb[i];
                    if (c == '\n' || c == '\r') {
                        break;
                    }
                }
                if (i < nChars) {
                    String line;
                    if (s == null) {
                        line = new String(cb, start, i - start);
                    } else {
                        s.append(cb, start, i - start);
                        line = s.toString();
                    }
                    nextChar = i + 1;
                    if (c == '\r') {
                        skipLF = true;
                    }
                    return line;
                }
                if (s == null) {
                    s = new StringBuilder(DEFAULT_EXPECTED_LINE_LENGTH);
                }
                s.append(cb, start, i - start);
                nextChar = i;
            }
        }
    }

    public long skip(long n) throws IOException {
        if (n < 0L) {
            throw new IllegalArgumentException("skip value is negative");
        }
        synchronized (lock) {
            ensureOpen();
            long r = n;
            while (r > 0) {
                if (nextChar >= nChars) {
                    fill();
                }
                if (nextChar >= nChars) {
                    break;
                }
                if (skipLF) {
                    skipLF = false;
                    if (cb[nextChar] == '\n') {
                        nextChar++;
                    }
                }
                long d = nChars - nextChar;
                if (r <= d) {
                    nextChar += (int) r;
                    r = 0;
                    break;
                }
                r -= d;
                nextChar = nChars;
            }
            return n - r;
        }
    }

    /** Whether chars are buffered or the underlying reader is ready. */
    public boolean ready() throws IOException {
        synchronized (lock) {
            ensureOpen();
            if (skipLF) {
                if (nextChar >= nChars && in.ready()) {
                    fill();
                }
                if (nextChar < nChars) {
                    if (cb[nextChar] == '\n') {
                        nextChar++;
                    }
                    skipLF = false;
                }
            }
            return (nextChar < nChars) || in.ready();
        }
    }

    public boolean markSupported() {
        return true;
    }

    public void mark(int readAheadLimit) throws IOException {
        if (readAheadLimit < 0) {
            throw new IllegalArgumentException("Read-ahead limit < 0");
        }
        synchronized (lock) {
            ensureOpen();
            this.readAheadLimit = readAheadLimit;
            markedChar = nextChar;
            markedSkipLF = skipLF;
        }
    }

    public void reset() throws IOException {
        synchronized (lock) {
            ensureOpen();
            if (markedChar < 0) {
                throw new IOException((markedChar == INVALIDATED) ? "Mark invalid" : "Stream not marked");
            }
            nextChar = markedChar;
            skipLF = markedSkipLF;
        }
    }

    public void close() throws IOException {
        synchronized (lock) {
            if (in == null) {
                return;
            }
            try {
                in.close();
            } finally {
                in = null;
                cb = null;
            }
        }
    }
}
