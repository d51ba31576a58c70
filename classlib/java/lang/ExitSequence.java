// java.lang.ExitSequence: the shutdown hooks of Runtime.addShutdownHook and what the VM does on
// its way out. The hooks run as Java code on the thread that ends the VM: Runtime.exit calls
// exit() here before the native halt, and the VM calls afterLastThread() on the main thread once
// the last non-daemon thread has ended (vm/run.cpp). Both start every hook, then join them all, holding
// exitLock: a hook (or any thread) that calls System.exit meanwhile waits forever, as on the JDK
// (in wwvm the deadlock detector then ends the VM if nothing else can run).
package java.lang;

import java.util.ArrayList;

/** The registered shutdown hooks, and running them once. */
final class ExitSequence {
    /** The registered hooks in registration order; null once shutdown has begun. */
    private static ArrayList<Thread> hooks = new ArrayList<Thread>();
    /** Held by the thread in exit(): a second exit() waits for the first, which never returns. */
    private static final Object exitLock = new Object();

    private ExitSequence() {
    }

    private static int indexOf(Thread hook) {
        for (int i = 0; i < hooks.size(); i++) {
            if (hooks.get(i) == hook) {
                return i;
            }
        }
        return -1;
    }

    /** Runtime.addShutdownHook, with the JDK's checks in the JDK's order. */
    static synchronized void addHook(Thread hook) {
        if (hooks == null) {
            throw new IllegalStateException("Shutdown in progress");
        }
        if (hook.isAlive()) {
            throw new IllegalArgumentException("Hook already running");
        }
        if (indexOf(hook) >= 0) {
            throw new IllegalArgumentException("Hook previously registered");
        }
        hooks.add(hook);
    }

    /** Runtime.removeShutdownHook: whether hook was registered. */
    static synchronized boolean removeHook(Thread hook) {
        if (hooks == null) {
            throw new IllegalStateException("Shutdown in progress");
        }
        if (hook == null) {
            throw new NullPointerException();
        }
        int i = indexOf(hook);
        if (i < 0) {
            return false;
        }
        hooks.remove(i);
        return true;
    }

    /** Takes the hooks, so they run at most once and no more can be added. */
    private static synchronized Thread[] takeHooks() {
        if (hooks == null) {
            return new Thread[0];
        }
        Thread[] toRun = hooks.toArray(new Thread[hooks.size()]);
        hooks = null;
        return toRun;
    }

    /** The VM's shutdown after the last non-daemon thread has ended (called from vm/run.cpp). */
    static void afterLastThread() {
        synchronized (exitLock) {
            startAndJoinHooks();
        }
    }

    /**
     * Starts every hook, then waits for all of them; the first call of the VM's life does it. A
     * hook the program started itself cannot start again: it is skipped (the JDK stops starting
     * hooks at that point, in an unspecified order, and ignores the exception; here the others
     * still run), and no exception reaches the caller of exit.
     */
    private static void startAndJoinHooks() {
        Thread[] toRun = takeHooks();
        for (int i = 0; i < toRun.length; i++) {
            try {
                toRun[i].start();
            } catch (IllegalThreadStateException e) {
                toRun[i] = null;
            }
        }
        for (int i = 0; i < toRun.length; i++) {
            if (toRun[i] == null) {
                continue;
            }
            boolean interrupted = false;
            for (;;) {
                try {
                    toRun[i].join();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** Runtime.exit: runs the hooks, then halts (the status of the first exit wins). */
    static void exit(int status) {
        synchronized (exitLock) {
            startAndJoinHooks();
            Runtime.halt0(status);
        }
    }
}
