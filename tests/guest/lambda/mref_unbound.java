// Unbound method references, whose receiver is the functional method's first argument: on a
// class (String::length, String::compareToIgnoreCase as a Comparator, StringBuilder::reverse:
// REF_invokeVirtual), on an interface (List::size, CharSequence::length, Comparable::compareTo,
// a default method MruShape::describe: REF_invokeInterface), an inherited method named through
// the subclass (javac's handle names the declaring class), and virtual dispatch through the
// reference (an override in a subclass or an implementing class runs). Varargs references: a
// varargs method given two, one or no strings (javac writes a lambda that builds the array),
// the same method given an array as is (a direct handle), and Arrays::asList both ways.
import java.util.*;
import java.util.function.*;

public class mref_unbound {
    static String joinAll(String... parts) {
        StringBuilder sb = new StringBuilder();
        sb.append(parts.length).append(':');
        for (String p : parts) {
            sb.append('[').append(p).append(']');
        }
        return sb.toString();
    }

    static int countInts(int first, int... rest) {
        return first * 100 + rest.length;
    }

    public static void main(String[] args) {
        Function<String, Integer> length = String::length;
        ToIntFunction<String> lengthInt = String::length;
        System.out.println(length.apply("hello") + " " + lengthInt.applyAsInt(""));

        Function<List<String>, Integer> size = List::size;
        ToIntFunction<CharSequence> csLength = CharSequence::length;
        System.out.println(size.apply(Arrays.asList("a", "b", "c")) + " "
                + csLength.applyAsInt(new StringBuilder("four")) + " " + csLength.applyAsInt("five5"));

        BiFunction<String, String, Integer> compare = String::compareTo;
        Comparator<String> ignoreCase = String::compareToIgnoreCase;
        BiFunction<Comparable<String>, String, Integer> viaInterface = Comparable::compareTo;
        System.out.println(Integer.signum(compare.apply("apple", "Apple")) + " "
                + ignoreCase.compare("apple", "APPLE") + " "
                + Integer.signum(viaInterface.apply("b", "a")));
        List<String> words = new ArrayList<String>(Arrays.asList("pear", "Fig", "apple", "Date"));
        Collections.sort(words, String::compareToIgnoreCase);
        System.out.println(words);

        Function<StringBuilder, StringBuilder> reverse = StringBuilder::reverse;
        System.out.println(reverse.apply(new StringBuilder("stressed")));
        BinaryOperator<String> concat = String::concat;
        BiPredicate<Object, Object> equal = Object::equals;
        BiPredicate<String, String> starts = String::startsWith;
        System.out.println(concat.apply("con", "cat") + " " + equal.test("x", "x") + " "
                + equal.test("x", 1) + " " + starts.test("prefix", "pre"));
        Function<Object, String> show = Object::toString;
        System.out.println(show.apply(42) + " " + show.apply(Arrays.asList(1, 2)));

        Function<MruChild, String> inherited = MruChild::inherited;
        Function<MruParent, String> name = MruParent::name;
        System.out.println(inherited.apply(new MruChild()) + " " + name.apply(new MruParent()) + " "
                + name.apply(new MruChild()));
        Function<MruShape, String> describe = MruShape::describe;
        ToIntFunction<MruShape> sides = MruShape::sides;
        System.out.println(describe.apply(new MruTriangle()) + " " + describe.apply(new MruSquare()) + " "
                + sides.applyAsInt(new MruSquare()));

        BiFunction<String, String, String> two = mref_unbound::joinAll;
        Function<String, String> one = mref_unbound::joinAll;
        Supplier<String> none = mref_unbound::joinAll;
        Function<String[], String> whole = mref_unbound::joinAll;
        System.out.println(two.apply("a", "b") + " " + one.apply("c") + " " + none.get() + " "
                + whole.apply(new String[] {"d", "e", "f"}));
        IntBinaryOperator ints = mref_unbound::countInts;
        IntUnaryOperator justFirst = mref_unbound::countInts;
        System.out.println(ints.applyAsInt(7, 8) + " " + justFirst.applyAsInt(3));
        BiFunction<String, String, List<String>> pair = Arrays::asList;
        Function<String[], List<String>> asList = Arrays::asList;
        System.out.println(pair.apply("x", "y") + " " + asList.apply(new String[] {"p", "q", "r"}).size());
    }
    // expect: 5 0
    // expect: 3 4 5
    // expect: 1 0 1
    // expect: [apple, Date, Fig, pear]
    // expect: desserts
    // expect: concat true false true
    // expect: 42 [1, 2]
    // expect: parent-method parent child
    // expect: shape with 3 sides square! 4
    // expect: 2:[a][b] 1:[c] 0: 3:[d][e][f]
    // expect: 701 300
    // expect: [x, y] 3
}

class MruParent {
    String inherited() {
        return "parent-method";
    }

    String name() {
        return "parent";
    }
}

class MruChild extends MruParent {
    String name() {
        return "child";
    }
}

interface MruShape {
    int sides();

    default String describe() {
        return "shape with " + sides() + " sides";
    }
}

class MruTriangle implements MruShape {
    public int sides() {
        return 3;
    }
}

class MruSquare implements MruShape {
    public int sides() {
        return 4;
    }

    public String describe() {
        return "square!";
    }
}
