// java.lang.ref.WeakReference (CLDC 1.1): a collection clears a reference whose referent is
// only weakly reachable and keeps one whose referent is still strongly reachable, also through
// other objects; clear() empties a reference by hand.
// java-args: -XX:+UseSerialGC
// expect: strong kept: true
// expect: dead cleared: true
// expect: reachable through a field kept: true
// expect: referent of a dead reference cleared too: true
// expect: cleared by hand: true
import java.lang.ref.WeakReference;

public class WeakReferences {
    static final class Box {
        Object item;
        Box(Object item) { this.item = item; }
    }

    public static void main(String[] args) {
        Object strong = new Object();
        WeakReference<Object> toStrong = new WeakReference<Object>(strong);
        WeakReference<int[]> toDead = new WeakReference<int[]>(new int[100]);
        int[] inBox = new int[10];
        Box box = new Box(inBox);
        inBox = null;
        WeakReference<Object> throughField = new WeakReference<Object>(box.item);
        WeakReference<WeakReference<String>> outer =
                new WeakReference<WeakReference<String>>(new WeakReference<String>(new String("x")));
        System.gc();
        System.out.println("strong kept: " + (toStrong.get() == strong));
        System.out.println("dead cleared: " + (toDead.get() == null));
        System.out.println("reachable through a field kept: " + (throughField.get() == box.item));
        System.out.println("referent of a dead reference cleared too: " + (outer.get() == null));
        toStrong.clear();
        System.out.println("cleared by hand: " + (toStrong.get() == null));
    }
}
