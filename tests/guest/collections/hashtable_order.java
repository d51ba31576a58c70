// Hashtable: bucket order from the highest index down, head insertion, rehash to 2n+1; the
// Enumerations, the views, and null refusal.
import java.util.*;

public class hashtable_order {
    public static void main(String[] args) {
        Hashtable<Integer, String> h = new Hashtable<Integer, String>();
        for (int i = 0; i < 40; i++) {
            h.put(i * 13 - 100, "v" + i);
            if (i % 8 == 7) {
                System.out.println(h);
            }
        }
        for (int i = 0; i < 40; i += 3) {
            h.remove(i * 13 - 100);
        }
        System.out.println(h.size() + " " + h);
        Hashtable<String, Integer> s = new Hashtable<String, Integer>(3);
        String[] words = {"red", "green", "blue", "cyan", "magenta", "yellow", "black", "white", "gray", "orange"};
        for (int i = 0; i < words.length; i++) {
            s.put(words[i], i);
        }
        StringBuilder sb = new StringBuilder();
        for (Enumeration<String> e = s.keys(); e.hasMoreElements();) {
            sb.append(e.nextElement()).append(' ');
        }
        for (Enumeration<Integer> e = s.elements(); e.hasMoreElements();) {
            sb.append(e.nextElement()).append(' ');
        }
        System.out.println(sb);
        System.out.println(s.keySet() + " " + s.values() + " " + s.entrySet());
        System.out.println(s.contains(3) + " " + s.containsKey("red") + " " + s.get("nope") + " " + s.hashCode());
        Hashtable<String, Integer> copy = new Hashtable<String, Integer>(s);
        System.out.println(copy + " " + copy.equals(s));
        try {
            s.put("x", null);
        } catch (NullPointerException e) {
            System.out.println("null value: NPE");
        }
        try {
            s.put(null, 1);
        } catch (NullPointerException e) {
            System.out.println("null key: NPE");
        }
        try {
            s.get(null);
        } catch (NullPointerException e) {
            System.out.println("get null: NPE");
        }
        Enumeration<String> e = new Hashtable<String, String>().keys();
        try {
            e.nextElement();
        } catch (NoSuchElementException ex) {
            System.out.println(ex);
        }
        Hashtable<Integer, Integer> big = new Hashtable<Integer, Integer>();
        for (int i = 0; i < 100; i++) {
            big.put((i * 7919) % 1000, i);
        }
        System.out.println(big);
    }
}
// expect: {-48=v4, -61=v3, -74=v2, -9=v7, -87=v1, -22=v6, -100=v0, -35=v5}
// expect: {-100=v0, 43=v11, -9=v7, 17=v9, -35=v5, -61=v3, 82=v14, -87=v1, 56=v12, 30=v10, -22=v6, 4=v8, -48=v4, 95=v15, -74=v2, 69=v13}
// expect: {-22=v6, 186=v22, 43=v11, -74=v2, 134=v18, 82=v14, -35=v5, 173=v21, 30=v10, -87=v1, 121=v17, 69=v13, -48=v4, 160=v20, 17=v9, -100=v0, 108=v16, -9=v7, 199=v23, 56=v12, -61=v3, 147=v19, 4=v8, 95=v15}
// expect: {-22=v6, 186=v22, 43=v11, 277=v29, -74=v2, 134=v18, 225=v25, 82=v14, -35=v5, 173=v21, 30=v10, 264=v28, -87=v1, 121=v17, 212=v24, 69=v13, 303=v31, -48=v4, 160=v20, 17=v9, 251=v27, -100=v0, 108=v16, -9=v7, 199=v23, 56=v12, 290=v30, -61=v3, 147=v19, 4=v8, 238=v26, 95=v15}
// expect: {-100=v0, 186=v22, -9=v7, 277=v29, 368=v36, 82=v14, 173=v21, -22=v6, 264=v28, 355=v35, 69=v13, 160=v20, -35=v5, 251=v27, 342=v34, 56=v12, 147=v19, -48=v4, 238=v26, 329=v33, 43=v11, 134=v18, -61=v3, 225=v25, 316=v32, 30=v10, 407=v39, 121=v17, -74=v2, 212=v24, 303=v31, 17=v9, 394=v38, 108=v16, -87=v1, 199=v23, 290=v30, 4=v8, 381=v37, 95=v15}
// expect: 26 {186=v22, -9=v7, 277=v29, 82=v14, 264=v28, 355=v35, 69=v13, 160=v20, -35=v5, 342=v34, 147=v19, -48=v4, 238=v26, 43=v11, 225=v25, 316=v32, 30=v10, 121=v17, -74=v2, 303=v31, 394=v38, 108=v16, -87=v1, 199=v23, 4=v8, 381=v37}
// expect: black orange cyan white magenta green blue gray yellow red 6 9 3 7 4 1 2 8 5 0 
// expect: [black, orange, cyan, white, magenta, green, blue, gray, yellow, red] [6, 9, 3, 7, 4, 1, 2, 8, 5, 0] [black=6, orange=9, cyan=3, white=7, magenta=4, green=1, blue=2, gray=8, yellow=5, red=0]
// expect: true true null -599239454
// expect: {green=1, black=6, orange=9, gray=8, blue=2, cyan=3, red=0, magenta=4, white=7, yellow=5} true
// expect: null value: NPE
// expect: null key: NPE
// expect: get null: NPE
// expect: java.util.NoSuchElementException
// expect: {763=77, 190=10, 953=87, 380=20, 570=30, 760=40, 950=50, 757=3, 947=13, 168=72, 358=82, 548=92, 165=35, 355=45, 545=55, 735=65, 925=75, 352=8, 542=18, 732=28, 922=38, 919=1, 143=97, 140=60, 330=70, 520=80, 710=90, 137=23, 327=33, 517=43, 707=53, 897=63, 514=6, 704=16, 894=26, 115=85, 305=95, 112=48, 302=58, 492=68, 682=78, 109=11, 872=88, 299=21, 489=31, 679=41, 869=51, 676=4, 866=14, 87=73, 277=83, 467=93, 84=36, 274=46, 464=56, 654=66, 844=76, 271=9, 461=19, 651=29, 841=39, 838=2, 62=98, 59=61, 249=71, 439=81, 629=91, 56=24, 246=34, 436=44, 626=54, 816=64, 433=7, 623=17, 813=27, 34=86, 224=96, 31=49, 221=59, 411=69, 601=79, 28=12, 791=89, 218=22, 981=99, 408=32, 598=42, 788=52, 978=62, 595=5, 785=15, 975=25, 6=74, 196=84, 386=94, 3=37, 193=47, 383=57, 0=0, 573=67}
