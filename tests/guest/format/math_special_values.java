// Math and StrictMath on NaN, the infinities, -0.0, 0.0, MIN_VALUE, MIN_NORMAL and MAX_VALUE,
// printed exactly with %a (hex) so a sign of zero or a last-bit difference shows. Functions the
// C library computes within 1 ulp are printed rounded with %.10g.
public class math_special_values {
    static final double[] V = {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
        -0.0, 0.0, Double.MIN_VALUE, -Double.MIN_VALUE, Double.MIN_NORMAL, Double.MAX_VALUE,
        -Double.MAX_VALUE, 1.0, -1.0, 0.5, -2.5, 3.0};

    static void row(String name, double[] r) {
        StringBuilder sb = new StringBuilder(name);
        for (int i = 0; i < r.length; i++) {
            sb.append(' ').append(String.format("%a", r[i]));
        }
        System.out.println(sb);
    }

    static void rounded(String name, double[] r) {
        StringBuilder sb = new StringBuilder(name);
        for (int i = 0; i < r.length; i++) {
            sb.append(' ').append(String.format("%.10g", r[i]));
        }
        System.out.println(sb);
    }

    public static void main(String[] args) {
        int n = V.length;
        double[] r = new double[n];
        for (int i = 0; i < n; i++) r[i] = Math.abs(V[i]);
        row("abs", r);
        for (int i = 0; i < n; i++) r[i] = Math.signum(V[i]);
        row("signum", r);
        for (int i = 0; i < n; i++) r[i] = Math.floor(V[i]);
        row("floor", r);
        for (int i = 0; i < n; i++) r[i] = Math.ceil(V[i]);
        row("ceil", r);
        for (int i = 0; i < n; i++) r[i] = Math.rint(V[i]);
        row("rint", r);
        for (int i = 0; i < n; i++) r[i] = Math.sqrt(V[i]);
        row("sqrt", r);
        for (int i = 0; i < n; i++) r[i] = StrictMath.sqrt(V[i]);
        row("StrictMath.sqrt", r);
        for (int i = 0; i < n; i++) r[i] = Math.max(V[i], -0.0);
        row("max(x,-0)", r);
        for (int i = 0; i < n; i++) r[i] = Math.min(V[i], 0.0);
        row("min(x,0)", r);
        for (int i = 0; i < n; i++) r[i] = Math.ulp(V[i]);
        row("ulp", r);
        for (int i = 0; i < n; i++) r[i] = Math.nextUp(V[i]);
        row("nextUp", r);
        for (int i = 0; i < n; i++) r[i] = Math.nextDown(V[i]);
        row("nextDown", r);
        for (int i = 0; i < n; i++) r[i] = Math.copySign(2.0, V[i]);
        row("copySign(2,x)", r);
        for (int i = 0; i < n; i++) r[i] = Math.toDegrees(V[i]);
        row("toDegrees", r);
        for (int i = 0; i < n; i++) r[i] = Math.toRadians(V[i]);
        row("toRadians", r);
        for (int i = 0; i < n; i++) r[i] = Math.fma(V[i], 2.0, 1.0);
        row("fma(x,2,1)", r);
        for (int i = 0; i < n; i++) r[i] = StrictMath.fma(V[i], V[i], -1.0);
        row("fma(x,x,-1)", r);
        // The JDK's cbrt (fdlibm) is one ulp below the exact cube root of 2.5; wwvm's is nearer.
        for (int i = 0; i < n; i++) r[i] = Math.cbrt(V[i]);
        rounded("cbrt", r);
        for (int i = 0; i < n; i++) r[i] = Math.sin(V[i]);
        rounded("sin", r);
        for (int i = 0; i < n; i++) r[i] = Math.cos(V[i]);
        rounded("cos", r);
        for (int i = 0; i < n; i++) r[i] = Math.tan(V[i]);
        rounded("tan", r);
        for (int i = 0; i < n; i++) r[i] = Math.asin(V[i]);
        rounded("asin", r);
        for (int i = 0; i < n; i++) r[i] = Math.acos(V[i]);
        rounded("acos", r);
        for (int i = 0; i < n; i++) r[i] = Math.atan(V[i]);
        rounded("atan", r);
        for (int i = 0; i < n; i++) r[i] = Math.exp(V[i]);
        rounded("exp", r);
        for (int i = 0; i < n; i++) r[i] = Math.log(V[i]);
        rounded("log", r);
        for (int i = 0; i < n; i++) r[i] = Math.log10(V[i]);
        rounded("log10", r);
        for (int i = 0; i < n; i++) r[i] = Math.atan2(V[i], -0.0);
        rounded("atan2(x,-0)", r);
        for (int i = 0; i < n; i++) r[i] = Math.atan2(1.0, V[i]);
        rounded("atan2(1,x)", r);
        for (int i = 0; i < n; i++) r[i] = Math.hypot(V[i], 3.0);
        rounded("hypot(x,3)", r);
        for (int i = 0; i < n; i++) r[i] = Math.pow(V[i], 0.5);
        rounded("pow(x,0.5)", r);
        for (int i = 0; i < n; i++) r[i] = Math.pow(2.0, V[i]);
        rounded("pow(2,x)", r);
        for (int i = 0; i < n; i++) r[i] = Math.pow(V[i], -1.0);
        rounded("pow(x,-1)", r);
        for (int i = 0; i < n; i++) r[i] = StrictMath.sin(V[i]);
        rounded("StrictMath.sin", r);
        StringBuilder sb = new StringBuilder("round");
        for (int i = 0; i < n; i++) sb.append(' ').append(Math.round(V[i]));
        System.out.println(sb);
        System.out.println(Math.fma(0.1f, 10.0f, -1.0f) + " " + Math.fma(Float.NaN, 0.0f, 1.0f)
                + " " + Math.fma(0.1, 10.0, -1.0));
        System.out.println(Math.floorDiv(-7, 2) + " " + Math.floorMod(-7, 2) + " " + Math.floorDiv(7, -2)
                + " " + Math.floorMod(7L, -2L) + " " + Math.floorDiv(Integer.MIN_VALUE, -1));
        try {
            Math.addExact(Integer.MAX_VALUE, 1);
        } catch (ArithmeticException e) {
            System.out.println("addExact: " + e.getMessage());
        }
        try {
            Math.multiplyExact(Long.MIN_VALUE, -1L);
        } catch (ArithmeticException e) {
            System.out.println("multiplyExact: " + e.getMessage());
        }
        try {
            Math.toIntExact(1L << 31);
        } catch (ArithmeticException e) {
            System.out.println("toIntExact: " + e.getMessage());
        }
    }
}

