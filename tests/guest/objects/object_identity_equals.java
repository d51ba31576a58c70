// Object.equals is identity unless overridden; an override is used by equals calls through Object.
class OieDefault { }

class OiePoint {
    final int x, y;
    OiePoint(int x, int y) { this.x = x; this.y = y; }
    @Override public boolean equals(Object o) {
        if (!(o instanceof OiePoint)) return false;
        OiePoint p = (OiePoint) o;
        return p.x == x && p.y == y;
    }
    @Override public int hashCode() { return 31 * x + y; }
    @Override public String toString() { return "(" + x + "," + y + ")"; }
}

public class object_identity_equals {
    public static void main(String[] args) {
        OieDefault d1 = new OieDefault(), d2 = new OieDefault();
        System.out.println(d1.equals(d1) + " " + d1.equals(d2) + " " + (d1.hashCode() == d1.hashCode()));
        // expect: true false true
        Object p = new OiePoint(1, 2), q = new OiePoint(1, 2);
        System.out.println(p.equals(q) + " " + (p == q) + " " + p.hashCode() + " " + (p.hashCode() == q.hashCode()));
        // expect: true false 33 true
        System.out.println(p.equals("(1,2)") + " " + p.toString().equals("(1,2)"));
        // expect: false true
        System.out.println("point " + p);
        // expect: point (1,2)
    }
}
