// java.lang.Throwable: message, cause, suppressed exceptions and the stack trace, printed in the
// JDK's format. The VM captures the stack into `backtrace` (fillInBacktrace) and turns it into
// StackTraceElements only when the trace is asked for (decodeBacktrace). The VM also reads
// and writes backtrace, detailMessage and cause by name.
package java.lang;

import java.io.PrintStream;

/** The superclass of all errors and exceptions. */
public class Throwable implements java.io.Serializable {
    private static final StackTraceElement[] NO_FRAMES = new StackTraceElement[0];
    private static final Throwable[] NONE = new Throwable[0];

    /**
     * The stack trace: the VM's compact record (fillInBacktrace) until someone asks for the
     * trace, then the decoded StackTraceElement[] in its place; null when there is none. One
     * field for both keeps a throwable at five words, and a trace copied by the VM (as it does
     * for the record of a failed class initialisation) is right in either form.
     */
    private transient Object backtrace;
    private String detailMessage;
    /** The cause, or null; the VM may store one here directly. */
    private Throwable cause;
    /** Suppressed throwables in order; null while there are none. */
    private Throwable[] suppressed;
    /** CAUSE_SETTLED, TRACE_FROZEN and SUPPRESSION_OFF. */
    private int flags;

    /** A constructor or initCause has set the cause (even to null). */
    private static final int CAUSE_SETTLED = 1;
    /** Made with writableStackTrace false: no trace is ever recorded or set. */
    private static final int TRACE_FROZEN = 2;
    /** Made with enableSuppression false: addSuppressed records nothing. */
    private static final int SUPPRESSION_OFF = 4;

    public Throwable() {
        fillInStackTrace();
    }

    public Throwable(String message) {
        fillInStackTrace();
        detailMessage = message;
    }

    public Throwable(String message, Throwable cause) {
        fillInStackTrace();
        detailMessage = message;
        settleCause(cause);
    }

    /** The message becomes cause.toString() (null when the cause is null). */
    public Throwable(Throwable cause) {
        fillInStackTrace();
        detailMessage = (cause == null) ? null : cause.toString();
        settleCause(cause);
    }

    protected Throwable(String message, Throwable cause, boolean enableSuppression,
            boolean writableStackTrace) {
        if (writableStackTrace) {
            fillInStackTrace();
        } else {
            flags |= TRACE_FROZEN;
        }
        detailMessage = message;
        settleCause(cause);
        if (!enableSuppression) {
            flags |= SUPPRESSION_OFF;
        }
    }

    private void settleCause(Throwable newCause) {
        cause = newCause;
        flags |= CAUSE_SETTLED;
    }

    public String getMessage() {
        return detailMessage;
    }

    public String getLocalizedMessage() {
        return getMessage();
    }

    public synchronized Throwable getCause() {
        return cause;
    }

    /** Sets the cause, once, and only if no constructor set it. */
    public synchronized Throwable initCause(Throwable cause) {
        if ((flags & CAUSE_SETTLED) != 0 || this.cause != null) {
            String what = (cause == null) ? "a null" : cause.toString();
            throw new IllegalStateException("Can't overwrite cause with " + what, this);
        }
        if (cause == this) {
            throw new IllegalArgumentException("Self-causation not permitted", this);
        }
        settleCause(cause);
        return this;
    }

    /** The class name, followed by ": " and the localized message if there is one. */
    public String toString() {
        String name = getClass().getName();
        String message = getLocalizedMessage();
        return (message == null) ? name : name + ": " + message;
    }

    // ---- the stack trace ----

    /** Records the current thread's stack, unless this throwable's trace is not writable. */
    public synchronized Throwable fillInStackTrace() {
        if ((flags & TRACE_FROZEN) == 0) {
            backtrace = fillInBacktrace();
        }
        return this;
    }

    /** Captures the caller's frames, leaving out fillInStackTrace and this object's constructors. */
    private native Object fillInBacktrace();

    /** Turns a backtrace into elements, innermost frame first. */
    private static native StackTraceElement[] decodeBacktrace(Object backtrace);

    public StackTraceElement[] getStackTrace() {
        return frames().clone();
    }

