// A tree-building workload of the kind benchmark suites use: binary search trees with random
// keys (java.util.Random, seeded), insertion, lookup, deletion, rotations into an AVL tree,
// traversals collected into Vectors, and checksums printed at each step.
// Under -Xgc:stress it collects at every 500th allocation (every one would take minutes):
// gc-stress-interval: 500
import java.util.Random;
import java.util.Vector;

public class TreeBench {
    /** A plain binary search tree node. */
    static final class Node {
        int key;
        Node left, right;

        Node(int key) {
            this.key = key;
        }
    }

    /** An AVL tree node with its height. */
    static final class AvlNode {
        final int key;
        int height = 1;
        AvlNode left, right;

        AvlNode(int key) {
            this.key = key;
        }
    }

    static Node insert(Node root, int key) {
        if (root == null) {
            return new Node(key);
        }
        Node n = root;
        while (true) {
            if (key < n.key) {
                if (n.left == null) {
                    n.left = new Node(key);
                    return root;
                }
                n = n.left;
            } else if (key > n.key) {
                if (n.right == null) {
                    n.right = new Node(key);
                    return root;
                }
                n = n.right;
            } else {
                return root;
            }
        }
    }

    static boolean contains(Node n, int key) {
        while (n != null) {
            if (key == n.key) {
                return true;
            }
            n = key < n.key ? n.left : n.right;
        }
        return false;
    }

    static Node delete(Node n, int key) {
        if (n == null) {
            return null;
        }
        if (key < n.key) {
            n.left = delete(n.left, key);
        } else if (key > n.key) {
            n.right = delete(n.right, key);
        } else if (n.left == null) {
            return n.right;
        } else if (n.right == null) {
            return n.left;
        } else {
            Node min = n.right;
            while (min.left != null) {
                min = min.left;
            }
            n.key = min.key;
            n.right = delete(n.right, min.key);
        }
        return n;
    }

    static int height(Node n) {
        return n == null ? 0 : 1 + Math.max(height(n.left), height(n.right));
    }

    static void inOrder(Node n, Vector<Integer> out) {
        if (n == null) {
            return;
        }
        inOrder(n.left, out);
        out.addElement(Integer.valueOf(n.key));
        inOrder(n.right, out);
    }

    static int h(AvlNode n) {
        return n == null ? 0 : n.height;
    }

    static void fix(AvlNode n) {
        n.height = 1 + Math.max(h(n.left), h(n.right));
    }

    static AvlNode rotateRight(AvlNode y) {
        AvlNode x = y.left;
        y.left = x.right;
        x.right = y;
        fix(y);
        fix(x);
        return x;
    }

    static AvlNode rotateLeft(AvlNode x) {
        AvlNode y = x.right;
        x.right = y.left;
        y.left = x;
        fix(x);
        fix(y);
        return y;
    }

    static int rotations;

    static AvlNode avlInsert(AvlNode n, int key) {
        if (n == null) {
            return new AvlNode(key);
        }
        if (key < n.key) {
            n.left = avlInsert(n.left, key);
        } else if (key > n.key) {
            n.right = avlInsert(n.right, key);
        } else {
            return n;
        }
        fix(n);
        int balance = h(n.left) - h(n.right);
        if (balance > 1) {
            rotations++;
            if (key > n.left.key) {
                n.left = rotateLeft(n.left);
            }
            return rotateRight(n);
        }
        if (balance < -1) {
            rotations++;
            if (key < n.right.key) {
                n.right = rotateRight(n.right);
            }
            return rotateLeft(n);
        }
        return n;
    }

    static long avlChecksum(AvlNode n, int depth) {
        if (n == null) {
            return 0;
        }
        return (long) n.key * depth + avlChecksum(n.left, depth + 1) + avlChecksum(n.right, depth + 1);
    }

    public static void main(String[] args) {
        int count = args.length > 0 ? Integer.parseInt(args[0]) : 20000;
        for (long seed = 1; seed <= 3; seed++) {
            Random random = new Random(seed * 7919);
            Node root = null;
            int[] keys = new int[count];
            for (int i = 0; i < count; i++) {
                keys[i] = random.nextInt(count * 4);
                root = insert(root, keys[i]);
            }
            Vector<Integer> sorted = new Vector<Integer>();
            inOrder(root, sorted);
            boolean ordered = true;
            for (int i = 1; i < sorted.size(); i++) {
                ordered &= sorted.elementAt(i - 1).intValue() < sorted.elementAt(i).intValue();
            }
            int found = 0;
            for (int i = 0; i < count; i++) {
                if (contains(root, random.nextInt(count * 4))) {
                    found++;
                }
            }
            for (int i = 0; i < count; i += 2) {
                root = delete(root, keys[i]);
            }
            Vector<Integer> after = new Vector<Integer>();
            inOrder(root, after);
            long sum = 0;
            for (int i = 0; i < after.size(); i++) {
                sum += after.elementAt(i).intValue() * (long) (i + 1);
            }
            rotations = 0;
            AvlNode avl = null;
            for (int i = 0; i < count; i++) {
                avl = avlInsert(avl, keys[i]);
            }
            System.out.println("seed " + seed + ": " + sorted.size() + " distinct keys, height " + height(root)
                    + " after deletions, ordered " + ordered + ", found " + found);
            System.out.println("  remaining " + after.size() + ", weighted sum " + sum);
            System.out.println("  AVL height " + h(avl) + ", rotations " + rotations + ", checksum "
                    + avlChecksum(avl, 1));
        }
    }
}

// args: 5000
// expect: seed 1: 4430 distinct keys, height 26 after deletions, ordered true, found 1157
// expect:   remaining 2064, weighted sum 27571988743
// expect:   AVL height 15, rotations 2064, checksum 502553173
// expect: seed 2: 4440 distinct keys, height 22 after deletions, ordered true, found 1117
// expect:   remaining 2089, weighted sum 28938448663
// expect:   AVL height 15, rotations 2094, checksum 512306433
// expect: seed 3: 4413 distinct keys, height 22 after deletions, ordered true, found 1062
// expect:   remaining 2064, weighted sum 28374700738
// expect:   AVL height 15, rotations 2050, checksum 506451580
