// A graph workload of the kind benchmark suites use: random graphs (java.util.Random, seeded)
// held as Vectors of neighbour lists, breadth-first search, connected components through a
// Hashtable of labels, Dijkstra's shortest paths with a binary heap written here, a minimum
// spanning tree with union-find, and topological order of a random DAG.
// Under -Xgc:stress it collects at every 500th allocation (every one would take minutes):
// gc-stress-interval: 500
import java.util.Enumeration;
import java.util.Hashtable;
import java.util.Random;
import java.util.Vector;

public class GraphBench {
    /** A weighted edge. */
    static final class Edge {
        final int from, to, weight;

        Edge(int from, int to, int weight) {
            this.from = from;
            this.to = to;
            this.weight = weight;
        }
    }

    /** A binary min-heap of (distance, vertex) pairs packed in longs. */
    static final class Heap {
        long[] items = new long[16];
        int size;

        void push(long distance, int vertex) {
            if (size == items.length) {
                long[] grown = new long[size * 2];
                System.arraycopy(items, 0, grown, 0, size);
                items = grown;
            }
            int i = size++;
            items[i] = (distance << 20) | vertex;
            while (i > 0 && items[(i - 1) / 2] > items[i]) {
                long t = items[i];
                items[i] = items[(i - 1) / 2];
                items[(i - 1) / 2] = t;
                i = (i - 1) / 2;
            }
        }

        long pop() {
            long top = items[0];
            items[0] = items[--size];
            int i = 0;
            while (true) {
                int l = 2 * i + 1, r = l + 1, m = i;
                if (l < size && items[l] < items[m]) m = l;
                if (r < size && items[r] < items[m]) m = r;
                if (m == i) break;
                long t = items[i];
                items[i] = items[m];
                items[m] = t;
                i = m;
            }
            return top;
        }
    }

    static Vector<Vector<Edge>> randomGraph(Random random, int vertices, int edges, Vector<Edge> all) {
        Vector<Vector<Edge>> adjacency = new Vector<Vector<Edge>>();
        for (int i = 0; i < vertices; i++) {
            adjacency.addElement(new Vector<Edge>());
        }
        for (int i = 0; i < edges; i++) {
            int a = random.nextInt(vertices), b = random.nextInt(vertices);
            int w = 1 + random.nextInt(100);
            Edge e = new Edge(a, b, w);
            all.addElement(e);
            adjacency.elementAt(a).addElement(e);
            adjacency.elementAt(b).addElement(new Edge(b, a, w));
        }
        return adjacency;
    }

    static int[] bfs(Vector<Vector<Edge>> g, int start) {
        int[] depth = new int[g.size()];
        java.util.Arrays.fill(depth, -1);
        int[] queue = new int[g.size()];
        int head = 0, tail = 0;
        queue[tail++] = start;
        depth[start] = 0;
        while (head < tail) {
            int v = queue[head++];
            Vector<Edge> out = g.elementAt(v);
            for (int i = 0; i < out.size(); i++) {
                int w = out.elementAt(i).to;
                if (depth[w] < 0) {
                    depth[w] = depth[v] + 1;
                    queue[tail++] = w;
                }
            }
        }
        return depth;
    }

    static Hashtable<Integer, Integer> components(Vector<Vector<Edge>> g) {
        Hashtable<Integer, Integer> label = new Hashtable<Integer, Integer>();
        int next = 0;
        for (int s = 0; s < g.size(); s++) {
            if (label.containsKey(Integer.valueOf(s))) continue;
            int[] depth = bfs(g, s);
            for (int v = 0; v < depth.length; v++) {
                if (depth[v] >= 0) label.put(Integer.valueOf(v), Integer.valueOf(next));
            }
            next++;
        }
        return label;
    }

    static long[] dijkstra(Vector<Vector<Edge>> g, int source) {
        long[] dist = new long[g.size()];
        java.util.Arrays.fill(dist, Long.MAX_VALUE);
        dist[source] = 0;
        Heap heap = new Heap();
        heap.push(0, source);
        while (heap.size > 0) {
            long item = heap.pop();
            long d = item >>> 20;
            int v = (int) (item & 0xFFFFF);
            if (d > dist[v]) continue;
            Vector<Edge> out = g.elementAt(v);
            for (int i = 0; i < out.size(); i++) {
                Edge e = out.elementAt(i);
                if (d + e.weight < dist[e.to]) {
                    dist[e.to] = d + e.weight;
                    heap.push(dist[e.to], e.to);
                }
            }
        }
        return dist;
    }

