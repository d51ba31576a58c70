package lkp;

public class lkp_library {
    public static class PaLib {
        public PaLib() { }
        PaLib(int x) { }
        int value() { return 1; }
        static int util() { return 2; }
        int field = 3;
        static int counter = 4;
    }

    public static class PtLib {
        public PtLib() { }
        protected PtLib(String s) { }
        protected int value() { return 1; }
        protected static int util() { return 2; }
        protected int field = 3;
    }

    static class CpLib {
        public CpLib() { }
        public static String util() { return "util"; }
        public String hello() { return "hello"; }
    }

    public static class CpFactory {
        public static Object make() { return new CpLib(); }
    }

    public static class SbBase {
        protected SbBase() { }
        protected int count = 5;
        protected static String tag = "tag";
        protected String hello() { return "SbBase.hello"; }
        protected static String util() { return "SbBase.util"; }
        protected String open() { return "SbBase.open"; }
        protected int openField = 6;
    }

    static class Hidden {
        public static String NAME = "hidden";
        public String hello() { return "Hidden.hello"; }
        protected String prot() { return "Hidden.prot"; }
    }

    public static class Visible extends Hidden {
        public Visible() { }
    }
}
