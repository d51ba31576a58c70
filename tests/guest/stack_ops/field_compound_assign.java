// Compound assignment and ++ on instance fields of every size (dup, dup_x1, dup2_x1).
public class field_compound_assign {
    int i = 5;
    long l = 100L;
    double d = 1.0;
    float f = 2f;
    short s = 1;
    String str = "a";

    void update() {
        this.l += 5;
        this.i *= 3;
        this.d /= 4;
        this.f -= 0.5f;
        this.s <<= 15;
        this.str += "b";
    }

    public static void main(String[] args) {
        field_compound_assign o = new field_compound_assign();
        o.update();
        System.out.println(o.i + " " + o.l + " " + o.d + " " + o.f + " " + o.s + " " + o.str);
        // expect: 15 105 0.25 1.5 -32768 ab
        long oldL = o.l++;
        int oldI = o.i--;
        System.out.println(oldL + " " + o.l + " " + oldI + " " + o.i);
        // expect: 105 106 15 14
        long newL = ++o.l;
        double newD = ++o.d;
        System.out.println(newL + " " + newD);
        // expect: 107 1.25
        int x = (o.i += 100);
        System.out.println(x);
        // expect: 114
    }
}
