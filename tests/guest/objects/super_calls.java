// super.m() calls the superclass version (invokespecial), even from an override deeper down.
class ScA {
    String who() { return "A"; }
}

class ScB extends ScA {
    @Override String who() { return "B>" + super.who(); }
}

class ScC extends ScB {
    @Override String who() { return "C>" + super.who(); }
    String skip() { return super.who(); }
    @Override public String toString() { return "ScC:" + super.toString().startsWith("ScC@"); }
}

public class super_calls {
    public static void main(String[] args) {
        ScC c = new ScC();
        System.out.println(c.who());
        // expect: C>B>A
        System.out.println(c.skip());
        // expect: B>A
        ScA asA = c;
        System.out.println(asA.who());
        // expect: C>B>A
        System.out.println(c);
        // expect: ScC:true
    }
}
