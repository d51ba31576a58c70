// Abstract classes: abstract methods implemented in subclasses, template methods, and no instances.
abstract class AcShape {
    final String name;
    AcShape(String name) { this.name = name; }
    abstract double area();
    String report() { return name + " area " + area(); }
}

class AcSquare extends AcShape {
    final double side;
    AcSquare(double side) { super("square"); this.side = side; }
    @Override double area() { return side * side; }
}

abstract class AcRect extends AcShape {
    AcRect() { super("rect"); }
}

class AcUnit extends AcRect {
    @Override double area() { return 1; }
}

public class abstract_classes {
    public static void main(String[] args) {
        AcShape[] shapes = { new AcSquare(1.5), new AcUnit() };
        for (AcShape s : shapes) System.out.println(s.report());
        // expect: square area 2.25
        // expect: rect area 1.0
        System.out.println(shapes[1] instanceof AcRect);
        // expect: true
    }
}
