// values() lists the constants in declaration order (a fresh array each call); name(),
// ordinal() and toString() of each; an enum without constants.
enum EvColor { RED, GREEN, BLUE }

enum EvEmpty { }

public class enum_values_ordinal_name {
    public static void main(String[] args) {
        EvColor[] all = EvColor.values();
        System.out.println(all.length);
        for (EvColor c : all) {
            System.out.println(c.ordinal() + " " + c.name() + " " + c);
        }
        all[0] = null;
        System.out.println(EvColor.values()[0] + " " + (EvColor.values() != EvColor.values()));
        System.out.println(EvEmpty.values().length);
        System.out.println(EvColor.GREEN == EvColor.values()[1]);
        System.out.println("" + EvColor.BLUE + EvColor.RED.ordinal());
        StringBuilder sb = new StringBuilder();
        sb.append(EvColor.GREEN).append('/').append((Object) EvColor.BLUE);
        System.out.println(sb);
        System.out.println(String.valueOf(EvColor.RED).length());
        // expect: 3
        // expect: 0 RED RED
        // expect: 1 GREEN GREEN
        // expect: 2 BLUE BLUE
        // expect: RED true
        // expect: 0
        // expect: true
        // expect: BLUE0
        // expect: GREEN/BLUE
        // expect: 3
    }
}
