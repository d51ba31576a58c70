// TreeMap under long random sequences of insertions and removals (by key, by poll, by iterator,
// through sub-map views and in descending order) checked step by step against a plain array
// model: contents, order, size, navigation answers and view sizes must always agree.
import java.util.*;

public class treemap_random_ops {
    static final int KEYS = 400;
    static boolean[] present = new boolean[KEYS];
    static int[] value = new int[KEYS];
    static int modelSize;

    static void check(boolean ok, String what) {
        if (!ok) {
            throw new RuntimeException("mismatch: " + what);
        }
    }

    static int modelNext(int from, int step) {
        for (int k = from; k >= 0 && k < KEYS; k += step) {
            if (present[k]) {
                return k;
            }
        }
        return -1;
    }

    static Integer boxed(int k) {
        return k < 0 ? null : Integer.valueOf(k);
    }

    static void modelPut(int k, int v) {
        if (!present[k]) {
            modelSize++;
        }
        present[k] = true;
        value[k] = v;
    }

    static void modelRemove(int k) {
        if (present[k]) {
            modelSize--;
        }
        present[k] = false;
    }

    static void verify(TreeMap<Integer, Integer> t, Random r) {
        check(t.size() == modelSize, "size " + t.size() + " vs " + modelSize);
        int expectKey = modelNext(0, 1);
        for (Map.Entry<Integer, Integer> e : t.entrySet()) {
            check(e.getKey().intValue() == expectKey, "order at " + expectKey + " got " + e.getKey() + " present " + present[e.getKey()]);
            check(e.getValue().intValue() == value[expectKey], "value at " + expectKey);
            expectKey = modelNext(expectKey + 1, 1);
        }
        check(expectKey == -1, "missing keys from " + expectKey);
        expectKey = modelNext(KEYS - 1, -1);
        for (Iterator<Integer> it = t.descendingKeySet().iterator(); it.hasNext();) {
            check(it.next().intValue() == expectKey, "descending order at " + expectKey);
            expectKey = modelNext(expectKey - 1, -1);
        }
        check(expectKey == -1, "descending missed " + expectKey);
        for (int i = 0; i < 20; i++) {
            int k = r.nextInt(KEYS + 20) - 10;
            int below = k - 1 >= KEYS ? modelNext(KEYS - 1, -1) : (k - 1 < 0 ? -1 : modelNext(k - 1, -1));
            int atOrBelow = k >= KEYS ? modelNext(KEYS - 1, -1) : (k < 0 ? -1 : modelNext(k, -1));
            int atOrAbove = k < 0 ? modelNext(0, 1) : (k >= KEYS ? -1 : modelNext(k, 1));
            int above = k + 1 < 0 ? modelNext(0, 1) : (k + 1 >= KEYS ? -1 : modelNext(k + 1, 1));
            check(Objects.equals(t.lowerKey(k), boxed(below)), "lower " + k);
            check(Objects.equals(t.floorKey(k), boxed(atOrBelow)), "floor " + k);
            check(Objects.equals(t.ceilingKey(k), boxed(atOrAbove)), "ceiling " + k);
            check(Objects.equals(t.higherKey(k), boxed(above)), "higher " + k);
            int lo = r.nextInt(KEYS);
            int hi = lo + r.nextInt(KEYS - lo);
            int inside = 0;
            for (int j = lo; j <= hi; j++) {
                if (present[j]) {
                    inside++;
                }
            }
            check(t.subMap(lo, true, hi, true).size() == inside, "subMap size " + lo + ".." + hi);
            check(t.descendingMap().subMap(hi, true, lo, true).size() == inside, "descending subMap size");
        }
    }

    static long digest(TreeMap<Integer, Integer> t) {
        long h = 17;
        for (Map.Entry<Integer, Integer> e : t.entrySet()) {
            h = h * 31 + e.getKey() * 7 + e.getValue();
        }
        return h;
    }

