// A class implements a library type that has since become a class: loading the implementing
// class fails with IncompatibleClassChangeError, and so does every later attempt.
interface LkIbShape {                                     // changed: class LkIbShape
    String kind();
}

class LkIbSquare implements LkIbShape {
    public String kind() { return "square"; }
}

public class icce_implements_became_class {
    static String make() { return new LkIbSquare().kind(); }

    public static void main(String[] args) {
        for (int i = 0; i < 2; i++) {
            try {
                System.out.println(make());
            } catch (IncompatibleClassChangeError e) {
                System.out.println(e);
            }
        }
        try {
            System.out.println(Class.forName("LkIbSquare"));
        } catch (Throwable e) {
            System.out.println(e);
        }
        // expect: java.lang.IncompatibleClassChangeError: class LkIbSquare can not implement LkIbShape, because it is not an interface (LkIbShape is in unnamed module of loader 'app')
        // expect: java.lang.IncompatibleClassChangeError: class LkIbSquare can not implement LkIbShape, because it is not an interface (LkIbShape is in unnamed module of loader 'app')
        // expect: java.lang.IncompatibleClassChangeError: class LkIbSquare can not implement LkIbShape, because it is not an interface (LkIbShape is in unnamed module of loader 'app')
    }
}
