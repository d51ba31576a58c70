// Micro-benchmark: the java.lang.Math methods. Each sub calls one method four times per
// iteration with arguments made from the loop counter, adds the results into an accumulator
// and the mean result per iteration of every sub into a floating-point checksum. Arguments
// cycle through fixed ranges, so each mean stays of modest size whatever N is, and no one
// sub drowns the others in the checksum. Math.random is measured too, but only
// whether its values lie in [0, 1) reaches the checksum, since its seed is not ours.
// The class is MathTest, not Math, so that java.lang.Math stays visible to the suite.
// Usage: MathTest [N]   (iterations per sub-measurement)
public final class MathTest {
    static final int DEFAULT_N = 170000;
    static final int OPS_PER_ITERATION = 4;

    public static void main(String[] args) {
        int n = GrandeReport.sizeArg(args, DEFAULT_N, "Math", "N");
        System.out.println("Math: " + n + " iterations of " + OPS_PER_ITERATION + " calls per sub");
        GrandeReport.Rates rates = new GrandeReport.Rates("Math");
        double ops = (double) n * OPS_PER_ITERATION;
        double sum = 0;
        long t;

        t = System.nanoTime();
        sum += absInt(n);
        rates.add("Abs:Int", ops, System.nanoTime() - t, "calls");
        t = System.nanoTime();
        sum += absLong(n);
        rates.add("Abs:Long", ops, System.nanoTime() - t, "calls");
        t = System.nanoTime();
        sum += absFloat(n);
        rates.add("Abs:Float", ops, System.nanoTime() - t, "calls");
        t = System.nanoTime();
        sum += absDouble(n);
        rates.add("Abs:Double", ops, System.nanoTime() - t, "calls");
        t = System.nanoTime();
        sum += maxInt(n);
        rates.add("Max:Int", ops, System.nanoTime() - t, "calls");
        t = System.nanoTime();
        sum += maxLong(n);
        rates.add("Max:Long", ops, System.nanoTime() - t, "calls");
        t = System.nanoTime();
        sum += maxFloat(n);
        rates.add("Max:Float", ops, System.nanoTime() - t, "calls");
        t = System.nanoTime();
        sum += maxDouble(n);
        rates.add("Max:Double", ops, System.nanoTime() - t, "calls");
        t = System.nanoTime();
        sum += minInt(n);
        rates.add("Min:Int", ops, System.nanoTime() - t, "calls");
        t = System.nanoTime();
        sum += minLong(n);
        rates.add("Min:Long", ops, System.nanoTime() - t, "calls");
        t = System.nanoTime();
        sum += minFloat(n);
        rates.add("Min:Float", ops, System.nanoTime() - t, "calls");
        t = System.nanoTime();
        sum += minDouble(n);
        rates.add("Min:Double", ops, System.nanoTime() - t, "calls");
        t = System.nanoTime();
        sum += floor(n);
        rates.add("Floor", ops, System.nanoTime() - t, "calls");
        t = System.nanoTime();
        sum += ceil(n);
        rates.add("Ceil", ops, System.nanoTime() - t, "calls");
        t = System.nanoTime();
        sum += rint(n);
        rates.add("Rint", ops, System.nanoTime() - t, "calls");
        t = System.nanoTime();
        sum += roundFloat(n);
        rates.add("Round:Float", ops, System.nanoTime() - t, "calls");
        t = System.nanoTime();
        sum += roundDouble(n);
        rates.add("Round:Double", ops, System.nanoTime() - t, "calls");
        t = System.nanoTime();
        sum += sqrt(n);
        rates.add("Sqrt", ops, System.nanoTime() - t, "calls");
        t = System.nanoTime();
        sum += exp(n);
        rates.add("Exp", ops, System.nanoTime() - t, "calls");
        t = System.nanoTime();
        sum += log(n);
        rates.add("Log", ops, System.nanoTime() - t, "calls");
        t = System.nanoTime();
        sum += sin(n);
        rates.add("Sin", ops, System.nanoTime() - t, "calls");
        t = System.nanoTime();
        sum += cos(n);
        rates.add("Cos", ops, System.nanoTime() - t, "calls");
        t = System.nanoTime();
        sum += tan(n);
        rates.add("Tan", ops, System.nanoTime() - t, "calls");
        t = System.nanoTime();
        sum += asin(n);
        rates.add("Asin", ops, System.nanoTime() - t, "calls");
        t = System.nanoTime();
        sum += acos(n);
        rates.add("Acos", ops, System.nanoTime() - t, "calls");
        t = System.nanoTime();
        sum += atan(n);
        rates.add("Atan", ops, System.nanoTime() - t, "calls");
        t = System.nanoTime();
        sum += atan2(n);
        rates.add("Atan2", ops, System.nanoTime() - t, "calls");
        t = System.nanoTime();
        sum += pow(n);
        rates.add("Pow", ops, System.nanoTime() - t, "calls");
        t = System.nanoTime();
        sum += random(n);
        rates.add("Random", ops, System.nanoTime() - t, "calls");

        rates.finish(String.valueOf(sum));
    }

