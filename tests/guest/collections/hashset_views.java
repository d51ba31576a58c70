// HashSet, LinkedHashSet and HashMap's views: sizing of the collection constructors (seen in
// the order), clone, the views' remove/removeAll/retainAll/clear writing through, entry setValue,
// the views' forEach (fail-fast at the end, as the JDK's), iterator exceptions, errors of the
// constructors.
import java.util.*;
import java.util.function.Consumer;

public class hashset_views {
    public static void main(String[] args) {
        List<Integer> src = new ArrayList<Integer>();
        for (int i = 0; i < 30; i++) {
            src.add((i * 37) % 101);
        }
        HashSet<Integer> hs = new HashSet<Integer>(src);
        System.out.println(hs);
        HashSet<Integer> small = new HashSet<Integer>(Arrays.asList(17, 1, 33));
        small.add(49);
        System.out.println(small + " " + new HashSet<Integer>(2).getClass().getName());
        LinkedHashSet<Integer> ls = new LinkedHashSet<Integer>(src);
        ls.add(5);
        ls.add(src.get(3));
        ls.remove(src.get(0));
        System.out.println(ls);
        @SuppressWarnings("unchecked")
        HashSet<Integer> lc = (HashSet<Integer>) ls.clone();
        lc.add(-1);
        System.out.println(lc.getClass().getName() + " " + lc + " " + ls.size());
        @SuppressWarnings("unchecked")
        HashSet<Integer> hc = (HashSet<Integer>) hs.clone();
        hc.removeAll(Arrays.asList(0, 37, 74, 10));
        System.out.println(hc.size() + " " + hs.size() + " " + hc.containsAll(hs) + " " + hs.containsAll(hc));
        Object[] arr = ls.toArray();
        Integer[] typed = ls.toArray(new Integer[0]);
        System.out.println(arr.length + " " + arr[0] + " " + typed[typed.length - 1] + " " + Arrays.toString(small.toArray()));
        System.out.println(hs.add(null) + " " + hs.add(null) + " " + hs.contains(null) + " " + hs.remove(null) + " " + hs.remove(null));

        HashMap<String, Integer> m = new HashMap<String, Integer>();
        for (int i = 0; i < 12; i++) {
            m.put("k" + i, i);
        }
        m.put(null, null);
        m.keySet().remove("k1");
        System.out.println(m.keySet().remove(null) + " " + m.values().remove(5) + " " + m.entrySet().remove(new AbstractMap.SimpleEntry<String, Integer>("k2", 99))
            + " " + m.entrySet().remove(new AbstractMap.SimpleEntry<String, Integer>("k2", 2)) + " " + m);
        m.keySet().removeAll(Arrays.asList("k3", "k4", "nope"));
        m.values().retainAll(Arrays.asList(0, 6, 7, 8, 9, 10, 11));
        System.out.println(m + " " + m.entrySet().contains(new AbstractMap.SimpleEntry<String, Integer>("k6", 6)));
        for (Map.Entry<String, Integer> e : m.entrySet()) {
            e.setValue(e.getValue() * 2);
        }
        System.out.println(m + " " + m.values() + " " + m.keySet().equals(new HashSet<String>(m.keySet())));
        final HashMap<String, Integer> fm = m;
        try {
            m.keySet().forEach(new Consumer<String>() {
                public void accept(String k) {
                    System.out.print(k + " ");
                    if (k.equals("k0")) {
                        fm.put("added", 1);
                    }
                }
            });
        } catch (ConcurrentModificationException e) {
            System.out.println("/ keySet forEach " + e);
        }
        try {
            m.values().forEach(new Consumer<Integer>() {
                public void accept(Integer v) {
                    System.out.print(v + " ");
                    if (v == 12) {
                        fm.remove("k7");
                    }
                }
            });
        } catch (ConcurrentModificationException e) {
            System.out.println("/ values forEach " + e);
        }
        Iterator<Map.Entry<String, Integer>> it = m.entrySet().iterator();
        try {
            it.remove();
        } catch (IllegalStateException e) {
            System.out.println("remove before next: " + e);
        }
        it.next();
        it.remove();
        try {
            it.remove();
        } catch (IllegalStateException e) {
            System.out.println("remove twice: " + e);
        }
        while (it.hasNext()) {
            it.next();
        }
        try {
            it.next();
        } catch (NoSuchElementException e) {
            System.out.println("next at end: " + e);
        }
        m.entrySet().clear();
        System.out.println(m + " " + m.isEmpty() + " " + m.keySet().iterator().hasNext());
        try {
            new HashMap<String, String>(-3);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            new HashSet<String>(4, 0f);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            new LinkedHashSet<String>(-2);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            new LinkedHashMap<String, String>(4, Float.NaN, true);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
    }
}
// expect: [0, 67, 3, 70, 6, 74, 10, 77, 13, 80, 16, 84, 20, 87, 23, 90, 26, 94, 30, 97, 33, 37, 40, 43, 47, 50, 53, 57, 60, 63]
// expect: [17, 1, 33, 49] java.util.HashSet
// expect: [37, 74, 10, 47, 84, 20, 57, 94, 30, 67, 3, 40, 77, 13, 50, 87, 23, 60, 97, 33, 70, 6, 43, 80, 16, 53, 90, 26, 63, 5]
// expect: java.util.LinkedHashSet [37, 74, 10, 47, 84, 20, 57, 94, 30, 67, 3, 40, 77, 13, 50, 87, 23, 60, 97, 33, 70, 6, 43, 80, 16, 53, 90, 26, 63, 5, -1] 30
// expect: 26 30 false true
// expect: 30 37 5 [17, 1, 33, 49]
// expect: true false true true false
// expect: true true false true {k0=0, k3=3, k4=4, k11=11, k6=6, k10=10, k7=7, k8=8, k9=9}
// expect: {k0=0, k11=11, k6=6, k10=10, k7=7, k8=8, k9=9} true
// expect: {k0=0, k11=22, k6=12, k10=20, k7=14, k8=16, k9=18} [0, 22, 12, 20, 14, 16, 18] true
// expect: k0 added k11 k6 k10 k7 k8 k9 / keySet forEach java.util.ConcurrentModificationException
// expect: 0 1 22 12 20 16 18 / values forEach java.util.ConcurrentModificationException
// expect: remove before next: java.lang.IllegalStateException
// expect: remove twice: java.lang.IllegalStateException
// expect: next at end: java.util.NoSuchElementException
// expect: {} true false
// expect: Illegal initial capacity: -3
// expect: Illegal load factor: 0.0
// expect: Illegal initial capacity: -2
// expect: Illegal load factor: NaN
