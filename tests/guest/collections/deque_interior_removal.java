// ArrayDeque: removing an interior element closes the gap from the shorter side (the tail
// side on a tie); an iterator running over the deque meanwhile sees the moved elements or meets
// the vacated slot (ConcurrentModificationException), forward and backward. Iterator.remove
// from either direction visits every other element exactly once.
import java.util.*;
public class deque_interior_removal {
    interface Op { void apply(ArrayDeque<Integer> d); }
    static void behind(String what, boolean backward, int skip, Op op) {
        ArrayDeque<Integer> d = new ArrayDeque<Integer>();
        for (int i = 1; i <= 5; i++) d.addLast(i);
        d.addFirst(0);
        d.addFirst(-1);
        Iterator<Integer> it = backward ? d.descendingIterator() : d.iterator();
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < skip; i++) sb.append(it.next()).append(' ');
        op.apply(d);
        try {
            while (it.hasNext()) sb.append(it.next()).append(' ');
            System.out.println(what + ": " + sb + "| " + d);
        } catch (RuntimeException e) {
            System.out.println(what + ": " + sb + "then " + e + " | " + d);
        }
    }
    public static void main(String[] args) {
        for (int k = -1; k <= 5; k++) {
            final int kk = k;
            for (int skip = 1; skip <= 4; skip += 3) {
            behind("fwd skip " + skip + " remove " + k, false, skip, new Op() { public void apply(ArrayDeque<Integer> d) { d.remove(kk); } });
            behind("back skip " + skip + " remove " + k, true, skip, new Op() { public void apply(ArrayDeque<Integer> d) { d.remove(kk); } });
            }
        }
        for (int k = -1; k <= 5; k++) {
            ArrayDeque<Integer> d = new ArrayDeque<Integer>();
            for (int i = 1; i <= 5; i++) d.addLast(i);
            d.addFirst(0);
            d.addFirst(-1);
            Iterator<Integer> it = d.iterator();
            StringBuilder sb = new StringBuilder();
            while (it.hasNext()) { Integer x = it.next(); sb.append(x).append(' '); if (x == k || x == k + 3) it.remove(); }
            Iterator<Integer> bt = d.descendingIterator();
            sb.append("/ ");
            while (bt.hasNext()) { Integer x = bt.next(); sb.append(x).append(' '); if (x == k || x == k - 2) bt.remove(); }
            System.out.println("itremove " + k + ": " + sb + "| " + d);
        }
    }
}
// expect: fwd skip 1 remove -1: -1 0 1 2 3 4 5 | [0, 1, 2, 3, 4, 5]
// expect: back skip 1 remove -1: 5 4 3 2 1 0 then java.util.ConcurrentModificationException | [0, 1, 2, 3, 4, 5]
// expect: fwd skip 4 remove -1: -1 0 1 2 3 4 5 | [0, 1, 2, 3, 4, 5]
// expect: back skip 4 remove -1: 5 4 3 2 1 0 then java.util.ConcurrentModificationException | [0, 1, 2, 3, 4, 5]
// expect: fwd skip 1 remove 0: -1 -1 1 2 3 4 5 | [-1, 1, 2, 3, 4, 5]
// expect: back skip 1 remove 0: 5 4 3 2 1 -1 then java.util.ConcurrentModificationException | [-1, 1, 2, 3, 4, 5]
// expect: fwd skip 4 remove 0: -1 0 1 2 3 4 5 | [-1, 1, 2, 3, 4, 5]
// expect: back skip 4 remove 0: 5 4 3 2 1 -1 then java.util.ConcurrentModificationException | [-1, 1, 2, 3, 4, 5]
// expect: fwd skip 1 remove 1: -1 -1 0 2 3 4 5 | [-1, 0, 2, 3, 4, 5]
// expect: back skip 1 remove 1: 5 4 3 2 0 -1 then java.util.ConcurrentModificationException | [-1, 0, 2, 3, 4, 5]
// expect: fwd skip 4 remove 1: -1 0 1 2 3 4 5 | [-1, 0, 2, 3, 4, 5]
// expect: back skip 4 remove 1: 5 4 3 2 0 -1 then java.util.ConcurrentModificationException | [-1, 0, 2, 3, 4, 5]
// expect: fwd skip 1 remove 2: -1 0 1 3 4 5 then java.util.ConcurrentModificationException | [-1, 0, 1, 3, 4, 5]
// expect: back skip 1 remove 2: 5 5 4 3 1 0 -1 | [-1, 0, 1, 3, 4, 5]
// expect: fwd skip 4 remove 2: -1 0 1 2 4 5 then java.util.ConcurrentModificationException | [-1, 0, 1, 3, 4, 5]
// expect: back skip 4 remove 2: 5 4 3 2 1 0 -1 | [-1, 0, 1, 3, 4, 5]
// expect: fwd skip 1 remove 3: -1 0 1 2 4 5 then java.util.ConcurrentModificationException | [-1, 0, 1, 2, 4, 5]
// expect: back skip 1 remove 3: 5 5 4 2 1 0 -1 | [-1, 0, 1, 2, 4, 5]
// expect: fwd skip 4 remove 3: -1 0 1 2 4 5 then java.util.ConcurrentModificationException | [-1, 0, 1, 2, 4, 5]
// expect: back skip 4 remove 3: 5 4 3 2 1 0 -1 | [-1, 0, 1, 2, 4, 5]
// expect: fwd skip 1 remove 4: -1 0 1 2 3 5 then java.util.ConcurrentModificationException | [-1, 0, 1, 2, 3, 5]
// expect: back skip 1 remove 4: 5 5 3 2 1 0 -1 | [-1, 0, 1, 2, 3, 5]
// expect: fwd skip 4 remove 4: -1 0 1 2 3 5 then java.util.ConcurrentModificationException | [-1, 0, 1, 2, 3, 5]
// expect: back skip 4 remove 4: 5 4 3 2 1 0 -1 | [-1, 0, 1, 2, 3, 5]
// expect: fwd skip 1 remove 5: -1 0 1 2 3 4 then java.util.ConcurrentModificationException | [-1, 0, 1, 2, 3, 4]
// expect: back skip 1 remove 5: 5 4 3 2 1 0 -1 | [-1, 0, 1, 2, 3, 4]
// expect: fwd skip 4 remove 5: -1 0 1 2 3 4 then java.util.ConcurrentModificationException | [-1, 0, 1, 2, 3, 4]
// expect: back skip 4 remove 5: 5 4 3 2 1 0 -1 | [-1, 0, 1, 2, 3, 4]
// expect: itremove -1: -1 0 1 2 3 4 5 / 5 4 3 1 0 | [0, 1, 3, 4, 5]
// expect: itremove 0: -1 0 1 2 3 4 5 / 5 4 2 1 -1 | [-1, 1, 2, 4, 5]
// expect: itremove 1: -1 0 1 2 3 4 5 / 5 3 2 0 -1 | [0, 2, 3, 5]
// expect: itremove 2: -1 0 1 2 3 4 5 / 4 3 1 0 -1 | [-1, 1, 3, 4]
// expect: itremove 3: -1 0 1 2 3 4 5 / 5 4 2 1 0 -1 | [-1, 0, 2, 4, 5]
// expect: itremove 4: -1 0 1 2 3 4 5 / 5 3 2 1 0 -1 | [-1, 0, 1, 3, 5]
// expect: itremove 5: -1 0 1 2 3 4 5 / 4 3 2 1 0 -1 | [-1, 0, 1, 2, 4]
