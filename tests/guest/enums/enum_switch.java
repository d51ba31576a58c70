// switch over an enum: javac maps ordinals through a $SwitchMap array in a synthetic class;
// cases, default, fall-through, a switch in another class, and null (NullPointerException).
enum EsDay { MON, TUE, WED, THU, FRI, SAT, SUN }

class EsOther {
    static String kind(EsDay d) {
        switch (d) {
            case SAT:
            case SUN:
                return "weekend";
            default:
                return "weekday";
        }
    }
}

public class enum_switch {
    static int hours(EsDay d) {
        switch (d) {
            case MON: return 8;
            case TUE:
            case WED: return 9;
            case FRI: return 6;
            case SUN: return 0;
            default: return -1;
        }
    }

    static String fall(EsDay d) {
        StringBuilder sb = new StringBuilder();
        switch (d) {
            case WED:
                sb.append("w");
            case THU:
                sb.append("t");
                break;
            case FRI:
                sb.append("f");
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        for (EsDay d : EsDay.values()) {
            System.out.println(d + " " + hours(d) + " " + EsOther.kind(d) + " [" + fall(d) + "]");
        }
        try {
            hours(null);
        } catch (NullPointerException e) {
            System.out.println(e);
        }
        try {
            Class<?> map = Class.forName("enum_switch$1");
            System.out.println(map.getName() + " " + map.isSynthetic());
        } catch (ClassNotFoundException e) {
            System.out.println(e);
        }
        // expect: MON 8 weekday []
        // expect: TUE 9 weekday []
        // expect: WED 9 weekday [wt]
        // expect: THU -1 weekday [t]
        // expect: FRI 6 weekday [f]
        // expect: SAT -1 weekend []
        // expect: SUN 0 weekend []
        // expect: java.lang.NullPointerException
        // expect: enum_switch$1 true
    }
}
