// Kernel: IDEA block encryption. A seeded 128-bit key gives the 52 encryption subkeys (the
// key's eight 16-bit words, then the key rotated left by 25 bits again and again) and their
// decryption counterparts (multiplicative and additive inverses, in reverse round order).
// A seeded byte array is encrypted block by block (64-bit blocks, eight rounds of
// multiplication modulo 2^16+1, addition modulo 2^16 and exclusive or, then an output
// transformation) and decrypted again.
// Validates: decryption restores the original, the ciphertext differs from it, and the
// cipher gives the published test vector. Checksum: a hash of the ciphertext (exact).
// Usage: Crypt [BYTES]   (rounded up to a multiple of 8)
public final class Crypt {
    static final int DEFAULT_BYTES = 2000000;
    static final int SUBKEYS = 52;
    static final int ROUNDS = 8;

    public static void main(String[] args) {
        int size = GrandeReport.sizeArg(args, DEFAULT_BYTES, "Crypt", "BYTES");
        size = (size + 7) & ~7;
        System.out.println("Crypt: IDEA over " + size + " bytes");

        checkTestVector();

        java.util.Random random = new java.util.Random(1357L);
        int[] key = new int[8];
        for (int i = 0; i < 8; i++) {
            key[i] = random.nextInt() & 0xffff;
        }
        byte[] plain = new byte[size];
        random.nextBytes(plain);
        byte[] cipher = new byte[size];
        byte[] restored = new byte[size];

        long start = System.nanoTime();
        int[] encryptKeys = encryptionKeys(key);
        int[] decryptKeys = decryptionKeys(encryptKeys);
        cipherBytes(plain, cipher, encryptKeys);
        cipherBytes(cipher, restored, decryptKeys);
        long nanos = System.nanoTime() - start;

        int differing = 0;
        for (int i = 0; i < size; i++) {
            if (restored[i] != plain[i]) {
                GrandeReport.fail("Crypt", "decrypted byte " + i + " is " + restored[i] + ", was " + plain[i]);
            }
            if (cipher[i] != plain[i]) {
                differing++;
            }
        }
        // Random ciphertext equals the plaintext in about one byte of 256.
        if (differing < size / 2) {
            GrandeReport.fail("Crypt", "only " + differing + " of " + size + " bytes changed by encryption");
        }
        long hash = 17;
        for (int i = 0; i < size; i++) {
            hash = hash * 1000003L + (cipher[i] & 0xff);
        }
        GrandeReport.finish(String.valueOf(hash), nanos);
    }

    /** IDEA's test vector: key words 1..8, plaintext words 0..3. */
    static void checkTestVector() {
        int[] ek = encryptionKeys(new int[] {1, 2, 3, 4, 5, 6, 7, 8});
        byte[] in = {0, 0, 0, 1, 0, 2, 0, 3};
        byte[] out = new byte[8];
        cipherBytes(in, out, ek);
        int[] expect = {0x11, 0xfb, 0xed, 0x2b, 0x01, 0x98, 0x6d, 0xe5};
        for (int i = 0; i < 8; i++) {
            if ((out[i] & 0xff) != expect[i]) {
                GrandeReport.fail("Crypt", "test vector byte " + i + " is " + (out[i] & 0xff) + ", expected " + expect[i]);
            }
        }
    }

    /** The 52 encryption subkeys from eight 16-bit key words. */
    static int[] encryptionKeys(int[] key) {
        int[] ek = new int[SUBKEYS];
        for (int i = 0; i < 8; i++) {
            ek[i] = key[i];
        }
        // Rotating the 128-bit key left by 25 places makes word j of the next group from
        // words j+1 and j+2 of the previous one (indices modulo 8), shifted by 9 and 7 bits.
        for (int i = 8; i < SUBKEYS; i++) {
            int group = i - i % 8 - 8;
            int j = i % 8;
            int hi = ek[group + (j + 1) % 8];
            int lo = ek[group + (j + 2) % 8];
            ek[i] = ((hi << 9) | (lo >>> 7)) & 0xffff;
        }
        return ek;
    }

