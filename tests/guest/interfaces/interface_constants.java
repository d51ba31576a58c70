// Interface fields are implicitly public static final; classes see them through inheritance.
interface IcLimits {
    int MAX = 100;
    String UNIT = "ms";
    long BIG = 1L << 40;
}

class IcUser implements IcLimits {
    String describe() { return MAX + UNIT; }
}

public class interface_constants {
    public static void main(String[] args) {
        System.out.println(IcLimits.MAX + " " + IcLimits.UNIT + " " + IcLimits.BIG);
        // expect: 100 ms 1099511627776
        System.out.println(new IcUser().describe());
        // expect: 100ms
        System.out.println(IcUser.MAX * 2);
        // expect: 200
    }
}
