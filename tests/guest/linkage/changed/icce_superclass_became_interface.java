interface LkSiBase {
    default String kind() { return "base"; }
}
