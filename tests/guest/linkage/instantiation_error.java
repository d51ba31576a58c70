// new of a class the library made abstract (or turned into an interface) throws
// InstantiationError; its subclasses and static methods still work.
class LkIeShape {                                         // changed: abstract
    static String util() { return "util"; }
    String kind() { return "shape"; }
}

class LkIeCircle extends LkIeShape {
    String kind() { return "circle"; }
}

class LkIeThing {                                         // changed: interface
}

class LkIeMake {
    static Object shape() { return new LkIeShape(); }
    static Object thing() { return new LkIeThing(); }
}

public class instantiation_error {
    public static void main(String[] args) {
        for (int i = 0; i < 2; i++) {
            try {
                System.out.println(LkIeMake.shape().getClass().getName());
            } catch (InstantiationError e) {
                System.out.println(e);
            }
        }
        System.out.println(new LkIeCircle().kind() + " " + LkIeShape.util());
        try {
            System.out.println(LkIeMake.thing().getClass().getName());
        } catch (InstantiationError e) {
            System.out.println(e);
        }
        // expect: java.lang.InstantiationError: LkIeShape
        // expect: java.lang.InstantiationError: LkIeShape
        // expect: circle util
        // expect: java.lang.InstantiationError: LkIeThing
    }
}