    // Max and min feed their running value back in (halved, so it does not stick at an
    // extreme), so each call depends on the one before.
    static double absInt(int n) {
        long acc = 0;
        for (int i = 0; i < n; i++) {
            acc += java.lang.Math.abs(((i & 1023) - 512));
            acc += java.lang.Math.abs((512 - (i & 2047)));
            acc += java.lang.Math.abs(((i * 3 & 4095) - 2000));
            acc += java.lang.Math.abs(((i ^ 0x5555) & 8191));
        }
        return (double) acc / n;
    }

    static double absLong(int n) {
        long acc = 0;
        for (int i = 0; i < n; i++) {
            acc += java.lang.Math.abs(((i & 1023) - 512L));
            acc += java.lang.Math.abs((512L - (i & 2047)));
            acc += java.lang.Math.abs(((i * 3L & 4095) - 2000));
            acc += java.lang.Math.abs(((i * 100003L) & 0xffff));
        }
        return (double) acc / n;
    }

    static double absFloat(int n) {
        double acc = 0;
        for (int i = 0; i < n; i++) {
            acc += java.lang.Math.abs(((i & 1023) - 512) * 0.25f);
            acc += java.lang.Math.abs((512 - (i & 2047)) * 0.5f);
            acc += java.lang.Math.abs((i & 4095) * 0.75f);
            acc += java.lang.Math.abs(-(i & 8191) * 0.125f);
        }
        return (double) acc / n;
    }

    static double absDouble(int n) {
        double acc = 0;
        for (int i = 0; i < n; i++) {
            acc += java.lang.Math.abs(((i & 4095) - 2048) * 0.001);
            acc += java.lang.Math.abs((2048 - (i & 8191)) * 0.0007);
            acc += java.lang.Math.abs((i & 8191) * 0.0013);
            acc += java.lang.Math.abs(-(i & 4095) * 0.0031);
        }
        return (double) acc / n;
    }

    static double maxInt(int n) {
        long acc = 0;
        int run = 0;
        for (int i = 0; i < n; i++) {
            run = java.lang.Math.max(((i & 1023) - 512), run);
            run = java.lang.Math.max((512 - (i & 2047)), run);
            run = java.lang.Math.max(((i * 3 & 4095) - 2000), run);
            run = java.lang.Math.max(((i ^ 0x5555) & 8191), run);
            acc += run;
            run = (int) (run / 2);
        }
        return (double) acc / n;
    }

    static double maxLong(int n) {
        long acc = 0;
        long run = 0L;
        for (int i = 0; i < n; i++) {
            run = java.lang.Math.max(((i & 1023) - 512L), run);
            run = java.lang.Math.max((512L - (i & 2047)), run);
            run = java.lang.Math.max(((i * 3L & 4095) - 2000), run);
            run = java.lang.Math.max(((i * 100003L) & 0xffff), run);
            acc += run;
            run = (long) (run / 2);
        }
        return (double) acc / n;
    }

    static double maxFloat(int n) {
        double acc = 0;
        float run = 0f;
        for (int i = 0; i < n; i++) {
            run = java.lang.Math.max(((i & 1023) - 512) * 0.25f, run);
            run = java.lang.Math.max((512 - (i & 2047)) * 0.5f, run);
            run = java.lang.Math.max((i & 4095) * 0.75f, run);
            run = java.lang.Math.max(-(i & 8191) * 0.125f, run);
            acc += run;
            run = (float) (run / 2);
        }
        return (double) acc / n;
    }

    static double maxDouble(int n) {
        double acc = 0;
        double run = 0.0;
        for (int i = 0; i < n; i++) {
            run = java.lang.Math.max(((i & 4095) - 2048) * 0.001, run);
            run = java.lang.Math.max((2048 - (i & 8191)) * 0.0007, run);
            run = java.lang.Math.max((i & 8191) * 0.0013, run);
            run = java.lang.Math.max(-(i & 4095) * 0.0031, run);
            acc += run;
            run = (double) (run / 2);
        }
        return (double) acc / n;
    }

    static double minInt(int n) {
        long acc = 0;
        int run = 0;
        for (int i = 0; i < n; i++) {
            run = java.lang.Math.min(((i & 1023) - 512), run);
            run = java.lang.Math.min((512 - (i & 2047)), run);
            run = java.lang.Math.min(((i * 3 & 4095) - 2000), run);
            run = java.lang.Math.min(((i ^ 0x5555) & 8191), run);
            acc += run;
            run = (int) (run / 2);
        }
        return (double) acc / n;
    }