    /** The decryption subkeys: each round's keys inverted and taken in reverse order. */
    static int[] decryptionKeys(int[] ek) {
        int[] dk = new int[SUBKEYS];
        for (int round = 0; round <= ROUNDS; round++) {
            int from = 6 * (ROUNDS - round);
            int to = 6 * round;
            dk[to] = mulInverse(ek[from]);
            // The two additive keys trade places except in the first and last group, where
            // the middle words are not swapped.
            boolean outer = round == 0 || round == ROUNDS;
            dk[to + 1] = (-ek[from + (outer ? 1 : 2)]) & 0xffff;
            dk[to + 2] = (-ek[from + (outer ? 2 : 1)]) & 0xffff;
            dk[to + 3] = mulInverse(ek[from + 3]);
            if (round < ROUNDS) {
                dk[to + 4] = ek[from - 2];
                dk[to + 5] = ek[from - 1];
            }
        }
        return dk;
    }

    /** Multiplication modulo 2^16+1 where the word 0 stands for 2^16. */
    static int mul(int a, int b) {
        if (a == 0) {
            return (1 - b) & 0xffff;
        }
        if (b == 0) {
            return (1 - a) & 0xffff;
        }
        // 2^16 is -1 modulo 2^16+1, so low - high reduces the 32-bit product.
        int p = a * b;
        int lo = p & 0xffff;
        int hi = p >>> 16;
        return (lo - hi + (lo < hi ? 1 : 0)) & 0xffff;
    }

    /** The inverse modulo 2^16+1 (a prime) by the extended Euclidean algorithm. */
    static int mulInverse(int x) {
        if (x <= 1) {
            return x;  // 0 (that is 2^16, which is -1) and 1 are their own inverses
        }
        int r0 = 0x10001, r1 = x;
        int s0 = 0, s1 = 1;
        while (r1 != 0) {
            int q = r0 / r1;
            int r = r0 - q * r1;
            r0 = r1;
            r1 = r;
            int s = s0 - q * s1;
            s0 = s1;
            s1 = s;
        }
        int inv = s0 % 0x10001;
        if (inv < 0) {
            inv += 0x10001;
        }
        return inv & 0xffff;
    }

    /** Runs every 8-byte block of in through IDEA with the given subkeys into out. */
    static void cipherBytes(byte[] in, byte[] out, int[] k) {
        for (int at = 0; at < in.length; at += 8) {
            int x1 = ((in[at] & 0xff) << 8) | (in[at + 1] & 0xff);
            int x2 = ((in[at + 2] & 0xff) << 8) | (in[at + 3] & 0xff);
            int x3 = ((in[at + 4] & 0xff) << 8) | (in[at + 5] & 0xff);
            int x4 = ((in[at + 6] & 0xff) << 8) | (in[at + 7] & 0xff);
            int ki = 0;
            for (int round = 0; round < ROUNDS; round++) {
                x1 = mul(x1, k[ki]);
                x2 = (x2 + k[ki + 1]) & 0xffff;
                x3 = (x3 + k[ki + 2]) & 0xffff;
                x4 = mul(x4, k[ki + 3]);
                int t0 = mul(x1 ^ x3, k[ki + 4]);
                int t1 = mul(((x2 ^ x4) + t0) & 0xffff, k[ki + 5]);
                t0 = (t0 + t1) & 0xffff;
                x1 ^= t1;
                x4 ^= t0;
                int swap = x2 ^ t0;
                x2 = x3 ^ t1;
                x3 = swap;
                ki += 6;
            }
            // The output transformation undoes the last round's swap of the middle words.
            int y1 = mul(x1, k[ki]);
            int y2 = (x3 + k[ki + 1]) & 0xffff;
            int y3 = (x2 + k[ki + 2]) & 0xffff;
            int y4 = mul(x4, k[ki + 3]);
            out[at] = (byte) (y1 >>> 8);
            out[at + 1] = (byte) y1;
            out[at + 2] = (byte) (y2 >>> 8);
            out[at + 3] = (byte) y2;
            out[at + 4] = (byte) (y3 >>> 8);
            out[at + 5] = (byte) y3;
            out[at + 6] = (byte) (y4 >>> 8);
            out[at + 7] = (byte) y4;
        }
    }
}
