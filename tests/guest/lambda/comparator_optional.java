// Comparator's factories and defaults and Optional's methods, given method references and
// lambdas: comparing with a key (CoPerson::name) and with a key and a comparator, comparingInt,
// comparingLong, comparingDouble, thenComparing with a comparator, with a key and with a key and
// a comparator, thenComparingInt/Long/Double, reversed (also of a chain), naturalOrder,
// reverseOrder, nullsFirst and nullsLast; the idiom
// list.sort(Comparator.comparing(CoPerson::name).thenComparingInt(CoPerson::age)). Optional's
// map, flatMap, filter, ifPresent, ifPresentOrElse, or, orElse, orElseGet and
// orElseThrow(Supplier), on present and empty values, with a log of which functions ran.
import java.util.*;
import java.util.function.*;

public class comparator_optional {
    static final List<String> log = new ArrayList<String>();

    static List<CoPerson> people() {
        return new ArrayList<CoPerson>(Arrays.asList(
                new CoPerson("Cleo", 31, 5L, 2.5),
                new CoPerson("amir", 25, 9L, 9.0),
                new CoPerson("Bea", 31, 2L, 7.25),
                new CoPerson("Cleo", 19, 7L, 2.5),
                new CoPerson("Dan", 25, 1L, 7.25),
                new CoPerson("bea", 40, 3L, 1.0)));
    }

    static String names(List<CoPerson> list) {
        StringBuilder sb = new StringBuilder();
        for (CoPerson p : list) {
            sb.append(sb.length() == 0 ? "" : " ").append(p);
        }
        return sb.toString();
    }

    static void sortAndShow(String what, Comparator<CoPerson> c) {
        List<CoPerson> list = people();
        list.sort(c);
        System.out.println(what + ": " + names(list));
    }

    static Optional<Integer> parse(String s) {
        log.add("parse(" + s + ")");
        try {
            return Optional.of(Integer.parseInt(s));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    static String flushLog() {
        String s = log.toString();
        log.clear();
        return s;
    }

    public static void main(String[] args) {
        sortAndShow("name, age", Comparator.comparing(CoPerson::name).thenComparingInt(CoPerson::age));
        sortAndShow("name ignoring case", Comparator.comparing(CoPerson::name, String.CASE_INSENSITIVE_ORDER)
                .thenComparing(CoPerson::id, Comparator.reverseOrder()));
        sortAndShow("age then name", Comparator.comparingInt(CoPerson::age).thenComparing(CoPerson::name));
        sortAndShow("id", Comparator.comparingLong(CoPerson::id));
        sortAndShow("score desc, id", Comparator.comparingDouble(CoPerson::score).reversed()
                .thenComparingLong(CoPerson::id));
        sortAndShow("age, score, name reversed", Comparator.comparing((CoPerson p) -> p.age())
                .thenComparingDouble(CoPerson::score).thenComparing(Comparator.comparing(CoPerson::name))
                .reversed());
        sortAndShow("name length, then lambda", Comparator.comparing((CoPerson p) -> p.name().length())
                .thenComparing((a, b) -> Long.compare(a.id(), b.id())));

        List<String> strings = new ArrayList<String>(Arrays.asList("b", null, "a", "c", null));
        strings.sort(Comparator.nullsFirst(Comparator.naturalOrder()));
        System.out.println(strings);
        strings.sort(Comparator.nullsLast(Comparator.<String>reverseOrder()));
        System.out.println(strings);
        Comparator<String> natural = Comparator.naturalOrder();
        System.out.println(natural.compare("a", "b") < 0 ? "a<b" : "a>=b");
        System.out.println(natural.reversed().compare("a", "b") > 0 ? "reversed a>b" : "reversed a<=b");

        Optional<String> present = Optional.of("value");
        Optional<String> empty = Optional.empty();
        System.out.println(present.map(String::length) + " " + empty.map(String::length) + " "
                + present.map(s -> (String) null));
        System.out.println(Optional.of("42").flatMap(comparator_optional::parse) + " "
                + Optional.of("x").flatMap(comparator_optional::parse) + " "
                + Optional.<String>empty().flatMap(comparator_optional::parse) + " " + flushLog());
        System.out.println(present.filter(s -> s.startsWith("v")) + " " + present.filter(s -> s.isEmpty()) + " "
                + empty.filter(s -> {
                    log.add("filter ran");
                    return true;
                }) + " " + flushLog());
        present.ifPresent(s -> log.add("ifPresent " + s));
        empty.ifPresent(s -> log.add("never"));
        present.ifPresentOrElse(s -> log.add("present " + s), () -> log.add("never"));
        empty.ifPresentOrElse(s -> log.add("never"), () -> log.add("empty branch"));
        System.out.println(flushLog());
        System.out.println(present.or(() -> {
            log.add("or supplier ran");
            return Optional.of("other");
        }) + " " + empty.or(() -> Optional.of("other")) + " " + flushLog());
        System.out.println(present.orElse("else") + " " + empty.orElse("else") + " "
                + present.orElseGet(() -> {
                    log.add("orElseGet ran");
                    return "got";
                }) + " " + empty.orElseGet(() -> "got") + " " + flushLog());
        try {
            System.out.println(present.orElseThrow(IllegalStateException::new));
            empty.orElseThrow(() -> new IllegalArgumentException("nothing here"));
        } catch (IllegalArgumentException e) {
            System.out.println("orElseThrow: " + e.getMessage());
        }
        try {
            empty.orElseThrow(IllegalStateException::new);
        } catch (IllegalStateException e) {
            System.out.println("orElseThrow constructor reference: " + e.getMessage());
        }
    }
    // expect: name, age: Bea/31 Cleo/19 Cleo/31 Dan/25 amir/25 bea/40
    // expect: name ignoring case: amir/25 bea/40 Bea/31 Cleo/19 Cleo/31 Dan/25
    // expect: age then name: Cleo/19 Dan/25 amir/25 Bea/31 Cleo/31 bea/40
    // expect: id: Dan/25 Bea/31 bea/40 Cleo/31 Cleo/19 amir/25
    // expect: score desc, id: amir/25 Dan/25 Bea/31 Cleo/31 Cleo/19 bea/40
    // expect: age, score, name reversed: bea/40 Bea/31 Cleo/31 amir/25 Dan/25 Cleo/19
    // expect: name length, then lambda: Dan/25 Bea/31 bea/40 Cleo/31 Cleo/19 amir/25
    // expect: [null, null, a, b, c]
    // expect: [c, b, a, null, null]
    // expect: a<b
    // expect: reversed a>b
    // expect: Optional[5] Optional.empty Optional.empty
    // expect: Optional[42] Optional.empty Optional.empty [parse(42), parse(x)]
    // expect: Optional[value] Optional.empty Optional.empty []
    // expect: [ifPresent value, present value, empty branch]
    // expect: Optional[value] Optional[other] []
    // expect: value else value got []
    // expect: value
    // expect: orElseThrow: nothing here
    // expect: orElseThrow constructor reference: null
}

final class CoPerson {
    private final String name;
    private final int age;
    private final long id;
    private final double score;

    CoPerson(String name, int age, long id, double score) {
        this.name = name;
        this.age = age;
        this.id = id;
        this.score = score;
    }

    String name() {
        return name;
    }

    int age() {
        return age;
    }

    long id() {
        return id;
    }

    double score() {
        return score;
    }

    public String toString() {
        return name + "/" + age;
    }
}
