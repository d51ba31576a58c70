// A small lambda-heavy program of the kind people write once they have lambdas: a word-frequency
// count over a fixed text. Tokens come from a scanner driven by an IntPredicate, counts from
// TreeMap.merge with Integer::sum, stop words leave through removeIf, the ranking sorts entries
// with Comparator chains (comparing with reverseOrder, thenComparing(Map.Entry::getKey)), words
// are grouped by length with computeIfAbsent, a tiny home-made pipeline (map, filter, fold, all
// lambdas) computes statistics, and every line is built by indified concatenation.
import java.util.*;
import java.util.function.*;

public class word_frequency {
    static final String TEXT = "It was the best of times, it was the worst of times, it was the age of "
            + "wisdom, it was the age of foolishness, it was the epoch of belief, it was the epoch of "
            + "incredulity, it was the season of Light, it was the season of Darkness, it was the spring "
            + "of hope, it was the winter of despair, we had everything before us, we had nothing before "
            + "us, we were all going direct to Heaven, we were all going direct the other way.";

    static final class WfPipe<T> {
        private final List<T> items;

        WfPipe(List<T> items) {
            this.items = items;
        }

        <R> WfPipe<R> map(Function<? super T, ? extends R> f) {
            List<R> out = new ArrayList<>();
            items.forEach(t -> out.add(f.apply(t)));
            return new WfPipe<>(out);
        }

        WfPipe<T> filter(Predicate<? super T> p) {
            List<T> out = new ArrayList<>(items);
            out.removeIf(p.negate());
            return new WfPipe<>(out);
        }

        <A> A fold(A start, BiFunction<A, ? super T, A> step) {
            A acc = start;
            for (T t : items) {
                acc = step.apply(acc, t);
            }
            return acc;
        }

        List<T> list() {
            return items;
        }
    }

    static List<String> tokens(String text, IntPredicate wordChar, UnaryOperator<String> normalise) {
        List<String> out = new ArrayList<>();
        int start = -1;
        for (int i = 0; i <= text.length(); i++) {
            boolean inWord = i < text.length() && wordChar.test(text.charAt(i));
            if (inWord && start < 0) {
                start = i;
            } else if (!inWord && start >= 0) {
                out.add(normalise.apply(text.substring(start, i)));
                start = -1;
            }
        }
        return out;
    }

    public static void main(String[] args) {
        List<String> words = tokens(TEXT, Character::isLetter, String::toLowerCase);
        System.out.println("tokens: " + words.size() + ", first: " + words.get(0) + ", last: "
                + words.get(words.size() - 1));

        Map<String, Integer> counts = new TreeMap<>();
        words.forEach(w -> counts.merge(w, 1, Integer::sum));
        System.out.println("distinct: " + counts.size());

        Set<String> stop = new HashSet<>(List.of("it", "the", "of", "was", "to", "we", "us", "all"));
        counts.keySet().removeIf(stop::contains);
        System.out.println("after stop words: " + counts.size());

        List<Map.Entry<String, Integer>> ranked = new ArrayList<>(counts.entrySet());
        ranked.sort(Comparator.comparing(Map.Entry<String, Integer>::getValue, Comparator.reverseOrder())
                .thenComparing(Map.Entry::getKey));
        for (int i = 0; i < 6; i++) {
            Map.Entry<String, Integer> e = ranked.get(i);
            System.out.println((i + 1) + ". " + e.getKey() + " x" + e.getValue());
        }

        Map<Integer, List<String>> byLength = new TreeMap<>(Comparator.reverseOrder());
        counts.keySet().forEach(w -> byLength.computeIfAbsent(w.length(), k -> new ArrayList<>()).add(w));
        byLength.forEach((len, ws) -> {
            if (len >= 7) {
                System.out.println(len + ": " + String.join(",", ws));
            }
        });

        ToIntFunction<String> vowels = w -> {
            int v = 0;
            for (char c : w.toCharArray()) {
                v += "aeiou".indexOf(c) >= 0 ? 1 : 0;
            }
            return v;
        };
        String mostVowels = Collections.max(counts.keySet(),
                Comparator.comparingInt(vowels).thenComparing(Comparator.<String>naturalOrder().reversed()));
        System.out.println("most vowels: " + mostVowels + " (" + vowels.applyAsInt(mostVowels) + ")");

        WfPipe<String> pipe = new WfPipe<>(words);
        int letters = pipe.map(String::length).fold(0, Integer::sum);
        String longest = pipe.fold("", (a, w) -> w.length() > a.length() ? w : a);
        List<String> capitals = new WfPipe<>(tokens(TEXT, Character::isLetter, s -> s))
                .filter(w -> Character.isUpperCase(w.charAt(0))).map(w -> w + "!").list();
        System.out.println("letters: " + letters + ", average: " + (letters * 100 / words.size()) / 100.0
                + ", longest: " + longest + ", capitalised: " + capitals);

        Optional<Map.Entry<String, Integer>> firstSingle = Optional.empty();
        for (Map.Entry<String, Integer> e : ranked) {
            if (e.getValue() == 1) {
                firstSingle = Optional.of(e);
                break;
            }
        }
        System.out.println("first single: " + firstSingle.map(Map.Entry::getKey).orElse("none"));
    }
    // expect: tokens: 85, first: it, last: way
    // expect: distinct: 34
    // expect: after stop words: 26
    // expect: 1. age x2
    // expect: 2. before x2
    // expect: 3. direct x2
    // expect: 4. epoch x2
    // expect: 5. going x2
    // expect: 6. had x2
    // expect: 11: foolishness,incredulity
    // expect: 10: everything
    // expect: 8: darkness
    // expect: 7: despair,nothing
    // expect: most vowels: foolishness (4)
    // expect: letters: 319, average: 3.75, longest: foolishness, capitalised: [It!, Light!, Darkness!, Heaven!]
    // expect: first single: belief
}
