// Olden-style benchmark: TSP. A travelling-salesman tour of seeded random cities in the unit
// square, by divide and conquer. The cities are first arranged in a tree by median cuts, the
// cut line turning between x and y at each level, the median city becoming the node. A subtree
// of few cities gets a closed tour by cheapest insertion; a larger one gets the tours of its two
// halves, puts its own city into the first tour where it costs least, and splices the second
// tour in next to it, through the cheapest of the few ways of cutting one edge of each tour and
// reconnecting (the second tour reversed if that is cheaper). Tours are circular doubly linked
// lists threaded through the cities. Work: pointer updates, double arithmetic, recursion.
// Usage: TSP [cities [leafSize]]   (default 140000 48)
import java.util.Random;

public final class TSP {
    static final String NAME = "TSP";
    static final String USAGE = "[cities (1..2000000) [leafSize (1..1000)]]";

    static final class City {
        final double x, y;
        City left, right;  // halves of the median-cut tree below this city
        int size;          // cities in this subtree
        City next, prev;   // the tour this city is on
        boolean seen;      // for validation

        City(double x, double y) {
            this.x = x;
            this.y = y;
        }
    }

    static double dist(City a, City b) {
        double dx = a.x - b.x, dy = a.y - b.y;
        return Math.sqrt(dx * dx + dy * dy);
    }

    // ---- Building the tree ----

    static double key(City c, boolean byX) {
        return byX ? c.x : c.y;
    }

    /** Rearranges c[lo..hi) so that c[k] is the one that sorts there and halves lie around it. */
    static void select(City[] c, int lo, int hi, int k, boolean byX) {
        while (hi - lo > 1) {
            double pivot = key(c[lo + (hi - lo) / 2], byX);
            int i = lo, j = hi - 1;
            while (i <= j) {
                while (key(c[i], byX) < pivot) {
                    i++;
                }
                while (key(c[j], byX) > pivot) {
                    j--;
                }
                if (i <= j) {
                    City t = c[i];
                    c[i] = c[j];
                    c[j] = t;
                    i++;
                    j--;
                }
            }
            // Now c[lo..j] <= pivot <= c[i..hi) and anything between equals the pivot.
            if (k <= j) {
                hi = j + 1;
            } else if (k >= i) {
                lo = i;
            } else {
                return;
            }
        }
    }

    static City build(City[] c, int lo, int hi, boolean byX) {
        if (lo >= hi) {
            return null;
        }
        int mid = lo + (hi - lo) / 2;
        select(c, lo, hi, mid, byX);
        City node = c[mid];
        node.left = build(c, lo, mid, !byX);
        node.right = build(c, mid + 1, hi, !byX);
        node.size = hi - lo;
        return node;
    }

    // ---- Tours ----

    /** Puts c alone on a tour of its own. */
    static void single(City c) {
        c.next = c;
        c.prev = c;
    }

    /** Inserts c into the tour through `any` at the edge where it adds least length. */
    static void insertCheapest(City any, City c) {
        City best = any;
        double bestCost = Double.MAX_VALUE;
        City u = any;
        do {
            City v = u.next;
            double cost = dist(u, c) + dist(c, v) - dist(u, v);
            if (cost < bestCost) {
                bestCost = cost;
                best = u;
            }
            u = v;
        } while (u != any);
        City v = best.next;
        c.prev = best;
        c.next = v;
        best.next = c;
        v.prev = c;
    }

    /** Every city of a subtree into the tour through `start`, in tree order. */
    static void insertAll(City start, City t) {
        if (t == null) {
            return;
        }
        insertAll(start, t.left);
        if (t != start) {
            insertCheapest(start, t);
        }
        insertAll(start, t.right);
    }

    static void reverse(City any) {
        City c = any;
        do {
            City n = c.next;
            c.next = c.prev;
            c.prev = n;
            c = n;
        } while (c != any);
    }

    static City nearest(City any, City to) {
        City best = any;
        double bestD = Double.MAX_VALUE;
        City c = any;
        do {
            double d = dist(c, to);
            if (d < bestD) {
                bestD = d;
                best = c;
            }
            c = c.next;
        } while (c != any);
        return best;
    }