    /** The trace itself (not a copy), decoding the backtrace the first time it is needed. */
    private synchronized StackTraceElement[] frames() {
        if (backtrace == null) {
            return NO_FRAMES;
        }
        if (!(backtrace instanceof StackTraceElement[])) {
            StackTraceElement[] decoded = decodeBacktrace(backtrace);
            backtrace = (decoded == null) ? NO_FRAMES : decoded;
        }
        return (StackTraceElement[]) backtrace;
    }

    /** Replaces the trace with a copy of the given one; ignored when the trace is not writable. */
    public void setStackTrace(StackTraceElement[] stackTrace) {
        StackTraceElement[] copy = stackTrace.clone();
        for (int i = 0; i < copy.length; i++) {
            if (copy[i] == null) {
                throw new NullPointerException("stackTrace[" + i + "]");
            }
        }
        synchronized (this) {
            if ((flags & TRACE_FROZEN) == 0) {
                backtrace = copy;
            }
        }
    }

    // ---- suppressed throwables ----

    /** Records a throwable that was suppressed to deliver this one (try-with-resources). */
    public final synchronized void addSuppressed(Throwable exception) {
        if (exception == this) {
            throw new IllegalArgumentException("Self-suppression not permitted", exception);
        }
        if (exception == null) {
            throw new NullPointerException("Cannot suppress a null exception.");
        }
        if ((flags & SUPPRESSION_OFF) != 0) {
            return;
        }
        int n = (suppressed == null) ? 0 : suppressed.length;
        Throwable[] more = new Throwable[n + 1];
        if (n > 0) {
            System.arraycopy(suppressed, 0, more, 0, n);
        }
        more[n] = exception;
        suppressed = more;
    }

    public final synchronized Throwable[] getSuppressed() {
        return (suppressed == null) ? NONE : suppressed.clone();
    }

    // ---- printing ----

    /** Prints this throwable and its trace to System.err. */
    public void printStackTrace() {
        printStackTrace(System.err);
    }

    /**
     * Prints toString() and one "\tat frame" line per frame, then each suppressed throwable
     * (indented one tab further, "Suppressed: ") and the cause ("Caused by: "), the same way.
     * A nested trace leaves out the frames at its end that it shares with the trace it is
     * nested in and says "... N more" instead; a throwable met a second time is only named.
     */
    public void printStackTrace(PrintStream s) {
        synchronized (s) {
            new TracePrinter(s).print(this, NO_FRAMES, "", "");
        }
    }

    /** One printStackTrace: the stream, and the throwables printed so far. */
    private static final class TracePrinter {
        private final PrintStream out;
        private Throwable[] printed = new Throwable[4];
        private int printedCount;

        TracePrinter(PrintStream out) {
            this.out = out;
        }

        private boolean alreadyPrinted(Throwable t) {
            for (int k = 0; k < printedCount; k++) {
                if (printed[k] == t) {
                    return true;
                }
            }
            return false;
        }

        private void remember(Throwable t) {
            if (printedCount == printed.length) {
                Throwable[] bigger = new Throwable[printedCount * 2];
                System.arraycopy(printed, 0, bigger, 0, printedCount);
                printed = bigger;
            }
            printed[printedCount++] = t;
        }

        void print(Throwable t, StackTraceElement[] outer, String label, String indent) {
            if (alreadyPrinted(t)) {
                out.println(indent + label + "[CIRCULAR REFERENCE: " + t + "]");
                return;
            }
            remember(t);
            out.println(indent + label + t);
            StackTraceElement[] trace = t.frames();
            int shared = sharedTail(trace, outer);
            for (int k = 0; k < trace.length - shared; k++) {
                out.println(indent + "\tat " + trace[k]);
            }
            if (shared > 0) {
                out.println(indent + "\t... " + shared + " more");
            }
            Throwable[] hidden = t.getSuppressed();
            for (int k = 0; k < hidden.length; k++) {
                print(hidden[k], trace, "Suppressed: ", indent + "\t");
            }
            Throwable why = t.getCause();
            if (why != null) {
                print(why, trace, "Caused by: ", indent);
            }
        }

        /** How many frames at the ends (outermost) of a and b are equal. */
        private static int sharedTail(StackTraceElement[] a, StackTraceElement[] b) {
            int n = 0;
            while (n < a.length && n < b.length && a[a.length - 1 - n].equals(b[b.length - 1 - n])) {
                n++;
            }
            return n;
        }
    }
}
