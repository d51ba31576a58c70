// Arguments parsed as numbers: the program sums the integers it is given.
public class args_sum {
    public static void main(String[] args) {
        long sum = 0;
        for (String a : args) sum += Integer.parseInt(a);
        System.out.println("sum of " + args.length + " = " + sum);
    }
    // args: 10 -3 2147483647 1
    // expect: sum of 4 = 2147483655
}
