// An inner class of an inner class reaches both enclosing instances; qualified new binds the outer.
public class inner_class_chain {
    String name;
    inner_class_chain(String n) { name = n; }

    class Middle {
        String name = "middle";
        class Leaf {
            String name = "leaf";
            String path() { return inner_class_chain.this.name + "/" + Middle.this.name + "/" + name; }
        }
    }

    public static void main(String[] args) {
        inner_class_chain root = new inner_class_chain("root");
        inner_class_chain.Middle m = root.new Middle();
        inner_class_chain.Middle.Leaf leaf = m.new Leaf();
        System.out.println(leaf.path());
        // expect: root/middle/leaf
        m.name = "changed";
        root.name = "ROOT";
        System.out.println(leaf.path());
        // expect: ROOT/changed/leaf
        System.out.println(leaf.getClass().getName());
        // expect: inner_class_chain$Middle$Leaf
    }
}
