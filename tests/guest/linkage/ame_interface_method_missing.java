// invokeinterface of an interface method the receiver's class lacks: LkAiMarker gained the
// superinterface LkAiService after LkAiPlugin was compiled -> AbstractMethodError.
interface LkAiService {
    void start();
    String name(int id);
}

interface LkAiMarker { }                                  // changed: extends LkAiService

class LkAiPlugin implements LkAiMarker {
    public String name(int id) { return "plugin " + id; }
}

public class ame_interface_method_missing {
    public static void main(String[] args) {
        Object o = new LkAiPlugin();
        System.out.println(o instanceof LkAiService);
        LkAiService s = (LkAiService) o;
        try {
            s.start();
        } catch (AbstractMethodError e) {
            System.out.println(e);
        }
        try {
            s.start();
        } catch (AbstractMethodError e) {
            System.out.println(e);
        }
        System.out.println(s.name(7));
        // expect: true
        // expect: java.lang.AbstractMethodError: Receiver class LkAiPlugin does not define or inherit an implementation of the resolved method 'abstract void start()' of interface LkAiService.
        // expect: java.lang.AbstractMethodError: Receiver class LkAiPlugin does not define or inherit an implementation of the resolved method 'abstract void start()' of interface LkAiService.
        // expect: plugin 7
    }
}
