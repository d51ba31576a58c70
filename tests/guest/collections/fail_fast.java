// Fail-fast iterators: ConcurrentModificationException after structural changes behind an
// iterator's back, and the cases where the JDK's iterators do not notice.
import java.util.*;

public class fail_fast {
    static void tryIterate(String what, Collection<Integer> c, int addAt) {
        try {
            int n = 0;
            for (Iterator<Integer> it = c.iterator(); it.hasNext();) {
                Integer v = it.next();
                if (n++ == addAt) {
                    c.remove(v);
                }
            }
            System.out.println(what + ": done " + c);
        } catch (ConcurrentModificationException e) {
            System.out.println(what + ": " + e);
        }
    }

    public static void main(String[] args) {
        List<Integer> src = Arrays.asList(1, 2, 3, 4, 5);
        tryIterate("ArrayList", new ArrayList<Integer>(src), 1);
        tryIterate("ArrayList second-last", new ArrayList<Integer>(src), 3);
        tryIterate("LinkedList", new LinkedList<Integer>(src), 0);
        tryIterate("LinkedList second-last", new LinkedList<Integer>(src), 3);
        tryIterate("Vector", new Vector<Integer>(src), 2);
        tryIterate("HashSet", new HashSet<Integer>(src), 1);
        tryIterate("LinkedHashSet", new LinkedHashSet<Integer>(src), 1);
        tryIterate("TreeSet", new TreeSet<Integer>(src), 1);
        HashMap<String, Integer> m = new HashMap<String, Integer>();
        for (int i = 0; i < 10; i++) {
            m.put("k" + i, i);
        }
        try {
            for (String k : m.keySet()) {
                if (k.equals("k3")) {
                    m.put("new", 1);
                }
            }
        } catch (ConcurrentModificationException e) {
            System.out.println("HashMap put: " + e);
        }
        for (String k : m.keySet()) {
            if (k.equals("k3")) {
                m.put("k4", 44);
            }
        }
        System.out.println("HashMap replace value: fine " + m.get("k4"));
        Hashtable<Integer, Integer> h = new Hashtable<Integer, Integer>();
        for (int i = 0; i < 10; i++) {
            h.put(i, i);
        }
        try {
            for (Integer k : h.keySet()) {
                if (k == 5) {
                    h.remove(2);
                }
            }
        } catch (ConcurrentModificationException e) {
            System.out.println("Hashtable: " + e);
        }
        LinkedHashMap<Integer, Integer> access = new LinkedHashMap<Integer, Integer>(16, 0.75f, true);
        for (int i = 0; i < 5; i++) {
            access.put(i, i);
        }
        try {
            for (Integer k : access.keySet()) {
                access.get(k);
            }
        } catch (ConcurrentModificationException e) {
            System.out.println("access-order get: " + e);
        }
        ArrayList<Integer> al = new ArrayList<Integer>(src);
        List<Integer> sub = al.subList(1, 3);
        al.add(6);
        try {
            sub.size();
        } catch (ConcurrentModificationException e) {
            System.out.println("subList: " + e);
        }
        ListIterator<Integer> li = al.listIterator();
        li.next();
        li.add(100);
        li.next();
        li.remove();
        System.out.println("through iterator: " + al);
        Iterator<Integer> it = al.iterator();
        it.next();
        al.sort(null);
        try {
            it.next();
        } catch (ConcurrentModificationException e) {
            System.out.println("after sort: " + e);
        }
    }
}
// expect: ArrayList: java.util.ConcurrentModificationException
// expect: ArrayList second-last: done [1, 2, 3, 5]
// expect: LinkedList: java.util.ConcurrentModificationException
// expect: LinkedList second-last: done [1, 2, 3, 5]
// expect: Vector: java.util.ConcurrentModificationException
// expect: HashSet: java.util.ConcurrentModificationException
// expect: LinkedHashSet: java.util.ConcurrentModificationException
// expect: TreeSet: java.util.ConcurrentModificationException
// expect: HashMap put: java.util.ConcurrentModificationException
// expect: HashMap replace value: fine 44
// expect: Hashtable: java.util.ConcurrentModificationException
// expect: access-order get: java.util.ConcurrentModificationException
// expect: subList: java.util.ConcurrentModificationException
// expect: through iterator: [1, 100, 3, 4, 5, 6]
// expect: after sort: java.util.ConcurrentModificationException
