import java.util.Random;

/**
 * A Minimal Spanning Tree action in the style of the JOlden benchmark MST, the action of the
 * Weight-Watcher paper's prediction experiments (section VI-B, Figures 9 to 11). The graph is
 * complete: every vertex keeps, in a small hash table of its own, the weight of its edge to every
 * other vertex. The tree is found by Prim's algorithm with Bentley's list: the vertices not yet
 * in the tree stay in a linked list, each with its best distance to the tree so far; after a
 * vertex joins the tree one walk over the list lowers those distances through the new vertex's
 * table and finds the closest vertex, which joins next.
 *
 * The cost grows with n (about n * n table insertions and lookups) and varies a little between
 * graphs of the same n: how often a distance is lowered, and how often a new closest vertex is
 * seen, depends on the weights. The weights come from the caller's generator, so a caller that
 * keeps one generator going draws a different graph each time, as the paper's experiments need.
 *
 *   tools/wwjavac -d build/examples examples/Mst.java
 *   build/bin/wwvm -cp build/examples Mst 15 1      (n, seed: prints the tree's weight)
 */
public class Mst {
    /** Edge weights are drawn uniformly from 1 to MAX_WEIGHT. */
    static final int MAX_WEIGHT = 2048;

    /** One entry of a vertex's table: a neighbour's number and the weight of the edge to it. */
    static final class Edge {
        final int to;
        final int weight;
        final Edge next;

        Edge(int to, int weight, Edge next) {
            this.to = to;
            this.weight = weight;
            this.next = next;
        }
    }

    /**
     * A vertex's table of edge weights, keyed by the other vertex's number: chained hashing with
     * about four entries a chain, so that a lookup walks a short list as JOlden's tables do.
     */
    static final class EdgeTable {
        private final Edge[] chains;

        EdgeTable(int vertices) {
            chains = new Edge[Math.max(1, vertices / 4)];
        }

        void put(int to, int weight) {
            int slot = to % chains.length;
            chains[slot] = new Edge(to, weight, chains[slot]);
        }

        /** The weight of the edge to vertex to; every vertex has an edge to every other. */
        int get(int to) {
            for (Edge e = chains[to % chains.length]; e != null; e = e.next) {
                if (e.to == to) {
                    return e.weight;
                }
            }
            throw new IllegalStateException("no edge");
        }
    }

    static final class Vertex {
        final int number;
        final EdgeTable edges;
        /** Outside the tree: the lightest edge to a vertex of the tree seen so far. */
        int distance = Integer.MAX_VALUE;
        /** The next vertex in the list of vertices outside the tree. */
        Vertex next;

        Vertex(int number, int vertices) {
            this.number = number;
            this.edges = new EdgeTable(vertices);
        }
    }

    /**
     * The complete graph on n vertices, each unordered pair with one weight from rnd (stored in
     * both vertices' tables), the vertices linked in order through next.
     */
    static Vertex[] build(int n, Random rnd) {
        Vertex[] graph = new Vertex[n];
        for (int i = 0; i < n; i++) {
            graph[i] = new Vertex(i, n);
            if (i > 0) {
                graph[i - 1].next = graph[i];
            }
        }
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                int weight = 1 + rnd.nextInt(MAX_WEIGHT);
                graph[i].edges.put(j, weight);
                graph[j].edges.put(i, weight);
            }
        }
        return graph;
    }

    /**
     * The total weight of a minimal spanning tree of graph, whose vertices are linked through
     * next (the list is consumed). The tree starts with the first vertex.
     */
    static int spanningTreeWeight(Vertex[] graph) {
        Vertex joined = graph[0];
        Vertex outside = joined.next;
        int total = 0;
        while (outside != null) {
            // One walk: lower each distance through the vertex that joined last, and keep the
            // closest vertex with the one before it in the list, to unlink it without a second walk.
            Vertex closest = null;
            Vertex beforeClosest = null;
            int closestDistance = Integer.MAX_VALUE;
            Vertex before = null;
            for (Vertex v = outside; v != null; v = v.next) {
                int through = joined.edges.get(v.number);
                if (through < v.distance) {
                    v.distance = through;
                }
                if (v.distance < closestDistance) {
                    closestDistance = v.distance;
                    closest = v;
                    beforeClosest = before;
                }
                before = v;
            }
            if (beforeClosest == null) {
                outside = closest.next;
            } else {
                beforeClosest.next = closest.next;
            }
            total += closestDistance;
            joined = closest;
        }
        return total;
    }

    /** Builds a random complete graph on n vertices from rnd and returns its MST's weight. */
    static int compute(int n, Random rnd) {
        if (n < 1) {
            throw new IllegalArgumentException("n must be at least 1");
        }
        return spanningTreeWeight(build(n, rnd));
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 15;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 1;
        int weight = compute(n, new Random(seed));
        System.out.println("MST of a random complete graph on " + n + " vertices (seed " + seed
                + "): weight " + weight);
    }
}
