// Static methods in interfaces are called through the interface name (invokestatic on an interface).
interface SimMath {
    static int square(int x) { return x * x; }
    static int sumOfSquares(int a, int b) { return square(a) + square(b); }
    int apply(int x);
}

class SimDoubler implements SimMath {
    public int apply(int x) { return SimMath.square(x) * 2; }
}

public class static_interface_methods {
    public static void main(String[] args) {
        System.out.println(SimMath.square(12));
        // expect: 144
        System.out.println(SimMath.sumOfSquares(3, 4));
        // expect: 25
        System.out.println(new SimDoubler().apply(5));
        // expect: 50
    }
}
