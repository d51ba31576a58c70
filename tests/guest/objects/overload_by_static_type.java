// Overloads are chosen by the static argument type; overrides by the receiver's runtime class.
class ObtBase {
    String take(Object o) { return "Base.Object"; }
    String take(String s) { return "Base.String"; }
}

class ObtSub extends ObtBase {
    @Override String take(Object o) { return "Sub.Object"; }
}

public class overload_by_static_type {
    public static void main(String[] args) {
        ObtBase b = new ObtSub();
        Object asObject = "text";
        System.out.println(b.take(asObject));
        // expect: Sub.Object
        System.out.println(b.take("text"));
        // expect: Base.String
        System.out.println(b.take((Object) "text"));
        // expect: Sub.Object
        System.out.println(new ObtBase().take(asObject));
        // expect: Base.Object
        System.out.println(b.take(null));
        // expect: Base.String
    }
}
