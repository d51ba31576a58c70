// String concatenation calls toString() on objects, prints "null" for null references.
class TicTemp {
    final int degrees;
    TicTemp(int d) { degrees = d; }
    @Override public String toString() { return degrees + "C"; }
}

class TicNullString {
    @Override public String toString() { return null; }
}

public class tostring_in_concat {
    public static void main(String[] args) {
        TicTemp t = new TicTemp(21);
        System.out.println("temp=" + t);
        // expect: temp=21C
        TicTemp none = null;
        System.out.println("none=" + none);
        // expect: none=null
        System.out.println("odd=" + new TicNullString());
        // expect: odd=null
        System.out.println(t);
        // expect: 21C
        System.out.println(String.valueOf((Object) null));
        // expect: null
        StringBuilder sb = new StringBuilder().append(t).append('/').append(none);
        System.out.println(sb);
        // expect: 21C/null
    }
}
