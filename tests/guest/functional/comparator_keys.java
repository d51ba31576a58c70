// Comparator's key-extracting factories and defaults (comparing, comparingInt/Long/Double,
// thenComparing with a key, thenComparingInt/Long/Double) together with naturalOrder,
// reverseOrder, reversed, nullsFirst/nullsLast and Map.Entry.comparingByKey/Value.
import java.util.*;
import java.util.function.*;

public class comparator_keys {
    static final class CkPerson {
        final String name;
        final int age;
        final long id;
        final double score;

        CkPerson(String name, int age, long id, double score) {
            this.name = name;
            this.age = age;
            this.id = id;
            this.score = score;
        }

        public String toString() {
            return name + "/" + age + "/" + id + "/" + score;
        }
    }

    static final Function<CkPerson, String> NAME = new Function<CkPerson, String>() {
        public String apply(CkPerson p) {
            return p.name;
        }
    };
    static final ToIntFunction<CkPerson> AGE = new ToIntFunction<CkPerson>() {
        public int applyAsInt(CkPerson p) {
            return p.age;
        }
    };
    static final ToLongFunction<CkPerson> ID = new ToLongFunction<CkPerson>() {
        public long applyAsLong(CkPerson p) {
            return p.id;
        }
    };
    static final ToDoubleFunction<CkPerson> SCORE = new ToDoubleFunction<CkPerson>() {
        public double applyAsDouble(CkPerson p) {
            return p.score;
        }
    };

    static void show(String what, List<CkPerson> people, Comparator<CkPerson> c) {
        List<CkPerson> copy = new ArrayList<CkPerson>(people);
        Collections.sort(copy, c);
        System.out.println(what + ": " + copy);
    }

    static void npe(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": no exception");
        } catch (NullPointerException e) {
            System.out.println(what + ": NPE " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        List<CkPerson> people = new ArrayList<CkPerson>();
        people.add(new CkPerson("eve", 30, 5L << 33, 1.5));
        people.add(new CkPerson("bob", 25, 3, Double.NaN));
        people.add(new CkPerson("amy", 30, -1, -0.0));
        people.add(new CkPerson("dan", 25, 3, 0.0));
        people.add(new CkPerson("cat", 41, 1L << 33, 1.5));
        show("name", people, Comparator.comparing(NAME));
        show("name reversed", people, Comparator.comparing(NAME).reversed());
        show("name reverseOrder", people, Comparator.comparing(NAME, Comparator.<String>reverseOrder()));
        show("age", people, Comparator.comparingInt(AGE));
        show("age then name", people, Comparator.comparingInt(AGE).thenComparing(NAME));
        show("age then name desc", people, Comparator.comparingInt(AGE).thenComparing(NAME, Comparator.<String>reverseOrder()));
        show("id", people, Comparator.comparingLong(ID));
        show("score", people, Comparator.comparingDouble(SCORE));
        show("score then age desc", people, Comparator.comparingDouble(SCORE).thenComparing(Comparator.comparingInt(AGE).reversed()));
        show("age then id then score", people, Comparator.comparingInt(AGE).thenComparingLong(ID).thenComparingDouble(SCORE));
        show("id then age", people, Comparator.comparingLong(ID).thenComparingInt(AGE));
        show("reversed twice", people, Comparator.comparing(NAME).reversed().reversed());

        List<String> words = new ArrayList<String>(Arrays.asList("pear", null, "fig", "apple", null, "kiwi"));
        Collections.sort(words, Comparator.nullsFirst(Comparator.<String>naturalOrder()));
        System.out.println("nullsFirst: " + words);
        Collections.sort(words, Comparator.nullsLast(Comparator.<String>reverseOrder()));
        System.out.println("nullsLast reverse: " + words);
        Collections.sort(words, Comparator.nullsFirst(Comparator.<String>naturalOrder()).reversed());
        System.out.println("nullsFirst reversed: " + words);
        Comparator<String> len = Comparator.comparingInt(new ToIntFunction<String>() {
            public int applyAsInt(String s) {
                return s.length();
            }
        });
        Collections.sort(words, Comparator.nullsLast(len).thenComparing(Comparator.<String>naturalOrder()));
        System.out.println("nullsLast(len) then natural: " + words);
        Collections.sort(words, Comparator.<String>nullsFirst(null));
        System.out.println("nullsFirst(null): " + words);
        Collections.sort(words, Comparator.<String>nullsFirst(null).thenComparing(Comparator.<String>naturalOrder()));
        System.out.println("nullsFirst(null) then natural: " + words);
        System.out.println(Comparator.<Integer>naturalOrder().compare(1, 2) + " " + Comparator.<Integer>reverseOrder().compare(1, 2)
                + " " + Comparator.<Integer>naturalOrder().reversed().compare(1, 2)
                + " " + Comparator.<Integer>reverseOrder().reversed().compare(1, 2));

        Map<String, Integer> m = new HashMap<String, Integer>();
        m.put("b", 2);
        m.put("a", 3);
        m.put("c", 1);
        List<Map.Entry<String, Integer>> es = new ArrayList<Map.Entry<String, Integer>>(m.entrySet());
        Collections.sort(es, Map.Entry.<String, Integer>comparingByValue());
        System.out.println("by value: " + es);
        Collections.sort(es, Map.Entry.<String, Integer>comparingByKey());
        System.out.println("by key: " + es);
        Collections.sort(es, Map.Entry.<String, Integer>comparingByKey(Comparator.<String>reverseOrder()));
        System.out.println("by key desc: " + es);
        Collections.sort(es, Map.Entry.<String, Integer>comparingByValue(Comparator.<Integer>reverseOrder()));
        System.out.println("by value desc: " + es);

        final Comparator<CkPerson> byAge = Comparator.comparingInt(AGE);
        npe("comparing(null)", new Runnable() {
            public void run() {
                Comparator.comparing((Function<String, String>) null);
            }
        });
        npe("comparing(f, null)", new Runnable() {
            public void run() {
                Comparator.comparing(NAME, null);
            }
        });
        npe("comparingInt(null)", new Runnable() {
            public void run() {
                Comparator.comparingInt(null);
            }
        });
        npe("comparingLong(null)", new Runnable() {
            public void run() {
                Comparator.comparingLong(null);
            }
        });
        npe("comparingDouble(null)", new Runnable() {
            public void run() {
                Comparator.comparingDouble(null);
            }
        });
        npe("thenComparing(null comparator)", new Runnable() {
            public void run() {
                byAge.thenComparing((Comparator<CkPerson>) null);
            }
        });
        npe("thenComparing(null key)", new Runnable() {
            public void run() {
                byAge.thenComparing((Function<CkPerson, String>) null);
            }
        });
        npe("thenComparingInt(null)", new Runnable() {
            public void run() {
                byAge.thenComparingInt(null);
            }
        });
        npe("comparingByKey(null)", new Runnable() {
            public void run() {
                Map.Entry.comparingByKey(null);
            }
        });
        npe("natural compare null", new Runnable() {
            public void run() {
                Comparator.<String>naturalOrder().compare(null, "a");
            }
        });
        npe("comparing key null", new Runnable() {
            public void run() {
                Comparator.comparing(NAME).compare(new CkPerson(null, 1, 1, 1), new CkPerson("x", 1, 1, 1));
            }
        });
    }
}

