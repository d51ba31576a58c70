// ++ and op= on static fields (getstatic/putstatic with dup or dup2).
public class static_field_increment {
    static int count;
    static long total = 10;
    static double avg = 0.5;
    static char letter = 'a';

    static int next() { return count++; }

    public static void main(String[] args) {
        next();
        next();
        int third = next();
        System.out.println(third + " " + count);
        // expect: 2 3
        long t = total++;
        long u = ++total;
        total *= 1000000000000L;
        System.out.println(t + " " + u + " " + total);
        // expect: 10 12 12000000000000
        double a = avg++;
        System.out.println(a + " " + avg);
        // expect: 0.5 1.5
        letter++;
        letter += 1;
        System.out.println(letter);
        // expect: c
    }
}
