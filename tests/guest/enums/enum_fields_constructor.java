// Enum constants with fields, a constructor (run for each constant, in order, while the class
// initializes), overloaded constructors, static lookup over values(), and static state that
// the constructors cannot touch but a static block can.
enum EfPlanet {
    MERCURY(3303, 2439), VENUS(48690, 6052), EARTH(59760, 6378), UNKNOWN;

    static int count;
    static final String TITLE = "planets";

    final int mass;
    final int radius;

    EfPlanet(int mass, int radius) {
        this.mass = mass;
        this.radius = radius;
        System.out.println("construct " + name() + " " + ordinal());
    }

    EfPlanet() {
        this(0, 0);
    }

    static {
        count = values().length;
        System.out.println("static block " + count);
    }

    long volumeish() { return (long) radius * radius * radius; }

    static EfPlanet byRadius(int r) {
        for (EfPlanet p : values()) {
            if (p.radius == r) return p;
        }
        return null;
    }
}

public class enum_fields_constructor {
    public static void main(String[] args) {
        System.out.println("start " + EfPlanet.TITLE);
        System.out.println(EfPlanet.EARTH.mass + " " + EfPlanet.EARTH.radius);
        System.out.println(EfPlanet.count);
        System.out.println(EfPlanet.MERCURY.volumeish());
        System.out.println(EfPlanet.byRadius(6052) + " " + EfPlanet.byRadius(1));
        System.out.println(EfPlanet.UNKNOWN.mass + EfPlanet.UNKNOWN.radius);
        // expect: start planets
        // expect: construct MERCURY 0
        // expect: construct VENUS 1
        // expect: construct EARTH 2
        // expect: construct UNKNOWN 3
        // expect: static block 4
        // expect: 59760 6378
        // expect: 4
        // expect: 14508930519
        // expect: VENUS null
        // expect: 0
    }
}
