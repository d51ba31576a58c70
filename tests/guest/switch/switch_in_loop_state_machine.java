// A switch driving a small state machine that counts words and digits in a string.
public class switch_in_loop_state_machine {
    public static void main(String[] args) {
        String text = "  wwvm runs 42 class files, 7 at a time ";
        int state = 0, words = 0, numbers = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            int cls = c == ' ' || c == ',' ? 0 : (c >= '0' && c <= '9') ? 2 : 1;
            switch (state * 3 + cls) {
                case 1: words++; state = 1; break;
                case 2: numbers++; state = 2; break;
                case 3: case 6: state = 0; break;
                case 0: case 4: case 8: break;
                default: state = cls;
            }
        }
        System.out.println(words + " words, " + numbers + " numbers");
        // expect: 7 words, 2 numbers
    }
}
