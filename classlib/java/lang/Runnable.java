// java.lang.Runnable: a unit of work, such as the body of a Thread.
package java.lang;

/** Code to be run, typically by a thread. */
@FunctionalInterface
public interface Runnable {
    void run();
}
