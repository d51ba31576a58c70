// An abstract class that implements an interface without declaring its method (a "miranda" method),
// called through the abstract class type.
interface AciCounter { int count(); }

abstract class AciBase implements AciCounter {
    int twice() { return count() * 2; }
}

class AciImpl extends AciBase {
    public int count() { return 21; }
}

public class abstract_class_implements_interface {
    public static void main(String[] args) {
        AciBase b = new AciImpl();
        System.out.println(b.count());
        // expect: 21
        System.out.println(b.twice());
        // expect: 42
        AciCounter c = b;
        System.out.println(c.count());
        // expect: 21
    }
}
