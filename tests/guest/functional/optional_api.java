// Optional, OptionalInt, OptionalLong and OptionalDouble: every method but stream(), with
// toString, equals and hashCode as the JDK prints them and the exceptions for absent values and
// null arguments.
import java.util.*;
import java.util.function.*;

public class optional_api {
    static void attempt(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": ok");
        } catch (RuntimeException e) {
            System.out.println(what + ": " + e.getClass().getName() + " " + e.getMessage());
        }
    }

    public static void main(String[] args) throws Exception {
        final Optional<String> some = Optional.of("abc");
        final Optional<String> none = Optional.empty();
        System.out.println(some + " " + none + " " + Optional.ofNullable(null) + " " + Optional.ofNullable("x"));
        System.out.println(some.isPresent() + " " + some.isEmpty() + " " + none.isPresent() + " " + none.isEmpty());
        System.out.println(some.get() + " " + some.orElse("else") + " " + none.orElse("else") + " " + none.orElse(null));
        System.out.println((Object) none == Optional.empty() && (Object) Optional.ofNullable(null) == none);
        System.out.println(some.equals(Optional.of("abc")) + " " + some.equals(none) + " " + none.equals(Optional.empty())
                + " " + some.equals("abc") + " " + some.hashCode() + " " + none.hashCode());
        Supplier<String> sup = new Supplier<String>() {
            public String get() {
                return "got";
            }
        };
        System.out.println(some.orElseGet(sup) + " " + none.orElseGet(sup) + " " + some.orElseGet(null));
        Function<String, Integer> len = new Function<String, Integer>() {
            public Integer apply(String s) {
                return s.length();
            }
        };
        Function<String, String> toNull = new Function<String, String>() {
            public String apply(String s) {
                return null;
            }
        };
        System.out.println(some.map(len) + " " + none.map(len) + " " + some.map(toNull));
        Function<String, Optional<String>> twice = new Function<String, Optional<String>>() {
            public Optional<String> apply(String s) {
                return Optional.of(s + s);
            }
        };
        System.out.println(some.flatMap(twice) + " " + none.flatMap(twice));
        Predicate<String> startsA = new Predicate<String>() {
            public boolean test(String s) {
                return s.startsWith("a");
            }
        };
        System.out.println(some.filter(startsA) + " " + some.filter(startsA.negate()) + " " + none.filter(startsA));
        Supplier<Optional<String>> alt = new Supplier<Optional<String>>() {
            public Optional<String> get() {
                return Optional.of("alt");
            }
        };
        System.out.println(some.or(alt) + " " + none.or(alt));
        Consumer<String> print = new Consumer<String>() {
            public void accept(String s) {
                System.out.println("present " + s);
            }
        };
        Runnable empty = new Runnable() {
            public void run() {
                System.out.println("empty");
            }
        };
        some.ifPresent(print);
        none.ifPresent(print);
        none.ifPresent(null);
        some.ifPresentOrElse(print, empty);
        none.ifPresentOrElse(print, empty);
        System.out.println(some.orElseThrow() + " " + some.orElseThrow(new Supplier<RuntimeException>() {
            public RuntimeException get() {
                return new IllegalStateException("unused");
            }
        }));
        try {
            none.orElseThrow(new Supplier<Exception>() {
                public Exception get() {
                    return new java.io.IOException("no value here");
                }
            });
        } catch (java.io.IOException e) {
            System.out.println("caught " + e);
        }
        final Function<String, Optional<String>> nullOpt = new Function<String, Optional<String>>() {
            public Optional<String> apply(String s) {
                return null;
            }
        };
        attempt("get empty", new Runnable() {
            public void run() {
                none.get();
            }
        });
        attempt("orElseThrow empty", new Runnable() {
            public void run() {
                none.orElseThrow();
            }
        });
        attempt("of(null)", new Runnable() {
            public void run() {
                Optional.of(null);
            }
        });
        attempt("map(null) empty", new Runnable() {
            public void run() {
                none.map(null);
            }
        });
        attempt("filter(null) empty", new Runnable() {
            public void run() {
                none.filter(null);
            }
        });
        attempt("flatMap to null", new Runnable() {
            public void run() {
                some.flatMap(nullOpt);
            }
        });
        attempt("flatMap(null) empty", new Runnable() {
            public void run() {
                none.flatMap(null);
            }
        });
        attempt("or(null) present", new Runnable() {
            public void run() {
                some.or(null);
            }
        });
        attempt("or to null", new Runnable() {
            public void run() {
                none.or(new Supplier<Optional<String>>() {
                    public Optional<String> get() {
                        return null;
                    }
                });
            }
        });
        attempt("ifPresent(null) present", new Runnable() {
            public void run() {
                some.ifPresent(null);
            }
        });
        attempt("ifPresentOrElse(x, null) empty", new Runnable() {
            public void run() {
                none.ifPresentOrElse(null, null);
            }
        });
        attempt("orElseThrow(null) empty", new Runnable() {
            public void run() {
                none.orElseThrow(null);
            }
        });
        attempt("orElseGet(null) empty", new Runnable() {
            public void run() {
                none.orElseGet(null);
            }
        });

        final OptionalInt oi = OptionalInt.of(-7);
        final OptionalInt ei = OptionalInt.empty();
        System.out.println(oi + " " + ei + " " + oi.getAsInt() + " " + oi.isPresent() + " " + ei.isEmpty() + " "
                + oi.orElse(1) + " " + ei.orElse(1) + " " + oi.hashCode() + " " + ei.hashCode());
        System.out.println(oi.equals(OptionalInt.of(-7)) + " " + oi.equals(OptionalInt.of(7)) + " " + ei.equals(OptionalInt.empty())
                + " " + oi.equals(ei) + " " + ei.equals(OptionalInt.of(0)) + " " + (ei == OptionalInt.empty()));
        IntSupplier is = new IntSupplier() {
            public int getAsInt() {
                return 99;
            }
        };
        IntConsumer ic = new IntConsumer() {
            public void accept(int v) {
                System.out.println("int " + v);
            }
        };
        System.out.println(ei.orElseGet(is) + " " + oi.orElseGet(is) + " " + oi.orElseThrow());
        oi.ifPresent(ic);
        ei.ifPresent(ic);
        oi.ifPresentOrElse(ic, empty);
        ei.ifPresentOrElse(ic, empty);
        attempt("OptionalInt getAsInt empty", new Runnable() {
            public void run() {
                ei.getAsInt();
            }
        });
        attempt("OptionalInt orElseThrow(supplier) empty", new Runnable() {
            public void run() {
                ei.orElseThrow(new Supplier<IllegalArgumentException>() {
                    public IllegalArgumentException get() {
                        return new IllegalArgumentException("none");
                    }
                });
            }
        });

        final OptionalLong ol = OptionalLong.of(1L << 40);
        final OptionalLong el = OptionalLong.empty();
        System.out.println(ol + " " + el + " " + ol.getAsLong() + " " + ol.hashCode() + " " + el.hashCode() + " "
                + ol.equals(OptionalLong.of(1L << 40)) + " " + el.orElse(-1) + " " + el.isEmpty());
        LongSupplier lsup = new LongSupplier() {
            public long getAsLong() {
                return 5;
            }
        };
        LongConsumer lc = new LongConsumer() {
            public void accept(long v) {
                System.out.println("long " + v);
            }
        };
        System.out.println(el.orElseGet(lsup) + " " + ol.orElseThrow());
        ol.ifPresent(lc);
        el.ifPresentOrElse(lc, empty);
        attempt("OptionalLong orElseThrow empty", new Runnable() {
            public void run() {
                el.orElseThrow();
            }
        });

        final OptionalDouble od = OptionalDouble.of(2.5);
        final OptionalDouble ed = OptionalDouble.empty();
        System.out.println(od + " " + ed + " " + od.getAsDouble() + " " + od.hashCode() + " " + ed.hashCode() + " "
                + OptionalDouble.of(Double.NaN) + " " + OptionalDouble.of(-0.0));
        System.out.println(OptionalDouble.of(Double.NaN).equals(OptionalDouble.of(Double.NaN)) + " "
                + OptionalDouble.of(0.0).equals(OptionalDouble.of(-0.0)) + " " + od.equals(OptionalDouble.of(2.5)) + " "
                + ed.equals(OptionalDouble.empty()) + " " + OptionalDouble.of(-0.0).hashCode());
        DoubleSupplier dsup = new DoubleSupplier() {
            public double getAsDouble() {
                return 1e10;
            }
        };
        DoubleConsumer dc = new DoubleConsumer() {
            public void accept(double v) {
                System.out.println("double " + v);
            }
        };
        System.out.println(ed.orElseGet(dsup) + " " + ed.orElse(0.1) + " " + od.orElseThrow() + " " + ed.isPresent());
        od.ifPresentOrElse(dc, empty);
        ed.ifPresent(dc);
        attempt("OptionalDouble getAsDouble empty", new Runnable() {
            public void run() {
                ed.getAsDouble();
            }
        });
        System.out.println(Optional.of(OptionalInt.of(3)) + " " + Optional.of(Optional.empty()));
    }
}

