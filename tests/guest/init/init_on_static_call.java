// invokestatic triggers initialisation of the method's class before the method runs.
class IoscUtil {
    static int calls;
    static { System.out.println("IoscUtil clinit calls=" + calls); calls = 100; }
    static int call() { return ++calls; }
}

public class init_on_static_call {
    public static void main(String[] args) {
        System.out.println("before");
        // expect: before
        int r = IoscUtil.call();
        // expect: IoscUtil clinit calls=0
        System.out.println(r);
        // expect: 101
        System.out.println(IoscUtil.call());
        // expect: 102
    }
}
