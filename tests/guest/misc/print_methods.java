// PrintStream print/println overloads for every type, and print without a newline.
public class print_methods {
    public static void main(String[] args) {
        System.out.print(1);
        System.out.print(' ');
        System.out.print(2L);
        System.out.print(true);
        System.out.print(1.5f);
        System.out.print(2.5);
        System.out.print(new char[] { 'x', 'y' });
        System.out.print((Object) null);
        System.out.print((String) null);
        System.out.println();
        // expect: 1 2true1.52.5xynullnull
        System.out.println('c');
        System.out.println(7L);
        System.out.println(false);
        System.out.println(new char[] { 'o', 'k' });
        System.out.println((Object) "obj");
        // expect: c
        // expect: 7
        // expect: false
        // expect: ok
        // expect: obj
        System.out.println("");
        // expect:
        System.out.println("last");
        // expect: last
    }
}
