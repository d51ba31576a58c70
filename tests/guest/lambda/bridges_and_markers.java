// Functional interfaces whose method has several erased forms, and lambdas with extra marker
// interfaces. BmStrFn redeclares Function<String,String>'s apply: javac itself writes the bridge
// apply(Object)Object as a default method of BmStrFn, and the call site uses the plain
// metafactory. BmStrMaker and BmTriMaker inherit make from generic interfaces whose erasures
// differ ((String)Object, (String)CharSequence, (String)Comparable) without redeclaring it, so
// javac asks altMetafactory for FLAG_BRIDGES and the lambda's class must answer every form:
// each is called here through its own interface, through raw types, and through the most
// specific one. BmIntTwice narrows BmNumTwice's type variable (one erasure, no bridge) and shows
// the checkcast the lambda's class applies to an argument of the wrong type. Intersection casts
// give FLAG_MARKERS: the object is an instance of each marker, a marker's default method can be
// called on it, a marker declaring the same abstract method as the target is implemented by the
// one lambda, and markers and bridges can come together. BmEqual redeclares Object's equals and
// toString, which stay Object's. A generic method is the target of a method reference.
import java.util.*;
import java.util.function.*;

public class bridges_and_markers {
    static <T> T echo(T t) {
        return t;
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    public static void main(String[] args) {
        BmStrFn bang = s -> s + "!";
        Function<String, String> asFunction = bang;
        Function raw = bang;
        System.out.println(bang.apply("a") + " " + asFunction.apply("b") + " " + raw.apply("c") + " "
                + bang.andThen(s -> s + "?").apply("d"));

        BmStrMaker maker = s -> "<" + s + ">";
        BmMaker<String> asMaker = maker;
        BmCsMaker<String> asCsMaker = maker;
        BmMaker rawMaker = maker;
        BmCsMaker rawCsMaker = maker;
        CharSequence cs = asCsMaker.make("cs");
        Object o = rawMaker.make("raw");
        System.out.println(maker.make("m") + " " + asMaker.make("g") + " " + cs + " " + o + " "
                + rawCsMaker.make("rc").length());

        BmTriMaker tri = s -> s + s;
        BmMaker<String> t1 = tri;
        BmCsMaker<String> t2 = tri;
        BmCmpMaker<String> t3 = tri;
        System.out.println(tri.make("x") + " " + t1.make("y") + " " + t2.make("z") + " "
                + t3.make("w").compareTo("ww"));

        BmIntTwice twice = n -> n * 2;
        BmNumTwice<Integer> asNum = twice;
        BmNumTwice rawNum = twice;
        System.out.println(twice.twice(21) + " " + asNum.twice(5) + " " + rawNum.twice(7));
        try {
            rawNum.twice(1.5);
            System.out.println("no exception");
        } catch (ClassCastException e) {
            System.out.println("ClassCastException for a Double");
        }

        Runnable marked = (Runnable & BmMarker) () -> System.out.println("marked ran");
        marked.run();
        Object m = marked;
        System.out.println("marker: " + (m instanceof BmMarker) + ", runnable: " + (m instanceof Runnable)
                + ", labelled: " + (m instanceof BmLabelled));
        Runnable unmarked = () -> { };
        System.out.println("unmarked: " + (((Object) unmarked) instanceof BmMarker));

        Supplier<String> labelled = (Supplier<String> & BmLabelled & BmMarker) () -> "value";
        System.out.println(labelled.get() + " " + ((BmLabelled) labelled).label() + " "
                + (labelled instanceof BmMarker));

        Runnable twoRuns = (Runnable & BmRunAgain) () -> System.out.println("one body");
        twoRuns.run();
        ((BmRunAgain) twoRuns).run();

        BmStrMaker markedMaker = (BmStrMaker & BmMarker) s -> s.toUpperCase();
        BmMaker<String> markedAsMaker = markedMaker;
        System.out.println(markedMaker.make("up") + " " + markedAsMaker.make("more") + " "
                + (markedMaker instanceof BmMarker));

        BmEqual eq = (a, b) -> a.equals(b);
        System.out.println(eq.same("p", "p") + " " + eq.same("p", "q") + " " + eq.equals(eq) + " "
                + eq.equals(bang));

        BmGeneric g = bridges_and_markers::echo;
        String s = g.id("generic");
        Integer i = g.id(5);
        System.out.println(s + " " + (i + 1));
    }
    // expect: a! b! c! d!?
    // expect: <m> <g> <cs> <raw> 4
    // expect: xx yy zz 0
    // expect: 42 10 14
    // expect: ClassCastException for a Double
    // expect: marked ran
    // expect: marker: true, runnable: true, labelled: false
    // expect: unmarked: false
    // expect: value labelled true
    // expect: one body
    // expect: one body
    // expect: UP MORE true
    // expect: true false true false
    // expect: generic 6
}

interface BmStrFn extends Function<String, String> {
    String apply(String s);
}

interface BmMaker<T> {
    T make(String s);
}

interface BmCsMaker<T extends CharSequence> {
    T make(String s);
}

interface BmCmpMaker<T extends Comparable<T>> {
    T make(String s);
}

interface BmStrMaker extends BmMaker<String>, BmCsMaker<String> {
}

interface BmTriMaker extends BmMaker<String>, BmCsMaker<String>, BmCmpMaker<String> {
}

interface BmNumTwice<T extends Number> {
    T twice(T t);
}

interface BmIntTwice extends BmNumTwice<Integer> {
}

interface BmMarker {
}

interface BmLabelled {
    default String label() {
        return "labelled";
    }
}

interface BmRunAgain {
    void run();
}

interface BmEqual {
    boolean same(Object a, Object b);

    boolean equals(Object other);

    String toString();
}

interface BmGeneric {
    <T> T id(T t);
}
