// A tableswitch whose range straddles zero, with a missing key that falls to default.
public class tableswitch_negative_keys {
    static int map(int k) {
        switch (k) {
            case -3: return 30;
            case -2: return 20;
            case -1: return 10;
            case 0: return 0;
            case 1: return -10;
            case 3: return -30;
            default: return 999;
        }
    }

    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        for (int k = -4; k <= 4; k++) sb.append(map(k)).append(' ');
        System.out.println(sb.toString().trim());
        // expect: 999 30 20 10 0 -10 999 -30 999
    }
}
