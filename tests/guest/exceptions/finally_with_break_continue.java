// finally runs when break or continue leaves a try block inside a loop.
public class finally_with_break_continue {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 5; i++) {
            try {
                if (i == 1) continue;
                if (i == 3) break;
                sb.append("body").append(i).append(' ');
            } finally {
                sb.append("fin").append(i).append(' ');
            }
        }
        System.out.println(sb.toString().trim());
        // expect: body0 fin0 fin1 body2 fin2 fin3
        int i = 0, inner = 0, outer = 0;
        while (true) {
            try {
                try {
                    if (++i == 3) break;
                } finally {
                    inner++;
                }
            } finally {
                outer++;
            }
        }
        System.out.println(i + " " + inner + " " + outer);
        // expect: 3 3 3
    }
}
