// User-defined checked and unchecked exceptions with extra state, messages and causes.
class CeValidationException extends Exception {
    final int code;
    CeValidationException(String msg, int code) { super(msg); this.code = code; }
}

class CeWrapped extends RuntimeException {
    CeWrapped(Throwable cause) { super(cause); }
}

class CeQuiet extends RuntimeException {
    @Override public String getMessage() { return "overridden message"; }
}

public class custom_exceptions {
    static void validate(int v) throws CeValidationException {
        if (v > 10) throw new CeValidationException("too big", v);
    }

    public static void main(String[] args) {
        try {
            validate(11);
        } catch (CeValidationException e) {
            System.out.println(e.getMessage() + " " + e.code);
            System.out.println(e);
        }
        // expect: too big 11
        // expect: CeValidationException: too big
        CeWrapped w = new CeWrapped(new CeValidationException("inner", 1));
        System.out.println(w.getMessage());
        // expect: CeValidationException: inner
        System.out.println(w.getCause() instanceof CeValidationException);
        // expect: true
        System.out.println(new CeQuiet());
        // expect: CeQuiet: overridden message
    }
}