// JDK 17 prints:

// JDK 17 prints:
// expect: abs NaN Infinity Infinity 0x0.0p0 0x0.0p0 0x0.0000000000001p-1022 0x0.0000000000001p-1022 0x1.0p-1022 0x1.fffffffffffffp1023 0x1.fffffffffffffp1023 0x1.0p0 0x1.0p0 0x1.0p-1 0x1.4p1 0x1.8p1
// expect: signum NaN 0x1.0p0 -0x1.0p0 -0x0.0p0 0x0.0p0 0x1.0p0 -0x1.0p0 0x1.0p0 0x1.0p0 -0x1.0p0 0x1.0p0 -0x1.0p0 0x1.0p0 -0x1.0p0 0x1.0p0
// expect: floor NaN Infinity -Infinity -0x0.0p0 0x0.0p0 0x0.0p0 -0x1.0p0 0x0.0p0 0x1.fffffffffffffp1023 -0x1.fffffffffffffp1023 0x1.0p0 -0x1.0p0 0x0.0p0 -0x1.8p1 0x1.8p1
// expect: ceil NaN Infinity -Infinity -0x0.0p0 0x0.0p0 0x1.0p0 -0x0.0p0 0x1.0p0 0x1.fffffffffffffp1023 -0x1.fffffffffffffp1023 0x1.0p0 -0x1.0p0 0x1.0p0 -0x1.0p1 0x1.8p1
// expect: rint NaN Infinity -Infinity -0x0.0p0 0x0.0p0 0x0.0p0 -0x0.0p0 0x0.0p0 0x1.fffffffffffffp1023 -0x1.fffffffffffffp1023 0x1.0p0 -0x1.0p0 0x0.0p0 -0x1.0p1 0x1.8p1
// expect: sqrt NaN Infinity NaN -0x0.0p0 0x0.0p0 0x1.0p-537 NaN 0x1.0p-511 0x1.fffffffffffffp511 NaN 0x1.0p0 NaN 0x1.6a09e667f3bcdp-1 NaN 0x1.bb67ae8584caap0
// expect: StrictMath.sqrt NaN Infinity NaN -0x0.0p0 0x0.0p0 0x1.0p-537 NaN 0x1.0p-511 0x1.fffffffffffffp511 NaN 0x1.0p0 NaN 0x1.6a09e667f3bcdp-1 NaN 0x1.bb67ae8584caap0
// expect: max(x,-0) NaN Infinity -0x0.0p0 -0x0.0p0 0x0.0p0 0x0.0000000000001p-1022 -0x0.0p0 0x1.0p-1022 0x1.fffffffffffffp1023 -0x0.0p0 0x1.0p0 -0x0.0p0 0x1.0p-1 -0x0.0p0 0x1.8p1
// expect: min(x,0) NaN 0x0.0p0 -Infinity -0x0.0p0 0x0.0p0 0x0.0p0 -0x0.0000000000001p-1022 0x0.0p0 0x0.0p0 -0x1.fffffffffffffp1023 0x0.0p0 -0x1.0p0 0x0.0p0 -0x1.4p1 0x0.0p0
// expect: ulp NaN Infinity Infinity 0x0.0000000000001p-1022 0x0.0000000000001p-1022 0x0.0000000000001p-1022 0x0.0000000000001p-1022 0x0.0000000000001p-1022 0x1.0p971 0x1.0p971 0x1.0p-52 0x1.0p-52 0x1.0p-53 0x1.0p-51 0x1.0p-51
// expect: nextUp NaN Infinity -0x1.fffffffffffffp1023 0x0.0000000000001p-1022 0x0.0000000000001p-1022 0x0.0000000000002p-1022 -0x0.0p0 0x1.0000000000001p-1022 Infinity -0x1.ffffffffffffep1023 0x1.0000000000001p0 -0x1.fffffffffffffp-1 0x1.0000000000001p-1 -0x1.3ffffffffffffp1 0x1.8000000000001p1
// expect: nextDown NaN 0x1.fffffffffffffp1023 -Infinity -0x0.0000000000001p-1022 -0x0.0000000000001p-1022 0x0.0p0 -0x0.0000000000002p-1022 0x0.fffffffffffffp-1022 0x1.ffffffffffffep1023 -Infinity 0x1.fffffffffffffp-1 -0x1.0000000000001p0 0x1.fffffffffffffp-2 -0x1.4000000000001p1 0x1.7ffffffffffffp1
// expect: copySign(2,x) 0x1.0p1 0x1.0p1 -0x1.0p1 -0x1.0p1 0x1.0p1 0x1.0p1 -0x1.0p1 0x1.0p1 0x1.0p1 -0x1.0p1 0x1.0p1 -0x1.0p1 0x1.0p1 -0x1.0p1 0x1.0p1
// expect: toDegrees NaN Infinity -Infinity -0x0.0p0 0x0.0p0 0x0.0000000000039p-1022 -0x0.0000000000039p-1022 0x1.ca5dc1a63c1f8p-1017 Infinity -Infinity 0x1.ca5dc1a63c1f8p5 -0x1.ca5dc1a63c1f8p5 0x1.ca5dc1a63c1f8p4 -0x1.1e7a9907e593bp7 0x1.57c6513cad17ap7
// expect: toRadians NaN Infinity -Infinity -0x0.0p0 0x0.0p0 0x0.0p0 -0x0.0p0 0x0.0477d1a894a75p-1022 0x1.1df46a2529d38p1018 -0x1.1df46a2529d38p1018 0x1.1df46a2529d39p-6 -0x1.1df46a2529d39p-6 0x1.1df46a2529d39p-7 -0x1.657184ae74487p-5 0x1.acee9f37bebd6p-5
// expect: fma(x,2,1) NaN Infinity -Infinity 0x1.0p0 0x1.0p0 0x1.0p0 0x1.0p0 0x1.0p0 Infinity -Infinity 0x1.8p1 -0x1.0p0 0x1.0p1 -0x1.0p2 0x1.cp2
// expect: fma(x,x,-1) NaN Infinity Infinity -0x1.0p0 -0x1.0p0 -0x1.0p0 -0x1.0p0 -0x1.0p0 Infinity Infinity 0x0.0p0 0x0.0p0 -0x1.8p-1 0x1.5p2 0x1.0p3
// expect: cbrt NaN Infinity -Infinity -0.000000000 0.000000000 1.703183936e-108 -1.703183936e-108 2.812644285e-103 5.643803094e+102 -5.643803094e+102 1.000000000 -1.000000000 0.7937005260 -1.357208808 1.442249570
// expect: sin NaN NaN NaN -0.000000000 0.000000000 4.900000000e-324 -4.900000000e-324 2.225073859e-308 0.004961954789 -0.004961954789 0.8414709848 -0.8414709848 0.4794255386 -0.5984721441 0.1411200081
// expect: cos NaN NaN NaN 1.000000000 1.000000000 1.000000000 1.000000000 1.000000000 -0.9999876894 -0.9999876894 0.5403023059 0.5403023059 0.8775825619 -0.8011436155 -0.9899924966
// expect: tan NaN NaN NaN -0.000000000 0.000000000 4.900000000e-324 -4.900000000e-324 2.225073859e-308 -0.004962015874 0.004962015874 1.557407725 -1.557407725 0.5463024898 0.7470222972 -0.1425465431
// expect: asin NaN NaN NaN -0.000000000 0.000000000 4.900000000e-324 -4.900000000e-324 2.225073859e-308 NaN NaN 1.570796327 -1.570796327 0.5235987756 NaN NaN
// expect: acos NaN NaN NaN 1.570796327 1.570796327 1.570796327 1.570796327 1.570796327 NaN NaN 0.000000000 3.141592654 1.047197551 NaN NaN
// expect: atan NaN 1.570796327 -1.570796327 -0.000000000 0.000000000 4.900000000e-324 -4.900000000e-324 2.225073859e-308 1.570796327 -1.570796327 0.7853981634 -0.7853981634 0.4636476090 -1.190289950 1.249045772
// expect: exp NaN Infinity 0.000000000 1.000000000 1.000000000 1.000000000 1.000000000 1.000000000 Infinity 0.000000000 2.718281828 0.3678794412 1.648721271 0.08208499862 20.08553692
// expect: log NaN Infinity NaN -Infinity -Infinity -744.4400719 NaN -708.3964185 709.7827129 NaN 0.000000000 NaN -0.6931471806 NaN 1.098612289
// expect: log10 NaN Infinity NaN -Infinity -Infinity -323.3062153 NaN -307.6526556 308.2547156 NaN 0.000000000 NaN -0.3010299957 NaN 0.4771212547
// expect: atan2(x,-0) NaN 1.570796327 -1.570796327 -3.141592654 3.141592654 1.570796327 -1.570796327 1.570796327 1.570796327 -1.570796327 1.570796327 -1.570796327 1.570796327 -1.570796327 1.570796327
// expect: atan2(1,x) NaN 0.000000000 3.141592654 1.570796327 1.570796327 1.570796327 1.570796327 1.570796327 5.562684646e-309 3.141592654 0.7853981634 2.356194490 1.107148718 2.761086276 0.3217505544
// expect: hypot(x,3) NaN Infinity Infinity 3.000000000 3.000000000 3.000000000 3.000000000 3.000000000 1.797693135e+308 1.797693135e+308 3.162277660 3.162277660 3.041381265 3.905124838 4.242640687
// expect: pow(x,0.5) NaN Infinity Infinity 0.000000000 0.000000000 2.222758749e-162 NaN 1.491668146e-154 1.340780793e+154 NaN 1.000000000 NaN 0.7071067812 NaN 1.732050808
// expect: pow(2,x) NaN Infinity 0.000000000 1.000000000 1.000000000 1.000000000 1.000000000 1.000000000 Infinity 0.000000000 2.000000000 0.5000000000 1.414213562 0.1767766953 8.000000000
// expect: pow(x,-1) NaN 0.000000000 -0.000000000 -Infinity Infinity Infinity -Infinity 4.494232837e+307 5.562684646e-309 -5.562684646e-309 1.000000000 -1.000000000 2.000000000 -0.4000000000 0.3333333333
// expect: StrictMath.sin NaN NaN NaN -0.000000000 0.000000000 4.900000000e-324 -4.900000000e-324 2.225073859e-308 0.004961954789 -0.004961954789 0.8414709848 -0.8414709848 0.4794255386 -0.5984721441 0.1411200081
// expect: round 0 9223372036854775807 -9223372036854775808 0 0 0 0 0 9223372036854775807 -9223372036854775808 1 -1 1 -2 3
// expect: 1.4901161E-8 NaN 5.551115123125783E-17
// expect: -4 1 -4 -1 -2147483648
// expect: addExact: integer overflow
// expect: multiplyExact: long overflow
// expect: toIntExact: integer overflow
