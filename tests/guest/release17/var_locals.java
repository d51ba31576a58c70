// Java 10 local variable type inference (var), including an anonymous class type with extra members.
public class var_locals {
    public static void main(String[] args) {
        var n = 40;
        var big = 2L;
        var text = "var";
        var list = new int[] { 1, 2, 3 };
        var sum = 0;
        for (var v : list) sum += v;
        System.out.println(n + big + " " + text.length() + " " + sum);
        // expect: 42 3 6
        var counter = new Object() {
            int hits;
            void hit() { hits++; }
        };
        counter.hit();
        counter.hit();
        System.out.println(counter.hits);
        // expect: 2
        for (var i = 0; i < 2; i++) {
            var sb = new StringBuilder("i=").append(i);
            System.out.println(sb);
        }
        // expect: i=0
        // expect: i=1
    }
}
