// An interface is initialised when a non-constant field is read, not when a class implementing it is.
interface IfiConfig {
    int CONSTANT = 3;
    String COMPUTED = IfiLog.note("IfiConfig init");
}

class IfiLog {
    static String note(String s) { System.out.println(s); return s; }
}

class IfiImpl implements IfiConfig {
    static { System.out.println("IfiImpl clinit"); }
}

public class interface_field_init {
    public static void main(String[] args) {
        new IfiImpl();
        // expect: IfiImpl clinit
        System.out.println(IfiConfig.CONSTANT);
        // expect: 3
        System.out.println(IfiConfig.COMPUTED.length());
        // expect: IfiConfig init
        // expect: 14
    }
}
