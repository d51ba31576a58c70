interface LkCdRight {
    default String other() { return "right.other"; }
    default String greet() { return "right"; }
}
