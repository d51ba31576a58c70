// ArrayList: adds, inserts, removes, searches, sublists, list iterators and bulk operations.
import java.util.*;

public class arraylist_api {
    public static void main(String[] args) {
        ArrayList<String> l = new ArrayList<String>();
        for (int i = 0; i < 15; i++) {
            l.add("s" + i);
        }
        l.add(0, "first");
        l.add(8, "mid");
        System.out.println(l + " " + l.size());
        System.out.println(l.remove(3) + " " + l.remove("s7") + " " + l.remove("nope"));
        System.out.println(l.indexOf("mid") + " " + l.lastIndexOf("s14") + " " + l.contains("s0") + " " + l.contains(null));
        l.set(1, null);
        System.out.println(l.indexOf(null) + " " + l.get(1) + " " + l.contains(null));
        List<String> sub = l.subList(2, 6);
        System.out.println(sub);
        sub.remove(0);
        sub.add("added");
        System.out.println(sub + " " + l);
        sub.clear();
        System.out.println(l.size() + " " + l);
        ListIterator<String> it = l.listIterator();
        while (it.hasNext()) {
            String s = it.next();
            if (s == null) {
                it.remove();
            } else if (s.equals("mid")) {
                it.set("MID");
                it.add("after-mid");
            }
        }
        while (it.hasPrevious()) {
            System.out.print(it.previousIndex() + ":" + it.previous() + " ");
        }
        System.out.println();
        ArrayList<String> other = new ArrayList<String>(l);
        System.out.println(other.equals(l) + " " + (other.hashCode() == l.hashCode()));
        other.removeAll(Arrays.asList("s10", "s11", "first"));
        System.out.println(other);
        other.retainAll(Arrays.asList("s12", "s13", "MID", "zzz"));
        System.out.println(other);
        other.addAll(1, Arrays.asList("x", "y"));
        System.out.println(other + " " + other.containsAll(Arrays.asList("x", "MID")));
        Object[] arr = other.toArray();
        String[] big = other.toArray(new String[10]);
        System.out.println(arr.length + " " + big.length + " " + big[other.size()] + " " + big[0]);
        @SuppressWarnings("unchecked")
        ArrayList<String> cl = (ArrayList<String>) other.clone();
        cl.add("clone-only");
        System.out.println(cl + " " + other);
        ArrayList<Integer> ints = new ArrayList<Integer>(0);
        for (int i = 0; i < 100; i++) {
            ints.add(i * 37 % 101);
        }
        ints.trimToSize();
        ints.ensureCapacity(500);
        int sum = 0;
        for (int v : ints) {
            sum += v;
        }
        System.out.println(sum + " " + ints.get(99) + " " + ints.isEmpty());
        ints.remove(Integer.valueOf(37));
        ints.remove(0);
        System.out.println(ints.subList(0, 5) + " " + ints.size());
        ints.clear();
        System.out.println(ints + " " + ints.isEmpty() + " " + ints.hashCode());
    }
}
// expect: [first, s0, s1, s2, s3, s4, s5, s6, mid, s7, s8, s9, s10, s11, s12, s13, s14] 17
// expect: s2 true false
// expect: 7 14 true false
// expect: 1 null true
// expect: [s1, s3, s4, s5]
// expect: [s3, s4, s5, added] [first, null, s3, s4, s5, added, s6, mid, s8, s9, s10, s11, s12, s13, s14]
// expect: 11 [first, null, s6, mid, s8, s9, s10, s11, s12, s13, s14]
// expect: 10:s14 9:s13 8:s12 7:s11 6:s10 5:s9 4:s8 3:after-mid 2:MID 1:s6 0:first 
// expect: true true
// expect: [s6, MID, after-mid, s8, s9, s12, s13, s14]
// expect: [MID, s12, s13]
// expect: [MID, x, y, s12, s13] true
// expect: 5 10 null MID
// expect: [MID, x, y, s12, s13, clone-only] [MID, x, y, s12, s13]
// expect: 4986 27 false
// expect: [74, 10, 47, 84, 20] 98
// expect: [] true 1
