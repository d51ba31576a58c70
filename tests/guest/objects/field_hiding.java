// A subclass field with the same name hides the superclass field; field access uses the static type.
class FhParent {
    String name = "parent";
    static String kind = "P";
    String getName() { return name; }
}

class FhChild extends FhParent {
    String name = "child";
    static String kind = "C";
    @Override String getName() { return name; }
    String both() { return name + "/" + super.name; }
}

public class field_hiding {
    public static void main(String[] args) {
        FhChild c = new FhChild();
        FhParent p = c;
        System.out.println(c.name + " " + p.name);
        // expect: child parent
        System.out.println(c.getName() + " " + p.getName());
        // expect: child child
        System.out.println(c.both());
        // expect: child/parent
        System.out.println(((FhParent) c).name);
        // expect: parent
        System.out.println(FhParent.kind + FhChild.kind);
        // expect: PC
    }
}
