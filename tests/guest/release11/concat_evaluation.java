// When and how often the parts of an indified concatenation are evaluated: the operands left to
// right, each once (i++ and calls with logged side effects), and each object's toString once,
// the objects' in left-to-right order. When an object's toString runs relative to the later
// operands depends on javac's version (a javac with the fix for JDK-8273914 converts such an
// object with String.valueOf as soon as it is evaluated; an older one hands it to the call site,
// which converts after all operands), so operands and toString calls are logged apart. A
// toString that throws ends the concatenation with its exception. Also += on a local, on an
// array element with a side-effecting index and on a field reached through a method call (each
// evaluated once), concatenation in loops, and a chain of += building a string char by char.
import java.util.*;

public class concat_evaluation {
    static final List<String> log = new ArrayList<String>();
    static final List<String> conversions = new ArrayList<String>();
    String field = "f";

    static final class CeLogged {
        final String name;

        CeLogged(String name) {
            this.name = name;
        }

        public String toString() {
            conversions.add(name);
            return name;
        }
    }

    static final class CeThrows {
        public String toString() {
            conversions.add("throwing");
            throw new IllegalStateException("no text");
        }
    }

    static <T> T logged(String what, T value) {
        log.add("eval " + what);
        return value;
    }

    static concat_evaluation holder = new concat_evaluation();

    static concat_evaluation holder() {
        log.add("holder()");
        return holder;
    }

    static String flush() {
        String s = log + " " + conversions;
        log.clear();
        conversions.clear();
        return s;
    }

    public static void main(String[] args) {
        int i = 0;
        String s = i++ + "," + i++ + "," + ++i + "," + (i += 10) + "," + i;
        System.out.println(s);

        String t = logged("a", new CeLogged("A")) + "-" + logged("b", 2) + "-" + logged("c", new CeLogged("C"));
        System.out.println(t + " " + flush());

        CeLogged same = new CeLogged("S");
        String twice = same + "" + same;
        System.out.println(twice + " " + flush());

        try {
            String never = logged("first", new CeLogged("F")) + " " + new CeThrows() + " "
                    + logged("last", new CeLogged("L"));
            System.out.println("not reached " + never);
        } catch (IllegalStateException e) {
            System.out.println("caught " + e.getMessage() + " " + conversions);
            flush();
        }

        String acc = "x";
        acc += 1;
        acc += 'c';
        acc += 2.5;
        acc += null;
        acc += new CeLogged("obj");
        acc += acc.length();
        System.out.println(acc + " " + flush());

        String[] cells = {"a", "b", "c"};
        int k = 0;
        cells[k++] += "1" + k;
        cells[k++] += k;
        System.out.println(Arrays.toString(cells) + " k=" + k);
        holder().field += "g";
        holder().field += holder().field;
        System.out.println(holder.field + " " + flush());

        String line = "";
        for (int n = 0; n < 5; n++) {
            line = line + n + (n < 4 ? "," : "");
        }
        System.out.println(line);
        String chars = "";
        for (char c = 'a'; c <= 'e'; c++) {
            chars += c;
        }
        System.out.println(chars + " " + chars.length());
        StringBuilder table = new StringBuilder();
        for (int r = 1; r <= 3; r++) {
            table.append(r + ":" + r * r + ":" + (r * r * r) + (r < 3 ? " " : ""));
        }
        System.out.println(table);
    }
    // expect: 0,1,3,13,13
    // expect: A-2-C [eval a, eval b, eval c] [A, C]
    // expect: SS [] [S, S]
    // expect: caught no text [F, throwing]
    // expect: x1c2.5nullobj13 [] [obj]
    // expect: [a11, b2, c] k=2
    // expect: fgfg [holder(), holder(), holder()] []
    // expect: 0,1,2,3,4
    // expect: abcde 5
    // expect: 1:1:1 2:4:8 3:9:27
}
