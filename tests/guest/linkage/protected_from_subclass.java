// A subclass in another package may use its superclass's protected members on itself (also
// members that were public when it was compiled), and protected statics through the class; a
// class that is no subclass fails to link. (A subclass reading a now-protected member through a
// superclass-typed reference is a VerifyError, "Bad access to protected data": that check
// belongs to the bytecode verifier and is tested with it.)
import lkp.lkp_library.SbBase;

class LkSbStranger {
    static String open(SbBase b) { return b.open(); }
}

public class protected_from_subclass extends SbBase {
    String all() {
        return count + " " + tag + " " + hello() + " " + util() + " " + open() + " " + openField;
    }

    static String other(protected_from_subclass p) {
        p.count++;
        return p.hello() + " " + p.open() + " " + p.count + " " + SbBase.tag + " " + SbBase.util();
    }

    static String firstLine(Throwable e) {
        String s = e.toString();
        int end = s.indexOf('\n');
        return end < 0 ? s : s.substring(0, end);
    }

    public static void main(String[] args) {
        protected_from_subclass p = new protected_from_subclass();
        System.out.println(p.all());
        System.out.println(other(p));
        try {
            System.out.println(LkSbStranger.open(p));
        } catch (LinkageError e) {
            System.out.println(firstLine(e));
        }
        // expect: 5 tag SbBase.hello SbBase.util SbBase.open 6
        // expect: SbBase.hello SbBase.open 6 tag SbBase.util
        // expect: java.lang.IllegalAccessError: class LkSbStranger tried to access protected method 'java.lang.String lkp.lkp_library$SbBase.open()' (LkSbStranger and lkp.lkp_library$SbBase are in unnamed module of loader 'app')
    }
}
