// Iterable.forEach, Collection.removeIf and List.replaceAll: the interface defaults (LinkedList,
// HashSet, TreeSet, ArrayDeque, Vector, a hand-written Iterable) and ArrayList's own versions,
// which check modCount as the JDK's do (forEach and removeIf fail after a modifying function,
// removeIf tests every element before removing any, replaceAll counts as a modification).
import java.util.*;
import java.util.function.*;

public class collection_defaults {
    static final class CdRange implements Iterable<Integer> {
        final int n;

        CdRange(int n) {
            this.n = n;
        }

        public Iterator<Integer> iterator() {
            return new Iterator<Integer>() {
                int i = 0;

                public boolean hasNext() {
                    return i < n;
                }

                public Integer next() {
                    return i++;
                }
            };
        }
    }

    static final Predicate<Integer> ODD = new Predicate<Integer>() {
        public boolean test(Integer x) {
            return x % 2 != 0;
        }
    };
    static final UnaryOperator<Integer> SQUARE = new UnaryOperator<Integer>() {
        public Integer apply(Integer x) {
            return x * x;
        }
    };

    static Consumer<Object> printer(final StringBuilder sb) {
        return new Consumer<Object>() {
            public void accept(Object o) {
                sb.append(o).append(' ');
            }
        };
    }