// expect: name: [amy/30/-1/-0.0, bob/25/3/NaN, cat/41/8589934592/1.5, dan/25/3/0.0, eve/30/42949672960/1.5]
// expect: name reversed: [eve/30/42949672960/1.5, dan/25/3/0.0, cat/41/8589934592/1.5, bob/25/3/NaN, amy/30/-1/-0.0]
// expect: name reverseOrder: [eve/30/42949672960/1.5, dan/25/3/0.0, cat/41/8589934592/1.5, bob/25/3/NaN, amy/30/-1/-0.0]
// expect: age: [bob/25/3/NaN, dan/25/3/0.0, eve/30/42949672960/1.5, amy/30/-1/-0.0, cat/41/8589934592/1.5]
// expect: age then name: [bob/25/3/NaN, dan/25/3/0.0, amy/30/-1/-0.0, eve/30/42949672960/1.5, cat/41/8589934592/1.5]
// expect: age then name desc: [dan/25/3/0.0, bob/25/3/NaN, eve/30/42949672960/1.5, amy/30/-1/-0.0, cat/41/8589934592/1.5]
// expect: id: [amy/30/-1/-0.0, bob/25/3/NaN, dan/25/3/0.0, cat/41/8589934592/1.5, eve/30/42949672960/1.5]
// expect: score: [amy/30/-1/-0.0, dan/25/3/0.0, eve/30/42949672960/1.5, cat/41/8589934592/1.5, bob/25/3/NaN]
// expect: score then age desc: [amy/30/-1/-0.0, dan/25/3/0.0, cat/41/8589934592/1.5, eve/30/42949672960/1.5, bob/25/3/NaN]
// expect: age then id then score: [dan/25/3/0.0, bob/25/3/NaN, amy/30/-1/-0.0, eve/30/42949672960/1.5, cat/41/8589934592/1.5]
// expect: id then age: [amy/30/-1/-0.0, bob/25/3/NaN, dan/25/3/0.0, cat/41/8589934592/1.5, eve/30/42949672960/1.5]
// expect: reversed twice: [amy/30/-1/-0.0, bob/25/3/NaN, cat/41/8589934592/1.5, dan/25/3/0.0, eve/30/42949672960/1.5]
// expect: nullsFirst: [null, null, apple, fig, kiwi, pear]
// expect: nullsLast reverse: [pear, kiwi, fig, apple, null, null]
// expect: nullsFirst reversed: [pear, kiwi, fig, apple, null, null]
// expect: nullsLast(len) then natural: [fig, kiwi, pear, apple, null, null]
// expect: nullsFirst(null): [null, null, fig, kiwi, pear, apple]
// expect: nullsFirst(null) then natural: [null, null, apple, fig, kiwi, pear]
// expect: -1 1 1 -1
// expect: by value: [c=1, b=2, a=3]
// expect: by key: [a=3, b=2, c=1]
// expect: by key desc: [c=1, b=2, a=3]
// expect: by value desc: [a=3, b=2, c=1]
// expect: comparing(null): NPE null
// expect: comparing(f, null): NPE null
// expect: comparingInt(null): NPE null
// expect: comparingLong(null): NPE null
// expect: comparingDouble(null): NPE null
// expect: thenComparing(null comparator): NPE null
// expect: thenComparing(null key): NPE null
// expect: thenComparingInt(null): NPE null
// expect: comparingByKey(null): NPE null
// expect: natural compare null: NPE null
// expect: comparing key null: NPE null
