// The list iterators of ArrayList, LinkedList, Vector and an ArrayList sublist: whether a
// stale iterator's remove, set and add report the missing element (IllegalStateException) or
// the modification (ConcurrentModificationException) first; Vector's replaceAll, removeIf and
// forEach; which ensureCapacity calls count as modifications; sublist bulk operations.
import java.util.*;
import java.util.function.*;

public class list_iterator_check_order {
    /** Makes a fresh list iterator stale, then tries remove (0), set (1) or add (2) on it. */
    static void stale(String what, List<Integer> l, int mode) {
        ListIterator<Integer> it = l.listIterator();
        l.add(7);
        try {
            if (mode == 0) {
                it.remove();
            } else if (mode == 1) {
                it.set(1);
            } else {
                it.add(1);
            }
            System.out.println(what + " ok");
        } catch (RuntimeException e) {
            System.out.println(what + " " + e);
        }
    }

    /** Whether it.next() now throws ConcurrentModificationException. */
    static void report(String what, Iterator<Integer> it) {
        try {
            it.next();
            System.out.println(what + " not structural");
        } catch (ConcurrentModificationException e) {
            System.out.println(what + " structural");
        } catch (NoSuchElementException e) {
            System.out.println(what + " not structural (at end)");
        }
    }

    static final Predicate<Integer> NONE = new Predicate<Integer>() {
        public boolean test(Integer x) { return false; }
    };

    static final Predicate<Integer> ALL_BUT_THROW_AT_3 = new Predicate<Integer>() {
        public boolean test(Integer x) {
            if (x == 3) {
                throw new IllegalStateException("at 3");
            }
            return true;
        }
    };

    public static void main(String[] args) {
        String[] ops = {"remove", "set", "add"};
        for (int i = 0; i < 3; i++) {
            stale("ArrayList " + ops[i], new ArrayList<Integer>(Arrays.asList(1, 2)), i);
            stale("LinkedList " + ops[i], new LinkedList<Integer>(Arrays.asList(1, 2)), i);
            stale("Vector " + ops[i], new Vector<Integer>(Arrays.asList(1, 2)), i);
            stale("subList " + ops[i], new ArrayList<Integer>(Arrays.asList(1, 2, 3)).subList(0, 2), i);
        }
        final Vector<Integer> v = new Vector<Integer>(Arrays.asList(1, 2, 3));
        Iterator<Integer> it = v.iterator();
        it.next();
        v.replaceAll(new UnaryOperator<Integer>() { public Integer apply(Integer x) { return x; } });
        report("Vector replaceAll", it);
        it = v.iterator();
        it.next();
        v.removeIf(NONE);
        report("Vector removeIf none", it);
        try {
            v.removeIf(ALL_BUT_THROW_AT_3);
        } catch (RuntimeException e) {
            System.out.println(e + " " + v);
        }
        try {
            v.forEach(new Consumer<Integer>() {
                public void accept(Integer x) { System.out.print(x); v.add(9); }
            });
        } catch (RuntimeException e) {
            System.out.println(" " + e + " " + v);
        }

        ArrayList<Integer> unsized = new ArrayList<Integer>();
        it = unsized.iterator();
        unsized.ensureCapacity(5);
        report("default-constructed ensureCapacity(5)", it);
        it = unsized.iterator();
        unsized.ensureCapacity(11);
        report("default-constructed ensureCapacity(11)", it);
        ArrayList<Integer> zero = new ArrayList<Integer>(0);
        it = zero.iterator();
        zero.ensureCapacity(5);
        report("capacity-0 ensureCapacity(5)", it);

        ArrayList<Integer> b = new ArrayList<Integer>(Arrays.asList(1, 2, 3));
        List<Integer> bs = b.subList(0, 2);
        it = b.iterator();
        it.next();
        bs.addAll(new ArrayList<Integer>());
        report("subList addAll empty", it);
        bs.removeAll(Arrays.asList(9));
        report("subList removeAll none", it);
        try {
            b.subList(0, 3).removeIf(ALL_BUT_THROW_AT_3);
        } catch (RuntimeException e) {
            System.out.println("subList removeIf throwing " + e + " " + b);
        }
        LinkedList<Integer> ll = new LinkedList<Integer>(Arrays.asList(1, 2, 3));
        ListIterator<Integer> li = ll.listIterator();
        li.next();
        ll.add(4);
        try {
            li.set(5);
        } catch (RuntimeException e) {
            System.out.println("LinkedList set when stale " + e);
        }
    }
}
// expect: ArrayList remove java.lang.IllegalStateException
// expect: LinkedList remove java.util.ConcurrentModificationException
// expect: Vector remove java.lang.IllegalStateException
// expect: subList remove java.lang.IllegalStateException
// expect: ArrayList set java.lang.IllegalStateException
// expect: LinkedList set java.lang.IllegalStateException
// expect: Vector set java.lang.IllegalStateException
// expect: subList set java.lang.IllegalStateException
// expect: ArrayList add java.util.ConcurrentModificationException
// expect: LinkedList add java.util.ConcurrentModificationException
// expect: Vector add java.util.ConcurrentModificationException
// expect: subList add java.util.ConcurrentModificationException
// expect: Vector replaceAll structural
// expect: Vector removeIf none not structural
// expect: java.lang.IllegalStateException: at 3 [1, 2, 3]
// expect: 1 java.util.ConcurrentModificationException [1, 2, 3, 9]
// expect: default-constructed ensureCapacity(5) not structural (at end)
// expect: default-constructed ensureCapacity(11) structural
// expect: capacity-0 ensureCapacity(5) structural
// expect: subList addAll empty not structural
// expect: subList removeAll none not structural
// expect: subList removeIf throwing java.lang.IllegalStateException: at 3 [1, 2, 3]
// expect: LinkedList set when stale java.util.ConcurrentModificationException
