// Every method of AtomicInteger, AtomicLong, AtomicBoolean and AtomicReference, with the values
// they return and leave, compared with the JDK.
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BinaryOperator;
import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;
import java.util.function.LongBinaryOperator;
import java.util.function.LongUnaryOperator;
import java.util.function.UnaryOperator;

// expect: int new 0 5
// expect: int set 7 lazy 8 getAndSet 8 -> 9
// expect: int cas true false 11
// expect: int weak true true true true true 16
// expect: int weak fail false false false false false 16
// expect: int inc 16 17 15 16 19 21
// expect: int overflow -2147483648 2147483647
// expect: int update 21 42 84
// expect: int accumulate 84 85 258
// expect: int plain 3 opaque 4 acquire 5
// expect: int exchange 5 6 6 7 7 7
// expect: int number 7 7 7.0 7.0 -7
// expect: long new 0 5000000000
// expect: long set 7 lazy 8 getAndSet 8 -> 9
// expect: long cas true false 11
// expect: long weak true true true true true 16
// expect: long inc 16 17 15 16 10000000016 20000000016
// expect: long overflow -9223372036854775808
// expect: long update 20000000016 40000000032 80000000064
// expect: long accumulate 84 85 258000000000
// expect: long plain 3 opaque 4 acquire 5
// expect: long exchange 5 6 6 7 7 7
// expect: long number 705032704 5000000000 5.0E9 5.0E9
// expect: bool new false true
// expect: bool set false lazy true getAndSet true -> false
// expect: bool cas true false true
// expect: bool weak true true true true true false
// expect: bool plain true opaque false acquire true
// expect: bool exchange true false false true
// expect: ref new null a
// expect: ref set b lazy c getAndSet c -> d
// expect: ref cas identity false true e
// expect: ref weak true true true true true e
// expect: ref update e e! e!!
// expect: ref accumulate e!! e!!+x e!!+x+y
// expect: ref plain p opaque o acquire a
// expect: ref exchange a z z z
// expect: ref toString null
public class atomic_scalar_methods {
    static final IntUnaryOperator DOUBLE_INT = new IntUnaryOperator() {
        public int applyAsInt(int v) {
            return v * 2;
        }
    };
    static final IntBinaryOperator TIMES_PLUS = new IntBinaryOperator() {
        public int applyAsInt(int v, int x) {
            return v * x + x;
        }
    };
    static final LongUnaryOperator DOUBLE_LONG = new LongUnaryOperator() {
        public long applyAsLong(long v) {
            return v * 2;
        }
    };
    static final LongBinaryOperator TIMES_PLUS_LONG = new LongBinaryOperator() {
        public long applyAsLong(long v, long x) {
            return v * x + x;
        }
    };

    @SuppressWarnings("deprecation")
    static void ints() {
        AtomicInteger a = new AtomicInteger();
        System.out.println("int new " + a.get() + " " + new AtomicInteger(5));
        a.set(7);
        String s = "int set " + a.get();
        a.lazySet(8);
        System.out.println(s + " lazy " + a.get() + " getAndSet " + a.getAndSet(9) + " -> " + a);
        System.out.println("int cas " + a.compareAndSet(9, 11) + " " + a.compareAndSet(9, 12) + " " + a.get());
        System.out.println("int weak " + a.weakCompareAndSet(11, 12) + " " + a.weakCompareAndSetPlain(12, 13) + " "
                + a.weakCompareAndSetVolatile(13, 14) + " " + a.weakCompareAndSetAcquire(14, 15) + " "
                + a.weakCompareAndSetRelease(15, 16) + " " + a.get());
        System.out.println("int weak fail " + a.weakCompareAndSet(0, 1) + " " + a.weakCompareAndSetPlain(0, 1) + " "
                + a.weakCompareAndSetVolatile(0, 1) + " " + a.weakCompareAndSetAcquire(0, 1) + " "
                + a.weakCompareAndSetRelease(0, 1) + " " + a.get());
        System.out.println("int inc " + a.getAndIncrement() + " " + a.getAndDecrement() + " " + a.decrementAndGet() + " "
                + a.incrementAndGet() + " " + a.addAndGet(3) + " " + (a.getAndAdd(2) + 2));
        AtomicInteger big = new AtomicInteger(Integer.MAX_VALUE);
        System.out.println("int overflow " + big.incrementAndGet() + " " + big.decrementAndGet());
        System.out.println("int update " + a.getAndUpdate(DOUBLE_INT) + " " + a.updateAndGet(DOUBLE_INT) / 2 + " " + a.get());
        a.set(84);
        System.out.println("int accumulate " + a.getAndAccumulate(1, TIMES_PLUS) + " " + a.get() + " "
                + a.accumulateAndGet(3, TIMES_PLUS));
        a.setPlain(3);
        s = "int plain " + a.getPlain();
        a.setOpaque(4);
        s += " opaque " + a.getOpaque();
        a.setRelease(5);
        System.out.println(s + " acquire " + a.getAcquire());
        System.out.println("int exchange " + a.compareAndExchange(5, 6) + " " + a.compareAndExchange(5, 7) + " "
                + a.compareAndExchangeAcquire(6, 7) + " " + a.compareAndExchangeRelease(6, 8) + " "
                + a.compareAndExchangeRelease(7, 7) + " " + a.get());
        AtomicInteger n = new AtomicInteger(-7);
        a.set(7);
        System.out.println("int number " + a.intValue() + " " + a.longValue() + " " + a.floatValue() + " "
                + a.doubleValue() + " " + n);
    }

