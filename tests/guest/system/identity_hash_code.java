// identityHashCode is stable for an object and ignores overridden hashCode; null hashes to 0.
public class identity_hash_code {
    static class Fixed {
        @Override public int hashCode() { return 42; }
    }

    public static void main(String[] args) {
        Object o = new Object();
        int h = System.identityHashCode(o);
        boolean stable = true;
        for (int i = 0; i < 100; i++) {
            new Object();
            if (System.identityHashCode(o) != h) stable = false;
        }
        System.out.println(stable + " " + (o.hashCode() == h));
        // expect: true true
        Fixed f = new Fixed();
        System.out.println(f.hashCode() + " " + (System.identityHashCode(f) == System.identityHashCode(f)));
        // expect: 42 true
        System.out.println(System.identityHashCode(null));
        // expect: 0
        String s = "text";
        System.out.println(System.identityHashCode(s) == System.identityHashCode("text"));
        // expect: true
    }
}
