// A static nested class has no outer instance but can use the outer class's private statics.
public class static_nested_class {
    private static int created;

    static class Point {
        final int x, y;
        Point(int x, int y) { this.x = x; this.y = y; created++; }
        Point plus(Point o) { return new Point(x + o.x, y + o.y); }
        public String toString() { return "(" + x + ", " + y + ")"; }
    }

    private static class Hidden {
        private int secret = 7;
    }

    public static void main(String[] args) {
        Point p = new Point(1, 2).plus(new Point(10, 20));
        System.out.println(p);
        // expect: (11, 22)
        System.out.println(created);
        // expect: 3
        System.out.println(new Hidden().secret);
        // expect: 7
    }
}
