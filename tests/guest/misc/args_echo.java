// Command-line arguments arrive in order as the String[] passed to main.
public class args_echo {
    public static void main(String[] args) {
        System.out.println(args.length);
        for (int i = 0; i < args.length; i++) System.out.println(i + ": " + args[i]);
    }
    // args: alpha beta 42 -x
    // expect: 4
    // expect: 0: alpha
    // expect: 1: beta
    // expect: 2: 42
    // expect: 3: -x
}
