interface LkCiLib {
    default String hello() { return "hello"; }
    static String util() { return "util"; }
}

class LkCiImpl implements LkCiLib { }
