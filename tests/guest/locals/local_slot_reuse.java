// Locals in sibling scopes share slots with different types; each scope sees its own value.
public class local_slot_reuse {
    public static void main(String[] args) {
        {
            long l = 1234567890123L;
            System.out.println(l);
        }
        // expect: 1234567890123
        {
            int a = 7, b = 8;
            System.out.println(a * b);
        }
        // expect: 56
        {
            double d = 2.5;
            System.out.println(d * 2);
        }
        // expect: 5.0
        {
            String s = "ref";
            Object o = s;
            System.out.println(o);
        }
        // expect: ref
        for (int i = 0; i < 2; i++) {
            float f = i + 0.5f;
            System.out.println(f);
        }
        // expect: 0.5
        // expect: 1.5
    }
}
