// Olden-style benchmark: adaptive bitonic sort of values held in a binary tree.
// n = 2^k values live in a complete binary tree of n - 1 nodes plus one spare value: the
// sequence is the tree's in-order walk followed by the spare. Sorting a subtree sorts its left
// half one way and its right half the other (the node's own value acting as the left half's
// spare), which leaves a bitonic sequence, then merges it. The merge compares the two halves
// pairwise along one path from the top; wherever the pairs start (or stop) needing exchange it
// swaps whole subtrees between the halves instead of single values, then merges each half.
// The values are distinct (the merge needs that), scrambled from their starting positions. The
// program sorts ascending, checks, sorts the result descending, checks again.
// Usage: BiSort [nodes]   (a power of two, default 262144)
public final class BiSort {
    static final String NAME = "BiSort";
    static final String USAGE = "[nodes]   (a power of two >= 2)";

    static final class Node {
        int value;
        Node left, right;

        Node(int value) {
            this.value = value;
        }
    }

    /**
     * The value for position i: a scramble of i built from bijective steps (multiplying by an
     * odd number, xor with a right shift), so the values look random yet never repeat. The
     * subtree-swapping merge relies on distinct keys: with ties it can misjudge where the run
     * of exchanges starts.
     */
    static int valueFor(int i) {
        int x = (i ^ 0x5bd1e995) * 0x9e3779b1;
        x ^= x >>> 16;
        x *= 0x85ebca6b;
        x ^= x >>> 13;
        x *= 0xc2b2ae35;
        return x ^ (x >>> 16);
    }

    /** A complete tree of 2^levels - 1 nodes; values from positions first, first + 1, ... */
    static Node build(int levels, int first) {
        if (levels == 0) {
            return null;
        }
        Node n = new Node(valueFor(first));
        int below = (1 << (levels - 1)) - 1;   // nodes in each subtree
        n.left = build(levels - 1, first + 1);
        n.right = build(levels - 1, first + 1 + below);
        return n;
    }

    // True when a, b (a before b) are out of order for the direction.
    static boolean outOfOrder(int a, int b, boolean descending) {
        return descending ? a < b : a > b;
    }

    /** Sorts the sequence (in-order of root, then spare); returns the new spare. */
    static int sort(Node root, int spare, boolean descending) {
        if (root.left == null) {
            if (outOfOrder(root.value, spare, descending)) {
                int t = root.value;
                root.value = spare;
                spare = t;
            }
            return spare;
        }
        root.value = sort(root.left, root.value, descending);
        spare = sort(root.right, spare, !descending);
        return merge(root, spare, descending);
    }

    /** Merges the bitonic sequence (in-order of root, then spare); returns the new spare. */
    static int merge(Node root, int spare, boolean descending) {
        // The last pair of the two halves is (root, spare). In a bitonic sequence the pairs
        // that need exchange form one run touching an end, so this pair tells which end.
        boolean tailRun = outOfOrder(root.value, spare, descending);
        if (tailRun) {
            int t = root.value;
            root.value = spare;
            spare = t;
        }
        // Walk the matching positions a (first half) and b (second half) down together,
        // binary-searching where the run of exchanges begins or ends.
        Node a = root.left, b = root.right;
        while (a != null) {
            boolean swap = outOfOrder(a.value, b.value, descending);
            if (swap) {
                int t = a.value;
                a.value = b.value;
                b.value = t;
            }
            if (tailRun == swap) {
                // Everything after this pair shares its fate: a and b right subtrees, if the
                // run is the tail, move as a whole; the boundary lies to the left.
                if (tailRun) {
                    Node t = a.right;
                    a.right = b.right;
                    b.right = t;
                }
                a = a.left;
                b = b.left;
            } else {
                // Everything before this pair shares the fate of the pair: exchange the left
                // subtrees when that fate is exchange; the boundary lies to the right.
                if (swap) {
                    Node t = a.left;
                    a.left = b.left;
                    b.left = t;
                }
                a = a.right;
                b = b.right;
            }
        }
        if (root.left != null) {
            root.value = merge(root.left, root.value, descending);
            spare = merge(root.right, spare, descending);
        }
        return spare;
    }

    /** Walks the sequence in order, checking the direction; returns a position-weighted hash. */
    static final class Checker {
        final boolean descending;
        boolean first = true, ok = true;
        int last;
        long count, hash;

        Checker(boolean descending) {
            this.descending = descending;
        }

        void visit(int v) {
            if (!first && outOfOrder(last, v, descending)) {
                ok = false;
            }
            first = false;
            last = v;
            count++;
            hash = hash * 1000003L + v;
        }

        void walk(Node n) {
            if (n != null) {
                walk(n.left);
                visit(n.value);
                walk(n.right);
            }
        }
    }

    static long sumAll(Node n) {
        return n == null ? 0 : n.value + sumAll(n.left) + sumAll(n.right);
    }

    static long check(Node root, int spare, boolean descending, long n, long sum) {
        Checker c = new Checker(descending);
        c.walk(root);
        c.visit(spare);
        String dir = descending ? "descending" : "ascending";
        if (!c.ok) {
            OldenReport.fail(NAME, "not sorted " + dir);
        }
        if (c.count != n || sumAll(root) + spare != sum) {
            OldenReport.fail(NAME, "values lost sorting " + dir);
        }
        return c.hash;
    }

    public static void main(String[] args) {
        int n = OldenReport.allOrNoInts(NAME, USAGE, args, 262144)[0];
        if (n < 2 || (n & (n - 1)) != 0) {
            OldenReport.usage(NAME, USAGE);
        }
        int levels = Integer.numberOfTrailingZeros(n);
        System.out.println("BiSort: " + n + " values");

        long t0 = System.nanoTime();
        Node root = build(levels, 0);
        int spare = valueFor(n - 1);
        long t1 = System.nanoTime();
        long sum = sumAll(root) + spare;   // a sort kept the values if the sum did not change
        long t2 = System.nanoTime();
        spare = sort(root, spare, false);
        long t3 = System.nanoTime();
        long up = check(root, spare, false, n, sum);
        long t4 = System.nanoTime();
        spare = sort(root, spare, true);
        long t5 = System.nanoTime();
        long down = check(root, spare, true, n, sum);
        System.out.println(String.format("build %.3f ms, sort up %.3f ms, sort down %.3f ms",
                (t1 - t0) / 1e6, (t3 - t2) / 1e6, (t5 - t4) / 1e6));
        OldenReport.finish(up * 31 + down, (t1 - t0) + (t3 - t2) + (t5 - t4));
    }
}
