// java.lang.Thread: a green thread of wwvm's scheduler (docs/threads.md). The VM owns the
// scheduling state (vmThread points at it while the thread is alive); this class keeps the name,
// priority, daemon flag, interrupt flag and handlers, and writes join as the JDK specifies it:
// a wait loop on the Thread object, which the VM notifies when the thread ends.
package java.lang;

import java.util.HashMap;
import java.util.Map;

/** A thread of execution. */
public class Thread implements Runnable {
    public static final int MIN_PRIORITY = 1;
    public static final int NORM_PRIORITY = 5;
    public static final int MAX_PRIORITY = 10;

    /** The states a thread can be in, as getState reports them. */
    public enum State {
        NEW, RUNNABLE, BLOCKED, WAITING, TIMED_WAITING, TERMINATED
    }

    /** Called when a thread ends because of an exception run() did not catch. */
    @FunctionalInterface
    public interface UncaughtExceptionHandler {
        void uncaughtException(Thread t, Throwable e);
    }

    /** How many threads got a default name: the next is "Thread-" + this, from 0 as on the JDK. */
    private static int defaultNamesGiven;
    /** The id the next thread gets (getId): 1 for main, then counting up. */
    private static long nextId = 1;
    private static volatile UncaughtExceptionHandler defaultUncaughtExceptionHandler;

    private volatile String name;
    private int priority;
    private boolean daemon;
    /** The interrupt status; the VM reads and clears it in sleep and wait. */
    private volatile boolean interrupted;
    private Runnable target;
    private ThreadGroup group;
    private final long id;
    /** The VM's pointer to its thread structure: non-zero exactly while the thread is alive. */
    private long vmThread;
    /** Set by start(), so a thread is started at most once. */
    private boolean started;
    private volatile UncaughtExceptionHandler uncaughtExceptionHandler;
    /** This thread's values of ThreadLocals (LocalSlots.java); null until the first set. */
    LocalSlots localSlots;
    /** Its values of InheritableThreadLocals, copied from the constructing thread's. */
    LocalSlots inheritedSlots;

    public Thread() {
        this(null, null, defaultName());
    }

    public Thread(Runnable target) {
        this(null, target, defaultName());
    }

    public Thread(String name) {
        this(null, null, name);
    }

    public Thread(Runnable target, String name) {
        this(null, target, name);
    }

    public Thread(ThreadGroup group, Runnable target) {
        this(group, target, defaultName());
    }

    public Thread(ThreadGroup group, String name) {
        this(group, null, name);
    }

    /**
     * A new thread inherits the creating thread's priority, daemon status, (by default) group
     * and the values of its InheritableThreadLocals.
     */
    public Thread(ThreadGroup group, Runnable target, String name) {
        this(group, target, name, 0, true);
    }

    /** wwvm's threads grow their stacks as needed: the size is only a hint, as the JDK allows. */
    public Thread(ThreadGroup group, Runnable target, String name, long stackSize) {
        this(group, target, name, stackSize, true);
    }

    /** inheritThreadLocals false: the new thread starts with no InheritableThreadLocal values. */
    public Thread(ThreadGroup group, Runnable target, String name, long stackSize,
            boolean inheritThreadLocals) {
        if (name == null) {
            throw new NullPointerException("name cannot be null");
        }
        Thread parent = currentThread();
        this.group = group != null ? group : parent.getThreadGroup();
        this.name = name;
        this.target = target;
        this.priority = Math.min(parent.getPriority(), this.group.getMaxPriority());
        this.daemon = parent.isDaemon();
        this.id = takeId();
        if (inheritThreadLocals && parent.inheritedSlots != null) {
            this.inheritedSlots = parent.inheritedSlots.inheritedCopy();
        }
    }

    /** Used by the VM for the main thread: must not call currentThread(). */
    private Thread(String name, boolean vmCreated) {
        this.name = name;
        this.priority = NORM_PRIORITY;
        this.group = ThreadGroup.MAIN;
        this.id = takeId();
    }

    private static synchronized String defaultName() {
        return "Thread-" + defaultNamesGiven++;
    }

    private static synchronized long takeId() {
        return nextId++;
    }

    public static native Thread currentThread();

    /**
     * Sleeps at least millis milliseconds; IllegalArgumentException "timeout value is negative",
     * InterruptedException("sleep interrupted") if interrupted. Native itself, so that a sleeping
     * thread's stack trace starts with sleep as on the JDK.
     */
    public static native void sleep(long millis) throws InterruptedException;

