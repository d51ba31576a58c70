// wwvm-only
// Two threads take two locks in opposite order and each waits for the lock the other holds,
// while main joins one of them: every live thread is blocked forever. The JDK hangs; wwvm
// prints a thread dump naming each thread, what it waits for and who holds it, and exits with
// status 1.
// expect: alpha holds first
// expect: beta holds second
// exit: 1
// stderr-first-line: wwvm: deadlock: every live thread is blocked forever
// stderr-contains: "main" #1 prio=5 WAITING on deadlock_dump$DdWorker@
// stderr-contains: (joining "alpha")
// stderr-contains: "alpha" #
// stderr-contains: "beta" #
// stderr-contains: BLOCKED waiting for deadlock_dump$DdLock@
// stderr-contains: held by "alpha"
// stderr-contains: held by "beta"
// stderr-contains: at deadlock_dump$DdWorker.run(deadlock_dump.java:
public class deadlock_dump {
    static final class DdLock {
        final String name;

        DdLock(String name) {
            this.name = name;
        }
    }

    static volatile int holding;

    static final class DdWorker extends Thread {
        final DdLock mine, theirs;

        DdWorker(String name, DdLock mine, DdLock theirs) {
            super(name);
            this.mine = mine;
            this.theirs = theirs;
        }

        public void run() {
            synchronized (mine) {
                System.out.println(getName() + " holds " + mine.name);
                holding++;
                while (holding < 2) Thread.yield();
                synchronized (theirs) {
                    System.out.println(getName() + " got both: not reached");
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        DdLock first = new DdLock("first"), second = new DdLock("second");
        Thread alpha = new DdWorker("alpha", first, second);
        Thread beta = new DdWorker("beta", second, first);
        alpha.start();
        beta.start();
        alpha.join();
        System.out.println("not reached");
    }
}
