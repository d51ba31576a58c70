// A user class implementing CharSequence works with StringBuilder.append, String.contentEquals and contains.
class CsiRepeat implements CharSequence {
    private final char c;
    private final int n;
    CsiRepeat(char c, int n) { this.c = c; this.n = n; }
    public int length() { return n; }
    public char charAt(int i) {
        if (i < 0 || i >= n) throw new IndexOutOfBoundsException("bad index " + i);
        return c;
    }
    public CharSequence subSequence(int start, int end) { return new CsiRepeat(c, end - start); }
    public String toString() { return new StringBuilder().append(this, 0, n).toString(); }
}

public class char_sequence_impl {
    public static void main(String[] args) {
        CharSequence stars = new CsiRepeat('*', 5);
        System.out.println(stars.length() + " " + stars.charAt(4));
        // expect: 5 *
        System.out.println(new StringBuilder("[").append(stars).append(']'));
        // expect: [*****]
        System.out.println("a***b".contains(new CsiRepeat('*', 3)) + " " + "***".contentEquals(stars.subSequence(1, 4)));
        // expect: true true
        System.out.println(stars.subSequence(0, 2));
        // expect: **
        try {
            stars.charAt(5);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        // expect: bad index 5
    }
}
