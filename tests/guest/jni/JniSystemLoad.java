// System.load: an absolute path loads the library (JNI_OnLoad once, not again when loaded a
// second time) and binds natives; a relative path and a missing file throw
// UnsatisfiedLinkError with the JDK's messages, as does a library name with a directory in it;
// mapLibraryName gives the file name. No java.library.path here.
// args: ${WW_NATIVE_DIR}/libwwjnitest.so
// expect: relative path: java.lang.UnsatisfiedLinkError: Expecting an absolute path of the library: libwwjnitest.so
// expect: missing file: java.lang.UnsatisfiedLinkError: Can't load library: /nonexistent/libwwjnitest.so
// expect: loaded, JNI_OnLoad calls: 1
// expect: loaded again, JNI_OnLoad calls: 1
// expect: name with a directory: java.lang.UnsatisfiedLinkError: Directory separator should not appear in library name: lib/wwjnitest
// expect: mapped name: libwwjnitest.so
public class JniSystemLoad {
    static native int onLoadCalls();

    public static void main(String[] args) {
        try {
            System.load("libwwjnitest.so");
            System.out.println("relative path: loaded");
        } catch (UnsatisfiedLinkError e) {
            System.out.println("relative path: " + e);
        }
        try {
            System.load("/nonexistent/libwwjnitest.so");
            System.out.println("missing file: loaded");
        } catch (UnsatisfiedLinkError e) {
            System.out.println("missing file: " + e);
        }
        System.load(args[0]);
        System.out.println("loaded, JNI_OnLoad calls: " + onLoadCalls());
        System.load(args[0]);
        System.out.println("loaded again, JNI_OnLoad calls: " + onLoadCalls());
        try {
            System.loadLibrary("lib/wwjnitest");
            System.out.println("name with a directory: loaded");
        } catch (UnsatisfiedLinkError e) {
            System.out.println("name with a directory: " + e);
        }
        System.out.println("mapped name: " + System.mapLibraryName("wwjnitest"));
    }
}
