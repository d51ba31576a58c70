// Loading native libraries and binding native methods: System.loadLibrary through
// java.library.path (JNI_OnLoad runs once, also when loaded again), LdRegistered's native bound
// by JNI_OnLoad's RegisterNatives to a C function no JNI name would find, overloaded natives
// bound by long names, mangled names ('_' as _1, a nested class's '$' as _00024, a non-ASCII
// character as _0xxxx), a native with no C function, a missing library, GetVersion, and
// GetJavaVM then GetEnv on the VM (and GetEnv of an unknown version: JNI_EVERSION, -3).
// wwvm-args: -Djava.library.path=${WW_NATIVE_DIR}
// java-args: -Djava.library.path=${WW_NATIVE_DIR}
// expect: JNI_OnLoad calls: 1
// expect: after loading again: 1
// expect: registered: 402
// expect: over(int 1); over(int 2, String two); over(String[] of 3)
// expect: under_score: 42, Inner.nested: 7, caf\u00e9: 233
// expect: GetVersion at least 1.8: true
// expect: GetJavaVM 0, the VM of JNI_OnLoad true; GetEnv 0, the same JNIEnv true; GetEnv of an unknown version -3
// expect: unbound: java.lang.UnsatisfiedLinkError: 'int JniLoading.unbound(int)'
// expect: nosuch: java.lang.UnsatisfiedLinkError: no nosuch in java.library.path: <path>
public class JniLoading {
    static {
        System.loadLibrary("wwjnitest");
    }

    static native int onLoadCalls();
    static native String over(int x);
    static native String over(int x, String s);
    static native String over(String[] a);
    static native int under_score(int x);
    static native int café();
    static native int version();
    static native String vmAndEnv();
    static native int unbound(int x);

    static class Inner {
        static native int nested();
    }

    public static void main(String[] args) {
        System.out.println("JNI_OnLoad calls: " + onLoadCalls());
        System.loadLibrary("wwjnitest");
        System.out.println("after loading again: " + onLoadCalls());
        System.out.println("registered: " + LdRegistered.sum(4, 2));
        System.out.println(over(1) + "; " + over(2, "two") + "; " + over(new String[3]));
        System.out.println("under_score: " + under_score(41) + ", Inner.nested: " + Inner.nested()
                + ", caf\\u00e9: " + café());
        System.out.println("GetVersion at least 1.8: " + (version() >= 0x00010008));
        System.out.println(vmAndEnv());
        try {
            System.out.println("unbound: " + unbound(1));
        } catch (UnsatisfiedLinkError e) {
            System.out.println("unbound: " + e);
        }
        try {
            System.loadLibrary("nosuch");
            System.out.println("nosuch: loaded");
        } catch (UnsatisfiedLinkError e) {
            String path = System.getProperty("java.library.path");
            System.out.println("nosuch: " + e.getClass().getName() + ": " + e.getMessage().replace(path, "<path>"));
        }
    }
}

/** Its native is bound by the library's JNI_OnLoad through RegisterNatives. No static
 *  initialiser, so that JNI_OnLoad finding it runs no Java code. */
class LdRegistered {
    static native int sum(int a, int b);
}
