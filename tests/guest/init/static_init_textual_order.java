// Static field initialisers and static blocks run in textual order; earlier reads see default values.
public class static_init_textual_order {
    static int a = log("a", 1);
    static int b;
    static {
        b = a + 10;
        log("block", b);
    }
    static int c = log("c", b * 2);
    static int early = peek();
    static int late = 99;

    static int log(String name, int v) { System.out.println(name + "=" + v); return v; }
    static int peek() { System.out.println("late seen as " + late); return 0; }

    public static void main(String[] args) {
        System.out.println("main " + a + " " + b + " " + c + " " + late);
    }
    // expect: a=1
    // expect: block=11
    // expect: c=22
    // expect: late seen as 0
    // expect: main 1 11 22 99
}
