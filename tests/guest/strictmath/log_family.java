// StrictMath.log, log10 and log1p (fdlibm 5.3 bit for bit): special and boundary arguments
// as hex bits, then 20,000 seeded random arguments each folded into a checksum.
// Program argument "dump" prints every random argument and result (for finding a difference).
// gc-stress-interval: 1000
public class log_family {
    public static void main(String[] args) {
        boolean dump = SmHarness.dumpRequested(args);
        SmHarness logF = new SmHarness("log") {
            double apply(double a, double b) {
                return StrictMath.log(a);
            }
        };
        if (!dump) {
            logF.specials(SmHarness.COMMON);
            logF.specials(new double[] {1.0 + 0x1p-20, 1.0 - 0x1p-21, Math.sqrt(2.0), Math.nextUp(Math.sqrt(2.0)), Math.sqrt(0.5), Double.longBitsToDouble(0x3ff6147a00000000L), Double.longBitsToDouble(0x3ffb851f00000000L), 0x1p-1022 * 3, 1e-320, Double.longBitsToDouble(0x7ff0000000000001L)});
        }
        logF.random(1000L, 0.0, 10.0, 0.5, 2.0, 1.0 - 1e-6, 1.0 + 1e-6, false, dump);
        SmHarness log10F = new SmHarness("log10") {
            double apply(double a, double b) {
                return StrictMath.log10(a);
            }
        };
        if (!dump) {
            log10F.specials(SmHarness.COMMON);
            log10F.specials(new double[] {1e1, 1e2, 1e3, 1e5, 1e10, 1e15, 1e20, 1e22, 1e23, 1e-1, 1e-5, 1e-22, 1e-320, 0.3, Math.nextDown(1e15)});
        }
        log10F.random(8919L, 0.0, 1e10, 0.0, 2.0, 0.9, 1.1, false, dump);
        SmHarness log1pF = new SmHarness("log1p") {
            double apply(double a, double b) {
                return StrictMath.log1p(a);
            }
        };
        if (!dump) {
            log1pF.specials(SmHarness.COMMON);
            log1pF.specials(new double[] {Math.nextUp(-1.0), -0.9999, 0.41422, 0.4142, -0.2929, -0.29289, 0x1p-29, -0x1p-29, 0x1p-30, 0x1p-54, 0x1p-55, 0x1p53, 0x1p54, Math.nextDown(0x1p53), 1e-20, -1e-10});
        }
        log1pF.random(16838L, -1.0, 1.0, -0.3, 0.42, -1e-6, 1e-6, false, dump);
    }

    // Output, as the JDK prints it:
    // expect: log: fff0000000000000 fff0000000000000 c0874385446d71c3 7ff8000000000000 c086232bdd7abcd2 7ff8000000000000 c086232bdd7abcd2 0 7ff8000000000000 bfe62e42fefa39ef 7ff8000000000000 3fe62e42fefa39ef 7ff8000000000000 3ff193ea7aad030a 7ff8000000000000 3cafffffffffffff bca0000000000000 c085963447f87fb5 4085963447f87fb5 40862e42fefa39ef 7ff8000000000000 7ff0000000000000 7ff8000000000000 7ff8000000000000 c0026bb1bbb55515 3ff250d048e7a1bd 3ff0000000000000 40026bb1bbb55516
    // expect: log: 3eafffff00000aab bea0000040000155 3fd62e42fefa39f0 3fd62e42fefa39f3 bfd62e42fefa39ee 3fd49d018ee476fa 3fe15ab8cbf6c86f c0861a61e83d6651 c087069e3078e52d 7ff8000000000000
    // expect: log random 20000 checksum f3c5b8c5641aecbd
    // expect: log10: fff0000000000000 fff0000000000000 c07434e6420f4374 7ff8000000000000 c0733a7146f72a42 7ff8000000000000 c0733a7146f72a42 0 7ff8000000000000 bfd34413509f79ff 7ff8000000000000 3fd34413509f79ff 7ff8000000000000 3fde8927964fd5fd 7ff8000000000000 3c9bcb7b1526e50d bc8bcb7b1526e50e c072c00000000000 4072c00000000000 40734413509f79ff 7ff8000000000000 7ff0000000000000 7ff8000000000000 7ff8000000000000 bff0000000000000 3fdfd14db31ba3ba 3fdbcb7b1526e50e 3ff0000000000000
    // expect: log10: 3ff0000000000000 4000000000000000 4008000000000000 4014000000000000 4024000000000000 402e000000000000 4034000000000000 4036000000000000 4037000000000000 bff0000000000000 c014000000000000 c036000000000000 c07400000511df19 bfe0bb6c34d81502 402e000000000000
    // expect: log10 random 20000 checksum b9f82e25318ae360
    // expect: log1p: 0 8000000000000000 1 8000000000000001 10000000000000 8010000000000000 fffffffffffff 3fe62e42fefa39ef fff0000000000000 3fd9f323ecbf984c bfe62e42fefa39ef 3ff193ea7aad030a 7ff8000000000000 3ff62e42fefa39ef 7ff8000000000000 3fe62e42fefa39f0 3fe62e42fefa39ef 1a56e1fc2f8f359 4085963447f87fb5 40862e42fefa39ef 7ff8000000000000 7ff0000000000000 7ff8000000000000 7ff8000000000000 3fb8663f793c46c7 3ff6bcbed09f00af 3ff5031eafefb049 40032ee3b77f374c
    // expect: log1p: c0425e4f7b2737fa c0226bb1bbb55554 3fd62e5616bc4029 3fd62e1ac5b1d182 bfd62e6b3842a25c bfd62e2fe73833b5 3e1fffffff800000 be20000000400000 3e0fffffffc00000 3c90000000000000 3c80000000000000 40425e4f7b2737fa 4042b708872320e2 40425e4f7b2737fa 3bc79ca10c924223 bddb7cdfd9dda4e3
    // expect: log1p random 20000 checksum 5c09e23a3bf3f8a3
}
