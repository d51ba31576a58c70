// java.lang.Throwable: message, cause chain, suppressed exceptions and the stack trace (captured
// by the VM, decoded lazily), printed in the JDK's exact format.
package java.lang;

import java.io.PrintStream;

/** The superclass of all errors and exceptions. */
public class Throwable implements java.io.Serializable {
    /** stackTrace's value while the trace is still only in backtrace (or there is none). */
    private static final StackTraceElement[] UNASSIGNED_STACK = new StackTraceElement[0];
    private static final Throwable[] NO_SUPPRESSED = new Throwable[0];

    /** The VM's compact record of the stack, filled by fillInBacktrace(); dropped once decoded. */
    private transient Object backtrace;
    private String detailMessage;
    /** The cause; 'this' means "not yet set", so initCause may still be called once. */
    private Throwable cause = this;
    /** The decoded trace; null when the trace is not writable. */
    private StackTraceElement[] stackTrace = UNASSIGNED_STACK;
    /** Suppressed exceptions in order; null when suppression is disabled. */
    private Throwable[] suppressedExceptions = NO_SUPPRESSED;

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
        this.cause = cause;
    }

    /** The message becomes cause.toString() (null when the cause is null). */
    public Throwable(Throwable cause) {
        fillInStackTrace();
        detailMessage = (cause == null) ? null : cause.toString();
        this.cause = cause;
    }

    protected Throwable(String message, Throwable cause, boolean enableSuppression,
            boolean writableStackTrace) {
        if (writableStackTrace) {
            fillInStackTrace();
        } else {
            stackTrace = null;
        }
        detailMessage = message;
        this.cause = cause;
        if (!enableSuppression) {
            suppressedExceptions = null;
        }
    }

    public String getMessage() {
        return detailMessage;
    }

    public String getLocalizedMessage() {
        return getMessage();
    }

    public synchronized Throwable getCause() {
        return (cause == this) ? null : cause;
    }

    /** Sets the cause once, unless a constructor already did. */
    public synchronized Throwable initCause(Throwable cause) {
        if (this.cause != this) {
            throw new IllegalStateException("Can't overwrite cause with "
                    + (cause == null ? "a null" : cause.toString()), this);
        }
        if (cause == this) {
            throw new IllegalArgumentException("Self-causation not permitted", this);
        }
        this.cause = cause;
        return this;
    }

    /** The class name, followed by ": " and the localized message if there is one. */
    public String toString() {
        String className = getClass().getName();
        String message = getLocalizedMessage();
        return (message != null) ? (className + ": " + message) : className;
    }

    /** Records the current thread's stack (when the trace is writable). */
    public synchronized Throwable fillInStackTrace() {
        if (stackTrace != null) {
            backtrace = fillInBacktrace();
            stackTrace = UNASSIGNED_STACK;
        }
        return this;
    }

    /** Captures the caller's frames, leaving out fillInStackTrace and this object's constructors. */
    private native Object fillInBacktrace();

    /** Turns a backtrace into elements, innermost frame first. */
    private static native StackTraceElement[] decodeBacktrace(Object backtrace);

    public StackTraceElement[] getStackTrace() {
        return getOurStackTrace().clone();
    }

    private synchronized StackTraceElement[] getOurStackTrace() {
        if (stackTrace == UNASSIGNED_STACK && backtrace != null) {
            StackTraceElement[] decoded = decodeBacktrace(backtrace);
            backtrace = null;
            if (decoded != null) {
                stackTrace = decoded;
            }
        }
        return (stackTrace == null) ? UNASSIGNED_STACK : stackTrace;
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
            if (this.stackTrace == null) {
                return;
            }
            this.stackTrace = copy;
            backtrace = null;
        }
    }

    /** Records an exception that was suppressed to deliver this one (try-with-resources). */
    public final synchronized void addSuppressed(Throwable exception) {
        if (exception == this) {
            throw new IllegalArgumentException("Self-suppression not permitted", exception);
        }
        if (exception == null) {
            throw new NullPointerException("Cannot suppress a null exception.");
        }
        Throwable[] old = suppressedExceptions;
        if (old == null) {
            return;
        }
        Throwable[] grown = new Throwable[old.length + 1];
        System.arraycopy(old, 0, grown, 0, old.length);
        grown[old.length] = exception;
        suppressedExceptions = grown;
    }

    public final synchronized Throwable[] getSuppressed() {
        Throwable[] s = suppressedExceptions;
        return (s == null || s.length == 0) ? NO_SUPPRESSED : s.clone();
    }

    /** Prints this throwable and its trace to System.err. */
    public void printStackTrace() {
        printStackTrace(System.err);
    }

    /**
     * Prints toString(), one "\tat frame" line per frame, then suppressed exceptions (indented by
     * a tab) and the cause chain; an enclosed trace ends with "... N more" for the frames it
     * shares with the trace that encloses it.
     */
    public void printStackTrace(PrintStream s) {
        Seen seen = new Seen();
        seen.add(this);
        synchronized (s) {
            s.println(this);
            StackTraceElement[] trace = getOurStackTrace();
            for (int i = 0; i < trace.length; i++) {
                s.println("\tat " + trace[i]);
            }
            Throwable[] suppressed = getSuppressed();
            for (int i = 0; i < suppressed.length; i++) {
                suppressed[i].printEnclosedStackTrace(s, trace, "Suppressed: ", "\t", seen);
            }
            Throwable ourCause = getCause();
            if (ourCause != null) {
                ourCause.printEnclosedStackTrace(s, trace, "Caused by: ", "", seen);
            }
        }
    }

    private void printEnclosedStackTrace(PrintStream s, StackTraceElement[] enclosingTrace,
            String caption, String prefix, Seen seen) {
        if (seen.contains(this)) {
            s.println(prefix + caption + "[CIRCULAR REFERENCE: " + this + "]");
            return;
        }
        seen.add(this);
        StackTraceElement[] trace = getOurStackTrace();
        int m = trace.length - 1;
        int n = enclosingTrace.length - 1;
        while (m >= 0 && n >= 0 && trace[m].equals(enclosingTrace[n])) {
            m--;
            n--;
        }
        int framesInCommon = trace.length - 1 - m;
        s.println(prefix + caption + this);
        for (int i = 0; i <= m; i++) {
            s.println(prefix + "\tat " + trace[i]);
        }
        if (framesInCommon != 0) {
            s.println(prefix + "\t... " + framesInCommon + " more");
        }
        Throwable[] suppressed = getSuppressed();
        for (int i = 0; i < suppressed.length; i++) {
            suppressed[i].printEnclosedStackTrace(s, trace, "Suppressed: ", prefix + "\t", seen);
        }
        Throwable ourCause = getCause();
        if (ourCause != null) {
            ourCause.printEnclosedStackTrace(s, trace, "Caused by: ", prefix, seen);
        }
    }

    /** An identity set of the throwables already printed, to cut cycles in cause chains. */
    private static final class Seen {
        private Throwable[] items = new Throwable[8];
        private int count;

        boolean contains(Throwable t) {
            for (int i = 0; i < count; i++) {
                if (items[i] == t) {
                    return true;
                }
            }
            return false;
        }

        void add(Throwable t) {
            if (count == items.length) {
                Throwable[] grown = new Throwable[count * 2];
                System.arraycopy(items, 0, grown, 0, count);
                items = grown;
            }
            items[count++] = t;
        }
    }
}
