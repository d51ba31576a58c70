// Without arguments main receives an empty (non-null) array.
public class args_empty {
    public static void main(String[] args) {
        System.out.println(args != null);
        // expect: true
        System.out.println(args.length);
        // expect: 0
        System.out.println(args.getClass().getName());
        // expect: [Ljava.lang.String;
    }
}
