// JNI calls back into Java: Call<Type>Method, CallNonvirtual<Type>Method (the superclass's
// implementation) and CallStatic<Type>Method for every return type, each in the three forms
// (C varargs, va_list, jvalue array) with arguments of every type; NewObject, NewObjectV,
// NewObjectA and AllocObject; FindClass, GetObjectClass, GetSuperclass, IsInstanceOf,
// IsAssignableFrom, IsSameObject, GetMethodID of an inherited method, GetStaticMethodID
// initialising its class; Java -> C -> Java -> C recursion, and a loop run by a callback.
// wwvm-args: -Djava.library.path=${WW_NATIVE_DIR}
// java-args: -Djava.library.path=${WW_NATIVE_DIR}
// expect: boolean: virtual false false false, nonvirtual true true true, static true true true
// expect: byte: virtual 80 -109 -42, nonvirtual -19 48 115, static -115 -48 19
// expect: char: virtual 52048 3475 20438, nonvirtual 25069 42032 58995, static 63629 15056 32019
// expect: short: virtual -13488 3475 20438, nonvirtual 25069 -23504 -6541, static -1907 15056 32019
// expect: int: virtual 705153872 706153875 707153878, nonvirtual 715153901 716153904 717153907, static 725153933 726153936 727153939
// expect: long: virtual 5000121168 5001121171 5002121174, nonvirtual 5010121197 5011121200 5012121203, static 5020121229 5021121232 5022121235
// expect: float: virtual 6.2501517E8 6.2514016E8 6.2526515E8, nonvirtual 6.2626515E8 6.2639014E8 6.2651514E8, static 6.2751514E8 6.2764013E8 6.2776518E8
// expect: double: virtual 3.12507573E8 3.125700731875E8 3.12632573375E8, nonvirtual 3.131325748125E8 3.13195075E8 3.132575751875E8, static 3.137575768125E8 3.13820077E8 3.138825771875E8
// expect: Object: virtual derived:5000121167 derived:5001121170 derived:5002121173, nonvirtual base:5010121197 base:5011121200 base:5012121203, static static:5020121227 static:5021121230 static:5022121233
// expect: void: virtual 5000121168 5001121171 5002121174, nonvirtual 5010121197 5011121200 5012121203, static 5020121229 5021121232 5022121235
// expect: construct 0: CbPoint(7, seven, initialised 1), constructor runs 1
// expect: construct 1: CbPoint(7, seven, initialised 1), constructor runs 2
// expect: construct 2: CbPoint(7, seven, initialised 1), constructor runs 3
// expect: construct 3: CbPoint(0, null, initialised 0), constructor runs 3
// expect: lineage: CbDerived < CbBase < java.lang.Object; of an int[]: [I < java.lang.Object
// expect: Object and Runnable have no superclass: true
// expect: relations of a CbDerived: [true, true, true, true, true, false, true, true, false]
// expect: relations of a CbBase: [true, false, false, true, true, false, true, true, false]
// expect: same: true false true false
// expect: toString through Object: CbPoint(1, one, initialised 1), inherited: 77
// expect: before CbLazy
// expect: CbLazy initialised
// expect: lazy value 42
// expect: recurse(30) = 30465, native frames nested 30
// expect: trace: 30 29 28 27 26 25 24 23 22 21 20 19 18 17 16 15 14 13 12 11 10 9 8 7 6 5 4 3 2 1
// expect: fib(90) through a callback: 2880067194370816120
import java.util.Arrays;

public class JniCallbacks {
    static {
        System.loadLibrary("wwjnitest");
    }

    static native boolean callBoolean(CbBase target, int kind, int form, int k);
    static native byte callByte(CbBase target, int kind, int form, int k);
    static native char callChar(CbBase target, int kind, int form, int k);
    static native short callShort(CbBase target, int kind, int form, int k);
    static native int callInt(CbBase target, int kind, int form, int k);
    static native long callLong(CbBase target, int kind, int form, int k);
    static native float callFloat(CbBase target, int kind, int form, int k);
    static native double callDouble(CbBase target, int kind, int form, int k);
    static native Object callObject(CbBase target, int kind, int form, int k);
    static native void callVoid(CbBase target, int kind, int form, int k);

    static native Object construct(int form, int x, String label);
    static native Class<?>[] lineage(Object o);
    static native boolean rootsHaveNoSuperclass();
    static native boolean[] relations(Object o);
    static native boolean same(Object a, Object b);
    static native Object callToString(Object o);
    static native int callInherited(Object o);
    static native int lazyValue();
    static native int recurse(int n);
    static native int deepestNesting();
    static native long callFib(int n);

    static final StringBuilder trace = new StringBuilder();

    static int down(int n) {
        trace.append(n).append(' ');
        return recurse(n - 1) + n;
    }

    static long fib(int n) {
        long a = 0, b = 1;
        for (int i = 0; i < n; i++) {
            long t = a + b;
            a = b;
            b = t;
        }
        return a;
    }

    static final String[] KINDS = {"virtual", "nonvirtual", "static"};

