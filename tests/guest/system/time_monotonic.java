// currentTimeMillis is plausible and nanoTime never goes backwards; only booleans are printed.
public class time_monotonic {
    public static void main(String[] args) {
        long millis = System.currentTimeMillis();
        // Any date after 2020-01-01 is plausible.
        System.out.println(millis > 1577836800000L);
        // expect: true
        long prev = System.nanoTime();
        boolean monotonic = true;
        for (int i = 0; i < 10000; i++) {
            long now = System.nanoTime();
            if (now < prev) monotonic = false;
            prev = now;
        }
        System.out.println(monotonic);
        // expect: true
        System.out.println(System.currentTimeMillis() >= millis);
        // expect: true
    }
}
