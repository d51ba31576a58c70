// The one rule every closable stream, reader and writer of java.io shares: once closed, each use
// that needs the underlying resource fails with IOException("Stream closed").
package java.io;

/**
 * wwvm's streams keep no separate "closed" flag where they can avoid it: closing drops the
 * buffer or source they work on (sets it to null), and each operation asks {@link #check} for it
 * back. Classes whose resources cannot be dropped keep a boolean and use {@link #error}.
 */
final class Closed {
    private Closed() {
    }

    /** The exception a closed stream reports (the JDK's message, which programs print). */
    static IOException error() {
        return new IOException("Stream closed");
    }

    /** Returns {@code resource}, or throws {@link #error} when its owner dropped it on close. */
    static <T> T check(T resource) throws IOException {
        if (resource == null) {
            throw error();
        }
        return resource;
    }

    /** True when {@code [off, off + len)} is not a range of an array of length {@code size}. */
    static boolean badRange(int off, int len, int size) {
        return off < 0 || len < 0 || len > size - off;
    }
}