    public static void main(String[] args) {
        CbBase target = new CbDerived();
        for (int type = 0; type < 10; type++) {
            StringBuilder line = new StringBuilder();
            for (int kind = 0; kind < 3; kind++) {
                line.append(kind == 0 ? "" : ",").append(' ').append(KINDS[kind]);
                for (int form = 0; form < 3; form++) {
                    line.append(' ').append(call(type, target, kind, form, 10 * kind + form));
                }
            }
            System.out.println(CbBase.TYPES[type] + ":" + line);
        }

        for (int form = 0; form < 4; form++) {
            System.out.println("construct " + form + ": " + construct(form, 7, "seven") + ", constructor runs "
                    + CbPoint.constructed);
        }

        Class<?>[] classes = lineage(target);
        StringBuilder names = new StringBuilder();
        for (int i = 0; i < classes.length; i++) {
            names.append(i == 0 ? "" : " < ").append(classes[i].getName());
        }
        System.out.println("lineage: " + names + "; of an int[]: " + lineage(new int[1])[0].getName() + " < "
                + lineage(new int[1])[1].getName());
        System.out.println("Object and Runnable have no superclass: " + rootsHaveNoSuperclass());
        System.out.println("relations of a CbDerived: " + Arrays.toString(relations(target)));
        System.out.println("relations of a CbBase: " + Arrays.toString(relations(new CbBase())));
        String s = "text";
        System.out.println("same: " + same(s, s) + " " + same(s, new String(s)) + " " + same(null, null) + " "
                + same(target, null));
        System.out.println("toString through Object: " + callToString(new CbPoint(1, "one")) + ", inherited: "
                + callInherited(target));
        System.out.println("before CbLazy");
        System.out.println("lazy value " + lazyValue());

        System.out.println("recurse(30) = " + recurse(30) + ", native frames nested " + deepestNesting());
        System.out.println("trace: " + trace.toString().trim());
        System.out.println("fib(90) through a callback: " + callFib(90));
    }

    /** One call through the native of the type; chars shown as numbers. */
    static String call(int type, CbBase target, int kind, int form, int k) {
        switch (type) {
            case 0: return String.valueOf(callBoolean(target, kind, form, k));
            case 1: return String.valueOf(callByte(target, kind, form, k));
            case 2: return String.valueOf((int) callChar(target, kind, form, k));
            case 3: return String.valueOf(callShort(target, kind, form, k));
            case 4: return String.valueOf(callInt(target, kind, form, k));
            case 5: return String.valueOf(callLong(target, kind, form, k));
            case 6: return String.valueOf(callFloat(target, kind, form, k));
            case 7: return String.valueOf(callDouble(target, kind, form, k));
            case 8: return String.valueOf(callObject(target, kind, form, k));
            default:
                CbBase.lastVoid = 0;
                callVoid(target, kind, form, k);
                return String.valueOf(CbBase.lastVoid);
        }
    }
}

/** The methods C calls: each mixes its nine arguments into one number. Instance methods give
 *  the mix, CbDerived's overrides the mix + 1, the static ones the mix + 2. */
class CbBase {
    static final String[] TYPES = {"boolean", "byte", "char", "short", "int", "long", "float", "double",
                                   "Object", "void"};
    static long lastVoid;

    static long mix(int k, float f, byte b, char c, short s, boolean z, long j, double d, String str) {
        return k * 1000003L + (long) (f * 4) * 10007 + b * 101 + c * 31 + s * 7 + (z ? 3 : 0) + j
                + (long) (d * 64) * 1009 + str.length() * 11 + str.charAt(0);
    }

    /** Whether every argument arrived as JniCallbacks' C code sends it. */
    static boolean asSent(float f, byte b, char c, short s, boolean z, long j, double d, String str) {
        return f == 2.5f && b == -3 && c == '\u00e9' && s == -300 && z && j == 5000000000L && d == 0.25
                && str.equals("abc");
    }

    boolean asBoolean(int k, float f, byte b, char c, short s, boolean z, long j, double d, String str) {
        return asSent(f, b, c, s, z, j, d, str);
    }
    byte asByte(int k, float f, byte b, char c, short s, boolean z, long j, double d, String str) {
        return (byte) mix(k, f, b, c, s, z, j, d, str);
    }
    char asChar(int k, float f, byte b, char c, short s, boolean z, long j, double d, String str) {
        return (char) mix(k, f, b, c, s, z, j, d, str);
    }
    short asShort(int k, float f, byte b, char c, short s, boolean z, long j, double d, String str) {
        return (short) mix(k, f, b, c, s, z, j, d, str);
    }
    int asInt(int k, float f, byte b, char c, short s, boolean z, long j, double d, String str) {
        return (int) mix(k, f, b, c, s, z, j, d, str);
    }
    long asLong(int k, float f, byte b, char c, short s, boolean z, long j, double d, String str) {
        return mix(k, f, b, c, s, z, j, d, str);
    }
    float asFloat(int k, float f, byte b, char c, short s, boolean z, long j, double d, String str) {
        return mix(k, f, b, c, s, z, j, d, str) / 8f;
    }
    double asDouble(int k, float f, byte b, char c, short s, boolean z, long j, double d, String str) {
        return mix(k, f, b, c, s, z, j, d, str) / 16.0;
    }
    Object asObject(int k, float f, byte b, char c, short s, boolean z, long j, double d, String str) {
        return "base:" + mix(k, f, b, c, s, z, j, d, str);
    }
    void asVoid(int k, float f, byte b, char c, short s, boolean z, long j, double d, String str) {
        lastVoid = mix(k, f, b, c, s, z, j, d, str);
    }

