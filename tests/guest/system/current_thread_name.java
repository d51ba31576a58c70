// The thread that runs main is called "main", and currentThread() always returns the same object.
public class current_thread_name {
    public static void main(String[] args) {
        Thread t = Thread.currentThread();
        System.out.println(t.getName());
        // expect: main
        System.out.println(t == Thread.currentThread());
        // expect: true
        System.out.println("in " + Thread.currentThread().getName() + " thread");
        // expect: in main thread
    }
}
