// The Java 8 default methods of Iterable, Collection, List and Map driven by lambdas and method
// references, as programs use them: Iterable.forEach with a bound System.out::println and a
// capturing lambda, Collection.removeIf, List.replaceAll and List.sort, Map.forEach,
// getOrDefault, putIfAbsent, computeIfAbsent (the grouping idiom
// map.computeIfAbsent(k, x -> new ArrayList<>()).add(v)), computeIfPresent, compute and merge
// (counting with Integer::sum, removal by returning null), and Map.replaceAll. Where the call
// order of the function is observable it is logged.
import java.util.*;
import java.util.function.*;

public class collection_defaults {
    public static void main(String[] args) {
        List<String> words = new ArrayList<String>(Arrays.asList("delta", "alpha", "charlie", "bravo",
                "echo", "alpha", "foxtrot"));
        words.forEach(System.out::println);
        StringBuilder joined = new StringBuilder();
        words.forEach(w -> joined.append(w.charAt(0)));
        System.out.println(joined);
        new LinkedList<Integer>(Arrays.asList(3, 1, 2)).forEach(i -> joined.append(i));
        new TreeSet<String>(words).forEach(w -> joined.append(',').append(w.length()));
        System.out.println(joined);

        System.out.println(words.removeIf(w -> w.startsWith("a")) + " " + words);
        System.out.println(words.removeIf(String::isEmpty) + " " + words);
        Set<Integer> numbers = new HashSet<Integer>(Arrays.asList(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
        numbers.removeIf(n -> n % 3 != 0);
        System.out.println(new TreeSet<Integer>(numbers));

        words.replaceAll(String::toUpperCase);
        System.out.println(words);
        List<String> log = new ArrayList<String>();
        words.replaceAll(w -> {
            log.add(w);
            return w.substring(0, 2) + w.length();
        });
        System.out.println(words + " called for " + log);

        List<String> sortMe = new ArrayList<String>(Arrays.asList("pear", "fig", "banana", "kiwi", "apple"));
        sortMe.sort((a, b) -> a.length() != b.length() ? a.length() - b.length() : a.compareTo(b));
        System.out.println(sortMe);
        sortMe.sort(null);
        System.out.println(sortMe);
        sortMe.sort(Comparator.reverseOrder());
        System.out.println(sortMe);
        List<Integer> ints = new ArrayList<Integer>(Arrays.asList(5, -3, 9, 0, -3, 12));
        ints.sort(Integer::compare);
        System.out.println(ints);

        Map<String, List<Integer>> groups = new TreeMap<String, List<Integer>>();
        String[] keys = {"odd", "even", "odd", "odd", "even", "zero"};
        int[] values = {1, 2, 3, 5, 4, 0};
        for (int i = 0; i < keys.length; i++) {
            groups.computeIfAbsent(keys[i], k -> new ArrayList<Integer>()).add(values[i]);
        }
        System.out.println(groups);
        StringBuilder visit = new StringBuilder();
        groups.forEach((k, v) -> visit.append(k).append('=').append(v.size()).append(' '));
        System.out.println(visit.toString().trim());

        Map<String, Integer> counts = new LinkedHashMap<String, Integer>();
        for (String w : "the cat and the dog and the bird".split(" ")) {
            counts.merge(w, 1, Integer::sum);
        }
        System.out.println(counts);
        counts.merge("dog", 1, (old, one) -> null);
        System.out.println(counts + " " + counts.getOrDefault("dog", -1) + " " + counts.getOrDefault("the", -1));
        System.out.println(counts.putIfAbsent("cat", 99) + " " + counts.putIfAbsent("cow", 7) + " " + counts);

        List<String> calls = new ArrayList<String>();
        Integer absent = counts.computeIfAbsent("the", k -> {
            calls.add("absent(" + k + ")");
            return 0;
        });
        Integer present = counts.computeIfPresent("and", (k, v) -> {
            calls.add("present(" + k + "," + v + ")");
            return v * 10;
        });
        Integer missing = counts.computeIfPresent("zebra", (k, v) -> {
            calls.add("never");
            return 1;
        });
        Integer computed = counts.compute("bird", (k, v) -> {
            calls.add("compute(" + k + "," + v + ")");
            return v == null ? 1 : v + 100;
        });
        Integer fresh = counts.compute("emu", (k, v) -> v == null ? k.length() : v);
        Integer removed = counts.compute("cow", (k, v) -> null);
        System.out.println(absent + " " + present + " " + missing + " " + computed + " " + fresh + " " + removed);
        System.out.println(calls + " " + counts);
        counts.replaceAll((k, v) -> v + k.length());
        System.out.println(counts);

        Map<Character, Integer> byInitial = new TreeMap<Character, Integer>(Comparator.reverseOrder());
        for (String w : counts.keySet()) {
            byInitial.merge(w.charAt(0), w.length(), Math::max);
        }
        System.out.println(byInitial);
    }
    // expect: delta
    // expect: alpha
    // expect: charlie
    // expect: bravo
    // expect: echo
    // expect: alpha
    // expect: foxtrot
    // expect: dacbeaf
    // expect: dacbeaf312,5,5,7,5,4,7
    // expect: true [delta, charlie, bravo, echo, foxtrot]
    // expect: false [delta, charlie, bravo, echo, foxtrot]
    // expect: [3, 6, 9]
    // expect: [DELTA, CHARLIE, BRAVO, ECHO, FOXTROT]
    // expect: [DE5, CH7, BR5, EC4, FO7] called for [DELTA, CHARLIE, BRAVO, ECHO, FOXTROT]
    // expect: [fig, kiwi, pear, apple, banana]
    // expect: [apple, banana, fig, kiwi, pear]
    // expect: [pear, kiwi, fig, banana, apple]
    // expect: [-3, -3, 0, 5, 9, 12]
    // expect: {even=[2, 4], odd=[1, 3, 5], zero=[0]}
    // expect: even=2 odd=3 zero=1
    // expect: {the=3, cat=1, and=2, dog=1, bird=1}
    // expect: {the=3, cat=1, and=2, bird=1} -1 3
    // expect: 1 null {the=3, cat=1, and=2, bird=1, cow=7}
    // expect: 3 20 null 101 3 null
    // expect: [present(and,2), compute(bird,1)] {the=3, cat=1, and=20, bird=101, emu=3}
    // expect: {the=6, cat=4, and=23, bird=105, emu=6}
    // expect: {t=3, e=3, c=3, b=4, a=3}
}
