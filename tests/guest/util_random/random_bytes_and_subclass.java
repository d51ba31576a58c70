// java.util.Random: nextBytes fills four bytes per nextInt (low byte first); a subclass sees
// setSeed called from the constructor and can replace next(bits), which every method uses.
import java.util.Random;

public class random_bytes_and_subclass {
    static class RbCounting extends Random {
        int calls;
        long seedsSet;

        RbCounting(long seed) {
            super(seed);
        }

        public synchronized void setSeed(long seed) {
            seedsSet++;
            super.setSeed(seed);
        }

        protected int next(int bits) {
            calls++;
            return super.next(bits);
        }
    }

    static class RbConstant extends Random {
        protected int next(int bits) {
            return 0x12345678 >>> (32 - bits);
        }
    }

    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < b.length; i++) {
            sb.append(Integer.toHexString((b[i] & 0xff) | 0x100).substring(1));
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        Random r = new Random(99);
        for (int len = 0; len <= 9; len++) {
            byte[] b = new byte[len];
            r.nextBytes(b);
            System.out.println(len + ": [" + hex(b) + "]");
        }
        RbCounting c = new RbCounting(3);
        System.out.println("setSeed calls " + c.seedsSet);
        c.nextInt();
        c.nextLong();
        c.nextDouble();
        c.nextBytes(new byte[6]);
        c.nextInt(10);
        System.out.println("next calls " + c.calls);
        System.out.println(c.nextInt() == new Random(3).nextInt());
        RbConstant k = new RbConstant();
        System.out.println(k.nextInt() + " " + k.nextInt(100) + " " + k.nextInt(64) + " " + k.nextLong()
                + " " + k.nextBoolean());
        System.out.println(k.nextDouble() + " " + k.nextFloat());
        // two unseeded generators differ
        System.out.println(new Random().nextLong() != new Random().nextLong());
    }

    // Output, as the JDK prints it:
    // expect: 0: []
    // expect: 1: [76]
    // expect: 2: [9461]
    // expect: 3: [7ba4e5]
    // expect: 4: [4737d8b5]
    // expect: 5: [48e9cfd0e5]
    // expect: 6: [b460f6dd0d16]
    // expect: 7: [80737ec45ea456]
    // expect: 8: [99cf33423613bdbf]
    // expect: 9: [4bc11b585f89d888a5]
    // expect: setSeed calls 1
    // expect: next calls 8
    // expect: false
    // expect: 305419896 48 4 1311768465173141112 false
    // expect: 0.07111109899149992 0.07111108
    // expect: true
}
