// final fields assigned in constructors or initialiser blocks, and objects stored inside objects.
class FbfNode {
    final int value;
    final FbfNode next;
    FbfNode(int value, FbfNode next) { this.value = value; this.next = next; }
}

public class final_and_blank_final_fields {
    final String label;
    { label = "init-block"; }

    static int sum(FbfNode n) { return n == null ? 0 : n.value + sum(n.next); }

    public static void main(String[] args) {
        FbfNode list = null;
        for (int i = 1; i <= 10; i++) list = new FbfNode(i, list);
        System.out.println(sum(list) + " " + list.value + " " + list.next.next.value);
        // expect: 55 10 8
        System.out.println(new final_and_blank_final_fields().label);
        // expect: init-block
    }
}