// expect: Optional[abc] Optional.empty Optional.empty Optional[x]
// expect: true false false true
// expect: abc abc else null
// expect: true
// expect: true false true false 96354 0
// expect: abc got abc
// expect: Optional[3] Optional.empty Optional.empty
// expect: Optional[abcabc] Optional.empty
// expect: Optional[abc] Optional.empty Optional.empty
// expect: Optional[abc] Optional[alt]
// expect: present abc
// expect: present abc
// expect: empty
// expect: abc abc
// expect: caught java.io.IOException: no value here
// expect: get empty: java.util.NoSuchElementException No value present
// expect: orElseThrow empty: java.util.NoSuchElementException No value present
// expect: of(null): java.lang.NullPointerException null
// expect: map(null) empty: java.lang.NullPointerException null
// expect: filter(null) empty: java.lang.NullPointerException null
// expect: flatMap to null: java.lang.NullPointerException null
// expect: flatMap(null) empty: java.lang.NullPointerException null
// expect: or(null) present: java.lang.NullPointerException null
// expect: or to null: java.lang.NullPointerException null
// expect: ifPresent(null) present: java.lang.NullPointerException null
// expect: ifPresentOrElse(x, null) empty: java.lang.NullPointerException null
// expect: orElseThrow(null) empty: java.lang.NullPointerException null
// expect: orElseGet(null) empty: java.lang.NullPointerException null
// expect: OptionalInt[-7] OptionalInt.empty -7 true true -7 1 -7 0
// expect: true false true false false true
// expect: 99 -7 -7
// expect: int -7
// expect: int -7
// expect: empty
// expect: OptionalInt getAsInt empty: java.util.NoSuchElementException No value present
// expect: OptionalInt orElseThrow(supplier) empty: java.lang.IllegalArgumentException none
// expect: OptionalLong[1099511627776] OptionalLong.empty 1099511627776 256 0 true -1 true
// expect: 5 1099511627776
// expect: long 1099511627776
// expect: empty
// expect: OptionalLong orElseThrow empty: java.util.NoSuchElementException No value present
// expect: OptionalDouble[2.5] OptionalDouble.empty 2.5 1074003968 0 OptionalDouble[NaN] OptionalDouble[-0.0]
// expect: true false true true -2147483648
// expect: 1.0E10 0.1 2.5 false
// expect: double 2.5
// expect: OptionalDouble getAsDouble empty: java.util.NoSuchElementException No value present
// expect: Optional[OptionalInt[3]] Optional[Optional.empty]