    /** The VM sleeps in whole milliseconds, so a positive nanosecond part rounds up by one. */
    public static void sleep(long millis, int nanos) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (nanos < 0 || nanos > 999999) {
            throw new IllegalArgumentException("nanosecond timeout value out of range");
        }
        if (nanos > 0 && millis < Long.MAX_VALUE) {
            millis++;
        }
        sleep(millis);
    }

    /** Lets the other runnable threads run first. */
    public static native void yield();

    /** A hint that the caller is busy-waiting: wwvm lets the other threads run. */
    public static void onSpinWait() {
        yield();
    }

    private native void start0();

    private native void interrupt0();

    private native int state0();

    /** Makes the thread runnable; a thread can be started only once. */
    public synchronized void start() {
        if (started) {
            throw new IllegalThreadStateException();
        }
        started = true;
        start0();
    }

    public void run() {
        if (target != null) {
            target.run();
        }
    }

    /** Sets the interrupt status and wakes the thread if it sleeps, waits or joins. */
    public void interrupt() {
        interrupted = true;
        if (vmThread != 0) {
            interrupt0();
        }
    }

    /** Returns and clears the current thread's interrupt status. */
    public static boolean interrupted() {
        Thread t = currentThread();
        boolean was = t.interrupted;
        t.interrupted = false;
        return was;
    }

    public boolean isInterrupted() {
        return interrupted;
    }

    /** Started and not yet ended. */
    public final boolean isAlive() {
        return vmThread != 0;
    }

    public State getState() {
        if (vmThread == 0) {
            return started ? State.TERMINATED : State.NEW;
        }
        return State.values()[state0()];
    }

    public long getId() {
        return id;
    }

    public final String getName() {
        return name;
    }

    public final synchronized void setName(String name) {
        if (name == null) {
            throw new NullPointerException("name cannot be null");
        }
        this.name = name;
    }

    public final int getPriority() {
        return priority;
    }

    /** The scheduler reads the field, so the new priority applies from the thread's next turn. */
    public final void setPriority(int newPriority) {
        if (newPriority > MAX_PRIORITY || newPriority < MIN_PRIORITY) {
            throw new IllegalArgumentException();
        }
        ThreadGroup g = getThreadGroup();
        if (g != null) {
            priority = Math.min(newPriority, g.getMaxPriority());
        }
    }

    public final boolean isDaemon() {
        return daemon;
    }

    /** Must be called before start(); the VM does not wait for daemon threads at exit. */
    public final void setDaemon(boolean on) {
        if (isAlive()) {
            throw new IllegalThreadStateException();
        }
        daemon = on;
    }

    /** The thread's group; null once it has ended. */
    public final ThreadGroup getThreadGroup() {
        return started && vmThread == 0 ? null : group;
    }

    /** Threads started and not yet ended. */
    public static native int activeCount();

    /** Whether the current thread holds the monitor of obj. */
    public static native boolean holdsLock(Object obj);

    /** Waits until the thread ends. */
    public final void join() throws InterruptedException {
        join(0);
    }

    /** Waits at most millis milliseconds (0: forever) for the thread to end. */
    public final synchronized void join(long millis) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (millis == 0) {
            while (isAlive()) {
                wait(0);
            }
            return;
        }
        long start = System.nanoTime();
        long delay = millis;
        while (isAlive() && delay > 0) {
            wait(delay);
            delay = millis - (System.nanoTime() - start) / 1000000;
        }
    }

    public final void join(long millis, int nanos) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (nanos < 0 || nanos > 999999) {
            throw new IllegalArgumentException("nanosecond timeout value out of range");
        }
        if (nanos > 0 && millis < Long.MAX_VALUE) {
            millis++;
        }
        join(millis);
    }

    /**
     * The thread's stack, innermost frame first; empty when the thread is not alive. For the
     * current thread the first element is this method, as on the JDK: a Throwable's trace
     * already leaves out its constructors and fillInStackTrace.
     */
    public StackTraceElement[] getStackTrace() {
        if (this == currentThread()) {
            return new Throwable().getStackTrace();
        }
        return stackTrace0();
    }

    /** The frames of another thread, read by the VM while that thread is switched out. */
    private native StackTraceElement[] stackTrace0();

    /** The stack of every live thread (each as getStackTrace returns it). */
    public static Map<Thread, StackTraceElement[]> getAllStackTraces() {
        Thread[] threads = liveThreads0();
        Map<Thread, StackTraceElement[]> traces = new HashMap<Thread, StackTraceElement[]>();
        for (int i = 0; i < threads.length; i++) {
            traces.put(threads[i], threads[i].getStackTrace());
        }
        return traces;
    }

    private static native Thread[] liveThreads0();

    /** Prints a stack trace of the current thread to System.err. */
    public static void dumpStack() {
        new Exception("Stack trace").printStackTrace();
    }

    /** wwvm has no security manager: every thread may modify every other. */
    public final void checkAccess() {
    }

    /** "Thread[name,priority,group]"; the group part is empty once the thread has ended. */
    public String toString() {
        ThreadGroup g = getThreadGroup();
        return "Thread[" + getName() + "," + getPriority() + "," + (g != null ? g.getName() : "") + "]";
    }

    public static void setDefaultUncaughtExceptionHandler(UncaughtExceptionHandler eh) {
        defaultUncaughtExceptionHandler = eh;
    }

    public static UncaughtExceptionHandler getDefaultUncaughtExceptionHandler() {
        return defaultUncaughtExceptionHandler;
    }

    /** The thread's own handler, else its group (which defers to the default handler). */
    public UncaughtExceptionHandler getUncaughtExceptionHandler() {
        UncaughtExceptionHandler h = uncaughtExceptionHandler;
        return h != null ? h : getThreadGroup();
    }

    public void setUncaughtExceptionHandler(UncaughtExceptionHandler eh) {
        uncaughtExceptionHandler = eh;
    }

    /** Called by the VM when run() (or main) ends with an exception. */
    private void reportUncaught(Throwable e) {
        UncaughtExceptionHandler h = getUncaughtExceptionHandler();
        if (h != null) {
            h.uncaughtException(this, e);
        } else {
            ThreadGroup.MAIN.uncaughtException(this, e);
        }
    }
}
