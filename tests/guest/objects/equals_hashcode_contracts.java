// equals/hashCode of Strings and boxed values: equal objects have equal hash codes.
public class equals_hashcode_contracts {
    public static void main(String[] args) {
        String a = "wwvm", b = new String("wwvm");
        System.out.println(a.equals(b) + " " + (a.hashCode() == b.hashCode()) + " " + a.hashCode());
        // expect: true true 3663255
        System.out.println("".hashCode() + " " + "a".hashCode() + " " + "hello world".hashCode());
        // expect: 0 97 1794106052
        System.out.println(Integer.valueOf(1000).equals(1000) + " " + Integer.valueOf(-5).hashCode());
        // expect: true -5
        System.out.println(Long.valueOf(1L << 32).hashCode() + " " + Long.valueOf(-1L).hashCode());
        // expect: 1 0
        System.out.println(Boolean.TRUE.hashCode() + " " + Boolean.FALSE.hashCode());
        // expect: 1231 1237
        System.out.println(Double.valueOf(1.0).hashCode() + " " + Float.valueOf(1.0f).hashCode());
        // expect: 1072693248 1065353216
        System.out.println(Character.valueOf('A').hashCode() + " " + Short.valueOf((short) -1).hashCode() + " " + Byte.valueOf((byte) 9).hashCode());
        // expect: 65 -1 9
        System.out.println(Integer.valueOf(1).equals(Long.valueOf(1)) + " " + Double.valueOf(0.0).equals(-0.0));
        // expect: false false
        System.out.println(Double.valueOf(Double.NaN).equals(Double.NaN) + " " + a.equals(null));
        // expect: true false
    }
}
