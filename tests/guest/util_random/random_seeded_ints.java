// java.util.Random with fixed seeds: nextInt, nextInt(bound) (powers of two, small bounds and a
// bound just above 2^30 that makes the rejection loop run), nextLong and nextBoolean equal the JDK's.
import java.util.Random;

public class random_seeded_ints {
    public static void main(String[] args) {
        long[] seeds = {0L, 42L, -1L, Long.MIN_VALUE, 0x5DEECE66DL, 123456789L};
        int[] bounds = {1, 2, 7, 10, 16, 100, 1000, 1 << 30, (1 << 30) + 1, Integer.MAX_VALUE};
        for (int s = 0; s < seeds.length; s++) {
            Random r = new Random(seeds[s]);
            StringBuilder sb = new StringBuilder("seed " + seeds[s] + ":");
            for (int i = 0; i < 5; i++) {
                sb.append(' ').append(r.nextInt());
            }
            System.out.println(sb);
            sb = new StringBuilder(" bounded:");
            for (int b = 0; b < bounds.length; b++) {
                for (int i = 0; i < 3; i++) {
                    sb.append(' ').append(r.nextInt(bounds[b]));
                }
            }
            System.out.println(sb);
            sb = new StringBuilder(" longs:");
            for (int i = 0; i < 4; i++) {
                sb.append(' ').append(r.nextLong());
            }
            System.out.println(sb);
            sb = new StringBuilder(" booleans: ");
            for (int i = 0; i < 20; i++) {
                sb.append(r.nextBoolean() ? '1' : '0');
            }
            System.out.println(sb);
        }
        // a long run through the rejection loop
        Random r = new Random(7);
        long sum = 0;
        for (int i = 0; i < 10000; i++) {
            sum += r.nextInt((1 << 30) + 12345);
        }
        System.out.println("sum " + sum);
        try {
            r.nextInt(0);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            r.nextInt(-5);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
    }

    // Output, as the JDK prints it:
    // expect: seed 0: -1155484576 -723955400 1033096058 -1690734402 -1557280266
    // expect:  bounded: 0 0 0 1 1 0 2 0 2 5 4 4 0 15 2 43 88 24 947 652 260 24951751 1488941 587057346 19810223 224392037 543062387 1342491602 613975862 882178125
    // expect:  longs: 275355961613117157 -429849028627267071 -5751058041584006506 -2440897930508784356
    // expect:  booleans: 11110101111010010111
    // expect: seed 42: -1170105035 234785527 -1360544799 205897768 1325939940
    // expect:  bounded: 0 0 0 1 0 1 4 0 0 6 2 6 12 12 15 0 63 26 913 243 241 415073015 857153729 190458693 323298246 726510756 450472430 538291085 1773748217 784177727
    // expect:  longs: 3176860285874836986 -7610621359446545191 -4588066762141701118 -7912908803613548926
    // expect:  booleans: 10110000100110110100
    // expect: seed -1: 1155099827 1887904451 52699159 -1941176418 -1451336087
    // expect:  bounded: 0 0 0 1 0 1 5 2 0 2 0 9 14 8 11 17 57 63 143 720 900 249791272 3132822 189017973 325038220 512654038 226558178 232543901 1495693083 1280529375
    // expect:  longs: 6472470557549166806 5307374797520035014 1590261952932679623 -8809794445707479295
    // expect:  booleans: 00100100010000100110
    // expect: seed -9223372036854775808: -1155484576 -723955400 1033096058 -1690734402 -1557280266
    // expect:  bounded: 0 0 0 1 1 0 2 0 2 5 4 4 0 15 2 43 88 24 947 652 260 24951751 1488941 587057346 19810223 224392037 543062387 1342491602 613975862 882178125
    // expect:  longs: 275355961613117157 -429849028627267071 -5751058041584006506 -2440897930508784356
    // expect:  booleans: 11110101111010010111
    // expect: seed 25214903917: 0 4232237 178803790 758674372 1565954732
    // expect:  bounded: 0 0 0 1 0 0 0 4 0 5 4 2 0 4 4 88 74 24 969 999 406 951672887 612692137 82436061 254158360 216716046 543980426 42609644 812559438 1457878138
    // expect:  longs: -5885931055899123139 114913128291573332 2332820156718759526 -4225627719674572859
    // expect:  booleans: 01010101011011101000
    // expect: seed 123456789: -1442945365 -1016548095 1962592967 1094656688 1677212580
    // expect:  bounded: 0 0 0 1 0 0 6 4 1 4 1 0 1 3 10 42 86 38 754 961 625 531345599 640332960 921935299 576590288 1039703933 497109061 1040554964 1883882927 264261274
    // expect:  longs: -8992573757784603725 -2148461096298000353 -5231259705275806564 -7552955232572684406
    // expect:  booleans: 01111000000101110100
    // expect: sum 5352720955029
    // expect: bound must be positive
    // expect: bound must be positive
}
