// java.io.BufferedReader: buffers another reader and reads lines ending in \n, \r or \r\n.
package java.io;

import java.util.Objects;

/**
 * The buffer {@code window} holds characters {@code [start, end)} not yet handed out. A line that
 * ends in '\r' may be followed by a '\n' that belongs to the same terminator but has not been
 * read yet; {@code dropNextLf} remembers that, and whichever read comes next swallows that '\n'.
 *
 * A mark is a position in the window ({@code markAt}); when the window runs dry the marked tail
 * is moved to the front of the (possibly enlarged) buffer, unless more than {@code markRoom}
 * characters were read past the mark, in which case the mark is lost (MARK_LOST).
 */
public class BufferedReader extends Reader {
    private static final int DEFAULT_SIZE = 8192;
    private static final int NO_MARK = -1;
    private static final int MARK_LOST = -2;

    private Reader source;           // null once closed
    private char[] window;
    private int start;
    private int end;
    private boolean dropNextLf;

    private int markAt = NO_MARK;
    private int markRoom;
    private boolean markDropNextLf;

    public BufferedReader(Reader in, int sz) {
        super(in);
        if (sz <= 0) {
            throw new IllegalArgumentException("Buffer size <= 0");
        }
        this.source = in;
        this.window = new char[sz];
    }

    public BufferedReader(Reader in) {
        this(in, DEFAULT_SIZE);
    }

    /**
     * Reads more characters after the window runs dry (start == end). Keeps the marked
     * characters if the mark is still good. Returns false at the end of the source.
     */
    private boolean refill() throws IOException {
        int keep = 0;
        if (markAt >= 0) {
            keep = start - markAt;
            if (keep >= markRoom) {
                markAt = MARK_LOST;
                markRoom = 0;
                keep = 0;
            }
        }
        char[] target = window.length >= markRoom ? window : new char[markRoom];
        System.arraycopy(window, start - keep, target, 0, keep);
        window = target;
        if (markAt >= 0) {
            markAt = 0;
        }
        start = keep;
        end = keep;
        int got;
        do {
            got = source.read(window, keep, window.length - keep);
        } while (got == 0);
        if (got < 0) {
            return false;
        }
        end = keep + got;
        return true;
    }

    /** Makes at least one character available; false at the end of input. */
    private boolean available() throws IOException {
        return start < end || refill();
    }

    /** Swallows a pending '\n' of a "\r\n" pair; false if the input ended meanwhile. */
    private boolean settleLf() throws IOException {
        if (dropNextLf) {
            dropNextLf = false;
            if (!available()) {
                return false;
            }
            if (window[start] == '\n') {
                start++;
            }
        }
        return true;
    }

    public int read() throws IOException {
        synchronized (lock) {
            Closed.check(source);
            if (!settleLf() || !available()) {
                return -1;
            }
            return window[start++];
        }
    }

    /** One transfer into cbuf: from the window, or straight from the source for big requests. */
    private int readOnce(char[] cbuf, int off, int len) throws IOException {
        if (start >= end && !dropNextLf && markAt < 0 && len >= window.length) {
            return source.read(cbuf, off, len);
        }
        if (!settleLf() || !available()) {
            return -1;
        }
        int n = Math.min(len, end - start);
        System.arraycopy(window, start, cbuf, off, n);
        start += n;
        return n;
    }

    public int read(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            Closed.check(source);
            Objects.checkFromIndexSize(off, len, cbuf.length);
            if (len == 0) {
                return 0;
            }
            int total = readOnce(cbuf, off, len);
            if (total <= 0) {
                return total;
            }
            while (total < len && source.ready()) {
                int more = readOnce(cbuf, off + total, len - total);
                if (more <= 0) {
                    break;
                }
                total += more;
            }
            return total;
        }
    }

    public String readLine() throws IOException {
        synchronized (lock) {
            Closed.check(source);
            StringBuilder line = null;
            if (!settleLf()) {
                return null;
            }
            while (available()) {
                int from = start;
                int stop = from;
                while (stop < end && window[stop] != '\n' && window[stop] != '\r') {
                    stop++;
                }
                if (stop < end) {
                    start = stop + 1;
                    dropNextLf = window[stop] == '\r';
                    if (line == null) {
                        return new String(window, from, stop - from);
                    }
                    return line.append(window, from, stop - from).toString();
                }
                if (line == null) {
                    line = new StringBuilder(Math.max(16, 2 * (stop - from)));
                }
                line.append(window, from, stop - from);
                start = stop;
            }
            return (line == null || line.length() == 0) ? null : line.toString();
        }
    }

    public long skip(long n) throws IOException {
        if (n < 0L) {
            throw new IllegalArgumentException("skip value is negative");
        }
        synchronized (lock) {
            Closed.check(source);
            long left = n;
            while (left > 0 && settleLf() && available()) {
                int step = (int) Math.min(left, end - start);
                start += step;
                left -= step;
            }
            return n - left;
        }
    }

    public boolean ready() throws IOException {
        synchronized (lock) {
            Closed.check(source);
            if (dropNextLf) {
                if (start >= end && source.ready()) {
                    refill();
                }
                if (start < end) {
                    if (window[start] == '\n') {
                        start++;
                    }
                    dropNextLf = false;
                }
            }
            return start < end || source.ready();
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
            Closed.check(source);
            markAt = start;
            markRoom = readAheadLimit;
            markDropNextLf = dropNextLf;
        }
    }

    public void reset() throws IOException {
        synchronized (lock) {
            Closed.check(source);
            if (markAt < 0) {
                throw new IOException(markAt == MARK_LOST ? "Mark invalid" : "Stream not marked");
            }
            start = markAt;
            dropNextLf = markDropNextLf;
        }
    }

    public void close() throws IOException {
        synchronized (lock) {
            if (source == null) {
                return;
            }
            try {
                source.close();
            } finally {
                source = null;
                window = null;
            }
        }
    }
}
