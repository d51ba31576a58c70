// Two interfaces with the same default method: the class must override and may pick one with I.super.m().
interface DdLeft { default String who() { return "left"; } }
interface DdRight { default String who() { return "right"; } }

class DdBoth implements DdLeft, DdRight {
    public String who() { return DdLeft.super.who() + "+" + DdRight.super.who(); }
}

interface DdBase { default String tag() { return "base"; } }
interface DdMid1 extends DdBase { }
interface DdMid2 extends DdBase { default String tag() { return "mid2"; } }

// DdMid2's default is more specific than DdBase's, so no override is needed.
class DdDiamond implements DdMid1, DdMid2 { }

public class default_diamond {
    public static void main(String[] args) {
        System.out.println(new DdBoth().who());
        // expect: left+right
        DdLeft l = new DdBoth();
        System.out.println(l.who());
        // expect: left+right
        System.out.println(new DdDiamond().tag());
        // expect: mid2
        DdMid1 m = new DdDiamond();
        System.out.println(m.tag());
        // expect: mid2
    }
}
