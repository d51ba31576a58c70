// Olden-style benchmark: electromagnetic wave propagation on a bipartite graph (Em3d).
// There are n E nodes (electric field) and n H nodes (magnetic field). Every node depends on
// `degree` random nodes of the other kind, each through its own coefficient. One iteration
// recomputes every E value from the H values it depends on, then every H value from the new E
// values. The update keeps half the old value, subtracts the weighted neighbours (coefficients
// of either sign summing to at most 1/2 in magnitude) and adds a per-node source scaled by a
// drive that changes with the iteration, so the values stay bounded without overflowing, dying
// out or settling on a fixed point. The checksum adds up the field after every iteration.
// Usage: Em3d [nodes degree iterations]   (default 20000 10 200)
import java.util.Random;

public final class Em3d {
    static final String NAME = "Em3d";
    static final String USAGE = "[nodes degree iterations]   (all >= 1)";

    static final class Node {
        double value;
        final double source;
        Node[] from;        // the nodes of the other kind this one depends on
        double[] coeff;     // one coefficient per entry of from
        int dependants;     // how many nodes depend on this one (set while building)
        Node next;          // the nodes of one kind form a list, as in a linked structure

        Node(double value, double source) {
            this.value = value;
            this.source = source;
        }
    }

    /** Makes a list of n nodes with random start values and sources; returns them as an array too. */
    static Node[] makeNodes(int n, Random rnd) {
        Node[] all = new Node[n];
        Node prev = null;
        for (int i = 0; i < n; i++) {
            Node node = new Node(rnd.nextDouble() - 0.5, 0.1 * (rnd.nextDouble() - 0.5));
            all[i] = node;
            if (prev != null) {
                prev.next = node;
            }
            prev = node;
        }
        return all;
    }

    /** Gives each node of `to` `degree` random dependencies (repeats allowed) among `from`. */
    static void connect(Node[] to, Node[] from, int degree, Random rnd) {
        for (Node node : to) {
            node.from = new Node[degree];
            node.coeff = new double[degree];
            for (int k = 0; k < degree; k++) {
                Node other = from[rnd.nextInt(from.length)];
                node.from[k] = other;
                node.coeff[k] = (rnd.nextDouble() - 0.5) / degree;
                other.dependants++;
            }
        }
    }

    /** The source's strength in iteration it: 0.5 to 1.5 in a repeating saw-tooth. */
    static double drive(int it) {
        return 1 + ((it % 8) - 3.5) / 7;
    }

    /**
     * Recomputes every node of the list starting at head from the nodes it depends on, with
     * the sources scaled by drive; returns the sum of the new values.
     */
    static double update(Node head, double drive) {
        double sum = 0;
        for (Node node = head; node != null; node = node.next) {
            Node[] from = node.from;
            double[] coeff = node.coeff;
            double v = 0.5 * node.value + drive * node.source;
            for (int k = 0; k < from.length; k++) {
                v -= coeff[k] * from[k].value;
            }
            node.value = v;
            sum += v;
        }
        return sum;
    }

    static double sum(Node head, int weight) {
        double s = 0;
        int i = 0;
        for (Node node = head; node != null; node = node.next) {
            s += (i++ % weight + 1) * node.value;
        }
        return s;
    }

    public static void main(String[] args) {
        int[] a = OldenReport.allOrNoInts(NAME, USAGE, args, 20000, 10, 200);
        int n = a[0], degree = a[1], iters = a[2];
        if (n < 1 || degree < 1 || iters < 1) {
            OldenReport.usage(NAME, USAGE);
        }
        System.out.println("Em3d: " + n + " E and " + n + " H nodes, degree " + degree + ", "
                + iters + " iterations");

        long t0 = System.nanoTime();
        Random rnd = new Random(31415926L);
        Node[] e = makeNodes(n, rnd);
        Node[] h = makeNodes(n, rnd);
        connect(e, h, degree, rnd);
        connect(h, e, degree, rnd);
        long t1 = System.nanoTime();
        double history = 0;   // the field summed after every half-step
        for (int it = 0; it < iters; it++) {
            history += update(e[0], drive(it));
            history += 2 * update(h[0], drive(it));
        }
        long t2 = System.nanoTime();

        long edges = 0;
        for (int i = 0; i < n; i++) {
            edges += e[i].dependants + h[i].dependants;
        }
        if (edges != 2L * n * degree) {
            OldenReport.fail(NAME, "graph has " + edges + " edges, not " + 2L * n * degree);
        }
        double se = sum(e[0], 7), sh = sum(h[0], 5);
        // A half-step raises the largest magnitude M to at most M/2 + M/2 + 0.075, starting
        // from 0.5; a value beyond that (or NaN) means a wrong update.
        double bound = 0.5 + 0.15 * iters;
        for (int i = 0; i < n; i++) {
            if (!(Math.abs(e[i].value) <= bound) || !(Math.abs(h[i].value) <= bound)) {
                OldenReport.fail(NAME, "value out of bounds at node " + i);
            }
        }
        System.out.println(String.format("build %.3f ms, compute %.3f ms", (t1 - t0) / 1e6,
                (t2 - t1) / 1e6));
        if (Double.isNaN(history) || Double.isInfinite(history)) {
            OldenReport.fail(NAME, "field sums not finite");
        }
        System.out.println("final sum E " + se + ", sum H " + sh + ", over all iterations " + history);
        OldenReport.finish(history + se + 2 * sh, t2 - t0);
    }
}
