// Post-increment of long and double fields used as values (dup2_x1 keeps the old value).
public class long_field_postincrement {
    long counter = Long.MAX_VALUE - 1;
    double level = 0.25;

    long take() { return counter++; }

    public static void main(String[] args) {
        long_field_postincrement o = new long_field_postincrement();
        long a = o.take();
        long b = o.take();
        System.out.println(a + " " + b + " " + o.counter);
        // expect: 9223372036854775806 9223372036854775807 -9223372036854775808
        double before = o.level++;
        double after = o.level;
        System.out.println(before + " " + after);
        // expect: 0.25 1.25
        long[] box = { 1 };
        long c = box[0]++ + box[0]++;
        System.out.println(c + " " + box[0]);
        // expect: 3 3
    }
}