    static boolean sAsBoolean(int k, float f, byte b, char c, short s, boolean z, long j, double d, String str) {
        return asSent(f, b, c, s, z, j, d, str);
    }
    static byte sAsByte(int k, float f, byte b, char c, short s, boolean z, long j, double d, String str) {
        return (byte) (mix(k, f, b, c, s, z, j, d, str) + 2);
    }
    static char sAsChar(int k, float f, byte b, char c, short s, boolean z, long j, double d, String str) {
        return (char) (mix(k, f, b, c, s, z, j, d, str) + 2);
    }
    static short sAsShort(int k, float f, byte b, char c, short s, boolean z, long j, double d, String str) {
        return (short) (mix(k, f, b, c, s, z, j, d, str) + 2);
    }
    static int sAsInt(int k, float f, byte b, char c, short s, boolean z, long j, double d, String str) {
        return (int) (mix(k, f, b, c, s, z, j, d, str) + 2);
    }
    static long sAsLong(int k, float f, byte b, char c, short s, boolean z, long j, double d, String str) {
        return mix(k, f, b, c, s, z, j, d, str) + 2;
    }
    static float sAsFloat(int k, float f, byte b, char c, short s, boolean z, long j, double d, String str) {
        return (mix(k, f, b, c, s, z, j, d, str) + 2) / 8f;
    }
    static double sAsDouble(int k, float f, byte b, char c, short s, boolean z, long j, double d, String str) {
        return (mix(k, f, b, c, s, z, j, d, str) + 2) / 16.0;
    }
    static Object sAsObject(int k, float f, byte b, char c, short s, boolean z, long j, double d, String str) {
        return "static:" + mix(k, f, b, c, s, z, j, d, str);
    }
    static void sAsVoid(int k, float f, byte b, char c, short s, boolean z, long j, double d, String str) {
        lastVoid = mix(k, f, b, c, s, z, j, d, str) + 2;
    }

    int inherited() {
        return 77;
    }
}

class CbDerived extends CbBase implements Runnable {
    public void run() {
    }

    boolean asBoolean(int k, float f, byte b, char c, short s, boolean z, long j, double d, String str) {
        return !asSent(f, b, c, s, z, j, d, str);
    }
    byte asByte(int k, float f, byte b, char c, short s, boolean z, long j, double d, String str) {
        return (byte) (mix(k, f, b, c, s, z, j, d, str) + 1);
    }
    char asChar(int k, float f, byte b, char c, short s, boolean z, long j, double d, String str) {
        return (char) (mix(k, f, b, c, s, z, j, d, str) + 1);
    }
    short asShort(int k, float f, byte b, char c, short s, boolean z, long j, double d, String str) {
        return (short) (mix(k, f, b, c, s, z, j, d, str) + 1);
    }
    int asInt(int k, float f, byte b, char c, short s, boolean z, long j, double d, String str) {
        return (int) (mix(k, f, b, c, s, z, j, d, str) + 1);
    }
    long asLong(int k, float f, byte b, char c, short s, boolean z, long j, double d, String str) {
        return mix(k, f, b, c, s, z, j, d, str) + 1;
    }
    float asFloat(int k, float f, byte b, char c, short s, boolean z, long j, double d, String str) {
        return (mix(k, f, b, c, s, z, j, d, str) + 1) / 8f;
    }
    double asDouble(int k, float f, byte b, char c, short s, boolean z, long j, double d, String str) {
        return (mix(k, f, b, c, s, z, j, d, str) + 1) / 16.0;
    }
    Object asObject(int k, float f, byte b, char c, short s, boolean z, long j, double d, String str) {
        return "derived:" + mix(k, f, b, c, s, z, j, d, str);
    }
    void asVoid(int k, float f, byte b, char c, short s, boolean z, long j, double d, String str) {
        lastVoid = mix(k, f, b, c, s, z, j, d, str) + 1;
    }
}

/** Made by C through its constructor, or by AllocObject without it. */
class CbPoint {
    static int constructed;

    int x;
    String label;
    int initialised = 1;

    CbPoint(int x, String label) {
        this.x = x;
        this.label = label;
        constructed++;
    }

    public String toString() {
        return "CbPoint(" + x + ", " + label + ", initialised " + initialised + ")";
    }
}

class CbLazy {
    static {
        System.out.println("CbLazy initialised");
    }

    static int value() {
        return 42;
    }
}