    static int find(int[] parent, int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }

    static long spanningForestWeight(int vertices, Vector<Edge> edges) {
        Edge[] sorted = new Edge[edges.size()];
        edges.copyInto(sorted);
        // insertion sort by weight, then endpoints: stable and simple
        for (int i = 1; i < sorted.length; i++) {
            Edge e = sorted[i];
            int j = i - 1;
            while (j >= 0 && sorted[j].weight > e.weight) {
                sorted[j + 1] = sorted[j];
                j--;
            }
            sorted[j + 1] = e;
        }
        int[] parent = new int[vertices];
        for (int i = 0; i < vertices; i++) parent[i] = i;
        long total = 0;
        for (Edge e : sorted) {
            int a = find(parent, e.from), b = find(parent, e.to);
            if (a != b) {
                parent[a] = b;
                total += e.weight;
            }
        }
        return total;
    }

    static String topologicalSummary(Random random, int vertices) {
        Vector<Vector<Integer>> out = new Vector<Vector<Integer>>();
        int[] indegree = new int[vertices];
        for (int i = 0; i < vertices; i++) out.addElement(new Vector<Integer>());
        for (int i = 0; i < vertices * 3; i++) {
            int a = random.nextInt(vertices), b = random.nextInt(vertices);
            if (a == b) continue;
            int lo = Math.min(a, b), hi = Math.max(a, b);
            out.elementAt(lo).addElement(Integer.valueOf(hi));
            indegree[hi]++;
        }
        Vector<Integer> ready = new Vector<Integer>();
        for (int i = 0; i < vertices; i++) if (indegree[i] == 0) ready.addElement(Integer.valueOf(i));
        long order = 0;
        int seen = 0;
        while (!ready.isEmpty()) {
            int v = ready.lastElement().intValue();
            ready.removeElementAt(ready.size() - 1);
            order = order * 31 + v;
            seen++;
            Enumeration<Integer> e = out.elementAt(v).elements();
            while (e.hasMoreElements()) {
                int w = e.nextElement().intValue();
                if (--indegree[w] == 0) ready.addElement(Integer.valueOf(w));
            }
        }
        return seen + " vertices ordered, hash " + order;
    }

    public static void main(String[] args) {
        int vertices = args.length > 0 ? Integer.parseInt(args[0]) : 3000;
        for (int round = 0; round < 3; round++) {
            Random random = new Random(42 + round);
            Vector<Edge> edges = new Vector<Edge>();
            Vector<Vector<Edge>> g = randomGraph(random, vertices, vertices * 2, edges);
            int[] depth = bfs(g, 0);
            int reached = 0, deepest = 0;
            for (int d : depth) {
                if (d >= 0) reached++;
                deepest = Math.max(deepest, d);
            }
            Hashtable<Integer, Integer> labels = components(g);
            int componentCount = 0;
            for (Enumeration<Integer> e = labels.elements(); e.hasMoreElements();) {
                componentCount = Math.max(componentCount, e.nextElement().intValue() + 1);
            }
            long[] dist = dijkstra(g, 0);
            long distanceSum = 0;
            for (long d : dist) if (d != Long.MAX_VALUE) distanceSum += d;
            System.out.println("round " + round + ": BFS reached " + reached + ", depth " + deepest
                    + ", components " + componentCount);
            System.out.println("  shortest paths sum " + distanceSum + ", spanning forest weight "
                    + spanningForestWeight(vertices, edges));
            System.out.println("  DAG: " + topologicalSummary(random, vertices / 3));
        }
    }
}

// expect: round 0: BFS reached 2952, depth 10, components 46
// expect:   shortest paths sum 773361, spanning forest weight 84851
// expect:   DAG: 1000 vertices ordered, hash -5043184912050575874
// expect: round 1: BFS reached 2949, depth 9, components 52
// expect:   shortest paths sum 602218, spanning forest weight 84361
// expect:   DAG: 1000 vertices ordered, hash -4773297547044022228
// expect: round 2: BFS reached 2946, depth 9, components 53
// expect:   shortest paths sum 581683, spanning forest weight 85420
// expect:   DAG: 1000 vertices ordered, hash -4579981445760626786