    @SuppressWarnings("deprecation")
    static void longs() {
        AtomicLong a = new AtomicLong();
        System.out.println("long new " + a.get() + " " + new AtomicLong(5000000000L));
        a.set(7);
        String s = "long set " + a.get();
        a.lazySet(8);
        System.out.println(s + " lazy " + a.get() + " getAndSet " + a.getAndSet(9) + " -> " + a);
        System.out.println("long cas " + a.compareAndSet(9, 11) + " " + a.compareAndSet(9, 12) + " " + a.get());
        System.out.println("long weak " + a.weakCompareAndSet(11, 12) + " " + a.weakCompareAndSetPlain(12, 13) + " "
                + a.weakCompareAndSetVolatile(13, 14) + " " + a.weakCompareAndSetAcquire(14, 15) + " "
                + a.weakCompareAndSetRelease(15, 16) + " " + a.get());
        System.out.println("long inc " + a.getAndIncrement() + " " + a.getAndDecrement() + " " + a.decrementAndGet() + " "
                + a.incrementAndGet() + " " + a.addAndGet(10000000000L) + " " + (a.getAndAdd(10000000000L) + 10000000000L));
        AtomicLong big = new AtomicLong(Long.MAX_VALUE);
        System.out.println("long overflow " + big.incrementAndGet());
        System.out.println("long update " + a.getAndUpdate(DOUBLE_LONG) + " " + a.updateAndGet(DOUBLE_LONG) / 2 + " " + a.get());
        a.set(84);
        System.out.println("long accumulate " + a.getAndAccumulate(1, TIMES_PLUS_LONG) + " " + a.get() + " "
                + a.accumulateAndGet(3000000000L, TIMES_PLUS_LONG));
        a.setPlain(3);
        s = "long plain " + a.getPlain();
        a.setOpaque(4);
        s += " opaque " + a.getOpaque();
        a.setRelease(5);
        System.out.println(s + " acquire " + a.getAcquire());
        System.out.println("long exchange " + a.compareAndExchange(5, 6) + " " + a.compareAndExchange(5, 7) + " "
                + a.compareAndExchangeAcquire(6, 7) + " " + a.compareAndExchangeRelease(6, 8) + " "
                + a.compareAndExchangeRelease(7, 7) + " " + a.get());
        a.set(5000000000L);
        System.out.println("long number " + a.intValue() + " " + a.longValue() + " " + a.floatValue() + " " + a.doubleValue());
    }

    @SuppressWarnings("deprecation")
    static void booleans() {
        AtomicBoolean a = new AtomicBoolean();
        System.out.println("bool new " + a.get() + " " + new AtomicBoolean(true));
        a.set(false);
        String s = "bool set " + a.get();
        a.lazySet(true);
        System.out.println(s + " lazy " + a.get() + " getAndSet " + a.getAndSet(false) + " -> " + a);
        System.out.println("bool cas " + a.compareAndSet(false, true) + " " + a.compareAndSet(false, true) + " " + a.get());
        System.out.println("bool weak " + a.weakCompareAndSet(true, false) + " " + a.weakCompareAndSetPlain(false, true) + " "
                + a.weakCompareAndSetVolatile(true, false) + " " + a.weakCompareAndSetAcquire(false, true) + " "
                + a.weakCompareAndSetRelease(true, false) + " " + a.get());
        a.setPlain(true);
        s = "bool plain " + a.getPlain();
        a.setOpaque(false);
        s += " opaque " + a.getOpaque();
        a.setRelease(true);
        System.out.println(s + " acquire " + a.getAcquire());
        System.out.println("bool exchange " + a.compareAndExchange(true, false) + " " + a.compareAndExchangeAcquire(true, true)
                + " " + a.compareAndExchangeRelease(false, true) + " " + a.get());
    }

    @SuppressWarnings("deprecation")
    static void references() {
        AtomicReference<String> a = new AtomicReference<String>();
        System.out.println("ref new " + a.get() + " " + new AtomicReference<String>("a"));
        a.set("b");
        String s = "ref set " + a.get();
        a.lazySet("c");
        System.out.println(s + " lazy " + a.get() + " getAndSet " + a.getAndSet("d") + " -> " + a);
        String copy = new String("d");
        String e = "e";
        System.out.println("ref cas identity " + a.compareAndSet(copy, e) + " " + a.compareAndSet("d", e) + " " + a.get());
        System.out.println("ref weak " + a.weakCompareAndSet(e, e) + " " + a.weakCompareAndSetPlain(e, e) + " "
                + a.weakCompareAndSetVolatile(e, e) + " " + a.weakCompareAndSetAcquire(e, e) + " "
                + a.weakCompareAndSetRelease(e, e) + " " + a.get());
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
        System.out.println("ref update " + a.getAndUpdate(bang) + " " + a.get() + " " + a.updateAndGet(bang));
        System.out.println("ref accumulate " + a.getAndAccumulate("x", join) + " " + a.get() + " " + a.accumulateAndGet("y", join));
        a.setPlain("p");
        s = "ref plain " + a.getPlain();
        a.setOpaque("o");
        s += " opaque " + a.getOpaque();
        a.setRelease("a");
        System.out.println(s + " acquire " + a.getAcquire());
        String z = "z";
        System.out.println("ref exchange " + a.compareAndExchange("a", z) + " " + a.compareAndExchangeAcquire("a", "y") + " "
                + a.compareAndExchangeRelease("q", "r") + " " + a.get());
        System.out.println("ref toString " + new AtomicReference<Object>());
    }

    public static void main(String[] args) {
        ints();
        longs();
        booleans();
        references();
    }
}
