// Olden-style benchmark: TreeAdd. Builds a complete binary tree of the given number of levels,
// every node holding the value 1, then sums the tree by recursion, again and again. The work is
// almost nothing but field loads and static recursive calls, plus one burst of a million small
// allocations while building.
// Usage: TreeAdd [levels [repetitions]]   (default 20 24)
public final class TreeAdd {
    static final String NAME = "TreeAdd";
    static final String USAGE = "[levels (1..24) [repetitions (>= 1)]]";

    static final class Node {
        final Node left, right;
        final int value;

        Node(Node left, Node right, int value) {
            this.left = left;
            this.right = right;
            this.value = value;
        }
    }

    /** A complete tree of `levels` levels (levels 1 is a single leaf). */
    static Node build(int levels) {
        if (levels == 1) {
            return new Node(null, null, 1);
        }
        Node left = build(levels - 1);
        Node right = build(levels - 1);
        return new Node(left, right, 1);
    }

    static long add(Node n) {
        long sum = n.value;
        if (n.left != null) {
            sum += add(n.left);
        }
        if (n.right != null) {
            sum += add(n.right);
        }
        return sum;
    }

    public static void main(String[] args) {
        int[] a = OldenReport.leadingInts(NAME, USAGE, args, 20, 24);
        int levels = a[0], reps = a[1];
        if (levels < 1 || levels > 24 || reps < 1) {
            OldenReport.usage(NAME, USAGE);
        }
        System.out.println("TreeAdd: " + levels + " levels, " + reps + " repetitions");

        long t0 = System.nanoTime();
        Node root = build(levels);
        long t1 = System.nanoTime();
        long nodes = (1L << levels) - 1;
        long total = 0;
        for (int r = 0; r < reps; r++) {
            long sum = add(root);
            // Every node holds 1, so each pass must count the nodes exactly.
            if (sum != nodes) {
                OldenReport.fail(NAME, "pass " + r + " summed " + sum + ", expected " + nodes);
            }
            total += sum;
        }
        long t2 = System.nanoTime();

        OldenReport.phase("build", t1 - t0);
        OldenReport.phase("compute", t2 - t1);
        OldenReport.finish(total, t2 - t0);
    }
}