    static double minLong(int n) {
        long acc = 0;
        long run = 0L;
        for (int i = 0; i < n; i++) {
            run = java.lang.Math.min(((i & 1023) - 512L), run);
            run = java.lang.Math.min((512L - (i & 2047)), run);
            run = java.lang.Math.min(((i * 3L & 4095) - 2000), run);
            run = java.lang.Math.min(((i * 100003L) & 0xffff), run);
            acc += run;
            run = (long) (run / 2);
        }
        return (double) acc / n;
    }

    static double minFloat(int n) {
        double acc = 0;
        float run = 0f;
        for (int i = 0; i < n; i++) {
            run = java.lang.Math.min(((i & 1023) - 512) * 0.25f, run);
            run = java.lang.Math.min((512 - (i & 2047)) * 0.5f, run);
            run = java.lang.Math.min((i & 4095) * 0.75f, run);
            run = java.lang.Math.min(-(i & 8191) * 0.125f, run);
            acc += run;
            run = (float) (run / 2);
        }
        return (double) acc / n;
    }

    static double minDouble(int n) {
        double acc = 0;
        double run = 0.0;
        for (int i = 0; i < n; i++) {
            run = java.lang.Math.min(((i & 4095) - 2048) * 0.001, run);
            run = java.lang.Math.min((2048 - (i & 8191)) * 0.0007, run);
            run = java.lang.Math.min((i & 8191) * 0.0013, run);
            run = java.lang.Math.min(-(i & 4095) * 0.0031, run);
            acc += run;
            run = (double) (run / 2);
        }
        return (double) acc / n;
    }

    static double floor(int n) {
        double acc = 0;
        for (int i = 0; i < n; i++) {
            acc += java.lang.Math.floor(((i & 4095) - 2048) * 0.001);
            acc += java.lang.Math.floor((2048 - (i & 8191)) * 0.0007);
            acc += java.lang.Math.floor((i & 8191) * 0.0013);
            acc += java.lang.Math.floor(-(i & 4095) * 0.0031);
        }
        return (double) acc / n;
    }

    static double ceil(int n) {
        double acc = 0;
        for (int i = 0; i < n; i++) {
            acc += java.lang.Math.ceil(((i & 4095) - 2048) * 0.001);
            acc += java.lang.Math.ceil((2048 - (i & 8191)) * 0.0007);
            acc += java.lang.Math.ceil((i & 8191) * 0.0013);
            acc += java.lang.Math.ceil(-(i & 4095) * 0.0031);
        }
        return (double) acc / n;
    }

    static double rint(int n) {
        double acc = 0;
        for (int i = 0; i < n; i++) {
            acc += java.lang.Math.rint(((i & 4095) - 2048) * 0.001);
            acc += java.lang.Math.rint((2048 - (i & 8191)) * 0.0007);
            acc += java.lang.Math.rint((i & 8191) * 0.0013);
            acc += java.lang.Math.rint(-(i & 4095) * 0.0031);
        }
        return (double) acc / n;
    }

    static double roundFloat(int n) {
        long acc = 0;
        for (int i = 0; i < n; i++) {
            acc += java.lang.Math.round(((i & 1023) - 512) * 0.25f);
            acc += java.lang.Math.round((512 - (i & 2047)) * 0.5f);
            acc += java.lang.Math.round((i & 4095) * 0.75f);
            acc += java.lang.Math.round(-(i & 8191) * 0.125f);
        }
        return (double) acc / n;
    }

    static double roundDouble(int n) {
        long acc = 0;
        for (int i = 0; i < n; i++) {
            acc += java.lang.Math.round(((i & 4095) - 2048) * 0.001);
            acc += java.lang.Math.round((2048 - (i & 8191)) * 0.0007);
            acc += java.lang.Math.round((i & 8191) * 0.0013);
            acc += java.lang.Math.round(-(i & 4095) * 0.0031);
        }
        return (double) acc / n;
    }

    static double sqrt(int n) {
        double acc = 0;
        for (int i = 0; i < n; i++) {
            acc += java.lang.Math.sqrt(((i & 8191) + 1) * 0.001);
            acc += java.lang.Math.sqrt(((i & 4095) + 2) * 0.0007);
            acc += java.lang.Math.sqrt(((i & 2047) + 3) * 0.0013);
            acc += java.lang.Math.sqrt(((i & 1023) + 4) * 0.25);
        }
        return (double) acc / n;
    }

    static double exp(int n) {
        double acc = 0;
        for (int i = 0; i < n; i++) {
            acc += java.lang.Math.exp((i & 1023) * 0.001);
            acc += java.lang.Math.exp((i & 511) * -0.002);
            acc += java.lang.Math.exp((i & 255) * 0.003);
            acc += java.lang.Math.exp((i & 127) * -0.005);
        }
        return (double) acc / n;
    }

