// java.lang.ThreadGroup: wwvm has the JDK's two standard groups, "system" and its child "main",
// which every thread belongs to unless created in a group of its own. A group's
// uncaughtException is the last step of an uncaught exception's report.
package java.lang;

/** A named set of threads with a maximum priority. */
public class ThreadGroup implements Thread.UncaughtExceptionHandler {
    static final ThreadGroup SYSTEM = new ThreadGroup();
    static final ThreadGroup MAIN = new ThreadGroup(SYSTEM, "main");

    private final ThreadGroup parent;
    private final String name;
    private int maxPriority;
    private boolean daemon;

    private ThreadGroup() {
        this.parent = null;
        this.name = "system";
        this.maxPriority = Thread.MAX_PRIORITY;
    }

    /** A group in the current thread's group. */
    public ThreadGroup(String name) {
        this(Thread.currentThread().getThreadGroup(), name);
    }

    public ThreadGroup(ThreadGroup parent, String name) {
        if (parent == null) {
            throw new NullPointerException();
        }
        this.parent = parent;
        this.name = name;
        this.maxPriority = parent.maxPriority;
        this.daemon = parent.daemon;
    }

    public final String getName() {
        return name;
    }

    public final ThreadGroup getParent() {
        return parent;
    }

    public final int getMaxPriority() {
        return maxPriority;
    }

    /** Lowers (never raises above the parent's) the priority threads of this group may have. */
    public final void setMaxPriority(int pri) {
        if (pri < Thread.MIN_PRIORITY || pri > Thread.MAX_PRIORITY) {
            return;
        }
        maxPriority = parent != null ? Math.min(pri, parent.maxPriority) : pri;
    }

    public final boolean isDaemon() {
        return daemon;
    }

    public final void setDaemon(boolean daemon) {
        this.daemon = daemon;
    }

    /** Whether this group is g or one of its ancestors. */
    public final boolean parentOf(ThreadGroup g) {
        for (; g != null; g = g.parent) {
            if (g == this) {
                return true;
            }
        }
        return false;
    }

    /**
     * The parent's handler first; at the top, the default handler, or else the report
     * "Exception in thread "NAME" " and the stack trace on System.err.
     */
    public void uncaughtException(Thread t, Throwable e) {
        if (parent != null) {
            parent.uncaughtException(t, e);
            return;
        }
        Thread.UncaughtExceptionHandler h = Thread.getDefaultUncaughtExceptionHandler();
        if (h != null) {
            h.uncaughtException(t, e);
        } else {
            System.err.print("Exception in thread \"" + t.getName() + "\" ");
            e.printStackTrace(System.err);
        }
    }

    public String toString() {
        return getClass().getName() + "[name=" + getName() + ",maxpri=" + getMaxPriority() + "]";
    }
}
