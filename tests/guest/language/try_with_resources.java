// try-with-resources: resources close in reverse order, also when the body throws; an
// exception from close() is added to the body's exception as suppressed; a close() failure
// alone propagates; null resources are skipped; catch and finally run after the closes.
public class try_with_resources {
    static StringBuilder log = new StringBuilder();

    static class TwrRes implements AutoCloseable {
        final String name;
        final boolean failOnClose;

        TwrRes(String name, boolean failOnClose) {
            this.name = name;
            this.failOnClose = failOnClose;
            log.append("open ").append(name).append("; ");
        }

        public void close() throws Exception {
            log.append("close ").append(name).append("; ");
            if (failOnClose) {
                throw new IllegalStateException("close " + name);
            }
        }
    }

    static void flush(String title) {
        System.out.println(title + ": " + log);
        log.setLength(0);
    }

    public static void main(String[] args) throws Exception {
        try (TwrRes a = new TwrRes("a", false); TwrRes b = new TwrRes("b", false)) {
            log.append("body; ");
        }
        flush("normal");

        try (TwrRes a = new TwrRes("a", true); TwrRes b = new TwrRes("b", true)) {
            throw new RuntimeException("body");
        } catch (RuntimeException e) {
            log.append("caught ").append(e.getMessage()).append("; ");
            Throwable[] suppressed = e.getSuppressed();
            log.append(suppressed.length).append(" suppressed:");
            for (Throwable s : suppressed) {
                log.append(" [").append(s).append("]");
            }
        } finally {
            log.append("; finally");
        }
        flush("body and both closes fail");

        try (TwrRes a = new TwrRes("a", false); TwrRes b = new TwrRes("b", true)) {
            log.append("body; ");
        } catch (IllegalStateException e) {
            log.append("caught ").append(e.getMessage()).append(" suppressed ").append(e.getSuppressed().length);
        }
        flush("only a close fails");

        try (TwrRes a = new TwrRes("a", true); TwrRes b = new TwrRes("b", true)) {
            log.append("body; ");
        } catch (IllegalStateException e) {
            log.append("caught ").append(e.getMessage()).append(", suppressed ").append(e.getSuppressed()[0].getMessage());
        }
        flush("both closes fail");

        try (TwrRes n = null) {
            log.append("null resource body; ");
        }
        flush("null");

        try {
            try (TwrRes a = new TwrRes("a", false)) {
                throw new Error("fatal");
            }
        } catch (Error e) {
            log.append("caught ").append(e.getMessage());
        }
        flush("error in body");

        Throwable t = new Exception("main");
        try {
            t.addSuppressed(t);
        } catch (IllegalArgumentException e) {
            System.out.println("self-suppression: " + e.getMessage());
        }
        try {
            t.addSuppressed(null);
        } catch (NullPointerException e) {
            System.out.println("null suppressed: " + e.getMessage());
        }
        t.addSuppressed(new Exception("s1"));
        t.addSuppressed(new Exception("s2"));
        System.out.println("suppressed count: " + t.getSuppressed().length + " first " + t.getSuppressed()[0].getMessage());
    }
}
// expect: normal: open a; open b; body; close b; close a; 
// expect: body and both closes fail: open a; open b; close b; close a; caught body; 2 suppressed: [java.lang.IllegalStateException: close b] [java.lang.IllegalStateException: close a]; finally
// expect: only a close fails: open a; open b; body; close b; close a; caught close b suppressed 0
// expect: both closes fail: open a; open b; body; close b; close a; caught close b, suppressed close a
// expect: null: null resource body; 
// expect: error in body: open a; close a; caught fatal
// expect: self-suppression: Self-suppression not permitted
// expect: null suppressed: Cannot suppress a null exception.
// expect: suppressed count: 2 first s1
