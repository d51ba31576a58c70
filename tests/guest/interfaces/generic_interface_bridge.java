// A class implementing a generic interface is called through the erased interface method (bridge).
interface GibTransform<A, B> { B apply(A a); }

class GibLength implements GibTransform<String, Integer> {
    public Integer apply(String s) { return s.length(); }
}

public class generic_interface_bridge {
    static <A, B> B run(GibTransform<A, B> t, A a) { return t.apply(a); }

    public static void main(String[] args) {
        System.out.println(run(new GibLength(), "seven"));
        // expect: 5
        GibTransform<Integer, String> hex = new GibTransform<Integer, String>() {
            public String apply(Integer i) { return Integer.toHexString(i); }
        };
        System.out.println(run(hex, 255));
        // expect: ff
    }
}
