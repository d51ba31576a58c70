// Olden-style benchmark: minimum spanning tree of a complete graph (MST).
// Every pair of the n vertices has a pseudo-random weight. Each vertex keeps the weights of its
// edges in its own small hash table of int keys (the other vertex's number), with chained
// entries. Prim's algorithm grows the tree from vertex 0: after each vertex joins, every vertex
// still outside looks up its edge to the newcomer in its hash table and lowers its distance to
// the tree if that edge is shorter; the outside vertex with the smallest distance joins next.
// The outside vertices are a linked list. The result is the tree's total weight.
// Usage: MST [vertices]   (default 1400)
public final class MST {
    static final String NAME = "MST";
    static final String USAGE = "[vertices]   (2 to 20000)";

    /** A hash table from int keys to int values; chains of entries, a fixed bucket count. */
    static final class IntTable {
        static final class Entry {
            final int key;
            final int value;
            final Entry next;

            Entry(int key, int value, Entry next) {
                this.key = key;
                this.value = value;
                this.next = next;
            }
        }

        final Entry[] buckets;

        IntTable(int expected) {
            // About four entries a chain, so lookups walk a list, as in a small C hash table.
            buckets = new Entry[Math.max(1, expected / 4)];
        }

        int bucket(int key) {
            return (key * 0x9e3779b1 >>> 1) % buckets.length;
        }

        void put(int key, int value) {
            int b = bucket(key);
            buckets[b] = new Entry(key, value, buckets[b]);
        }

        /** The value for key, or -1 when there is none. */
        int get(int key) {
            for (Entry e = buckets[bucket(key)]; e != null; e = e.next) {
                if (e.key == key) {
                    return e.value;
                }
            }
            return -1;
        }
    }

    static final class Vertex {
        final int id;
        final IntTable edges;
        int distance = Integer.MAX_VALUE;   // to the tree so far
        Vertex via;                        // the tree vertex at that distance
        Vertex next;                       // in the list of vertices outside the tree

        Vertex(int id, int n) {
            this.id = id;
            this.edges = new IntTable(n - 1);
        }
    }

    /** The weight of edge {i, j}: a scramble of the pair, 1..1000000, the same both ways. */
    static int weight(int i, int j) {
        int lo = Math.min(i, j), hi = Math.max(i, j);
        int x = lo * 0x45d9f3b + hi * 0x2c1b3c6d + 0x297a2d39;
        x ^= x >>> 15;
        x *= 0x2c1b3c6d;
        x ^= x >>> 12;
        x *= 0x297a2d39;
        x ^= x >>> 15;
        return (x >>> 1) % 1000000 + 1;
    }

    static Vertex[] build(int n) {
        Vertex[] vs = new Vertex[n];
        for (int i = 0; i < n; i++) {
            vs[i] = new Vertex(i, n);
        }
        for (int i = 0; i < n; i++) {
            IntTable t = vs[i].edges;
            for (int j = 0; j < n; j++) {
                if (j != i) {
                    t.put(j, weight(i, j));
                }
            }
        }
        return vs;
    }

    /** Prim's algorithm over the hash tables; returns the total weight. */
    static long prim(Vertex[] vs) {
        Vertex outside = null;   // every vertex but 0, as a list
        for (int i = vs.length - 1; i >= 1; i--) {
            vs[i].next = outside;
            outside = vs[i];
        }
        Vertex joined = vs[0];
        long total = 0;
        while (outside != null) {
            Vertex best = null, bestPrev = null, prev = null;
            for (Vertex v = outside; v != null; prev = v, v = v.next) {
                int d = v.edges.get(joined.id);
                if (d < v.distance) {
                    v.distance = d;
                    v.via = joined;
                }
                if (best == null || v.distance < best.distance) {
                    best = v;
                    bestPrev = prev;
                }
            }
            if (bestPrev == null) {
                outside = best.next;
            } else {
                bestPrev.next = best.next;
            }
            best.next = null;
            total += best.distance;
            joined = best;
        }
        return total;
    }

    /** The same tree weight from plain arrays and the weight function, to check against. */
    static long primArrays(int n) {
        int[] dist = new int[n];
        boolean[] in = new boolean[n];
        java.util.Arrays.fill(dist, Integer.MAX_VALUE);
        int joined = 0;
        in[0] = true;
        long total = 0;
        for (int k = 1; k < n; k++) {
            int best = -1;
            for (int v = 0; v < n; v++) {
                if (!in[v]) {
                    dist[v] = Math.min(dist[v], weight(v, joined));
                    if (best < 0 || dist[v] < dist[best]) {
                        best = v;
                    }
                }
            }
            in[best] = true;
            total += dist[best];
            joined = best;
        }
        return total;
    }

    public static void main(String[] args) {
        int n = OldenReport.allOrNoInts(NAME, USAGE, args, 1400)[0];
        if (n < 2 || n > 20000) {
            OldenReport.usage(NAME, USAGE);
        }
        System.out.println("MST: complete graph of " + n + " vertices");

        long t0 = System.nanoTime();
        Vertex[] vs = build(n);
        long t1 = System.nanoTime();
        long total = prim(vs);
        long t2 = System.nanoTime();

        // n - 1 edges, each joining a vertex to one that joined before it (so a tree), each
        // with its true weight, adding up to the reported total; then the minimum itself.
        long sum = 0;
        int edges = 0;
        for (int i = 1; i < n; i++) {
            Vertex v = vs[i];
            if (v.via == null || v.distance != weight(v.id, v.via.id)) {
                OldenReport.fail(NAME, "vertex " + i + " not joined by one of its edges");
            }
            edges++;
            sum += v.distance;
        }
        if (edges != n - 1 || sum != total || total <= 0) {
            OldenReport.fail(NAME,
                    "tree of " + edges + " edges weighing " + sum + ", reported " + total);
        }
        long expected = primArrays(n);
        if (total != expected) {
            OldenReport.fail(NAME, "tree weighs " + total + ", not the minimum " + expected);
        }
        System.out.println(String.format("build %.3f ms, compute %.3f ms", (t1 - t0) / 1e6,
                (t2 - t1) / 1e6));
        OldenReport.finish(total, t2 - t0);
    }
}
