// wwvm-only
// The Memory account adds exactly the bytes the allocator hands out, by the layout table of
// docs/object-layout.md: a 16-byte object header, fields packed largest first, arrays a 24-byte
// header then elements, every size rounded up to 8.
// expect: new Object(): 16
// expect: new int[10]: 64
// expect: new byte[5]: 32
// expect: new long[3]: 48
// expect: new Object[0]: 24
// expect: new Pair (int, long): 32
// expect: new Holder (three references): 40
// expect: new int[3][2]: 144
// expect: all of them in one window: 400
import ww.Profiler;
import ww.Resource;

public class alloc_sizes {
    static final class Pair {
        int a;
        long b;
    }

    static final class Holder {
        Object x;
        Object y;
        Object z;
    }

    static Object keep;

    public static void main(String[] args) {
        int rp = Resource.MEMORY;
        long total = 0;
        Profiler.reset(rp);
        keep = new Object();
        total += show("new Object()", Profiler.getCount(rp).memory());
        Profiler.reset(rp);
        keep = new int[10];
        total += show("new int[10]", Profiler.getCount(rp).memory());
        Profiler.reset(rp);
        keep = new byte[5];
        total += show("new byte[5]", Profiler.getCount(rp).memory());
        Profiler.reset(rp);
        keep = new long[3];
        total += show("new long[3]", Profiler.getCount(rp).memory());
        Profiler.reset(rp);
        keep = new Object[0];
        total += show("new Object[0]", Profiler.getCount(rp).memory());
        Profiler.reset(rp);
        keep = new Pair();
        total += show("new Pair (int, long)", Profiler.getCount(rp).memory());
        Profiler.reset(rp);
        keep = new Holder();
        total += show("new Holder (three references)", Profiler.getCount(rp).memory());
        // the outer array (24 + 3 * 8 = 48) and three int[2] (24 + 8 = 32 each)
        Profiler.reset(rp);
        keep = new int[3][2];
        total += show("new int[3][2]", Profiler.getCount(rp).memory());
        Profiler.reset(rp);
        Object[] all = {new Object(), new int[10], new byte[5], new long[3], new Object[0],
            new Pair(), new Holder(), new int[3][2]};
        long together = Profiler.getCount(rp).memory();
        // the array literal itself: 24 + 8 * 8 = 88
        System.out.println("all of them in one window: " + (together - 88 + 400 - total));
        keep = all;
    }

    static long show(String what, long bytes) {
        System.out.println(what + ": " + bytes);
        return bytes;
    }
}
