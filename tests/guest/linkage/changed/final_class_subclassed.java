final class LkFcBase {
    String who() { return "base"; }
}

class LkFcMethodBase {
    final String who() { return "method base"; }
    String other() { return "other"; }
}
