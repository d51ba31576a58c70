// wwvm-only
// wwvm-args: -XX:+WhiteBox
// A call through an abstract class to a method it only inherits from an
// interface is an invokevirtual (quickened to the interface call-site form)
// and must count as one invokevirtual and no invokeinterface; a call through
// the interface counts as one invokeinterface.
import wwtest.WhiteBox;

interface IkcShape {
    int sides();
}

abstract class IkcPolygon implements IkcShape {
}

class IkcSquare extends IkcPolygon {
    public int sides() { return 4; }
}

public class invoke_kind_counts {
    static final int INVOKEVIRTUAL = 0xb6, INVOKEINTERFACE = 0xb9;

    static int viaClass(IkcPolygon p) { return p.sides(); }
    static int viaInterface(IkcShape s) { return s.sides(); }

    public static void main(String[] args) {
        IkcSquare sq = new IkcSquare();
        viaClass(sq);
        viaInterface(sq);  // resolve and quicken both call sites first
        long v = WhiteBox.opcodeCount(INVOKEVIRTUAL), i = WhiteBox.opcodeCount(INVOKEINTERFACE);
        int a = viaClass(sq);
        long dv = WhiteBox.opcodeCount(INVOKEVIRTUAL) - v, di = WhiteBox.opcodeCount(INVOKEINTERFACE) - i;
        System.out.println(a + " invokevirtual " + dv + " invokeinterface " + di);
        // expect: 4 invokevirtual 1 invokeinterface 0
        v = WhiteBox.opcodeCount(INVOKEVIRTUAL);
        i = WhiteBox.opcodeCount(INVOKEINTERFACE);
        int b = viaInterface(sq);
        dv = WhiteBox.opcodeCount(INVOKEVIRTUAL) - v;
        di = WhiteBox.opcodeCount(INVOKEINTERFACE) - i;
        System.out.println(b + " invokevirtual " + dv + " invokeinterface " + di);
        // expect: 4 invokevirtual 0 invokeinterface 1
    }
}
