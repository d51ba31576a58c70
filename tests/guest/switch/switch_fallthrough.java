// Cases without break fall through into the next case, including into default.
public class switch_fallthrough {
    static String run(int k) {
        StringBuilder sb = new StringBuilder();
        switch (k) {
            case 1:
                sb.append('a');
            case 2:
                sb.append('b');
                break;
            case 3:
                sb.append('c');
            default:
                sb.append('d');
            case 4:
                sb.append('e');
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        System.out.println(run(1) + " " + run(2) + " " + run(3) + " " + run(4) + " " + run(9));
        // expect: ab b cde e de
        int total = 0;
        for (int month = 1; month <= 12; month++) {
            switch (month) {
                case 2: total += 28; break;
                case 4: case 6: case 9: case 11: total += 30; break;
                default: total += 31;
            }
        }
        System.out.println(total);
        // expect: 365
    }
}
