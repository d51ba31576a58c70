// System.exit(3) ends the program at once with status 3; nothing after it runs.
public class system_exit_status {
    static void quit() {
        System.out.println("quitting");
        System.exit(3);
        System.out.println("not reached");
    }

    public static void main(String[] args) {
        System.out.println("start");
        quit();
        System.out.println("not reached either");
    }
    // expect: start
    // expect: quitting
    // exit: 3
}
