// java.util.Random's nextFloat, nextDouble (exact bit patterns and decimal text) and nextGaussian
// (polar method, the second value of each pair cached) for several seeds. Gaussians are compared
// exactly: both VMs compute them with StrictMath.log and sqrt, which are fdlibm's bit for bit.
import java.util.Random;

public class random_doubles_gaussian {
    public static void main(String[] args) {
        long[] seeds = {0L, 1L, 42L, -987654321L, Long.MAX_VALUE};
        for (int s = 0; s < seeds.length; s++) {
            Random r = new Random(seeds[s]);
            System.out.println("seed " + seeds[s]);
            StringBuilder sb = new StringBuilder(" floats:");
            for (int i = 0; i < 4; i++) {
                sb.append(' ').append(Integer.toHexString(Float.floatToIntBits(r.nextFloat())));
            }
            System.out.println(sb);
            sb = new StringBuilder(" doubles:");
            for (int i = 0; i < 4; i++) {
                sb.append(' ').append(Long.toHexString(Double.doubleToLongBits(r.nextDouble())));
            }
            System.out.println(sb);
            sb = new StringBuilder(" gaussians:");
            for (int i = 0; i < 6; i++) {
                sb.append(' ').append(r.nextGaussian());
            }
            System.out.println(sb);
            System.out.println(" text: " + r.nextDouble() + " " + r.nextFloat());
        }
        // many gaussians, cached second values included
        Random r = new Random(2024);
        long hash = 0;
        double min = 0;
        double max = 0;
        for (int i = 0; i < 5000; i++) {
            double g = r.nextGaussian();
            hash = hash * 31 + Double.doubleToLongBits(g);
            min = Math.min(min, g);
            max = Math.max(max, g);
        }
        System.out.println("hash " + Long.toHexString(hash));
        System.out.println("min " + min + " max " + max);
        // setSeed drops a cached gaussian
        Random a = new Random(5);
        a.nextGaussian();
        a.setSeed(5);
        Random b = new Random(5);
        System.out.println(a.nextGaussian() == b.nextGaussian());
    }

    // Output, as the JDK prints it:
    // expect: seed 0
    // expect:  floats: 3f3b20b4 3f54d951 3e764f2c 3f1b3970
    // expect:  doubles: 3fe465b93a78ef81 3fe19d2e10efa128 3fe31f174640953b 3fd55373440b5f04
    // expect:  gaussians: -0.027290262907887285 0.11524570286202315 -0.39016704137993785 -0.6433888131264491 0.052460907198835775 0.5213420769298895
    // expect:  text: 0.10449068625097169 0.6251463
    // expect: seed 1
    // expect:  floats: 3f3b1ad5 3dcdc4e0 3ed1f61c 3ed09bf2
    // expect:  doubles: 3fca96666128d71c 3fd54b3c7a8ab85c 3feef7db3daf9843 3f790e549c66e000
    // expect:  gaussians: -1.1182832102556484 -1.6583217791337177 -1.8821643777572246 0.059255494425680996 -0.4084113286637019 0.28770950299107917
    // expect:  text: 0.65989270869342 0.15674686
    // expect: seed 42
    // expect:  floats: 3f3a419d 3d5fe8a0 3f2ee7bb 3d445c00
    // expect:  doubles: 3fd3c20f3f12bbb4 3fd1bba76b52c856 3fe54c2d50bb0864 3fece86cf39c2cbe
    // expect:  gaussians: -0.8172214073987268 -1.3966434026780434 -0.19094451307087512 1.4862133923906502 0.8023071496873626 -0.12151292466549345
    // expect:  text: 0.7499061812554475 0.38656682
    // expect: seed -987654321
    // expect:  floats: 3f31a231 3f1dc256 3f1a83cc 3f4241c9
    // expect:  doubles: 3fea5f3933c1d88d 3fa6327f6660f5a0 3fe9183c5b3fff48 3fc17a5a0a55bef0
    // expect:  gaussians: 0.5007465732774682 -0.9364388908721691 -3.9267988125385656 1.0319197803937243 0.8833622098040911 -0.8173244282792596
    // expect:  text: 0.9029212488564737 0.7021302
    // expect: seed 9223372036854775807
    // expect:  floats: 3e89b2d8 3ee10e44 3c490800 3f0c4bff
    // expect:  doubles: 3fe52fcbccce6dda 3fdaa6ece6637c50 3fea6ff37873c9c7 3fe9cb0ea27a675a
    // expect:  gaussians: 1.6999200838250526 0.4522041234427653 0.1584891839707202 0.6871970039216588 0.6043016467728685 -1.3274576230778463
    // expect:  text: 0.17603670286175177 0.8113442
    // expect: hash 6c53d923a9e0be9
    // expect: min -3.773999633007481 max 3.218280569592148
    // expect: true
}
