// A text-statistics workload of the kind benchmark suites use: a deterministic pseudo-text
// (made-up words from syllables, sentences and paragraphs, all drawn from a seeded
// java.util.Random), then word frequencies in a HashMap sorted with Collections.sort by count
// and word, a TreeMap histogram of word lengths, bigram counts with a PriorityQueue top-k,
// clause statistics through String.split on "[,.;]", line wrapping to a width, and a
// String.format table, all gathered in a StringBuilder report.
// Under -Xgc:stress it collects at every 500th allocation (every one would take minutes):
// gc-stress-interval: 500
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Random;
import java.util.TreeMap;

public class TextBench {
    static final String[] SYLLABLES = {
        "ka", "lo", "mi", "ren", "tu", "sa", "vel", "or", "an", "qui", "bro", "de", "fi", "gan",
        "ho", "ju", "ny", "pe", "str", "ul", "wen", "xo", "zi", "el", "ta", "mor", "ith", "ae",
    };

    /** A word and how often it occurs. */
    static final class Count {
        final String word;
        int count;

        Count(String word) {
            this.word = word;
        }
    }

    /** Most frequent first, then alphabetical. */
    static final class ByCountThenWord implements Comparator<Count> {
        public int compare(Count a, Count b) {
            if (a.count != b.count) {
                return b.count - a.count;
            }
            return a.word.compareTo(b.word);
        }
    }

    /** The least frequent at the head (so a bounded heap keeps the top k). */
    static final class FewestFirst implements Comparator<Count> {
        public int compare(Count a, Count b) {
            if (a.count != b.count) {
                return a.count - b.count;
            }
            return b.word.compareTo(a.word);
        }
    }

    // ---- text generation ----

