// JNI references: NewLocalRef/DeleteLocalRef 100000 times in one native call (no table
// overflow), EnsureLocalCapacity with that many live references, nested PushLocalFrame with
// the result passed out by each PopLocalFrame, frames in a loop, GetObjectRefType, weak global
// references (NewWeakGlobalRef, IsSameObject, cleared once the referent is garbage and
// collected, DeleteWeakGlobalRef), and MonitorEnter/MonitorExit as Java sees them.
// wwvm-args: -Djava.library.path=${WW_NATIVE_DIR}
// java-args: -Djava.library.path=${WW_NATIVE_DIR}
// expect: local references made and deleted: 100000
// expect: live at once after EnsureLocalCapacity: 1500
// expect: through 50 frames: made in the innermost frame
// expect: frames pushed and popped: 10000
// expect: ref types (local, global, weak): [1, 2, 3]
// expect: weak to a live object: is it true, cleared false, get true
// expect: weak to garbage after a collection: cleared true, get null
// expect: monitor held after enter, enter, exit, exit: [true, true, true, false]; after return false
// expect: entered in Java, C sees it held: true
// expect: exit of an unowned monitor: java.lang.IllegalMonitorStateException
import java.util.Arrays;

public class JniReferences {
    static {
        System.loadLibrary("wwjnitest");
    }

    static native int localLoop(Object o, int n);
    static native int manyLive(Object o, int n);
    static native String throughFrames(int depth);
    static native int frameLoop(Object o, int n);
    static native int[] refTypes(Object o);
    static native void weakKeep(Object o);
    static native void weakKeepGarbage();
    static native boolean weakIs(Object o);
    static native Object weakGet();
    static native void weakDelete();
    static native boolean[] monitors(Object lock);
    static native void exitUnowned(Object lock);

    static boolean holds(Object lock) {
        return Thread.holdsLock(lock);
    }

    public static void main(String[] args) {
        Object o = new Object();
        System.out.println("local references made and deleted: " + localLoop(o, 100000));
        System.out.println("live at once after EnsureLocalCapacity: " + manyLive(o, 1500));
        System.out.println("through 50 frames: " + throughFrames(50));
        System.out.println("frames pushed and popped: " + frameLoop(o, 10000));
        System.out.println("ref types (local, global, weak): " + Arrays.toString(refTypes(o)));

        int[] strong = {1, 2, 3};
        weakKeep(strong);
        System.gc();
        Object back = weakGet();
        System.out.println("weak to a live object: is it " + weakIs(strong) + ", cleared " + weakIs(null)
                + ", get " + (back == strong));
        back = null;
        weakDelete();
        weakKeepGarbage();
        System.gc();
        System.out.println("weak to garbage after a collection: cleared " + weakIs(null) + ", get "
                + weakGet());
        weakDelete();

        Object lock = new Object();
        System.out.println("monitor held after enter, enter, exit, exit: " + Arrays.toString(monitors(lock))
                + "; after return " + holds(lock));
        synchronized (lock) {
            System.out.println("entered in Java, C sees it held: " + monitors(lock)[3]);
        }
        try {
            exitUnowned(lock);
            System.out.println("exit of an unowned monitor: nothing thrown");
        } catch (IllegalMonitorStateException e) {
            System.out.println("exit of an unowned monitor: " + e.getClass().getName());
        }
    }
}
