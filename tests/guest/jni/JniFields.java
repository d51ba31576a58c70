// JNI fields: GetFieldID and GetStaticFieldID, Get/Set<Type>Field and Get/SetStatic<Type>Field
// for every primitive type, for Object and String fields, for an inherited field and for a
// static field whose class C initialises; GetFieldID of a missing field or of a field with
// another type leaves NoSuchFieldError pending.
// wwvm-args: -Djava.library.path=${WW_NATIVE_DIR}
// java-args: -Djava.library.path=${WW_NATIVE_DIR}
// expect: instance before: true 127 65535 32767 2147483647 9223372036854775807 3.4028235E38 -0.0 java.lang.Integer:7 java.lang.String:p text 5
// expect: instance after:  false -128 0 -32768 -2147483648 -9223372036854775808 Infinity 0.0 java.lang.String:p java.lang.Integer:7 set in C 50
// expect: instance again:  true -127 1 -32767 -2147483647 -9223372036854775807 Infinity -0.0 java.lang.Integer:7 java.lang.String:p set in C 500
// expect: static before: false -128 127 -1 -1 -9223372036854775808 NaN 4.9E-324 null [I:[] null
// expect: static after:  true -127 128 0 0 -9223372036854775807 NaN -4.9E-324 [I:[] null static set in C
// expect: a constant its class computes: 385
// expect: field nosuch I: java.lang.NoSuchFieldError
// expect: field i J: java.lang.NoSuchFieldError
// expect: field sz Z: java.lang.NoSuchFieldError
// expect: field text Ljava/lang/Object;: java.lang.NoSuchFieldError
public class JniFields {
    static {
        System.loadLibrary("wwjnitest");
    }

    static native void transform(FdHolder h);
    static native void transformStatics();
    static native int computedConstant();
    static native void lookUp(String name, String signature);

    public static void main(String[] args) {
        FdHolder h = new FdHolder();
        h.z = true;
        h.b = Byte.MAX_VALUE;
        h.c = '\uffff';
        h.s = Short.MAX_VALUE;
        h.i = Integer.MAX_VALUE;
        h.j = Long.MAX_VALUE;
        h.f = Float.MAX_VALUE;
        h.d = -0.0;
        h.o = Integer.valueOf(7);
        h.p = "p";
        h.text = "text";
        System.out.println("instance before: " + h);
        transform(h);
        System.out.println("instance after:  " + h);
        transform(h);
        System.out.println("instance again:  " + h);

        FdHolder.sz = false;
        FdHolder.sb = Byte.MIN_VALUE;
        FdHolder.sc = '\u007f';
        FdHolder.ss = -1;
        FdHolder.si = -1;
        FdHolder.sj = Long.MIN_VALUE;
        FdHolder.sf = Float.NaN;
        FdHolder.sd = Double.MIN_VALUE;
        FdHolder.so = null;
        FdHolder.sp = new int[0];
        System.out.println("static before: " + FdHolder.statics());
        transformStatics();
        System.out.println("static after:  " + FdHolder.statics());

        System.out.println("a constant its class computes: " + computedConstant());

        String[][] lookups = {{"nosuch", "I"}, {"i", "J"}, {"sz", "Z"}, {"text", "Ljava/lang/Object;"}};
        for (int k = 0; k < lookups.length; k++) {
            try {
                lookUp(lookups[k][0], lookups[k][1]);
                System.out.println("field " + lookups[k][0] + " " + lookups[k][1] + ": found");
            } catch (NoSuchFieldError e) {
                // The class only: the JDK's message differs between releases (17.0.21 says
                // "FdHolder.nosuch I", older ones the bare name).
                System.out.println("field " + lookups[k][0] + " " + lookups[k][1] + ": " + e.getClass().getName());
            }
        }
    }
}

class FdBase {
    int inherited = 5;
}

class FdHolder extends FdBase {
    boolean z;
    byte b;
    char c;
    short s;
    int i;
    long j;
    float f;
    double d;
    Object o;
    Object p;
    String text;

    static boolean sz;
    static byte sb;
    static char sc;
    static short ss;
    static int si;
    static long sj;
    static float sf;
    static double sd;
    static Object so;
    static Object sp;
    static String stext;

    public String toString() {
        return z + " " + b + " " + (int) c + " " + s + " " + i + " " + j + " " + f + " " + d + " " + describe(o)
                + " " + describe(p) + " " + text + " " + inherited;
    }

    static String statics() {
        return sz + " " + sb + " " + (int) sc + " " + ss + " " + si + " " + sj + " " + sf + " " + sd + " "
                + describe(so) + " " + describe(sp) + " " + stext;
    }

    static String describe(Object x) {
        return x == null ? "null" : x.getClass().getName() + ":" + (x instanceof int[] ? "[]" : x.toString());
    }
}

class FdConstants {
    static final int COMPUTED;

    static {
        int sum = 0;
        for (int i = 1; i <= 10; i++) {
            sum += i * i;
        }
        COMPUTED = sum;
    }
}
