// A hand-written singly linked list with a nested node class: insert, reverse, remove, iterate.
public class linked_list_by_hand {
    static final class Node {
        int value;
        Node next;
        Node(int value, Node next) { this.value = value; this.next = next; }
    }

    static String show(Node n) {
        StringBuilder sb = new StringBuilder("[");
        for (; n != null; n = n.next) sb.append(n.value).append(n.next != null ? "," : "");
        return sb.append(']').toString();
    }

    static Node reverse(Node n) {
        Node prev = null;
        while (n != null) {
            Node next = n.next;
            n.next = prev;
            prev = n;
            n = next;
        }
        return prev;
    }

    static Node removeAll(Node n, int v) {
        if (n == null) return null;
        n.next = removeAll(n.next, v);
        return n.value == v ? n.next : n;
    }

    public static void main(String[] args) {
        Node head = null;
        for (int i = 5; i >= 1; i--) head = new Node(i % 3, head);
        System.out.println(show(head));
        // expect: [1,2,0,1,2]
        head = reverse(head);
        System.out.println(show(head));
        // expect: [2,1,0,2,1]
        head = removeAll(head, 2);
        System.out.println(show(head));
        // expect: [1,0,1]
        System.out.println(show(removeAll(removeAll(head, 1), 0)));
        // expect: []
    }
}
