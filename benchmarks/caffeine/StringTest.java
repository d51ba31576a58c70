// Caffeine String: building a string with StringBuilder and searching it. The class is not
// called String, which would hide java.lang.String from every class of the default package;
// the benchmark's name in suite.json is still "String".
// Usage: StringTest [iterations]  -> checksum, time and score lines (see README.md).
public final class StringTest {
    static final String NAME = "StringTest";
    static final int DEFAULT_ITERATIONS = 7000;
    /** Score per (iteration per second); fixed once, see README.md. */
    static final double SCORE_SCALE = 0.8;
    /** Records appended per iteration, and how many of them are then looked up. */
    static final int RECORDS = 40;
    static final int LOOKUPS = 12;

    public static void main(String[] args) {
        int iterations = CaffeineReport.iterations(NAME, args, DEFAULT_ITERATIONS);
        System.out.println("String: " + iterations + " rounds of building " + RECORDS
                + " records and searching " + LOOKUPS);
        long start = System.nanoTime();
        long check = run(iterations);
        long nanos = System.nanoTime() - start;
        CaffeineReport.finish(String.valueOf(check), nanos, iterations, SCORE_SCALE);
    }

    /**
     * The timed kernel. Each iteration builds ";0:v0;1:v1;...;" where the values come from a
     * small generator, noting where each record starts. It then looks records up with
     * indexOf(";k:"), which must land exactly where record k was appended (the index between
     * ';' and ':' makes every key unique), cuts the value out with indexOf and substring,
     * checks it with equals against the number it was built from and by reading its digits
     * with charAt, and counts the separators with charAt and lastIndexOf. The checksum folds
     * the text length, the positions found and the values read.
     */
    static long run(int iterations) {
        int[] values = new int[RECORDS];
        int[] starts = new int[RECORDS];
        int seed = 2024;
        long check = 0;
        for (int it = 0; it < iterations; it++) {
            StringBuilder sb = new StringBuilder();
            sb.append(';');
            for (int k = 0; k < RECORDS; k++) {
                seed = seed * 1664525 + 1013904223;
                values[k] = (seed >>> 12) % 100000;
                starts[k] = sb.length() - 1;          // the ';' before the record
                sb.append(k).append(':').append(values[k]).append(';');
            }
            String text = sb.toString();

            long found = 0;
            for (int q = 0; q < LOOKUPS; q++) {
                int k = (it + q * 7) % RECORDS;
                String key = ";" + k + ":";
                int at = text.indexOf(key);
                if (at != starts[k]) {
                    CaffeineReport.fail(NAME, "iteration " + it + ": record " + k + " found at " + at
                            + ", appended at " + starts[k]);
                }
                int from = at + key.length();
                int to = text.indexOf(';', from);
                String value = text.substring(from, to);
                if (!value.equals(String.valueOf(values[k]))) {
                    CaffeineReport.fail(NAME, "iteration " + it + ": record " + k + " holds \"" + value
                            + "\", expected " + values[k]);
                }
                int parsed = 0;
                for (int i = 0; i < value.length(); i++) {
                    parsed = parsed * 10 + (value.charAt(i) - '0');
                }
                if (parsed != values[k]) {
                    CaffeineReport.fail(NAME, "iteration " + it + ": record " + k + " reads as " + parsed);
                }
                found += at + parsed;
            }

            int separators = 0;
            for (int i = 0; i < text.length(); i++) {
                if (text.charAt(i) == ';') {
                    separators++;
                }
            }
            if (separators != RECORDS + 1 || text.lastIndexOf(';') != text.length() - 1) {
                CaffeineReport.fail(NAME, "iteration " + it + ": " + separators + " separators, last at "
                        + text.lastIndexOf(';') + " of " + text.length());
            }
            check = check * 31 + text.length() + found;
        }
        return check;
    }
}
