// What a trivial native call costs (docs/jni.md, "Cost"): the same float -> bits conversion
// as a Java static method, as a built-in native (Float.floatToRawIntBits: wwvm's binding
// table, an intrinsic on the JDK), and as a JNI native from libwwjnicost.so (found through
// java.library.path, called through libffi on wwvm); and a JNI native with no arguments. The
// variants alternate round by round; each figure is the median over the rounds, in ns per call
// with the loop included.
//
//   build-release/bin/wwvm -Djava.library.path=build-release/lib/native \
//       -cp build-release/benchmarks/kernels JniCallCost 1000000 11
public class JniCallCost {
    static native int rawBits(float value);

    static native void nothing();

    static int javaBits(float value) {
        return Float.floatToRawIntBits(value);
    }

    static int viaJava(int n) {
        int sum = 0;
        for (int i = 0; i < n; i++) {
            sum += javaBits(i);
        }
        return sum;
    }

    static int viaBuiltin(int n) {
        int sum = 0;
        for (int i = 0; i < n; i++) {
            sum += Float.floatToRawIntBits(i);
        }
        return sum;
    }

    static int viaJni(int n) {
        int sum = 0;
        for (int i = 0; i < n; i++) {
            sum += rawBits(i);
        }
        return sum;
    }

    static int viaJniNothing(int n) {
        for (int i = 0; i < n; i++) {
            nothing();
        }
        return 0;
    }

    static final String[] NAMES = {"java static call", "built-in native", "JNI native (float)int", "JNI native ()V"};

    static int run(int variant, int n) {
        switch (variant) {
            case 0: return viaJava(n);
            case 1: return viaBuiltin(n);
            case 2: return viaJni(n);
            default: return viaJniNothing(n);
        }
    }

    public static void main(String[] args) {
        int calls = args.length > 0 ? Integer.parseInt(args[0]) : 1000000;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 11;
        System.loadLibrary("wwjnicost");
        CallVariants.time(NAMES, 3, calls, rounds, JniCallCost::run);
    }
}