    static void attempt(String what, Collection<?> c, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": ok " + c);
        } catch (RuntimeException e) {
            System.out.println(what + ": " + e + " " + c);
        }
    }

    public static void main(String[] args) {
        List<Integer> base = Arrays.asList(5, 2, 9, 4, 7, 6, 1);
        StringBuilder sb = new StringBuilder();
        new CdRange(4).forEach(printer(sb));
        System.out.println("range: " + sb.toString().trim());
        List<Collection<Integer>> all = new ArrayList<Collection<Integer>>();
        all.add(new ArrayList<Integer>(base));
        all.add(new LinkedList<Integer>(base));
        all.add(new Vector<Integer>(base));
        all.add(new HashSet<Integer>(base));
        all.add(new LinkedHashSet<Integer>(base));
        all.add(new TreeSet<Integer>(base));
        all.add(new ArrayDeque<Integer>(base));
        for (Collection<Integer> c : all) {
            sb.setLength(0);
            c.forEach(printer(sb));
            String name = c.getClass().getName();
            System.out.println(name + " forEach: " + sb.toString().trim());
            System.out.println(name + " removeIf odd: " + c.removeIf(ODD) + " " + c + " again: " + c.removeIf(ODD));
            if (c instanceof List) {
                ((List<Integer>) c).replaceAll(SQUARE);
                System.out.println(name + " replaceAll: " + c);
            }
        }
        Map<String, Integer> hm = new HashMap<String, Integer>();
        for (int i = 0; i < 6; i++) {
            hm.put("k" + i, i);
        }
        sb.setLength(0);
        hm.keySet().forEach(printer(sb));
        hm.values().forEach(printer(sb));
        hm.entrySet().forEach(printer(sb));
        System.out.println("HashMap views: " + sb.toString().trim());
        hm.values().removeIf(ODD);
        System.out.println("values removeIf: " + hm);
        hm.keySet().removeIf(new Predicate<String>() {
            public boolean test(String k) {
                return k.equals("k2");
            }
        });
        System.out.println("keySet removeIf: " + hm);
        TreeMap<Integer, String> tm = new TreeMap<Integer, String>();
        for (int i = 0; i < 6; i++) {
            tm.put(i, "t" + i);
        }
        tm.headMap(3).keySet().removeIf(ODD);
        System.out.println("TreeMap headMap removeIf: " + tm);

        final ArrayList<Integer> al = new ArrayList<Integer>(base);
        final int[] calls = new int[1];
        attempt("ArrayList forEach add", al, new Runnable() {
            public void run() {
                al.forEach(new Consumer<Integer>() {
                    public void accept(Integer x) {
                        calls[0]++;
                        if (x == 9) {
                            al.add(100);
                        }
                    }
                });
            }
        });
        System.out.println("calls " + calls[0]);
        calls[0] = 0;
        attempt("ArrayList removeIf with add", al, new Runnable() {
            public void run() {
                al.removeIf(new Predicate<Integer>() {
                    public boolean test(Integer x) {
                        calls[0]++;
                        if (x == 4) {
                            al.add(200);
                        }
                        return x > 5;
                    }
                });
            }
        });
        System.out.println("calls " + calls[0]);
        calls[0] = 0;
        attempt("ArrayList removeIf throwing", al, new Runnable() {
            public void run() {
                al.removeIf(new Predicate<Integer>() {
                    public boolean test(Integer x) {
                        calls[0]++;
                        if (x == 7) {
                            throw new IllegalStateException("at 7");
                        }
                        return x > 5;
                    }
                });
            }
        });
        System.out.println("calls " + calls[0]);
        final LinkedList<Integer> ll = new LinkedList<Integer>(base);
        attempt("LinkedList removeIf throwing", ll, new Runnable() {
            public void run() {
                ll.removeIf(new Predicate<Integer>() {
                    public boolean test(Integer x) {
                        if (x == 7) {
                            throw new IllegalStateException("at 7");
                        }
                        return x > 5;
                    }
                });
            }
        });
        attempt("ArrayList replaceAll with remove", al, new Runnable() {
            public void run() {
                al.replaceAll(new UnaryOperator<Integer>() {
                    public Integer apply(Integer x) {
                        if (x == 2) {
                            al.remove(0);
                        }
                        return -x;
                    }
                });
            }
        });
        final Iterator<Integer> it = al.iterator();
        it.next();
        al.replaceAll(SQUARE);
        attempt("iterator after replaceAll", al, new Runnable() {
            public void run() {
                it.next();
            }
        });
        final Iterator<Integer> it2 = al.iterator();
        it2.next();
        al.forEach(printer(new StringBuilder()));
        al.removeIf(new Predicate<Integer>() {
            public boolean test(Integer x) {
                return false;
            }
        });
        attempt("iterator after forEach and removeIf(false)", al, new Runnable() {
            public void run() {
                it2.next();
            }
        });
        attempt("ArrayList removeIf all", al, new Runnable() {
            public void run() {
                al.removeIf(Predicate.<Integer>not(Predicate.isEqual(null)));
            }
        });
        al.add(null);
        al.add(3);
        attempt("ArrayList removeIf null", al, new Runnable() {
            public void run() {
                al.removeIf(Predicate.isEqual(null));
            }
        });
        final LinkedList<Integer> ll2 = new LinkedList<Integer>(base);
        attempt("LinkedList forEach add", ll2, new Runnable() {
            public void run() {
                ll2.forEach(new Consumer<Integer>() {
                    public void accept(Integer x) {
                        if (x == 9) {
                            ll2.add(100);
                        }
                    }
                });
            }
        });
        attempt("ArrayList forEach(null)", al, new Runnable() {
            public void run() {
                al.forEach(null);
            }
        });
        attempt("ArrayList removeIf(null)", al, new Runnable() {
            public void run() {
                al.removeIf(null);
            }
        });
        attempt("ArrayList replaceAll(null)", al, new Runnable() {
            public void run() {
                al.replaceAll(null);
            }
        });
        attempt("LinkedList forEach(null)", ll2, new Runnable() {
            public void run() {
                ll2.forEach(null);
            }
        });
        attempt("LinkedList removeIf(null)", ll2, new Runnable() {
            public void run() {
                ll2.removeIf(null);
            }
        });
        attempt("LinkedList replaceAll(null)", ll2, new Runnable() {
            public void run() {
                ll2.replaceAll(null);
            }
        });
        final ArrayList<Integer> empty = new ArrayList<Integer>();
        attempt("empty ArrayList forEach(null)", empty, new Runnable() {
            public void run() {
                empty.forEach(null);
            }
        });
        final List<Integer> fixed = Arrays.asList(3, 1, 2);
        fixed.replaceAll(SQUARE);
        System.out.println("Arrays.asList replaceAll: " + fixed);
        attempt("Arrays.asList removeIf", fixed, new Runnable() {
            public void run() {
                fixed.removeIf(ODD);
            }
        });
        attempt("Arrays.asList removeIf none", fixed, new Runnable() {
            public void run() {
                fixed.removeIf(Predicate.isEqual(77));
            }
        });
    }
}

