// Class metadata lives outside the Java heap and is charged to no thread: loading and first
// running a class with many methods adds to WhiteBox.metadataBytes() far more than the thread's
// allocation tally grows (the tally sees only heap objects: here the class's mirror).
// wwvm-only
// wwvm-args: -XX:+WhiteBox
// expect: metadata grew: true
// expect: tally grew less than metadata: true
import wwtest.WhiteBox;

class MetaBig {
    static int a(int x) { return x + 1; }
    static int b(int x) { return a(x) * 2; }
    static int c(int x) { return b(x) - 3; }
    static int d(int x) { return c(x) ^ 4; }
    static int e(int x) { return d(x) | 5; }
    static int f(int x) { return e(x) & 0x7fff; }
    static int g(int x) { return f(x) + f(x + 1) + f(x + 2); }
}

public class MetadataNotCharged {
    public static void main(String[] args) {
        long metaBefore = WhiteBox.metadataBytes();
        long tallyBefore = WhiteBox.bytesAllocated();
        int r = MetaBig.g(7);
        long tallyGrowth = WhiteBox.bytesAllocated() - tallyBefore;
        long metaGrowth = WhiteBox.metadataBytes() - metaBefore;
        System.out.println("metadata grew: " + (metaGrowth > 1000 && r != 0));
        System.out.println("tally grew less than metadata: " + (tallyGrowth < metaGrowth));
    }
}
