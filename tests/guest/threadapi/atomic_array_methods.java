// Every method of AtomicIntegerArray, AtomicLongArray and AtomicReferenceArray: return values,
// toString, the copying constructors and the index errors, compared with the JDK.
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.BinaryOperator;
import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;
import java.util.function.LongBinaryOperator;
import java.util.function.LongUnaryOperator;
import java.util.function.UnaryOperator;

// expect: ints [0, 0, 0] length 3 copy [1, 2, 3] source untouched 1
// expect: ints set 7 lazy 8 getAndSet 8 [9, 2, 3]
// expect: ints cas true false [11, 2, 3]
// expect: ints weak true true true true true [11, 2, 16]
// expect: ints arith 2 3 1 2 5 5 [11, 7, 16]
// expect: ints update 7 112 [11, 112, 16]
// expect: ints accumulate 11 24 [24, 112, 16]
// expect: ints plain 4 opaque 5 acquire 6 [4, 5, 6]
// expect: ints exchange 4 40 40 40 [40, 5, 6]
// expect: ints empty []
// expect: ints get(3): java.lang.ArrayIndexOutOfBoundsException: Index 3 out of bounds for length 3
// expect: ints set(-1): java.lang.ArrayIndexOutOfBoundsException: Index -1 out of bounds for length 3
// expect: ints null: java.lang.NullPointerException
// expect: longs [0, 0] copy [5000000000, -1]
// expect: longs set 7 lazy 8 getAndSet 8 [9, -1]
// expect: longs cas true false [11, -1]
// expect: longs weak true true true true true [16, -1]
// expect: longs arith -1 0 -2 -1 9999999999 9999999999 [16, 19999999999]
// expect: longs update 16 256 [256, 19999999999]
// expect: longs accumulate 19999999999 20000000000 [256, 20000000000]
// expect: longs plain 4 opaque 5 acquire 6 [4, 6]
// expect: longs exchange 6 60 60 [4, 60]
// expect: longs incrementAndGet(2): java.lang.ArrayIndexOutOfBoundsException: Index 2 out of bounds for length 2
// expect: refs [null, null] copy [a, b, null]
// expect: refs set x lazy y getAndSet y [z, b, null]
// expect: refs cas identity false true [w, b, null]
// expect: refs weak true true true true true [w, b, null]
// expect: refs update b b! [w, b!!, null]
// expect: refs accumulate w w+q [w+q+r, b!!, null]
// expect: refs plain p opaque o acquire a [p, o, a]
// expect: refs exchange p k k [k, o, a]
// expect: refs store through Object[]: java.lang.Integer
// expect: refs compareAndSet(5): java.lang.ArrayIndexOutOfBoundsException: Index 5 out of bounds for length 3
public class atomic_array_methods {
    @SuppressWarnings("deprecation")
    static void ints() {
        int[] source = {1, 2, 3};
        AtomicIntegerArray a = new AtomicIntegerArray(source);
        source[0] = 100;
        AtomicIntegerArray z = new AtomicIntegerArray(3);
        a.set(0, 1);
        System.out.println("ints " + z + " length " + z.length() + " copy " + a + " source untouched " + a.get(0));
        a.set(0, 7);
        String s = "ints set " + a.get(0);
        a.lazySet(0, 8);
        System.out.println(s + " lazy " + a.get(0) + " getAndSet " + a.getAndSet(0, 9) + " " + a);
        System.out.println("ints cas " + a.compareAndSet(0, 9, 11) + " " + a.compareAndSet(0, 9, 12) + " " + a);
        System.out.println("ints weak " + a.weakCompareAndSet(2, 3, 12) + " " + a.weakCompareAndSetPlain(2, 12, 13) + " "
                + a.weakCompareAndSetVolatile(2, 13, 14) + " " + a.weakCompareAndSetAcquire(2, 14, 15) + " "
                + a.weakCompareAndSetRelease(2, 15, 16) + " " + a);
        System.out.println("ints arith " + a.getAndIncrement(1) + " " + a.getAndDecrement(1) + " " + a.decrementAndGet(1) + " "
                + a.incrementAndGet(1) + " " + a.addAndGet(1, 3) + " " + a.getAndAdd(1, 2) + " " + a);
        IntUnaryOperator quadruple = new IntUnaryOperator() {
            public int applyAsInt(int v) {
                return v * 4;
            }
        };
        IntBinaryOperator add = new IntBinaryOperator() {
            public int applyAsInt(int v, int x) {
                return v + x;
            }
        };
        System.out.println("ints update " + a.getAndUpdate(1, quadruple) + " " + a.updateAndGet(1, quadruple) + " " + a);
        System.out.println("ints accumulate " + a.getAndAccumulate(0, 13, add) + " " + a.accumulateAndGet(0, 0, add) + " " + a);
        a.setPlain(0, 4);
        s = "ints plain " + a.getPlain(0);
        a.setOpaque(1, 5);
        s += " opaque " + a.getOpaque(1);
        a.setRelease(2, 6);
        System.out.println(s + " acquire " + a.getAcquire(2) + " " + a);
        System.out.println("ints exchange " + a.compareAndExchange(0, 4, 40) + " " + a.compareAndExchangeAcquire(0, 4, 41) + " "
                + a.compareAndExchangeRelease(0, 41, 42) + " " + a.get(0) + " " + a);
        System.out.println("ints empty " + new AtomicIntegerArray(0));
        try {
            a.get(3);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("ints get(3): " + e);
        }
        try {
            a.set(-1, 0);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("ints set(-1): " + e);
        }
        try {
            new AtomicIntegerArray((int[]) null);
        } catch (NullPointerException e) {
            System.out.println("ints null: " + e);
        }
    }

