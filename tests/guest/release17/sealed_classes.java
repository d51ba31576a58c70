// Java 17 sealed hierarchies (PermittedSubclasses): final, non-sealed and sealed subclasses.
sealed interface ScShape permits ScCircle, ScSquare, ScPolygon { }

final class ScCircle implements ScShape {
    final double r;
    ScCircle(double r) { this.r = r; }
}

final class ScSquare implements ScShape {
    final double side;
    ScSquare(double side) { this.side = side; }
}

non-sealed class ScPolygon implements ScShape {
    int sides() { return 0; }
}

class ScTriangle extends ScPolygon {
    @Override int sides() { return 3; }
}

public class sealed_classes {
    static String describe(ScShape s) {
        if (s instanceof ScCircle c) return "circle r=" + c.r;
        if (s instanceof ScSquare q) return "square area=" + q.side * q.side;
        return "polygon with " + ((ScPolygon) s).sides() + " sides";
    }

    public static void main(String[] args) {
        ScShape[] shapes = { new ScCircle(1.5), new ScSquare(3), new ScTriangle(), new ScPolygon() };
        for (ScShape s : shapes) System.out.println(describe(s));
        // expect: circle r=1.5
        // expect: square area=9.0
        // expect: polygon with 3 sides
        // expect: polygon with 0 sides
    }
}
