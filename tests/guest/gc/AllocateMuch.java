// Allocates the total given as argument through short-lived objects (binary trees and string
// building) in a 32 MiB heap while a long-lived tree stays reachable: the collector reclaims
// the garbage and the heap never grows past -Xmx. CTest runs it with a small total; it also
// serves as the binary-trees program of the collector's timing (docs and benchmarks).
// args: 150000000
// gc-stress-interval: 5000
// java-args: -Xmx32m
// wwvm-args: -Xmx32m
// expect: allocated 150000000 bytes or more in 2290 rounds
// expect: checksum 2290
// expect: long-lived tree intact: true
// expect: strings built: 36
// expect: heap within its maximum: true
public class AllocateMuch {
    static final class Node {
        final Node left, right;
        Node(Node left, Node right) { this.left = left; this.right = right; }
    }

    static Node tree(int depth) {
        return depth == 0 ? new Node(null, null) : new Node(tree(depth - 1), tree(depth - 1));
    }

    static int check(Node n) {
        return n.left == null ? 1 : 1 + check(n.left) - check(n.right);
    }

    static int count(Node n) {
        return n.left == null ? 1 : 1 + count(n.left) + count(n.right);
    }

    public static void main(String[] args) {
        long total = Long.parseLong(args[0]);
        Node longLived = tree(14);
        long perTree = 2047L * 32;  // nodes of a depth-10 tree times wwvm's 32-byte Node
        long allocated = 0;
        long checksum = 0;
        int rounds = 0;
        int strings = 0;
        boolean bounded = true;
        Runtime rt = Runtime.getRuntime();
        while (allocated < total) {
            checksum += check(tree(10));
            allocated += perTree;
            if (rounds % 64 == 0) {
                StringBuilder sb = new StringBuilder();
                for (int i = 0; i < 200; i++) {
                    sb.append(i).append(' ');
                }
                if (sb.toString().length() > 0) {
                    strings++;
                }
            }
            bounded &= rt.totalMemory() <= rt.maxMemory();
            rounds++;
        }
        System.out.println("allocated " + total + " bytes or more in " + rounds + " rounds");
        System.out.println("checksum " + checksum);
        System.out.println("long-lived tree intact: " + (count(longLived) == (1 << 15) - 1));
        System.out.println("strings built: " + strings);
        System.out.println("heap within its maximum: " + bounded);
    }
}