    static double log(int n) {
        double acc = 0;
        for (int i = 0; i < n; i++) {
            acc += java.lang.Math.log(((i & 8191) + 1) * 0.001);
            acc += java.lang.Math.log(((i & 4095) + 2) * 0.0007);
            acc += java.lang.Math.log(((i & 2047) + 3) * 0.0013);
            acc += java.lang.Math.log(((i & 1023) + 4) * 0.25);
        }
        return (double) acc / n;
    }

    static double sin(int n) {
        double acc = 0;
        for (int i = 0; i < n; i++) {
            acc += java.lang.Math.sin(((i & 4095) - 2048) * 0.001);
            acc += java.lang.Math.sin((2048 - (i & 8191)) * 0.0007);
            acc += java.lang.Math.sin((i & 8191) * 0.0013);
            acc += java.lang.Math.sin(-(i & 4095) * 0.0031);
        }
        return (double) acc / n;
    }

    static double cos(int n) {
        double acc = 0;
        for (int i = 0; i < n; i++) {
            acc += java.lang.Math.cos(((i & 4095) - 2048) * 0.001);
            acc += java.lang.Math.cos((2048 - (i & 8191)) * 0.0007);
            acc += java.lang.Math.cos((i & 8191) * 0.0013);
            acc += java.lang.Math.cos(-(i & 4095) * 0.0031);
        }
        return (double) acc / n;
    }

    static double tan(int n) {
        double acc = 0;
        for (int i = 0; i < n; i++) {
            acc += java.lang.Math.tan((i & 1023) * 0.001);
            acc += java.lang.Math.tan((i & 511) * -0.002);
            acc += java.lang.Math.tan((i & 255) * 0.003);
            acc += java.lang.Math.tan((i & 127) * -0.005);
        }
        return (double) acc / n;
    }

    static double asin(int n) {
        double acc = 0;
        for (int i = 0; i < n; i++) {
            acc += java.lang.Math.asin((i & 1023) * 0.0009);
            acc += java.lang.Math.asin((i & 511) * -0.0019);
            acc += java.lang.Math.asin((i & 255) * 0.0039);
            acc += java.lang.Math.asin((i & 127) * -0.0078);
        }
        return (double) acc / n;
    }

    static double acos(int n) {
        double acc = 0;
        for (int i = 0; i < n; i++) {
            acc += java.lang.Math.acos((i & 1023) * 0.0009);
            acc += java.lang.Math.acos((i & 511) * -0.0019);
            acc += java.lang.Math.acos((i & 255) * 0.0039);
            acc += java.lang.Math.acos((i & 127) * -0.0078);
        }
        return (double) acc / n;
    }

    static double atan(int n) {
        double acc = 0;
        for (int i = 0; i < n; i++) {
            acc += java.lang.Math.atan(((i & 4095) - 2048) * 0.001);
            acc += java.lang.Math.atan((2048 - (i & 8191)) * 0.0007);
            acc += java.lang.Math.atan((i & 8191) * 0.0013);
            acc += java.lang.Math.atan(-(i & 4095) * 0.0031);
        }
        return (double) acc / n;
    }

    static double atan2(int n) {
        double acc = 0;
        for (int i = 0; i < n; i++) {
            acc += java.lang.Math.atan2(((i & 4095) - 2048) * 0.001, 1.5);
            acc += java.lang.Math.atan2((2048 - (i & 8191)) * 0.0007, 1.5);
            acc += java.lang.Math.atan2((i & 8191) * 0.0013, 1.5);
            acc += java.lang.Math.atan2(-(i & 4095) * 0.0031, 1.5);
        }
        return (double) acc / n;
    }

    static double pow(int n) {
        double acc = 0;
        for (int i = 0; i < n; i++) {
            acc += java.lang.Math.pow(((i & 8191) + 1) * 0.001, 1.25);
            acc += java.lang.Math.pow(((i & 4095) + 2) * 0.0007, 1.25);
            acc += java.lang.Math.pow(((i & 2047) + 3) * 0.0013, 1.25);
            acc += java.lang.Math.pow(((i & 1023) + 4) * 0.25, 1.25);
        }
        return (double) acc / n;
    }

    static double random(int n) {
        long inRange = 0;
        for (int i = 0; i < n; i++) {
            double a = java.lang.Math.random();
            double b = java.lang.Math.random();
            double c = java.lang.Math.random();
            double d = java.lang.Math.random();
            if (a >= 0 && a < 1 && b >= 0 && b < 1 && c >= 0 && c < 1 && d >= 0 && d < 1) {
                inRange++;
            }
        }
        return (double) inRange / n;
    }
}