    public static void main(String[] args) {
        Random r = new Random(20240611L);
        TreeMap<Integer, Integer> t = new TreeMap<Integer, Integer>();
        for (int round = 0; round < 12; round++) {
            for (int op = 0; op < 1500; op++) {
                int k = r.nextInt(KEYS);
                int what = r.nextInt(10);
                if (what < 5) {
                    Integer old = t.put(k, op);
                    check(Objects.equals(old, present[k] ? Integer.valueOf(value[k]) : null), "put old " + k);
                    modelPut(k, op);
                } else if (what < 8) {
                    Integer old = t.remove(k);
                    check(Objects.equals(old, present[k] ? Integer.valueOf(value[k]) : null), "remove old " + k);
                    modelRemove(k);
                } else if (what == 8) {
                    Map.Entry<Integer, Integer> e = (op & 1) == 0 ? t.pollFirstEntry() : t.pollLastEntry();
                    int expect = (op & 1) == 0 ? modelNext(0, 1) : modelNext(KEYS - 1, -1);
                    check(Objects.equals(e == null ? null : e.getKey(), boxed(expect)), "poll");
                    if (expect >= 0) {
                        modelRemove(expect);
                    }
                } else {
                    NavigableMap<Integer, Integer> view = t.subMap(k, true, Math.min(KEYS, k + 30), false);
                    Map.Entry<Integer, Integer> e = view.pollFirstEntry();
                    int expect = modelNext(k, 1);
                    if (expect >= k + 30) {
                        expect = -1;
                    }
                    check(Objects.equals(e == null ? null : e.getKey(), boxed(expect)), "view poll " + k);
                    if (expect >= 0) {
                        modelRemove(expect);
                    }
                }
            }
            // thin out with an iterator, alternately ascending and descending
            Iterator<Integer> it = (round & 1) == 0 ? t.keySet().iterator() : t.descendingKeySet().iterator();
            int n = 0;
            while (it.hasNext()) {
                Integer k = it.next();
                if (n++ % 3 == round % 3) {
                    it.remove();
                    modelRemove(k);
                }
            }
            // and through a view's entry set
            int from = r.nextInt(KEYS / 2);
            Iterator<Map.Entry<Integer, Integer>> vi = t.tailMap(from, false).headMap(from + 100).entrySet().iterator();
            while (vi.hasNext()) {
                Map.Entry<Integer, Integer> e = vi.next();
                int key = e.getKey();
                if (e.getValue() % 2 == 0) {
                    vi.remove();
                    modelRemove(key);
                } else {
                    e.setValue(e.getValue() + 1);
                    value[e.getKey()]++;
                }
            }
            verify(t, r);
            System.out.println("round " + round + ": size " + t.size() + " first " + t.firstKey() + " last " + t.lastKey()
                    + " digest " + digest(t));
        }
        while (!t.isEmpty()) {
            t.remove(t.firstKey() + (t.lastKey() - t.firstKey()) / 2 >= 0 ? t.ceilingKey((t.firstKey() + t.lastKey()) / 2) : 0);
        }
        System.out.println("emptied: " + t + " " + t.size());
        TreeMap<Integer, Integer> big = new TreeMap<Integer, Integer>();
        for (int i = 0; i < 20000; i++) {
            big.put(i, i);
        }
        for (int i = 0; i < 20000; i += 3) {
            big.remove(i);
        }
        TreeMap<Integer, Integer> copy = new TreeMap<Integer, Integer>(big);
        copy.put(-1, -1);
        System.out.println(big.size() + " " + copy.size() + " " + copy.firstKey() + " " + big.firstKey() + " "
                + copy.headMap(10) + " " + big.equals(copy.tailMap(0)));
    }
}
// gc-stress-interval: 200
// expect: round 0: size 85 first 31 last 352 digest 9023215256287478330
// expect: round 1: size 95 first 18 last 355 digest 8658281449454406009
// expect: round 2: size 91 first 27 last 394 digest 6002795604442924449
// expect: round 3: size 88 first 31 last 374 digest -6236949544163072913
// expect: round 4: size 78 first 36 last 393 digest -6786165997344709350
// expect: round 5: size 99 first 11 last 357 digest 3607523123357185549
// expect: round 6: size 90 first 42 last 398 digest 8929487278260846671
// expect: round 7: size 81 first 30 last 397 digest -6809163768241469742
// expect: round 8: size 91 first 34 last 381 digest 6910648255321181485
// expect: round 9: size 90 first 17 last 363 digest 7485880417836132379
// expect: round 10: size 78 first 20 last 382 digest 8535370529528450061
// expect: round 11: size 81 first 1 last 393 digest -6203688220619362584
// expect: emptied: {} 0
// expect: 13333 13334 -1 1 {-1=-1, 1=1, 2=2, 4=4, 5=5, 7=7, 8=8} true
