// StringBuffer offers the same operations as StringBuilder (append, insert, reverse, delete, replace).
public class string_buffer_ops {
    public static void main(String[] args) {
        StringBuffer sb = new StringBuffer("buffer");
        sb.append(' ').append(1).append(2L).append(3.0f).append(true).append((Object) null);
        System.out.println(sb);
        // expect: buffer 123.0truenull
        sb.setLength(6);
        sb.insert(0, "string").insert(6, '-');
        System.out.println(sb + " " + sb.length());
        // expect: string-buffer 13
        sb.reverse();
        System.out.println(sb);
        // expect: reffub-gnirts
        sb.reverse().delete(0, 7).deleteCharAt(0);
        System.out.println(sb);
        // expect: uffer
        sb.replace(0, 1, "o").setCharAt(4, 'R');
        System.out.println(sb + " " + sb.indexOf("f") + " " + sb.lastIndexOf("f") + " " + sb.charAt(0));
        // expect: offeR 1 2 o
        StringBuilder other = new StringBuilder().append(sb);
        System.out.println(other.append(new StringBuffer("!")));
        // expect: offeR!
    }
}