    @SuppressWarnings("deprecation")
    static void longs() {
        AtomicLongArray a = new AtomicLongArray(new long[] {5000000000L, -1});
        System.out.println("longs " + new AtomicLongArray(2) + " copy " + a);
        a.set(0, 7);
        String s = "longs set " + a.get(0);
        a.lazySet(0, 8);
        System.out.println(s + " lazy " + a.get(0) + " getAndSet " + a.getAndSet(0, 9) + " " + a);
        System.out.println("longs cas " + a.compareAndSet(0, 9, 11) + " " + a.compareAndSet(0, 9, 12) + " " + a);
        System.out.println("longs weak " + a.weakCompareAndSet(0, 11, 12) + " " + a.weakCompareAndSetPlain(0, 12, 13) + " "
                + a.weakCompareAndSetVolatile(0, 13, 14) + " " + a.weakCompareAndSetAcquire(0, 14, 15) + " "
                + a.weakCompareAndSetRelease(0, 15, 16) + " " + a);
        System.out.println("longs arith " + a.getAndIncrement(1) + " " + a.getAndDecrement(1) + " " + a.decrementAndGet(1) + " "
                + a.incrementAndGet(1) + " " + a.addAndGet(1, 10000000000L) + " " + a.getAndAdd(1, 10000000000L) + " " + a);
        LongUnaryOperator quadruple = new LongUnaryOperator() {
            public long applyAsLong(long v) {
                return v * 4;
            }
        };
        LongBinaryOperator add = new LongBinaryOperator() {
            public long applyAsLong(long v, long x) {
                return v + x;
            }
        };
        System.out.println("longs update " + a.getAndUpdate(0, quadruple) + " " + a.updateAndGet(0, quadruple) + " " + a);
        System.out.println("longs accumulate " + a.getAndAccumulate(1, 1, add) + " " + a.accumulateAndGet(1, 0, add) + " " + a);
        a.setPlain(0, 4);
        s = "longs plain " + a.getPlain(0);
        a.setOpaque(1, 5);
        s += " opaque " + a.getOpaque(1);
        a.setRelease(1, 6);
        System.out.println(s + " acquire " + a.getAcquire(1) + " " + a);
        System.out.println("longs exchange " + a.compareAndExchange(1, 6, 60) + " " + a.compareAndExchangeAcquire(1, 6, 61)
                + " " + a.compareAndExchangeRelease(1, 61, 62) + " " + a);
        try {
            a.incrementAndGet(2);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("longs incrementAndGet(2): " + e);
        }
    }

    @SuppressWarnings("deprecation")
    static void references() {
        String[] source = {"a", "b", null};
        AtomicReferenceArray<String> a = new AtomicReferenceArray<String>(source);
        source[0] = "changed";
        System.out.println("refs " + new AtomicReferenceArray<String>(2) + " copy " + a);
        a.set(0, "x");
        String s = "refs set " + a.get(0);
        a.lazySet(0, "y");
        System.out.println(s + " lazy " + a.get(0) + " getAndSet " + a.getAndSet(0, "z") + " " + a);
        String w = "w";
        System.out.println("refs cas identity " + a.compareAndSet(0, new String("z"), w) + " " + a.compareAndSet(0, "z", w) + " " + a);
        System.out.println("refs weak " + a.weakCompareAndSet(0, w, w) + " " + a.weakCompareAndSetPlain(0, w, w) + " "
                + a.weakCompareAndSetVolatile(0, w, w) + " " + a.weakCompareAndSetAcquire(0, w, w) + " "
                + a.weakCompareAndSetRelease(0, w, w) + " " + a);
        UnaryOperator<String> bang = new UnaryOperator<String>() {
            public String apply(String v) {
                return v + "!";
            }
        };
        BinaryOperator<String> join = new BinaryOperator<String>() {
            public String apply(String v, String x) {
                return v + "+" + x;
            }
        };
        System.out.println("refs update " + a.getAndUpdate(1, bang) + " " + a.updateAndGet(1, bang).substring(0, 2) + " " + a);
        System.out.println("refs accumulate " + a.getAndAccumulate(0, "q", join) + " " + a.accumulateAndGet(0, "r", join).substring(0, 3)
                + " " + a);
        a.setPlain(0, "p");
        s = "refs plain " + a.getPlain(0);
        a.setOpaque(1, "o");
        s += " opaque " + a.getOpaque(1);
        a.setRelease(2, "a");
        System.out.println(s + " acquire " + a.getAcquire(2) + " " + a);
        String k = "k";
        System.out.println("refs exchange " + a.compareAndExchange(0, "p", k) + " " + a.compareAndExchangeAcquire(0, "p", "l")
                + " " + a.compareAndExchangeRelease(0, null, "m") + " " + a);
        @SuppressWarnings({"unchecked", "rawtypes"})
        AtomicReferenceArray<Object> raw = (AtomicReferenceArray) a;
        raw.set(1, Integer.valueOf(1));
        System.out.println("refs store through Object[]: " + raw.get(1).getClass().getName());
        try {
            a.compareAndSet(5, null, null);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("refs compareAndSet(5): " + e);
        }
    }

    public static void main(String[] args) {
        ints();
        longs();
        references();
    }
}
