// TreeMap and TreeSet: ordering (natural and by comparator), navigation, views, removal while
// iterating, and the errors for null keys, empty maps and out-of-range view keys.
import java.util.*;

public class treemap_api {
    public static void main(String[] args) {
        TreeMap<Integer, String> t = new TreeMap<Integer, String>();
        int x = 7;
        for (int i = 0; i < 60; i++) {
            x = (x * 31 + 17) % 211;
            t.put(x, "v" + i);
        }
        System.out.println(t.size() + " " + t);
        System.out.println(t.firstKey() + " " + t.lastKey() + " " + t.firstEntry() + " " + t.lastEntry());
        System.out.println(t.lowerKey(100) + " " + t.floorKey(100) + " " + t.ceilingKey(100) + " " + t.higherKey(100));
        System.out.println(t.lowerEntry(0) + " " + t.higherEntry(1000) + " " + t.floorEntry(x) + " " + t.ceilingEntry(-5));
        System.out.println(t.headMap(40) + " " + t.tailMap(190, false));
        NavigableMap<Integer, String> sub = t.subMap(50, true, 90, true);
        System.out.println(sub + " " + sub.size() + " " + sub.firstKey() + " " + sub.lastKey());
        sub.put(51, "new");
        sub.remove(sub.firstKey());
        System.out.println(sub + " " + t.containsKey(51));
        try {
            sub.put(200, "x");
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        System.out.println(t.descendingMap().headMap(200) + " " + t.descendingKeySet().first());
        System.out.println(sub.descendingMap() + " " + sub.descendingMap().higherKey(70) + " " + sub.descendingMap().lowerKey(70));
        System.out.println(t.pollFirstEntry() + " " + t.pollLastEntry() + " " + t.size());
        Iterator<Integer> it = t.keySet().iterator();
        while (it.hasNext()) {
            if (it.next() % 3 != 0) {
                it.remove();
            }
        }
        System.out.println(t + " " + t.values());
        TreeMap<String, Integer> byLen = new TreeMap<String, Integer>(new Comparator<String>() {
            public int compare(String a, String b) {
                return (a.length() != b.length()) ? a.length() - b.length() : a.compareTo(b);
            }
        });
        String[] words = {"pear", "fig", "banana", "kiwi", "apple", "date", "plum", "cherry", "lime"};
        for (int i = 0; i < words.length; i++) {
            byLen.put(words[i], i);
        }
        System.out.println(byLen + " " + byLen.headMap("zzzz") + " " + byLen.comparator().compare("a", "bb"));
        TreeMap<String, Integer> natural = new TreeMap<String, Integer>(byLen);
        System.out.println(natural + " " + natural.equals(byLen) + " " + (natural.hashCode() == byLen.hashCode()));
        TreeSet<String> ts = new TreeSet<String>(Arrays.asList(words));
        System.out.println(ts + " " + ts.first() + " " + ts.last() + " " + ts.headSet("fig") + " " + ts.tailSet("kiwi"));
        System.out.println(ts.subSet("b", "l") + " " + ts.ceiling("c") + " " + ts.lower("apple") + " " + ts.descendingSet());
        TreeSet<Integer> rev = new TreeSet<Integer>(Collections.<Integer>reverseOrder());
        for (int i = 0; i < 10; i++) {
            rev.add(i * 7 % 10);
        }
        System.out.println(rev + " " + rev.pollFirst() + " " + rev.pollLast() + " " + rev + " " + rev.higher(5));
        try {
            t.put(null, "x");
        } catch (NullPointerException e) {
            System.out.println("null key: NPE");
        }
        try {
            new TreeMap<String, String>().firstKey();
        } catch (NoSuchElementException e) {
            System.out.println(e);
        }
        try {
            t.subMap(10, 5);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            Iterator<Integer> bad = t.keySet().iterator();
            bad.next();
            t.put(-1, "z");
            bad.next();
        } catch (ConcurrentModificationException e) {
            System.out.println(e);
        }
        TreeMap<Integer, Integer> big = new TreeMap<Integer, Integer>();
        for (int i = 0; i < 2000; i++) {
            big.put((i * 7919) % 2003, i);
        }
        for (int i = 0; i < 2000; i += 2) {
            big.remove((i * 7919) % 2003);
        }
        int prev = -1;
        boolean sorted = true;
        for (int k : big.keySet()) {
            sorted &= k > prev;
            prev = k;
        }
        System.out.println(big.size() + " " + sorted + " " + big.firstKey() + " " + big.lastKey());
    }
}
// expect: 42 {0=v50, 1=v53, 4=v21, 5=v36, 7=v41, 10=v30, 17=v51, 20=v20, 22=v57, 23=v42, 26=v32, 27=v29, 28=v55, 37=v18, 41=v56, 48=v54, 58=v47, 66=v58, 70=v44, 74=v38, 77=v45, 82=v28, 83=v46, 97=v43, 109=v19, 111=v27, 116=v31, 122=v52, 127=v48, 129=v40, 141=v22, 155=v25, 156=v49, 161=v24, 164=v59, 168=v23, 172=v37, 180=v26, 190=v33, 197=v35, 201=v39, 210=v34}
// expect: 0 210 0=v50 210=v34
// expect: 97 97 109 109
// expect: null null 164=v59 0=v50
// expect: {0=v50, 1=v53, 4=v21, 5=v36, 7=v41, 10=v30, 17=v51, 20=v20, 22=v57, 23=v42, 26=v32, 27=v29, 28=v55, 37=v18} {197=v35, 201=v39, 210=v34}
// expect: {58=v47, 66=v58, 70=v44, 74=v38, 77=v45, 82=v28, 83=v46} 7 58 83
// expect: {58=v47, 66=v58, 70=v44, 74=v38, 77=v45, 82=v28, 83=v46} false
// expect: java.lang.IllegalArgumentException: key out of range
// expect: {210=v34, 201=v39} 210
// expect: {83=v46, 82=v28, 77=v45, 74=v38, 70=v44, 66=v58, 58=v47} 66 74
// expect: 0=v50 210=v34 40
// expect: {27=v29, 48=v54, 66=v58, 111=v27, 129=v40, 141=v22, 156=v49, 168=v23, 180=v26, 201=v39} [v29, v54, v58, v27, v40, v22, v49, v23, v26, v39]
// expect: {fig=1, date=5, kiwi=3, lime=8, pear=0, plum=6, apple=4, banana=2, cherry=7} {fig=1, date=5, kiwi=3, lime=8, pear=0, plum=6} -1
// expect: {fig=1, date=5, kiwi=3, lime=8, pear=0, plum=6, apple=4, banana=2, cherry=7} true true
// expect: [apple, banana, cherry, date, fig, kiwi, lime, pear, plum] apple plum [apple, banana, cherry, date] [kiwi, lime, pear, plum]
// expect: [banana, cherry, date, fig, kiwi] cherry null [plum, pear, lime, kiwi, fig, date, cherry, banana, apple]
// expect: [9, 8, 7, 6, 5, 4, 3, 2, 1, 0] 9 0 [8, 7, 6, 5, 4, 3, 2, 1] 4
// expect: null key: NPE
// expect: java.util.NoSuchElementException
// expect: java.lang.IllegalArgumentException: fromKey > toKey
// expect: java.util.ConcurrentModificationException
// expect: 1000 true 1 1995
