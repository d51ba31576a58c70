// Start-up: the smallest program that loads a class, prints one line and exits.
// tools/wwbench times it on every configuration, apart from the benchmark suites,
// so the suites' figures are not about JVM start-up.
public final class Startup {
    public static void main(String[] args) {
        System.out.println("started");
    }
}
