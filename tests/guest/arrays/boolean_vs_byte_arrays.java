// boolean[] and byte[] both use baload/bastore but keep distinct types and element values.
public class boolean_vs_byte_arrays {
    public static void main(String[] args) {
        boolean[] flags = new boolean[4];
        flags[1] = true;
        flags[3] = !flags[1];
        flags[2] = flags[1] & true;
        StringBuilder sb = new StringBuilder();
        for (boolean f : flags) sb.append(f ? '1' : '0');
        System.out.println(sb);
        // expect: 0110
        byte[] bytes = { 1, 0, -1, 2 };
        int sum = 0;
        for (byte x : bytes) sum += x;
        System.out.println(sum);
        // expect: 2
        Object a = flags, b = bytes;
        System.out.println((a instanceof boolean[]) + " " + (a instanceof byte[]));
        // expect: true false
        System.out.println((b instanceof boolean[]) + " " + (b instanceof byte[]));
        // expect: false true
        System.out.println(a.getClass().getName() + " " + b.getClass().getName());
        // expect: [Z [B
    }
}
