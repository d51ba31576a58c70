// java.lang.Thread: name, priority and daemon flag of a green thread whose scheduling state the
// VM owns (vmThread); starts threads and reports uncaught exceptions in the JDK's words.
package java.lang;

/** A thread of execution. */
public class Thread implements Runnable {
    public static final int MIN_PRIORITY = 1;
    public static final int NORM_PRIORITY = 5;
    public static final int MAX_PRIORITY = 10;

    /** Numbers the "Thread-N" default names, from 0 as on the JDK. */
    private static int threadInitNumber;

    private volatile String name;
    private int priority;
    private boolean daemon;
    private Runnable target;
    /** The VM's pointer to its thread structure; 0 until start0() runs. */
    private long vmThread;
    /** Set by start(), so a thread is started at most once. */
    private boolean started;
    /** The interrupt status; the VM reads and clears it in sleep and wait (takeInterrupt). */
    private volatile boolean interrupted;
    /**
     * Threads alive: the VM-created main thread and every thread start() has started. The VM is
     * to call terminated() when a started thread's run() ends (threads issue).
     */
    private static int activeThreads;

    public Thread() {
        this(null, nextThreadName());
    }

    public Thread(Runnable target) {
        this(target, nextThreadName());
    }

    public Thread(String name) {
        this(null, name);
    }

    /** A new thread inherits the creating thread's priority and daemon status. */
    public Thread(Runnable target, String name) {
        if (name == null) {
            throw new NullPointerException("name cannot be null");
        }
        Thread parent = currentThread();
        this.name = name;
        this.target = target;
        this.priority = parent.getPriority();
        this.daemon = parent.isDaemon();
    }

    /** Used by the VM for the threads it creates itself (main): must not call currentThread(). */
    private Thread(String name, boolean vmCreated) {
        this.name = name;
        this.priority = NORM_PRIORITY;
        this.started = true;
        activeThreads++;
    }

    private static synchronized String nextThreadName() {
        return "Thread-" + threadInitNumber++;
    }

    public static native Thread currentThread();

    /** Milliseconds; the VM rejects negative values ("timeout value is negative"). */
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

    /** Lets other runnable threads of the same priority run. */
    public static native void yield();

    private native void start0();

    /** Makes the thread runnable; a thread can be started only once. */
    public synchronized void start() {
        if (started) {
            throw new IllegalThreadStateException();
        }
        started = true;
        start0();
        activeThreads++;
    }

    /** Called by the VM when this started thread's run() has ended, before vmThread is cleared. */
    private void terminated() {
        synchronized (Thread.class) {
            activeThreads--;
        }
    }

    /**
     * Whether this thread has been started and has not yet died: the VM holds a thread structure
     * for it (vmThread) from its start to its end.
     */
    public final boolean isAlive() {
        return vmThread != 0;
    }

    /** The number of live threads; wwvm has one thread group, so these are all of them. */
    public static int activeCount() {
        return activeThreads;
    }

    /**
     * Sets the interrupt status. A thread blocked in sleep or wait on it receives an
     * InterruptedException when it next checks the status; with one running thread only the
     * current thread can be blocked, and it checks on entering sleep or wait.
     */
    public void interrupt() {
        interrupted = true;
    }

    /** The interrupt status, left unchanged. */
    public boolean isInterrupted() {
        return interrupted;
    }

    /** The current thread's interrupt status, which this clears. */
    public static boolean interrupted() {
        Thread t = currentThread();
        boolean was = t.interrupted;
        t.interrupted = false;
        return was;
    }

    /** Waits for this thread to die; returns at once if it is not alive. */
    public final void join() throws InterruptedException {
        join(0);
    }

    /**
     * Waits at most millis milliseconds (0: without limit) for this thread to die, on its monitor
     * as the JDK does (a dying thread notifies it).
     */
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
        long deadline = System.currentTimeMillis() + millis;
        long left = millis;
        while (isAlive() && left > 0) {
            wait(left);
            left = deadline - System.currentTimeMillis();
        }
    }

    public void run() {
        if (target != null) {
            target.run();
        }
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

    /** The scheduler reads the field, so the new priority applies from the next time slice. */
    public final void setPriority(int newPriority) {
        if (newPriority > MAX_PRIORITY || newPriority < MIN_PRIORITY) {
            throw new IllegalArgumentException();
        }
        priority = newPriority;
    }

    public final boolean isDaemon() {
        return daemon;
    }

    /** Must be called before start(). */
    public final void setDaemon(boolean on) {
        if (started) {
            throw new IllegalThreadStateException();
        }
        daemon = on;
    }

    /** "Thread[name,priority,group]"; wwvm has one thread group, "main". */
    public String toString() {
        return "Thread[" + getName() + "," + getPriority() + ",main]";
    }

    /** Called by the VM when run() ends with an exception; prints what the JDK prints. */
    private void dispatchUncaughtException(Throwable e) {
        System.err.print("Exception in thread \"" + getName() + "\" ");
        e.printStackTrace(System.err);
    }
}
