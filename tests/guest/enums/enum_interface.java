// Enums implementing interfaces: dispatch through the interface, per-constant implementations,
// enum constants in arrays of the interface type, instanceof Comparable/Serializable.
interface EiShape {
    double area(double size);
    String label();
}

enum EiBasic implements EiShape {
    SQUARE {
        public double area(double s) { return s * s; }
    },
    CIRCLE {
        public double area(double s) { return 3.0 * s * s; }
        public String label() { return "round"; }
    };

    public String label() { return name().toLowerCase(); }
}

enum EiUnit implements Runnable {
    ONLY;

    int runs;

    public void run() { runs++; }
}

public class enum_interface {
    public static void main(String[] args) {
        EiShape[] shapes = { EiBasic.SQUARE, EiBasic.CIRCLE };
        for (EiShape s : shapes) {
            System.out.println(s.label() + " " + s.area(2.0) + " " + s);
        }
        Runnable r = EiUnit.ONLY;
        r.run();
        r.run();
        System.out.println(EiUnit.ONLY.runs);
        Object o = EiBasic.CIRCLE;
        System.out.println((o instanceof EiShape) + " " + (o instanceof Comparable)
                + " " + (o instanceof java.io.Serializable) + " " + (o instanceof Enum)
                + " " + (o instanceof Runnable));
        System.out.println(EiShape.class.isAssignableFrom(EiBasic.class) + " "
                + EiShape.class.isAssignableFrom(EiBasic.CIRCLE.getClass()));
        Enum<?> e = EiUnit.ONLY;
        System.out.println(e.name() + " " + e.ordinal() + " " + e.getDeclaringClass().getName());
        // expect: square 4.0 SQUARE
        // expect: round 12.0 CIRCLE
        // expect: 2
        // expect: true true true true false
        // expect: true true
        // expect: ONLY 0 EiUnit
    }
}
