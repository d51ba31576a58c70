// Boolean.parseBoolean accepts "true" in any case; everything else, null included, is false.
public class boolean_parse {
    public static void main(String[] args) {
        String[] inputs = { "true", "TRUE", "TrUe", "yes", "1", "", " true", null, "false" };
        StringBuilder sb = new StringBuilder();
        for (String s : inputs) sb.append(Boolean.parseBoolean(s) ? 'T' : 'F');
        System.out.println(sb);
        // expect: TTTFFFFFF
        System.out.println(Boolean.valueOf("True") + " " + Boolean.toString(false) + " " + Boolean.TRUE);
        // expect: true false true
        System.out.println(Boolean.TRUE.equals(true) + " " + Boolean.TRUE.compareTo(false) + " " + Boolean.logicalXor(true, false));
        // expect: true 1 true
    }
}
