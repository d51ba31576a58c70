// Kernel: the collector's workload. Allocates the given total (bytes, as wwvm counts them)
// through short-lived binary trees of depth 10, plus a string now and then, while a depth-14
// tree stays alive. With -Xmx32m the heap stays bounded however much is allocated.
// Usage: BinaryTrees TOTAL_BYTES  -> prints rounds and a checksum.
public class BinaryTrees {
    static final class Node {
        final Node left, right;

        Node(Node left, Node right) {
            this.left = left;
            this.right = right;
        }
    }

    static Node tree(int depth) {
        return depth == 0 ? new Node(null, null) : new Node(tree(depth - 1), tree(depth - 1));
    }

    static int check(Node n) {
        return n.left == null ? 1 : 1 + check(n.left) + check(n.right);
    }

    public static void main(String[] args) {
        long total = args.length > 0 ? Long.parseLong(args[0]) : 100000000L;
        Node longLived = tree(14);
        long perTree = 2047L * 32;  // nodes of a depth-10 tree times wwvm's 32-byte Node
        long allocated = 0;
        long checksum = 0;
        int rounds = 0;
        while (allocated < total) {
            checksum += check(tree(10));
            allocated += perTree;
            if (rounds % 64 == 0) {
                StringBuilder sb = new StringBuilder();
                for (int i = 0; i < 100; i++) {
                    sb.append(i);
                }
                checksum += sb.length();
            }
            rounds++;
        }
        System.out.println("rounds " + rounds + " checksum " + checksum + " long-lived " + check(longLived));
    }
}
