// The smallest program: text printed to standard output, then a normal exit with status 0.
public class hello_world {
    public static void main(String[] args) {
        System.out.println("Hello, world!");
        // expect: Hello, world!
        System.out.println("Hello from " + "wwvm");
        // expect: Hello from wwvm
        System.out.println();
        // expect:
    }
}
