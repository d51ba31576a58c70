// StrictMath.sin, cos and tan (fdlibm 5.3 bit for bit) including the pi/2 argument reduction
// (Cody-Waite up to 2^19*pi/2, multi-precision beyond): special and boundary arguments as hex
// bits, then 20,000 seeded random arguments each folded into a checksum.
// Program argument "dump" prints every random argument and result (for finding a difference).
// gc-stress-interval: 1000
public class trig {
    public static void main(String[] args) {
        boolean dump = SmHarness.dumpRequested(args);
        SmHarness sinF = new SmHarness("sin") {
            double apply(double a, double b) {
                return StrictMath.sin(a);
            }
        };
        if (!dump) {
            sinF.specials(SmHarness.COMMON);
            sinF.specials(new double[] {Math.PI / 4, Math.nextUp(Math.PI / 4), 3 * Math.PI / 4, Math.PI / 2, -Math.PI / 2, Math.nextUp(Math.PI / 2), Math.PI, 2 * Math.PI, 0.6744, 0.67434, -0.6744, 0x1p-27, 0x1p-28, 0x1p-29, 1e5, 1e6, 0x1p19 * (Math.PI / 2), Math.nextUp(0x1p19 * (Math.PI / 2)), (0x1p20 - 1) * (Math.PI / 2), 0x1p20 * (Math.PI / 2), (0x1p20 + 1) * (Math.PI / 2), (0x1p20 + 3) * (Math.PI / 2), -0x1p20 * (Math.PI / 2), 1e9, 1e22, 1e100, 1e300, -1e300, 0x1p1023, 6381956970095103.0 * 0x1p797, 5.319372648326337e+255, 1.0e17 * Math.PI, 355.0, 103993.0, 2.0e9 * Math.PI});
        }
        sinF.random(96028L, -10.0, 10.0, -1e6, 1e6, -1e22, 1e22, false, dump);
        SmHarness cosF = new SmHarness("cos") {
            double apply(double a, double b) {
                return StrictMath.cos(a);
            }
        };
        if (!dump) {
            cosF.specials(SmHarness.COMMON);
            cosF.specials(new double[] {Math.PI / 4, Math.nextUp(Math.PI / 4), 3 * Math.PI / 4, Math.PI / 2, -Math.PI / 2, Math.nextUp(Math.PI / 2), Math.PI, 2 * Math.PI, 0.6744, 0.67434, -0.6744, 0x1p-27, 0x1p-28, 0x1p-29, 1e5, 1e6, 0x1p19 * (Math.PI / 2), Math.nextUp(0x1p19 * (Math.PI / 2)), (0x1p20 - 1) * (Math.PI / 2), 0x1p20 * (Math.PI / 2), (0x1p20 + 1) * (Math.PI / 2), (0x1p20 + 3) * (Math.PI / 2), -0x1p20 * (Math.PI / 2), 1e9, 1e22, 1e100, 1e300, -1e300, 0x1p1023, 6381956970095103.0 * 0x1p797, 5.319372648326337e+255, 1.0e17 * Math.PI, 355.0, 103993.0, 2.0e9 * Math.PI});
        }
        cosF.random(103947L, -10.0, 10.0, -1e6, 1e6, -1e22, 1e22, false, dump);
        SmHarness tanF = new SmHarness("tan") {
            double apply(double a, double b) {
                return StrictMath.tan(a);
            }
        };
        if (!dump) {
            tanF.specials(SmHarness.COMMON);
            tanF.specials(new double[] {Math.PI / 4, Math.nextUp(Math.PI / 4), 3 * Math.PI / 4, Math.PI / 2, -Math.PI / 2, Math.nextUp(Math.PI / 2), Math.PI, 2 * Math.PI, 0.6744, 0.67434, -0.6744, 0x1p-27, 0x1p-28, 0x1p-29, 1e5, 1e6, 0x1p19 * (Math.PI / 2), Math.nextUp(0x1p19 * (Math.PI / 2)), (0x1p20 - 1) * (Math.PI / 2), 0x1p20 * (Math.PI / 2), (0x1p20 + 1) * (Math.PI / 2), (0x1p20 + 3) * (Math.PI / 2), -0x1p20 * (Math.PI / 2), 1e9, 1e22, 1e100, 1e300, -1e300, 0x1p1023, 6381956970095103.0 * 0x1p797, 5.319372648326337e+255, 1.0e17 * Math.PI, 355.0, 103993.0, 2.0e9 * Math.PI});
        }
        tanF.random(111866L, -10.0, 10.0, -1e6, 1e6, -1e22, 1e22, false, dump);
    }

