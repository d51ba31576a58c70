// Chained calls return the same builder; toString takes a snapshot that later changes do not affect.
public class chaining_and_tostring {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        StringBuilder same = sb.append("a").append(1).reverse().insert(0, '[').append(']');
        System.out.println(same == sb);
        // expect: true
        String snapshot = sb.toString();
        sb.append("more");
        System.out.println(snapshot + " " + sb);
        // expect: [1a] [1a]more
        CharSequence cs = sb;
        System.out.println(cs.length() + " " + cs.charAt(1) + " " + cs.subSequence(1, 3));
        // expect: 8 1 1a
        StringBuilder cap = new StringBuilder(100);
        System.out.println(cap.length() + " " + new StringBuilder("init").length());
        // expect: 0 4
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 1000; i++) big.append(i % 10);
        System.out.println(big.length() + " " + big.charAt(999) + " " + big.substring(995));
        // expect: 1000 9 56789
    }
}
