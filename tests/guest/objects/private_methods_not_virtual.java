// Private methods are called directly (invokespecial), so a same-named subclass method is not used.
class PmBase {
    private String secret() { return "base secret"; }
    String reveal() { return secret(); }
}

class PmSub extends PmBase {
    String secret() { return "sub secret"; }
}

public class private_methods_not_virtual {
    public static void main(String[] args) {
        PmSub s = new PmSub();
        System.out.println(s.reveal());
        // expect: base secret
        System.out.println(s.secret());
        // expect: sub secret
    }
}