    // Output, as the JDK prints it:
    // expect: sin: 0 8000000000000000 1 8000000000000001 10000000000000 8010000000000000 fffffffffffff 3feaed548f090cee bfeaed548f090cee 3fdeaee8744b05f0 bfdeaee8744b05f0 3fed18f6ead1b446 bfed18f6ead1b446 3fc210386db6d55b bfc210386db6d55b 3feaed548f090cef 3feaed548f090ced 1a56e1fc2f8f359 bfea2c16b010e385 3f7452fc98b34e97 bf7452fc98b34e97 7ff8000000000000 7ff8000000000000 7ff8000000000000 3fb98eaecb8bcb2c 3ca1a62633145c07 3fda4a3d9c2131df bfe1689ef5f34f52
    // expect: sin: 3fe6a09e667f3bcc 3fe6a09e667f3bcd 3fe6a09e667f3bcd 3ff0000000000000 bff0000000000000 3ff0000000000000 3ca1a62633145c07 bcb1a62633145c07 3fe3fb5210a73cf2 3fe3faefc7a54670 bfe3fb5210a73cf2 3e40000000000000 3e30000000000000 3e20000000000000 3fa24daa9c527e96 bfd6664b2568d867 bdc1a62633145c07 3dd72cece675d1fd bff0000000000000 bdd1a62633145c07 3ff0000000000000 bff0000000000000 3dd1a62633145c07 3fe1778cae83c69b bfeb453ab76bf397 bfd85c5e5b929359 bfea2c16b010e385 3fea2c16b010e385 3fe205248cbdb760 3ff0000000000000 3feb310335d79ae2 bfeb229150022687 beff9bd0307d1de3 bef40efdf1eb8de7 be71d32adda8fc2c
    // expect: sin random 20000 checksum a2a387e03bd89338
    // expect: cos: 3ff0000000000000 3ff0000000000000 3ff0000000000000 3ff0000000000000 3ff0000000000000 3ff0000000000000 3ff0000000000000 3fe14a280fb5068c 3fe14a280fb5068c 3fec1528065b7d50 3fec1528065b7d50 bfdaa22657537205 bfdaa22657537205 bfefae04be85e5d2 bfefae04be85e5d2 3fe14a280fb5068a 3fe14a280fb5068c 3ff0000000000000 bfe2699022adc4c1 bfefffe62ecfab75 bfefffe62ecfab75 7ff8000000000000 7ff8000000000000 7ff8000000000000 3fefd712f9a817c0 bff0000000000000 bfed2cec9a554007 bfead9ac890c6b1f
    // expect: cos: 3fe6a09e667f3bcd 3fe6a09e667f3bcc bfe6a09e667f3bcc 3c91a62633145c07 3c91a62633145c07 bca72cece675d1fd bff0000000000000 3ff0000000000000 3fe8fe9f26eae490 3fe8feedb86bf0ef 3fe8fe9f26eae490 3ff0000000000000 3ff0000000000000 3ff0000000000000 bfeffac3841b3da7 3fedf9df9906d32c 3ff0000000000000 3ff0000000000000 bd8e38a3163f1ab3 3ff0000000000000 3de12d43a6bb5f9c bdae1a4c11dc2cd6 3ff0000000000000 3feacff8c7364234 3fe0be2cef01c8f4 3fed9757496841f5 bfe2699022adc4c1 bfe2699022adc4c1 bfea719f26c232be bc214ae72e6ba22f bfe0deee700bada5 bfe0f6205fbdb716 bfefffffffc18e4c 3fefffffffe6da77 3fefffffffffffec
    // expect: cos random 20000 checksum 16d3b335261bb4e3
    // expect: tan: 0 8000000000000000 1 8000000000000001 10000000000000 8010000000000000 fffffffffffff 3ff8eb245cbee3a6 bff8eb245cbee3a6 3fe17b4f5bf3474a bfe17b4f5bf3474a c0017af62e0950f8 40017af62e0950f8 bfc23ef71254b86f 3fc23ef71254b86f 3ff8eb245cbee3a9 3ff8eb245cbee3a4 1a56e1fc2f8f359 3ff6be411f37ac77 bf74530cfe729484 3f74530cfe729484 7ff8000000000000 7ff8000000000000 7ff8000000000000 3fb9af8877430b80 bca1a62633145c07 bfdcd5cdb683b402 3fe4bf5f34be3782
    // expect: tan: 3fefffffffffffff 3ff0000000000001 bff0000000000001 434d02967c31cdb5 c34d02967c31cdb5 c33617a15494767a bca1a62633145c07 bcb1a62633145c07 3fe995054ea00c37 3fe9943711dc2cea bfe995054ea00c37 3e40000000000000 3e30000000000000 3e20000000000000 bfa250a9d503313d bfd7e9768ab734c0 bdc1a62633145c07 3dd72cece675d1fd 4250f115149b19fa bdd1a62633145c07 41fdcec07325c7df 4231022855fbe99e 3dd1a62633145c07 3fe4d8b249e3dba7 bffa0f79c1b6b258 bfda5807d6f76f7d 3ff6be411f37ac77 bff6be411f37ac77 bfe5ce6b4c0d02a3 c3bd9ba9a7975636 bff9c9b443bb9fae 3ff998d006ce9b2f 3eff9bd030bacc16 bef40efdf1fb5124 be71d32adda8fc38
    // expect: tan random 20000 checksum 8a1ac5c2d9d2e362
}