    /**
     * Splices the tour through b into the tour through r. Candidate cuts: the edges at r and at
     * the city of r's tour nearest to s0, where s0 is the city of b's tour nearest to r, against
     * the edges at s0; both directions of b's tour are tried and the cheapest join is kept.
     */
    static void join(City r, City b) {
        City s0 = nearest(b, r);
        City a0 = nearest(r, s0);
        City[] aEdges = {r.prev, r, a0.prev, a0};
        City[] bEdges = {s0.prev, s0};
        double bestCost = Double.MAX_VALUE;
        City bu = null, bs = null;
        boolean bestReversed = false;
        for (City u : aEdges) {
            City v = u.next;
            for (City s : bEdges) {
                City t = s.next;
                double cut = dist(u, v) + dist(s, t);
                double forward = dist(u, t) + dist(s, v) - cut;   // u -> t ... s -> v
                double backward = dist(u, s) + dist(t, v) - cut;  // u -> s ... t -> v
                if (forward < bestCost) {
                    bestCost = forward;
                    bu = u;
                    bs = s;
                    bestReversed = false;
                }
                if (backward < bestCost) {
                    bestCost = backward;
                    bu = u;
                    bs = s;
                    bestReversed = true;
                }
            }
        }
        City u = bu, v = bu.next, s = bs, t = bs.next;
        if (bestReversed) {
            reverse(s);  // the edge s -> t is now t -> s
            City tmp = s;
            s = t;
            t = tmp;
        }
        u.next = t;
        t.prev = u;
        s.next = v;
        v.prev = s;
    }

    /** A tour of every city in the subtree; returns one city on it. */
    static City solve(City t, int leafSize) {
        if (t.size <= leafSize) {
            single(t);
            insertAll(t, t);
            return t;
        }
        City a = t.left != null ? solve(t.left, leafSize) : null;
        City b = t.right != null ? solve(t.right, leafSize) : null;
        if (a == null) {
            single(t);
        } else {
            insertCheapest(a, t);
        }
        if (b != null) {
            join(t, b);
        }
        return t;
    }

    public static void main(String[] args) {
        int[] a = OldenReport.leadingInts(NAME, USAGE, args, 140000, 48);
        int n = a[0], leafSize = a[1];
        if (n < 1 || n > 2000000 || leafSize < 1 || leafSize > 1000) {
            OldenReport.usage(NAME, USAGE);
        }
        System.out.println("TSP: " + n + " cities, subproblems of up to " + leafSize);

        long t0 = System.nanoTime();
        Random rnd = new Random(0x7590C17EL);
        City[] cities = new City[n];
        for (int i = 0; i < n; i++) {
            cities[i] = new City(rnd.nextDouble(), rnd.nextDouble());
        }
        City root = build(cities, 0, n, true);
        long t1 = System.nanoTime();
        City tour = solve(root, leafSize);
        double length = 0.0;
        City c = tour;
        do {
            length += dist(c, c.next);
            c = c.next;
        } while (c != tour);
        long t2 = System.nanoTime();

        int visited = 0;
        c = tour;
        do {
            if (c.seen) {
                OldenReport.fail(NAME, "city (" + c.x + ", " + c.y + ") visited twice");
            }
            if (c.next.prev != c) {
                OldenReport.fail(NAME, "tour links broken at (" + c.x + ", " + c.y + ")");
            }
            c.seen = true;
            visited++;
            c = c.next;
        } while (c != tour && visited <= n);
        if (visited != n) {
            OldenReport.fail(NAME, "tour visits " + visited + " of " + n + " cities");
        }
        for (City k : cities) {
            if (!k.seen) {
                OldenReport.fail(NAME, "city (" + k.x + ", " + k.y + ") not on the tour");
            }
        }
        // An optimal tour of n uniform cities in the unit square is about 0.7124 * sqrt(n) long;
        // a heuristic within 60% of that is working, a broken one is far off.
        if (n >= 1000 && length > 1.6 * 0.7124 * Math.sqrt(n)) {
            OldenReport.fail(NAME,
                    "tour length " + length + " is far above the expected " + 0.7124 * Math.sqrt(n));
        }
        System.out.println("tour length " + length + ", optimal expected near " + 0.7124 * Math.sqrt(n));
        OldenReport.phase("build", t1 - t0);
        OldenReport.phase("compute", t2 - t1);
        OldenReport.finish(length, t2 - t0);
    }
}
