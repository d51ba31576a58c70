// StrictMath.sinh, cosh and tanh (fdlibm 5.3 bit for bit): special and boundary arguments as
// hex bits, then 20,000 seeded random arguments each folded into a checksum.
// Program argument "dump" prints every random argument and result (for finding a difference).
// gc-stress-interval: 1000
public class hyperbolic {
    public static void main(String[] args) {
        boolean dump = SmHarness.dumpRequested(args);
        SmHarness sinhF = new SmHarness("sinh") {
            double apply(double a, double b) {
                return StrictMath.sinh(a);
            }
        };
        if (!dump) {
            sinhF.specials(SmHarness.COMMON);
            sinhF.specials(new double[] {22.0, Math.nextDown(22.0), -22.0, 709.782712893384, 709.79, 710.4758600739439, 710.475860073944, -710.4758600739439, 711.0, 0x1p-28, 0x1p-29, 0x1p-55, 0x1p-56, 0.3465735902799726, 0.34657359027997264, 0.99, 1.01, 1e-10, -1e-10, 0x1p-54});
        }
        sinhF.random(119785L, -720.0, 720.0, -2.0, 2.0, -25.0, 25.0, false, dump);
        SmHarness coshF = new SmHarness("cosh") {
            double apply(double a, double b) {
                return StrictMath.cosh(a);
            }
        };
        if (!dump) {
            coshF.specials(SmHarness.COMMON);
            coshF.specials(new double[] {22.0, Math.nextDown(22.0), -22.0, 709.782712893384, 709.79, 710.4758600739439, 710.475860073944, -710.4758600739439, 711.0, 0x1p-28, 0x1p-29, 0x1p-55, 0x1p-56, 0.3465735902799726, 0.34657359027997264, 0.99, 1.01, 1e-10, -1e-10, 0x1p-54});
        }
        coshF.random(127704L, -720.0, 720.0, -2.0, 2.0, -25.0, 25.0, false, dump);
        SmHarness tanhF = new SmHarness("tanh") {
            double apply(double a, double b) {
                return StrictMath.tanh(a);
            }
        };
        if (!dump) {
            tanhF.specials(SmHarness.COMMON);
            tanhF.specials(new double[] {22.0, Math.nextDown(22.0), -22.0, 709.782712893384, 709.79, 710.4758600739439, 710.475860073944, -710.4758600739439, 711.0, 0x1p-28, 0x1p-29, 0x1p-55, 0x1p-56, 0.3465735902799726, 0.34657359027997264, 0.99, 1.01, 1e-10, -1e-10, 0x1p-54});
        }
        tanhF.random(135623L, -25.0, 25.0, -2.0, 2.0, -1e-3, 1e-3, false, dump);
    }

    // Output, as the JDK prints it:
    // expect: sinh: 0 8000000000000000 1 8000000000000001 10000000000000 8010000000000000 fffffffffffff 3ff2cd9fc44eb982 bff2cd9fc44eb982 3fe0acd00fe63b97 bfe0acd00fe63b97 400d03cf63b6e1a0 c00d03cf63b6e1a0 40240926e70949ae c0240926e70949ae 3ff2cd9fc44eb984 3ff2cd9fc44eb982 1a56e1fc2f8f359 7ff0000000000000 7ff0000000000000 fff0000000000000 7ff0000000000000 fff0000000000000 7ff8000000000000 3fb9a487337b59b3 402718f45d72e672 401e2d3246d48e6f 40c5829dced69992
    // expect: sinh: 41dab5adb9c43600 41dab5adb9c435e5 c1dab5adb9c43600 7fdfffffffffff2a 7fe01df4fe59c551 7feffffffffffd3b 7ff0000000000000 ffeffffffffffd3b 7ff0000000000000 3e30000000000000 3e20000000000000 3c80000000000000 3c70000000000000 3fd6a09e667f3bcb 3fd6a09e667f3bcc 3ff28ea8bd25b2d2 3ff30d12064c28b5 3ddb7cdfd9d7bdbb bddb7cdfd9d7bdbb 3c90000000000000
    // expect: sinh random 20000 checksum b85aa4cf73e38b61
    // expect: cosh: 3ff0000000000000 3ff0000000000000 3ff0000000000000 3ff0000000000000 3ff0000000000000 3ff0000000000000 3ff0000000000000 3ff8b07551d9f551 3ff8b07551d9f551 3ff20ac1862ae8d0 3ff20ac1862ae8d0 400e18fa0df2d9bc 400e18fa0df2d9bc 402422a497d6185e 402422a497d6185e 3ff8b07551d9f552 3ff8b07551d9f550 3ff0000000000000 7ff0000000000000 7ff0000000000000 7ff0000000000000 7ff0000000000000 7ff0000000000000 7ff8000000000000 3ff0147f40224b38 40272f147fee4000 401e70c4a4f41685 40c5829dd053712e
    // expect: cosh: 41dab5adb9c43600 41dab5adb9c435e5 41dab5adb9c43600 7fdfffffffffff2a 7fe01df4fe59c551 7feffffffffffd3b 7ff0000000000000 7feffffffffffd3b 7ff0000000000000 3ff0000000000000 3ff0000000000000 3ff0000000000000 3ff0000000000000 3ff0f876ccdf6cd9 3ff0f876ccdf6cd9 3ff880a323a40721 3ff8e0e94e29a24b 3ff0000000000000 3ff0000000000000 3ff0000000000000
    // expect: cosh random 20000 checksum 8e598e5fc9423e54
    // expect: tanh: 0 8000000000000000 1 8000000000000001 10000000000000 8010000000000000 fffffffffffff 3fe85efab514f394 bfe85efab514f394 3fdd9353d7568af3 bfdd9353d7568af3 3feed9505e1bc3d4 bfeed9505e1bc3d4 3fefd77d111a0b00 bfefd77d111a0b00 3fe85efab514f395 3fe85efab514f394 1a56e1fc2f8f359 3ff0000000000000 3ff0000000000000 bff0000000000000 3ff0000000000000 bff0000000000000 7ff8000000000000 3fb983d7795f413a 3fefe175fa292810 3fefb8f76b1e2ab6 3feffffffdc96f35
    // expect: tanh: 3ff0000000000000 3ff0000000000000 bff0000000000000 3ff0000000000000 3ff0000000000000 3ff0000000000000 3ff0000000000000 bff0000000000000 3ff0000000000000 3e30000000000000 3e20000000000000 3c80000000000000 3c70000000000000 3fd5555555555555 3fd5555555555555 3fe83c4fe9b770e0 3fe8811f591cac09 3ddb7cdfd9d7bdbb bddb7cdfd9d7bdbb 3c90000000000000
    // expect: tanh random 20000 checksum 708206c669a5ddcf
}
