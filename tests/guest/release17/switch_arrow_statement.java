// Arrow-form switch statements never fall through; blocks and throw are allowed as case bodies.
public class switch_arrow_statement {
    static String run(int k) {
        StringBuilder sb = new StringBuilder();
        switch (k) {
            case 1 -> sb.append("one");
            case 2, 3 -> {
                sb.append("two-or-three");
                sb.append('!');
            }
            case 4 -> throw new IllegalArgumentException("four is not allowed");
            default -> sb.append("default");
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        System.out.println(run(1) + " " + run(3) + " " + run(9));
        // expect: one two-or-three! default
        try {
            run(4);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        // expect: four is not allowed
    }
}
