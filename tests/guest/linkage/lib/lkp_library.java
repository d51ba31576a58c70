// The library classes of package lkp (public nested classes of lkp.lkp_library, as javac wants
// a public top-level class in a file of its name) for the tests that need a second package;
// their changed versions are in ../changed/lkp_library.java.
package lkp;

public class lkp_library {
    /** Public members that become package-private. */
    public static class PaLib {
        public PaLib() { }
        public PaLib(int x) { }                           // changed: package-private
        public int value() { return 1; }                  // changed: package-private
        public static int util() { return 2; }            // changed: package-private
        public int field = 3;                             // changed: package-private
        public static int counter = 4;                    // changed: package-private
    }

    /** Public members that become protected. */
    public static class PtLib {
        public PtLib() { }
        public PtLib(String s) { }                        // changed: protected
        public int value() { return 1; }                  // changed: protected
        public static int util() { return 2; }            // changed: protected
        public int field = 3;                             // changed: protected
    }

    /** A public class that becomes package-private. */
    public static class CpLib {                           // changed: package-private
        public CpLib() { }
        public static String util() { return "util"; }
        public String hello() { return "hello"; }
    }

    public static class CpFactory {
        public static Object make() { return new CpLib(); }
    }

    /** Protected members, for subclasses in other packages. */
    public static class SbBase {
        protected SbBase() { }
        protected int count = 5;
        protected static String tag = "tag";
        protected String hello() { return "SbBase.hello"; }
        protected static String util() { return "SbBase.util"; }
        public String open() { return "SbBase.open"; }    // changed: protected
        public int openField = 6;                         // changed: protected
    }

    /** Public members of a package-private class, inherited by a public one. */
    static class Hidden {
        public static String NAME = "hidden";
        public String hello() { return "Hidden.hello"; }
        protected String prot() { return "Hidden.prot"; }
    }

    public static class Visible extends Hidden {
        public Visible() { }
    }
}
