// compareTo orders by ordinal; equals is identity; a toString override changes what printing
// shows but not name(); constants of different enums never compare equal.
enum EcLevel {
    LOW, MID, HIGH;

    public String toString() { return name().toLowerCase() + "(" + ordinal() + ")"; }
}

enum EcOther { LOW }

public class enum_compare_equals {
    @SuppressWarnings({"unchecked", "rawtypes"})
    static int rawCompare(Comparable a, Object b) { return a.compareTo(b); }

    public static void main(String[] args) {
        System.out.println(EcLevel.LOW.compareTo(EcLevel.HIGH));
        System.out.println(EcLevel.HIGH.compareTo(EcLevel.LOW));
        System.out.println(EcLevel.MID.compareTo(EcLevel.MID));
        System.out.println(EcLevel.LOW.equals(EcLevel.LOW) + " " + EcLevel.LOW.equals(EcOther.LOW)
                + " " + EcLevel.LOW.equals(null) + " " + EcLevel.LOW.equals("LOW"));
        System.out.println(EcLevel.MID + " " + EcLevel.MID.name());
        System.out.println(EcLevel.valueOf("HIGH"));
        System.out.println(EcLevel.LOW.hashCode() == EcLevel.LOW.hashCode());
        Comparable<EcLevel> c = EcLevel.HIGH;
        System.out.println(c.compareTo(EcLevel.MID));
        try {
            rawCompare(EcLevel.LOW, EcOther.LOW);
        } catch (ClassCastException e) {
            System.out.println(e);
        }
        try {
            rawCompare(EcLevel.LOW, "LOW");
        } catch (ClassCastException e) {
            System.out.println(e.getClass().getName());
        }
        try {
            EcLevel.LOW.compareTo(null);
        } catch (NullPointerException e) {
            System.out.println(e);
        }
        EcLevel max = EcLevel.LOW;
        for (EcLevel l : EcLevel.values()) {
            if (l.compareTo(max) > 0) max = l;
        }
        System.out.println(max);
        // expect: -2
        // expect: 2
        // expect: 0
        // expect: true false false false
        // expect: mid(1) MID
        // expect: high(2)
        // expect: true
        // expect: 1
        // expect: java.lang.ClassCastException
        // expect: java.lang.ClassCastException
        // expect: java.lang.NullPointerException
        // expect: high(2)
    }
}
