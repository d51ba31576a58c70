// Stable sorting of objects: Collections.sort, List.sort, Arrays.sort with comparators and ranges,
// reverse orders, and binary search over sorted lists and arrays.
import java.util.*;

public class sort_stability {
    static final class Item {
        final int key;
        final int seq;

        Item(int key, int seq) {
            this.key = key;
            this.seq = seq;
        }

        public String toString() {
            return key + "." + seq;
        }
    }

    static final Comparator<Item> BY_KEY = new Comparator<Item>() {
        public int compare(Item a, Item b) {
            return Integer.compare(a.key, b.key);
        }
    };

    public static void main(String[] args) {
        List<Item> items = new ArrayList<Item>();
        int x = 3;
        for (int i = 0; i < 120; i++) {
            x = (x * 73 + 11) % 101;
            items.add(new Item(x % 9, i));
        }
        List<Item> linked = new LinkedList<Item>(items);
        Collections.sort(items, BY_KEY);
        System.out.println(items);
        linked.sort(BY_KEY);
        System.out.println(linked.equals(items) + " " + linked.toString().equals(items.toString()));
        Collections.sort(items, Collections.reverseOrder(BY_KEY));
        System.out.println(items);
        items.sort(BY_KEY.reversed().thenComparing(new Comparator<Item>() {
            public int compare(Item a, Item b) {
                return b.seq - a.seq;
            }
        }));
        System.out.println(items.subList(0, 20));
        Item[] arr = new Item[40];
        for (int i = 0; i < arr.length; i++) {
            arr[i] = new Item((i * 17) % 5, i);
        }
        Arrays.sort(arr, 10, 30, BY_KEY);
        System.out.println(Arrays.toString(arr));
        String[] words = "the quick brown fox jumps over the lazy dog and then the fox sleeps".split(" ");
        Arrays.sort(words);
        System.out.println(Arrays.toString(words) + " " + Arrays.binarySearch(words, "fox") + " " + Arrays.binarySearch(words, "cat"));
        List<String> wl = new ArrayList<String>(Arrays.asList(words));
        Collections.sort(wl, Collections.<String>reverseOrder());
        System.out.println(wl);
        Collections.sort(wl);
        System.out.println(Collections.binarySearch(wl, "the") + " " + Collections.binarySearch(wl, "zzz") + " "
                + Collections.binarySearch(wl, "aaa") + " " + Collections.binarySearch(new LinkedList<String>(wl), "lazy"));
        Integer[] boxed = new Integer[50];
        for (int i = 0; i < boxed.length; i++) {
            boxed[i] = (i * 37) % 23 - 11;
        }
        Arrays.sort(boxed);
        System.out.println(Arrays.toString(boxed));
        Arrays.sort(boxed, Comparator.<Integer>reverseOrder());
        System.out.println(Arrays.toString(boxed));
        List<String> nulls = new ArrayList<String>(Arrays.asList("b", null, "a", null, "c"));
        nulls.sort(Comparator.nullsFirst(Comparator.<String>naturalOrder()));
        System.out.println(nulls);
        nulls.sort(Comparator.nullsLast(Comparator.<String>reverseOrder()));
        System.out.println(nulls);
    }
}
// expect: [0.7, 0.18, 0.46, 0.51, 0.64, 0.67, 0.71, 0.72, 0.74, 0.86, 0.88, 0.94, 0.107, 0.118, 1.0, 1.6, 1.22, 1.34, 1.36, 1.38, 1.44, 1.68, 1.69, 1.80, 1.83, 1.96, 1.100, 1.106, 2.16, 2.25, 2.27, 2.55, 2.59, 2.60, 2.65, 2.73, 2.82, 2.91, 2.97, 2.116, 3.3, 3.28, 3.39, 3.40, 3.52, 3.54, 3.76, 3.81, 3.93, 3.95, 3.99, 3.103, 4.8, 4.13, 4.29, 4.35, 4.42, 4.58, 4.62, 4.63, 4.79, 4.87, 4.98, 4.108, 4.113, 5.2, 5.4, 5.11, 5.20, 5.43, 5.49, 5.61, 5.70, 5.89, 5.90, 5.102, 5.104, 5.111, 6.5, 6.9, 6.12, 6.15, 6.37, 6.47, 6.48, 6.66, 6.77, 6.85, 6.92, 6.105, 6.109, 6.112, 6.115, 7.19, 7.26, 7.30, 7.31, 7.33, 7.45, 7.50, 7.53, 7.56, 7.78, 7.84, 7.119, 8.1, 8.10, 8.14, 8.17, 8.21, 8.23, 8.24, 8.32, 8.41, 8.57, 8.75, 8.101, 8.110, 8.114, 8.117]
// expect: true true
// expect: [8.1, 8.10, 8.14, 8.17, 8.21, 8.23, 8.24, 8.32, 8.41, 8.57, 8.75, 8.101, 8.110, 8.114, 8.117, 7.19, 7.26, 7.30, 7.31, 7.33, 7.45, 7.50, 7.53, 7.56, 7.78, 7.84, 7.119, 6.5, 6.9, 6.12, 6.15, 6.37, 6.47, 6.48, 6.66, 6.77, 6.85, 6.92, 6.105, 6.109, 6.112, 6.115, 5.2, 5.4, 5.11, 5.20, 5.43, 5.49, 5.61, 5.70, 5.89, 5.90, 5.102, 5.104, 5.111, 4.8, 4.13, 4.29, 4.35, 4.42, 4.58, 4.62, 4.63, 4.79, 4.87, 4.98, 4.108, 4.113, 3.3, 3.28, 3.39, 3.40, 3.52, 3.54, 3.76, 3.81, 3.93, 3.95, 3.99, 3.103, 2.16, 2.25, 2.27, 2.55, 2.59, 2.60, 2.65, 2.73, 2.82, 2.91, 2.97, 2.116, 1.0, 1.6, 1.22, 1.34, 1.36, 1.38, 1.44, 1.68, 1.69, 1.80, 1.83, 1.96, 1.100, 1.106, 0.7, 0.18, 0.46, 0.51, 0.64, 0.67, 0.71, 0.72, 0.74, 0.86, 0.88, 0.94, 0.107, 0.118]
// expect: [8.117, 8.114, 8.110, 8.101, 8.75, 8.57, 8.41, 8.32, 8.24, 8.23, 8.21, 8.17, 8.14, 8.10, 8.1, 7.119, 7.84, 7.78, 7.56, 7.53]
// expect: [0.0, 2.1, 4.2, 1.3, 3.4, 0.5, 2.6, 4.7, 1.8, 3.9, 0.10, 0.15, 0.20, 0.25, 1.13, 1.18, 1.23, 1.28, 2.11, 2.16, 2.21, 2.26, 3.14, 3.19, 3.24, 3.29, 4.12, 4.17, 4.22, 4.27, 0.30, 2.31, 4.32, 1.33, 3.34, 0.35, 2.36, 4.37, 1.38, 3.39]
// expect: [and, brown, dog, fox, fox, jumps, lazy, over, quick, sleeps, the, the, the, then] 4 -3
// expect: [then, the, the, the, sleeps, quick, over, lazy, jumps, fox, fox, dog, brown, and]
// expect: 10 -15 -1 6
// expect: [-11, -11, -11, -10, -10, -9, -9, -8, -8, -7, -7, -6, -6, -6, -5, -5, -4, -4, -3, -3, -2, -2, -1, -1, 0, 0, 1, 1, 2, 2, 3, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 8, 9, 9, 10, 10, 11, 11]
// expect: [11, 11, 10, 10, 9, 9, 8, 8, 8, 7, 7, 6, 6, 5, 5, 4, 4, 3, 3, 3, 2, 2, 1, 1, 0, 0, -1, -1, -2, -2, -3, -3, -4, -4, -5, -5, -6, -6, -6, -7, -7, -8, -8, -9, -9, -10, -10, -11, -11, -11]
// expect: [null, null, a, b, c]
// expect: [c, b, a, null, null]
