// A method inherited from a superclass wins over an interface default method with the same signature.
interface SbdNamed { default String name() { return "interface"; } }

class SbdParent { public String name() { return "class"; } }

class SbdChild extends SbdParent implements SbdNamed { }

public class superclass_beats_default {
    public static void main(String[] args) {
        SbdChild c = new SbdChild();
        System.out.println(c.name());
        // expect: class
        SbdNamed n = c;
        System.out.println(n.name());
        // expect: class
    }
}
