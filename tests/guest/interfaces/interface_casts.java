// checkcast to an interface succeeds only if the class implements it; the failure names both types.
interface IcaFlyer { String fly(); }
class IcaBird implements IcaFlyer { public String fly() { return "flap"; } }
class IcaStone { }

public class interface_casts {
    public static void main(String[] args) {
        Object b = new IcaBird();
        Object s = new IcaStone();
        System.out.println(((IcaFlyer) b).fly());
        // expect: flap
        try {
            IcaFlyer f = (IcaFlyer) s;
            System.out.println(f.fly());
        } catch (ClassCastException e) {
            System.out.println(e.getMessage());
        }
        // expect: class IcaStone cannot be cast to class IcaFlyer (IcaStone and IcaFlyer are in unnamed module of loader 'app')
        Comparable<?> c = (Comparable<?>) (Object) "str";
        System.out.println(c instanceof CharSequence);
        // expect: true
        Runnable r = new Runnable() { public void run() { System.out.println("ran"); } };
        r.run();
        // expect: ran
    }
}
