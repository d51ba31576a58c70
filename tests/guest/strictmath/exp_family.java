// StrictMath.exp and expm1 (fdlibm 5.3 bit for bit): special and boundary arguments as hex
// bits, then 20,000 seeded random arguments each folded into a checksum.
// Program argument "dump" prints every random argument and result (for finding a difference).
// gc-stress-interval: 1000
public class exp_family {
    public static void main(String[] args) {
        boolean dump = SmHarness.dumpRequested(args);
        SmHarness expF = new SmHarness("exp") {
            double apply(double a, double b) {
                return StrictMath.exp(a);
            }
        };
        if (!dump) {
            expF.specials(SmHarness.COMMON);
            expF.specials(new double[] {709.782712893384, 709.7827128933841, 710.0, -745.1332191019411, -745.1332191019412, -745.0, -708.4, -708.3964185322641, -720.0, 0.34657359027997264, 0.3465735902799727, 1.0397207708399179, 0x1p-28, -0x1p-28, 0x1p-29, 0.5 * Math.log(2.0), 88.7, -0.0});
        }
        expF.random(24757L, -750.0, 750.0, -1.0, 1.0, -0.6, 0.6, false, dump);
        SmHarness expm1F = new SmHarness("expm1") {
            double apply(double a, double b) {
                return StrictMath.expm1(a);
            }
        };
        if (!dump) {
            expm1F.specials(SmHarness.COMMON);
            expm1F.specials(new double[] {38.816242111356935, 38.81624211135694, -38.82, -40.0, -100.0, 709.782712893384, 709.79, 0x1p-54, 0x1p-55, -0x1p-54, 0.34657359027997264, -0.34657359027997264, 1.0397207708399179, -1.0397207708399179, 13.862943611198906, 14.0, 39.5, -0.26, 0.7, -0.7, 1e-10});
        }
        expm1F.random(32676L, -50.0, 50.0, -1.0, 1.0, -1e-5, 1e-5, false, dump);
    }

    // Output, as the JDK prints it:
    // expect: exp: 3ff0000000000000 3ff0000000000000 3ff0000000000000 3ff0000000000000 3ff0000000000000 3ff0000000000000 3ff0000000000000 4005bf0a8b14576a 3fd78b56362cef38 3ffa61298e1e069c 3fe368b2fc6f960a 401d8e64b8d4ddae 3fc152aaa3bf81cc 403415e5bf6fb106 3fa97db0ccceb0af 4005bf0a8b14576b 4005bf0a8b145769 3ff0000000000000 7ff0000000000000 7ff0000000000000 0 7ff0000000000000 0 7ff8000000000000 3ff1aec7b35a00d4 403724046eb09339 402e4efb75e4527a 40d5829dcf950560
    // expect: exp: 7fefffffffffff2a 7ff0000000000000 7ff0000000000000 1 0 1 ff15b469edf89 1000000000007c 993b4dc95 3ff6a09e667f3bcc 3ff6a09e667f3bcd 4006a09e667f3bcc 3ff0000001000000 3feffffffe000000 3ff0000000800000 3ff6a09e667f3bcc 47ef4705bbffae5c 3ff0000000000000
    // expect: exp random 20000 checksum ee6971db2e07ab13
    // expect: expm1: 0 8000000000000000 1 8000000000000001 10000000000000 8010000000000000 fffffffffffff 3ffb7e151628aed2 bfe43a54e4e98864 3fe4c2531c3c0d38 bfd92e9a0720d3ec 40198e64b8d4ddae bfebab5557101f8d 403315e5bf6fb106 bfee6824f33314f5 3ffb7e151628aed6 3ffb7e151628aed1 1a56e1fc2f8f359 7ff0000000000000 7ff0000000000000 bff0000000000000 7ff0000000000000 bff0000000000000 7ff8000000000000 3fbaec7b35a00d3a 403624046eb09339 402c4efb75e4527a 40d5825dcf950560
    // expect: expm1: 436fffffffffffec 4370000000000016 bff0000000000000 bff0000000000000 bff0000000000000 7fefffffffffff2a 7ff0000000000000 3c90000000000000 3c80000000000000 bc90000000000000 3fda827999fcef32 bfd2bec333018867 3ffd413cccfe7798 bfe4afb0ccc0621a 412ffffe00000000 413259ab48bf05d7 437fb37161577edd bfcd4e2e7fb8ed67 3ff03854c24d130d bfe01bf92311555f 3ddb7cdfd9dda4e3
    // expect: expm1 random 20000 checksum a0bfca94e0940bbe
}
