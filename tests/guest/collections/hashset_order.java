// HashSet and LinkedHashSet orders equal the JDK's; set algebra and copies.
import java.util.*;

public class hashset_order {
    public static void main(String[] args) {
        HashSet<String> hs = new HashSet<String>();
        for (int i = 0; i < 60; i++) {
            hs.add("item" + (i * 7 % 61));
        }
        System.out.println(hs);
        for (int i = 0; i < 60; i += 4) {
            hs.remove("item" + i);
        }
        System.out.println(hs.size() + " " + hs);
        List<Integer> src = new ArrayList<Integer>();
        for (int i = 0; i < 50; i++) {
            src.add(i * i * 31 - 500);
        }
        HashSet<Integer> fromList = new HashSet<Integer>(src);
        System.out.println(fromList);
        LinkedHashSet<Integer> lhs = new LinkedHashSet<Integer>(src);
        lhs.add(3);
        lhs.add(-500);
        System.out.println(lhs);
        HashSet<Integer> inter = new HashSet<Integer>(fromList);
        inter.retainAll(Arrays.asList(-500, -469, 0, 3, 1000000));
        System.out.println(inter + " " + inter.contains(-469) + " " + inter.add(-469));
        HashSet<Character> chars = new HashSet<Character>();
        for (char c : "the quick brown fox jumps over the lazy dog".toCharArray()) {
            chars.add(c);
        }
        System.out.println(chars + " " + chars.size());
        Set<Integer> a = new HashSet<Integer>(Arrays.asList(1, 2, 3));
        Set<Integer> b = new LinkedHashSet<Integer>(Arrays.asList(3, 2, 1));
        System.out.println(a.equals(b) + " " + b.equals(a) + " " + a.hashCode() + " " + b.hashCode());
        @SuppressWarnings("unchecked")
        HashSet<String> cl = (HashSet<String>) hs.clone();
        cl.clear();
        System.out.println(cl + " " + hs.isEmpty());
        HashSet<Double> ds = new HashSet<Double>();
        ds.add(0.0);
        ds.add(-0.0);
        ds.add(Double.NaN);
        ds.add(Double.NaN);
        ds.add(1.5);
        System.out.println(ds);
    }
}
// expect: [item0, item2, item1, item39, item38, item37, item36, item35, item34, item33, item32, item31, item30, item29, item28, item27, item26, item25, item24, item23, item22, item21, item20, item60, item19, item18, item17, item16, item15, item59, item14, item58, item13, item57, item56, item12, item11, item55, item10, item53, item52, item51, item50, item49, item48, item47, item46, item45, item44, item43, item42, item41, item40, item8, item7, item9, item4, item3, item6, item5]
// expect: 45 [item2, item1, item39, item38, item37, item35, item34, item33, item31, item30, item29, item27, item26, item25, item23, item22, item21, item60, item19, item18, item17, item15, item59, item14, item58, item13, item57, item11, item55, item10, item53, item51, item50, item49, item47, item46, item45, item43, item42, item41, item7, item9, item3, item6, item5]
// expect: [-4, 4739, 27400, 35336, 67979, 8459, 7436, 31244, 70924, 275, 15899, 51611, 2600, 14504, 54184, 3251, 18875, 46651, 10691, 62275, 5576, 9544, 65096, 73931, 6475, 1484, 17356, 49100, 22099, 41939, -469, 2011, -221, 25571, 37475, 616, 20456, 44264, 29291, 33259, -500, 13171, 56819, -376, 1019, 3964, 11900, 23804, 39676, 59516]
// expect: [-500, -469, -376, -221, -4, 275, 616, 1019, 1484, 2011, 2600, 3251, 3964, 4739, 5576, 6475, 7436, 8459, 9544, 10691, 11900, 13171, 14504, 15899, 17356, 18875, 20456, 22099, 23804, 25571, 27400, 29291, 31244, 33259, 35336, 37475, 39676, 41939, 44264, 46651, 49100, 51611, 54184, 56819, 59516, 62275, 65096, 67979, 70924, 73931, 3]
// expect: [-469, -500] true false
// expect: [ , a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, t, u, v, w, x, y, z] 27
// expect: true true 6 6
// expect: [] false
// expect: [0.0, -0.0, NaN, 1.5]
