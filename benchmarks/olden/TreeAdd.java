// Olden-style benchmark: TreeAdd. Builds a complete binary tree of the given number of levels,
// every node holding the value 1, then sums the tree by recursion, again and again. The work is
// almost nothing but field loads and static recursive calls, plus one burst of a million small
// allocations while building.
// Usage: TreeAdd [levels [repetitions]]   (default 20 24)
public final class TreeAdd {
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

    static void usage() {
        System.err.println("usage: TreeAdd [levels (1..24) [repetitions (>= 1)]]");
        System.exit(2);
    }

    public static void main(String[] args) {
        int levels = 20;
        int reps = 24;
        try {
            if (args.length > 2) {
                usage();
            }
            if (args.length > 0) {
                levels = Integer.parseInt(args[0]);
            }
            if (args.length > 1) {
                reps = Integer.parseInt(args[1]);
            }
        } catch (NumberFormatException e) {
            usage();
        }
        if (levels < 1 || levels > 24 || reps < 1) {
            usage();
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
                System.err.println("TreeAdd: validation failed: pass " + r + " summed " + sum
                        + ", expected " + nodes);
                System.exit(1);
            }
            total += sum;
        }
        long t2 = System.nanoTime();

        System.out.println(String.format("build %.3f ms", (t1 - t0) / 1e6));
        System.out.println(String.format("compute %.3f ms", (t2 - t1) / 1e6));
        System.out.println("checksum " + total);
        System.out.println(String.format("time %.3f ms", (t2 - t0) / 1e6));
    }
}
