// Instance fields of every type: default values, then stores and loads (getfield/putfield).
public class instance_fields_all_types {
    boolean z; byte b; char c; short s; int i; long l; float f; double d; String r; int[] a;

    public static void main(String[] args) {
        instance_fields_all_types o = new instance_fields_all_types();
        System.out.println(o.z + " " + o.b + " " + (int) o.c + " " + o.s + " " + o.i + " " + o.l
                + " " + o.f + " " + o.d + " " + o.r + " " + o.a);
        // expect: false 0 0 0 0 0 0.0 0.0 null null
        o.z = true; o.b = -7; o.c = 'Q'; o.s = 1234; o.i = -99999;
        o.l = 1L << 62; o.f = 1.5f; o.d = -2.75; o.r = "ref"; o.a = new int[] { 3 };
        System.out.println(o.z + " " + o.b + " " + o.c + " " + o.s + " " + o.i + " " + o.l
                + " " + o.f + " " + o.d + " " + o.r + " " + o.a[0]);
        // expect: true -7 Q 1234 -99999 4611686018427387904 1.5 -2.75 ref 3
        instance_fields_all_types p = new instance_fields_all_types();
        System.out.println(p.i + " " + p.r);
        // expect: 0 null
    }
}
