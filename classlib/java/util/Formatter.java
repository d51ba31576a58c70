// java.util.Formatter: printf-style formatting (String.format, PrintStream.printf) in the root
// locale; this file holds the destination and the argument bookkeeping, FmtDirective parses,
// FmtRules checks, FmtRender and FmtFloat write. Date/time conversions are not done.
package java.util;

import java.io.Closeable;
import java.io.Flushable;
import java.io.IOException;
import java.io.PrintStream;

/**
 * An interpreter for printf-style format strings: conversions %b %h %s %c %d %o %x %e %f %g %a
 * %% %n (and their upper-case forms), flags '-', '#', '+', ' ', '0', ',', '(' and '<', width,
 * precision and argument indexes, as java.util.Formatter documents them for Locale.ROOT.
 *
 * <p>The whole format string is scanned and checked before anything is written, so a syntax
 * error leaves the destination untouched; an error that depends on an argument stops the output
 * at the directive that meets it.
 */
public final class Formatter implements Closeable, Flushable {
    /** Where the text goes; null once closed. */
    private Appendable sink;
    private IOException lastFailure;

    /** A formatter writing into a new StringBuilder, read back with toString(). */
    public Formatter() {
        sink = new StringBuilder();
    }

    /** A formatter writing to a; null means a new StringBuilder. */
    public Formatter(Appendable a) {
        sink = a != null ? a : new StringBuilder();
    }

    /** A formatter writing to ps, which must not be null. */
    public Formatter(PrintStream ps) {
        if (ps == null) {
            throw new NullPointerException();
        }
        sink = ps;
    }

    /** The destination of the output. */
    public Appendable out() {
        return openSink();
    }

    /** The destination's toString(): the text written so far for a StringBuilder destination. */
    public String toString() {
        return openSink().toString();
    }

    /** Flushes the destination if it is Flushable. */
    public void flush() {
        Appendable to = openSink();
        if (to instanceof Flushable) {
            try {
                ((Flushable) to).flush();
            } catch (IOException e) {
                lastFailure = e;
            }
        }
    }

    /** Closes the destination if it is Closeable; later use throws FormatterClosedException.
     *  Closing again does nothing. */
    public void close() {
        Appendable to = sink;
        if (to == null) {
            return;
        }
        sink = null;
        if (to instanceof Closeable) {
            try {
                ((Closeable) to).close();
            } catch (IOException e) {
                lastFailure = e;
            }
        }
    }

    /** The last IOException the destination threw, or null; allowed after close. */
    public IOException ioException() {
        return lastFailure;
    }

    private Appendable openSink() {
        if (sink == null) {
            throw new FormatterClosedException();
        }
        return sink;
    }

    /**
     * Writes args formatted by format. Directives without an index take the arguments in order,
     * "%n$" takes the n-th, "%<" the one the directive before took. A null args array acts as
     * an endless list of nulls. An IOException of the destination ends the call quietly and is
     * kept for ioException().
     */
    public Formatter format(String format, Object... args) {
        Appendable to = openSink();
        List<Object> pieces = FmtDirective.scan(format);
        int nextOrdinary = 0;
        int previous = -1;
        try {
            for (int i = 0; i < pieces.size(); i++) {
                Object piece = pieces.get(i);
                if (piece instanceof String) {
                    to.append((String) piece);
                    continue;
                }
                FmtDirective d = (FmtDirective) piece;
                int kind = FmtRules.kind(d);
                Object arg = null;
                if (kind != FmtRules.PERCENT && kind != FmtRules.LINE) {
                    int index;
                    if (d.argument == FmtDirective.SAME_ARG) {
                        index = previous;
                    } else if (d.argument == FmtDirective.NEXT_ARG) {
                        index = nextOrdinary++;
                    } else {
                        index = d.argument - 1;
                    }
                    if (index < 0 || (args != null && index >= args.length)) {
                        throw new MissingFormatArgumentException(d.toString());
                    }
                    arg = args == null ? null : args[index];
                    previous = index;
                }
                StringBuilder text = new StringBuilder();
                FmtRender.render(d, arg, text);
                to.append(text);
            }
        } catch (IOException e) {
            lastFailure = e;
        }
        return this;
    }
}