    static List<String> vocabulary(Random random, int size) {
        LinkedHashSet<String> words = new LinkedHashSet<String>();
        while (words.size() < size) {
            int syllables = 1 + random.nextInt(4);
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < syllables; i++) {
                sb.append(SYLLABLES[random.nextInt(SYLLABLES.length)]);
            }
            words.add(sb.toString());
        }
        return new ArrayList<String>(words);
    }

    /** A skewed pick: low indexes (common words) come up far more often than high ones. */
    static String pick(Random random, List<String> vocabulary) {
        return vocabulary.get(random.nextInt(random.nextInt(vocabulary.size()) + 1));
    }

    static String sentence(Random random, List<String> vocabulary) {
        int length = 4 + random.nextInt(12);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < length; i++) {
            String w = pick(random, vocabulary);
            if (i == 0) {
                sb.append(Character.toUpperCase(w.charAt(0))).append(w, 1, w.length());
            } else {
                sb.append(' ').append(w);
            }
            if (i < length - 2 && random.nextInt(9) == 0) {
                sb.append(',');
            }
        }
        sb.append(random.nextInt(6) == 0 ? ';' : '.');
        return sb.toString();
    }

    static String text(Random random, List<String> vocabulary, int paragraphs) {
        StringBuilder sb = new StringBuilder();
        for (int p = 0; p < paragraphs; p++) {
            if (p > 0) {
                sb.append("\n\n");
            }
            int sentences = 3 + random.nextInt(5);
            for (int s = 0; s < sentences; s++) {
                if (s > 0) {
                    sb.append(random.nextInt(4) == 0 ? "\n" : " ");
                }
                sb.append(sentence(random, vocabulary));
            }
        }
        return sb.toString();
    }

    // ---- analysis ----

    /** The lower-case words of the text, punctuation stripped. */
    static List<String> words(String text) {
        List<String> out = new ArrayList<String>();
        String[] tokens = text.trim().split("\\s+");
        for (String t : tokens) {
            int end = t.length();
            while (end > 0 && !Character.isLetter(t.charAt(end - 1))) {
                end--;
            }
            if (end > 0) {
                out.add(t.substring(0, end).toLowerCase());
            }
        }
        return out;
    }

    static List<Count> sortedCounts(Map<String, Count> counts) {
        List<Count> list = new ArrayList<Count>(counts.values());
        Collections.sort(list, new ByCountThenWord());
        return list;
    }

    static Map<String, Count> frequencies(List<String> words) {
        Map<String, Count> counts = new HashMap<String, Count>();
        for (String w : words) {
            Count c = counts.get(w);
            if (c == null) {
                c = new Count(w);
                counts.put(w, c);
            }
            c.count++;
        }
        return counts;
    }

    static List<Count> topK(Map<String, Count> counts, int k) {
        PriorityQueue<Count> heap = new PriorityQueue<Count>(k + 1, new FewestFirst());
        for (Count c : counts.values()) {
            heap.offer(c);
            if (heap.size() > k) {
                heap.poll();
            }
        }
        List<Count> top = new ArrayList<Count>();
        while (!heap.isEmpty()) {
            top.add(heap.poll());
        }
        Collections.reverse(top);
        return top;
    }

    /** Greedy wrapping to width: as many words per line as fit (a longer word gets its own line). */
    static List<String> wrap(String paragraph, int width) {
        List<String> lines = new ArrayList<String>();
        StringBuilder line = new StringBuilder();
        for (String w : paragraph.trim().split("\\s+")) {
            if (line.length() > 0 && line.length() + 1 + w.length() > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            if (line.length() > 0) {
                line.append(' ');
            }
            line.append(w);
        }
        if (line.length() > 0) {
            lines.add(line.toString());
        }
        return lines;
    }

    static String bar(int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            sb.append('#');
        }
        return sb.toString();
    }

    static void analyse(int round, String text, StringBuilder report) {
        String[] paragraphs = text.split("\n\n");
        List<String> words = words(text);
        Map<String, Count> counts = frequencies(words);
        List<Count> sorted = sortedCounts(counts);
        int hapax = 0;
        int letters = 0;
        for (Count c : sorted) {
            if (c.count == 1) {
                hapax++;
            }
        }
        for (String w : words) {
            letters += w.length();
        }
        report.append(String.format("round %d: %d paragraphs, %d words, %d distinct, %d once, mean length %.3f%n",
                round, paragraphs.length, words.size(), counts.size(), hapax, (double) letters / words.size()));

        report.append(String.format("  %-4s %-14s %6s %7s%n", "rank", "word", "count", "share"));
        for (int i = 0; i < 6; i++) {
            Count c = sorted.get(i);
            report.append(String.format("  %4d %-14s %6d %6.2f%%%n", i + 1, c.word, c.count,
                    100.0 * c.count / words.size()));
        }

        TreeMap<Integer, Integer> lengths = new TreeMap<Integer, Integer>();
        for (String w : words) {
            Integer old = lengths.get(w.length());
            lengths.put(w.length(), old == null ? 1 : old + 1);
        }
        StringBuilder hist = new StringBuilder("  lengths:");
        for (Map.Entry<Integer, Integer> e : lengths.entrySet()) {
            hist.append(' ').append(e.getKey()).append('=').append(e.getValue());
        }
        report.append(hist).append('\n');
        int scale = Collections.max(lengths.values()) / 30 + 1;
        Iterator<Map.Entry<Integer, Integer>> it = lengths.entrySet().iterator();
        for (int shown = 0; shown < 3 && it.hasNext(); shown++) {
            Map.Entry<Integer, Integer> e = it.next();
            report.append(String.format("  %2d |%s%n", e.getKey(), bar(e.getValue() / scale)));
        }

        Map<String, Count> bigrams = new HashMap<String, Count>();
        for (String p : paragraphs) {
            List<String> pw = words(p);
            for (int i = 0; i + 1 < pw.size(); i++) {
                String key = pw.get(i) + " " + pw.get(i + 1);
                Count c = bigrams.get(key);
                if (c == null) {
                    c = new Count(key);
                    bigrams.put(key, c);
                }
                c.count++;
            }
        }
        StringBuilder top = new StringBuilder("  top bigrams:");
        for (Count c : topK(bigrams, 4)) {
            top.append(" [").append(c.word).append("] ").append(c.count);
        }
        report.append(top).append(" of ").append(bigrams.size()).append('\n');

        int clauses = 0;
        int clauseWords = 0;
        int longest = 0;
        for (String clause : text.split("[,.;]")) {
            String t = clause.trim();
            if (t.isEmpty()) {
                continue;
            }
            int n = t.split("\\s+").length;
            clauses++;
            clauseWords += n;
            longest = Math.max(longest, n);
        }
        report.append(String.format("  clauses %d, mean %.2f words, longest %d%n", clauses,
                (double) clauseWords / clauses, longest));

        List<String> wrapped = wrap(paragraphs[0], 48);
        report.append("  first paragraph wrapped to 48:\n");
        for (String line : wrapped) {
            report.append("    |").append(line).append('\n');
        }
        int totalLines = 0;
        int widest = 0;
        for (String p : paragraphs) {
            for (String line : wrap(p, 72)) {
                totalLines++;
                widest = Math.max(widest, line.length());
            }
        }
        report.append("  all wrapped to 72: ").append(totalLines).append(" lines, widest ").append(widest).append('\n');
    }

    public static void main(String[] args) {
        int paragraphs = args.length > 0 ? Integer.parseInt(args[0]) : 60;
        long checksum = 0;
        for (int round = 0; round < 2; round++) {
            Random random = new Random(2718 + round);
            List<String> vocabulary = vocabulary(random, 400);
            String text = text(random, vocabulary, paragraphs);
            StringBuilder report = new StringBuilder();
            analyse(round, text, report);
            System.out.print(report);
            checksum = checksum * 31 + text.hashCode();
        }
        System.out.println("checksum " + checksum);
    }
}
// expect: round 0: 60 paragraphs, 2958 words, 350 distinct, 47 once, mean length 6.578
// expect:   rank word            count   share
// expect:      1 zianganmor         45   1.52%
// expect:      2 elwen              41   1.39%
// expect:      3 el                 36   1.22%
// expect:      4 lolosa             36   1.22%
// expect:      5 wenithho           36   1.22%
// expect:      6 hodedeith          35   1.18%
// expect:   lengths: 2=271 3=127 4=310 5=322 6=431 7=268 8=377 9=398 10=375 11=73 12=6
// expect:    2 |##################
// expect:    3 |########
// expect:    4 |####################
// expect:   top bigrams: [elwen morsa] 4 [brofixo wenithho] 3 [ith elwen] 3 [lohoithel wenxomilo] 3 of 2801
// expect:   clauses 565, mean 5.24 words, longest 15
// expect:   first paragraph wrapped to 48:
// expect:     |Dewenrenpe de ulloith ithmor. De nyulwenren ka,
// expect:     |zianganmor ju saloxo lojuta vel hodedeith misa
// expect:     |quiithpevel dewenrenpe broelithho kabropede.
// expect:     |Ithrenel aeae hojurenho xoren deka. Zianganmor
// expect:     |loho str wenithho gantatu.
// expect:   all wrapped to 72: 358 lines, widest 72
// expect: round 1: 60 paragraphs, 2821 words, 347 distinct, 40 once, mean length 6.417
// expect:   rank word            count   share
// expect:      1 ithaedean          58   2.06%
// expect:      2 xotuel             45   1.60%
// expect:      3 wennybromi         37   1.31%
// expect:      4 ho                 31   1.10%
// expect:      5 hoor               31   1.10%
// expect:      6 an                 29   1.03%
// expect:   lengths: 2=277 3=107 4=373 5=418 6=244 7=289 8=309 9=473 10=225 11=94 12=12
// expect:    2 |#################
// expect:    3 |######
// expect:    4 |#######################
// expect:   top bigrams: [gan or] 3 [lovel ithaedean] 3 [saju miquikaan] 3 [xotuel hoor] 3 of 2670
// expect:   clauses 546, mean 5.17 words, longest 15
// expect:   first paragraph wrapped to 48:
// expect:     |Ta kasaith sapequi strzimipe tamorith, ulhope,
// expect:     |finy deju. Gantu mistrqui fivel strzimipe,
// expect:     |fifika ulor bronymorta sarenmi. Ith lovelta
// expect:     |wennybromi xoxo kaquior rengankami, aebrozior
// expect:     |ulor hoor ith. Sany quizijuny lo eltazilo
// expect:     |ithtamiqui strmikastr eltarenan velorju. Miulan
// expect:     |fifika miren tamorta quizijuny ho ithaedean,
// expect:     |lovel ny lo velstrganvel.
// expect:   all wrapped to 72: 334 lines, widest 72
// expect: checksum -38837020803
