// StringBuilder.insert at the start, middle and end, for several argument types.
public class insert_ops {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder("world");
        sb.insert(0, "hello ");
        System.out.println(sb);
        // expect: hello world
        sb.insert(sb.length(), '!');
        sb.insert(5, ',');
        System.out.println(sb);
        // expect: hello, world!
        StringBuilder n = new StringBuilder("[]");
        n.insert(1, 3.5).insert(1, ' ').insert(1, 12L).insert(1, true).insert(1, 7);
        System.out.println(n);
        // expect: [7true12 3.5]
        StringBuilder c = new StringBuilder("ad");
        c.insert(1, new char[] { 'b', 'c' });
        c.insert(0, (Object) null);
        System.out.println(c);
        // expect: nullabcd
        try {
            c.insert(99, "x");
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("insert out of range");
        }
        // expect: insert out of range
    }
}
