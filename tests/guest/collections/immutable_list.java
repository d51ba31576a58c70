// List.of and List.copyOf: contents, equality and hashing against other lists, indexOf and
// contains (null rejected), subList views and their range errors, index errors of the one- and
// two-element form and of the array form, iterators, and UnsupportedOperationException from
// every mutator, even those that would change nothing.
import java.util.*;

public class immutable_list {
    static void report(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": ok");
        } catch (RuntimeException e) {
            System.out.println(what + ": " + e);
        }
    }

    public static void main(String[] args) {
        final List<String> empty = List.of();
        final List<String> one = List.of("a");
        final List<String> two = List.of("a", "b");
        final List<Integer> ten = List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
        final List<Integer> many = List.of(new Integer[] {5, 3, 5, 1, 9, 3, 7, 8, 2, 6, 4, 0});
        System.out.println(empty + " " + one + " " + two + " " + ten + " " + many);
        System.out.println(empty.size() + " " + one.size() + " " + two.size() + " " + ten.size() + " " + many.size()
                + " " + empty.isEmpty() + " " + one.isEmpty());
        System.out.println(List.of(1, 2, 3) + " " + List.of(1, 2, 3, 4) + " " + List.of(1, 2, 3, 4, 5) + " "
                + List.of(1, 2, 3, 4, 5, 6) + " " + List.of(1, 2, 3, 4, 5, 6, 7) + " " + List.of(1, 2, 3, 4, 5, 6, 7, 8)
                + " " + List.of(1, 2, 3, 4, 5, 6, 7, 8, 9));
        System.out.println(empty.hashCode() + " " + one.hashCode() + " " + two.hashCode() + " " + ten.hashCode()
                + " " + many.hashCode());
        System.out.println(two.equals(Arrays.asList("a", "b")) + " " + Arrays.asList("a", "b").equals(two) + " "
                + two.equals(new LinkedList<String>(two)) + " " + two.equals(List.of("a")) + " "
                + one.equals(Arrays.asList("a", "b")) + " " + empty.equals(new ArrayList<String>()) + " "
                + two.equals(new HashSet<String>(two)) + " " + one.equals(Arrays.asList((String) null)) + " "
                + ten.equals(List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10)));
        System.out.println(many.indexOf(5) + " " + many.lastIndexOf(5) + " " + many.indexOf(42) + " "
                + many.contains(9) + " " + many.contains("9") + " " + two.indexOf("b") + " " + two.lastIndexOf("a")
                + " " + many.containsAll(Arrays.asList(0, 9)) + " " + empty.contains("x"));
        System.out.println(Arrays.toString(many.toArray()) + " " + Arrays.toString(two.toArray(new String[0]))
                + " " + Arrays.toString(one.toArray(new String[3])) + " " + many.get(11) + " " + two.get(1));

        List<Integer> sub = many.subList(2, 8);
        System.out.println(sub + " " + sub.size() + " " + sub.get(0) + " " + sub.indexOf(9) + " " + sub.contains(4)
                + " " + sub.hashCode() + " " + sub.equals(Arrays.asList(5, 1, 9, 3, 7, 8)) + " " + sub.subList(1, 3)
                + " " + Arrays.toString(sub.toArray()));
        List<Integer> sub2 = ten.subList(0, 10).subList(3, 7).subList(1, 3);
        System.out.println(sub2 + " " + List.copyOf(sub2) + " " + (List.copyOf(sub2) == sub2) + " "
                + (List.copyOf(ten) == ten) + " " + (List.copyOf(one) == one) + " " + (List.copyOf(empty) == empty));

        ListIterator<Integer> li = ten.listIterator(8);
        StringBuilder sb = new StringBuilder();
        while (li.hasPrevious()) {
            sb.append(li.previousIndex()).append(':').append(li.previous()).append(' ');
        }
        sb.append(li.nextIndex()).append(' ').append(li.next());
        System.out.println(sb);
        StringBuilder all = new StringBuilder();
        for (String s : two) {
            all.append(s);
        }
        for (int v : sub) {
            all.append(v);
        }
        System.out.println(all);

        List<String> src = new ArrayList<String>(Arrays.asList("x", "y", "z"));
        List<String> copy = List.copyOf(src);
        src.set(0, "changed");
        System.out.println(copy + " " + src + " " + List.copyOf(new ArrayDeque<String>(src)));

        report("one.get(1)", new Runnable() { public void run() { one.get(1); } });
        report("two.get(2)", new Runnable() { public void run() { two.get(2); } });
        report("two.get(-1)", new Runnable() { public void run() { two.get(-1); } });
        report("empty.get(0)", new Runnable() { public void run() { empty.get(0); } });
        report("many.get(12)", new Runnable() { public void run() { many.get(12); } });
        report("sub.get(6)", new Runnable() { public void run() { many.subList(2, 8).get(6); } });
        report("listIterator(11)", new Runnable() { public void run() { ten.listIterator(11); } });
        report("listIterator(-1)", new Runnable() { public void run() { one.listIterator(-1); } });
        report("sub listIterator(7)", new Runnable() { public void run() { many.subList(2, 8).listIterator(7); } });
        report("subList(-1, 2)", new Runnable() { public void run() { ten.subList(-1, 2); } });
        report("subList(0, 11)", new Runnable() { public void run() { ten.subList(0, 11); } });
        report("subList(3, 2)", new Runnable() { public void run() { two.subList(3, 2); } });
        report("sub.subList(0, 7)", new Runnable() { public void run() { many.subList(2, 8).subList(0, 7); } });
        report("iterator past end", new Runnable() { public void run() {
            Iterator<String> it = one.iterator();
            it.next();
            it.next();
        } });
        report("previous at start", new Runnable() { public void run() { ten.listIterator().previous(); } });
        report("iterator remove", new Runnable() { public void run() {
            Iterator<String> it = two.iterator();
            it.next();
            it.remove();
        } });
        report("listIterator set", new Runnable() { public void run() {
            ListIterator<Integer> it = ten.listIterator();
            it.next();
            it.set(3);
        } });
        report("listIterator add", new Runnable() { public void run() { ten.listIterator().add(3); } });

        report("contains(null)", new Runnable() { public void run() { many.contains(null); } });
        report("empty.contains(null)", new Runnable() { public void run() { empty.contains(null); } });
        report("indexOf(null)", new Runnable() { public void run() { one.indexOf(null); } });
        report("lastIndexOf(null)", new Runnable() { public void run() { ten.lastIndexOf(null); } });
        report("sub.indexOf(null)", new Runnable() { public void run() { many.subList(0, 2).indexOf(null); } });
        report("containsAll with null", new Runnable() { public void run() { two.containsAll(Arrays.asList("a", null)); } });
        report("of(null)", new Runnable() { public void run() { List.of((String) null); } });
        report("of(a, null)", new Runnable() { public void run() { List.of("a", null); } });
        report("of(a, b, null)", new Runnable() { public void run() { List.of("a", "b", null); } });
        report("of(array with null)", new Runnable() { public void run() { List.of(new String[] {"a", "b", "c", null}); } });
        report("of(null array)", new Runnable() { public void run() { List.of((String[]) null); } });
        report("copyOf(null element)", new Runnable() { public void run() { List.copyOf(Arrays.asList("a", null)); } });
        report("copyOf(null)", new Runnable() { public void run() { List.copyOf(null); } });

        report("add", new Runnable() { public void run() { two.add("c"); } });
        report("add(i, e)", new Runnable() { public void run() { empty.add(0, "c"); } });
        report("addAll(empty)", new Runnable() { public void run() { empty.addAll(new ArrayList<String>()); } });
        report("addAll(i, c)", new Runnable() { public void run() { one.addAll(0, two); } });
        report("remove(absent)", new Runnable() { public void run() { one.remove("zz"); } });
        report("remove(0)", new Runnable() { public void run() { many.remove(0); } });
        report("removeAll", new Runnable() { public void run() { many.removeAll(Arrays.asList(100)); } });
        report("retainAll", new Runnable() { public void run() { many.retainAll(many); } });
        report("set", new Runnable() { public void run() { one.set(0, "a"); } });
        report("clear", new Runnable() { public void run() { empty.clear(); } });
        report("sort", new Runnable() { public void run() { many.sort(null); } });
        report("Collections.sort", new Runnable() { public void run() { Collections.sort(many); } });
        report("sub.set", new Runnable() { public void run() { many.subList(0, 3).set(0, 1); } });
        report("sub.add", new Runnable() { public void run() { many.subList(0, 3).add(1); } });
    }
}
// expect: [] [a] [a, b] [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] [5, 3, 5, 1, 9, 3, 7, 8, 2, 6, 4, 0]
// expect: 0 1 2 10 12 true false
// expect: [1, 2, 3] [1, 2, 3, 4] [1, 2, 3, 4, 5] [1, 2, 3, 4, 5, 6] [1, 2, 3, 4, 5, 6, 7] [1, 2, 3, 4, 5, 6, 7, 8] [1, 2, 3, 4, 5, 6, 7, 8, 9]
// expect: 1 128 4066 -975991962 2136861686
// expect: true true true false false true false false true
// expect: 0 2 -1 true false 1 0 true false
// expect: [5, 3, 5, 1, 9, 3, 7, 8, 2, 6, 4, 0] [a, b] [a, null, null] 0 b
// expect: [5, 1, 9, 3, 7, 8] 6 5 2 false 1031844184 true [1, 9] [5, 1, 9, 3, 7, 8]
// expect: [5, 6] [5, 6] false true true true
// expect: 7:8 6:7 5:6 4:5 3:4 2:3 1:2 0:1 0 1
// expect: ab519378
// expect: [x, y, z] [changed, y, z] [changed, y, z]
// expect: one.get(1): java.lang.IndexOutOfBoundsException: Index: 1 Size: 1
// expect: two.get(2): java.lang.IndexOutOfBoundsException: Index: 2 Size: 2
// expect: two.get(-1): java.lang.IndexOutOfBoundsException: Index: -1 Size: 2
// expect: empty.get(0): java.lang.ArrayIndexOutOfBoundsException: Index 0 out of bounds for length 0
// expect: many.get(12): java.lang.ArrayIndexOutOfBoundsException: Index 12 out of bounds for length 12
// expect: sub.get(6): java.lang.IndexOutOfBoundsException: Index 6 out of bounds for length 6
// expect: listIterator(11): java.lang.IndexOutOfBoundsException: Index: 11 Size: 10
// expect: listIterator(-1): java.lang.IndexOutOfBoundsException: Index: -1 Size: 1
// expect: sub listIterator(7): java.lang.IndexOutOfBoundsException: Index: 7 Size: 6
// expect: subList(-1, 2): java.lang.IndexOutOfBoundsException: fromIndex = -1
// expect: subList(0, 11): java.lang.IndexOutOfBoundsException: toIndex = 11
// expect: subList(3, 2): java.lang.IllegalArgumentException: fromIndex(3) > toIndex(2)
// expect: sub.subList(0, 7): java.lang.IndexOutOfBoundsException: toIndex = 7
// expect: iterator past end: java.util.NoSuchElementException
// expect: previous at start: java.util.NoSuchElementException
// expect: iterator remove: java.lang.UnsupportedOperationException
// expect: listIterator set: java.lang.UnsupportedOperationException
// expect: listIterator add: java.lang.UnsupportedOperationException
// expect: contains(null): java.lang.NullPointerException
// expect: empty.contains(null): java.lang.NullPointerException
// expect: indexOf(null): java.lang.NullPointerException
// expect: lastIndexOf(null): java.lang.NullPointerException
// expect: sub.indexOf(null): java.lang.NullPointerException
// expect: containsAll with null: java.lang.NullPointerException
// expect: of(null): java.lang.NullPointerException
// expect: of(a, null): java.lang.NullPointerException
// expect: of(a, b, null): java.lang.NullPointerException
// expect: of(array with null): java.lang.NullPointerException
// expect: of(null array): java.lang.NullPointerException
// expect: copyOf(null element): java.lang.NullPointerException
// expect: copyOf(null): java.lang.NullPointerException
// expect: add: java.lang.UnsupportedOperationException
// expect: add(i, e): java.lang.UnsupportedOperationException
// expect: addAll(empty): java.lang.UnsupportedOperationException
// expect: addAll(i, c): java.lang.UnsupportedOperationException
// expect: remove(absent): java.lang.UnsupportedOperationException
// expect: remove(0): java.lang.UnsupportedOperationException
// expect: removeAll: java.lang.UnsupportedOperationException
// expect: retainAll: java.lang.UnsupportedOperationException
// expect: set: java.lang.UnsupportedOperationException
// expect: clear: java.lang.UnsupportedOperationException
// expect: sort: java.lang.UnsupportedOperationException
// expect: Collections.sort: java.lang.UnsupportedOperationException
// expect: sub.set: java.lang.UnsupportedOperationException
// expect: sub.add: java.lang.UnsupportedOperationException
