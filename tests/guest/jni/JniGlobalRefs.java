// JNI global references kept in C statics across thousands of allocations and System.gc()
// calls, then used: the same objects, with their contents (an int[] read through its global
// reference, a String called through a cached jclass and jmethodID). Under wwvm it runs with
// -Xgc:stress, where every allocation collects and moves every object; on the JDK it is an
// ordinary run with the same output.
// wwvm-args: -Djava.library.path=${WW_NATIVE_DIR} -Xgc:stress
// java-args: -Djava.library.path=${WW_NATIVE_DIR}
// expect: kept: true
// expect: churned 4000
// expect: sum through the global reference: 2646700
// expect: length through a cached method: 22
// expect: string: kept by C, 200 squares
// expect: array: length 200, a[199] = 39601
// expect: churned 4000
// expect: the same objects after more collections: true true false
// expect: sum in Java: 2646700, in C: 2646700
// expect: released; the Java references remain: 22 100
public class JniGlobalRefs {
    static {
        System.loadLibrary("wwjnitest");
    }

    static native boolean keep(int[] array, String s);
    static native int[] keptArray();
    static native String keptString();
    static native long sumKept();
    static native int keptLength();
    static native boolean isKept(Object o);
    static native void release();

    /** Only C refers to the array and the string once this returns. */
    static boolean keepSome() {
        int[] squares = new int[200];
        for (int i = 0; i < squares.length; i++) {
            squares[i] = i * i;
        }
        String s = new StringBuilder("kept by C, ").append(squares.length).append(" squares").toString();
        return keep(squares, s);
    }

    /** Allocations that become garbage at once, with a full collection every 250. */
    static int churn(int n) {
        Object[] ring = new Object[8];
        int made = 0;
        for (int i = 0; i < n; i++) {
            ring[i % ring.length] = new int[i % 32 + 1];
            made++;
            if (i % 250 == 0) {
                System.gc();
            }
        }
        return made;
    }

    public static void main(String[] args) {
        System.out.println("kept: " + keepSome());
        System.out.println("churned " + churn(4000));
        System.out.println("sum through the global reference: " + sumKept());
        System.out.println("length through a cached method: " + keptLength());
        String s = keptString();
        int[] a = keptArray();
        System.out.println("string: " + s);
        System.out.println("array: length " + a.length + ", a[199] = " + a[199]);
        System.out.println("churned " + churn(4000));
        System.out.println("the same objects after more collections: " + isKept(a) + " " + isKept(s) + " "
                + isKept(new int[200]));
        long sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += a[i];
        }
        System.out.println("sum in Java: " + sum + ", in C: " + sumKept());
        release();
        System.out.println("released; the Java references remain: " + s.length() + " " + a[10]);
    }
}