// expect: range: 0 1 2 3
// expect: java.util.ArrayList forEach: 5 2 9 4 7 6 1
// expect: java.util.ArrayList removeIf odd: true [2, 4, 6] again: false
// expect: java.util.ArrayList replaceAll: [4, 16, 36]
// expect: java.util.LinkedList forEach: 5 2 9 4 7 6 1
// expect: java.util.LinkedList removeIf odd: true [2, 4, 6] again: false
// expect: java.util.LinkedList replaceAll: [4, 16, 36]
// expect: java.util.Vector forEach: 5 2 9 4 7 6 1
// expect: java.util.Vector removeIf odd: true [2, 4, 6] again: false
// expect: java.util.Vector replaceAll: [4, 16, 36]
// expect: java.util.HashSet forEach: 1 2 4 5 6 7 9
// expect: java.util.HashSet removeIf odd: true [2, 4, 6] again: false
// expect: java.util.LinkedHashSet forEach: 5 2 9 4 7 6 1
// expect: java.util.LinkedHashSet removeIf odd: true [2, 4, 6] again: false
// expect: java.util.TreeSet forEach: 1 2 4 5 6 7 9
// expect: java.util.TreeSet removeIf odd: true [2, 4, 6] again: false
// expect: java.util.ArrayDeque forEach: 5 2 9 4 7 6 1
// expect: java.util.ArrayDeque removeIf odd: true [2, 4, 6] again: false
// expect: HashMap views: k0 k1 k2 k3 k4 k5 0 1 2 3 4 5 k0=0 k1=1 k2=2 k3=3 k4=4 k5=5
// expect: values removeIf: {k0=0, k2=2, k4=4}
// expect: keySet removeIf: {k0=0, k4=4}
// expect: TreeMap headMap removeIf: {0=t0, 2=t2, 3=t3, 4=t4, 5=t5}
// expect: ArrayList forEach add: java.util.ConcurrentModificationException [5, 2, 9, 4, 7, 6, 1, 100]
// expect: calls 3
// expect: ArrayList removeIf with add: java.util.ConcurrentModificationException [5, 2, 9, 4, 7, 6, 1, 100, 200]
// expect: calls 8
// expect: ArrayList removeIf throwing: java.lang.IllegalStateException: at 7 [5, 2, 9, 4, 7, 6, 1, 100, 200]
// expect: calls 5
// expect: LinkedList removeIf throwing: java.lang.IllegalStateException: at 7 [5, 2, 4, 7, 6, 1]
// expect: ArrayList replaceAll with remove: java.util.ConcurrentModificationException [2, -2, 4, 7, 6, 1, 100, 200]
// expect: iterator after replaceAll: java.util.ConcurrentModificationException [4, 4, 16, 49, 36, 1, 10000, 40000]
// expect: iterator after forEach and removeIf(false): ok [4, 4, 16, 49, 36, 1, 10000, 40000]
// expect: ArrayList removeIf all: ok []
// expect: ArrayList removeIf null: ok [3]
// expect: LinkedList forEach add: java.util.ConcurrentModificationException [5, 2, 9, 4, 7, 6, 1, 100]
// expect: ArrayList forEach(null): java.lang.NullPointerException [3]
// expect: ArrayList removeIf(null): java.lang.NullPointerException [3]
// expect: ArrayList replaceAll(null): java.lang.NullPointerException [3]
// expect: LinkedList forEach(null): java.lang.NullPointerException [5, 2, 9, 4, 7, 6, 1, 100]
// expect: LinkedList removeIf(null): java.lang.NullPointerException [5, 2, 9, 4, 7, 6, 1, 100]
// expect: LinkedList replaceAll(null): java.lang.NullPointerException [5, 2, 9, 4, 7, 6, 1, 100]
// expect: empty ArrayList forEach(null): java.lang.NullPointerException []
// expect: Arrays.asList replaceAll: [9, 1, 4]
// expect: Arrays.asList removeIf: java.lang.UnsupportedOperationException: remove [9, 1, 4]
// expect: Arrays.asList removeIf none: ok [9, 1, 4]
