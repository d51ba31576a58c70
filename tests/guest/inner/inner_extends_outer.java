// An inner class that extends its outer class: its own fields and the enclosing instance's are distinct.
public class inner_extends_outer {
    int depth;
    inner_extends_outer(int d) { depth = d; }

    class Child extends inner_extends_outer {
        // The argument is evaluated against the enclosing instance, passed in as outer.
        Child(inner_extends_outer outer) { super(outer.depth + 1); }
        int parentDepth() { return inner_extends_outer.this.depth; }
    }

    public static void main(String[] args) {
        inner_extends_outer top = new inner_extends_outer(0);
        Child c = top.new Child(top);
        Child cc = c.new Child(c);
        System.out.println(c.depth + " " + c.parentDepth());
        // expect: 1 0
        System.out.println(cc.depth + " " + cc.parentDepth());
        // expect: 2 1
        System.out.println(cc instanceof inner_extends_outer);
        // expect: true
    }
}
