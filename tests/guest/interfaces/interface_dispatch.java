// invokeinterface on unrelated classes implementing the same interface.
interface IdShape {
    double area();
    String name();
}

class IdCircle implements IdShape {
    public double area() { return 3.0 * 2 * 2; }
    public String name() { return "circle"; }
}

class IdSquare implements IdShape {
    public double area() { return 9; }
    public String name() { return "square"; }
}

public class interface_dispatch {
    public static void main(String[] args) {
        IdShape[] shapes = { new IdCircle(), new IdSquare(), new IdCircle() };
        double total = 0;
        for (IdShape s : shapes) {
            System.out.println(s.name() + " " + s.area());
            total += s.area();
        }
        // expect: circle 12.0
        // expect: square 9.0
        // expect: circle 12.0
        System.out.println(total);
        // expect: 33.0
    }
}
