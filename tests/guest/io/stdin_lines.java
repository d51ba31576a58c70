// System.in through BufferedReader(InputStreamReader): lines (UTF-8 included) until the end of
// input, then null.
// stdin: first line
// stdin:
// stdin:   indented  line  
// stdin: é € 中文
// stdin: 12 34 56
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class stdin_lines {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String line;
        int n = 0;
        int sum = 0;
        while ((line = in.readLine()) != null) {
            n++;
            System.out.println(n + ": [" + line.trim() + "] " + line.length());
            if (line.startsWith("12")) {
                String[] parts = line.split(" ");
                for (int i = 0; i < parts.length; i++) {
                    sum += Integer.parseInt(parts[i]);
                }
            }
        }
        System.out.println("lines " + n + " sum " + sum + " then " + in.readLine() + " " + in.read());
    }

    // Output, as the JDK prints it:
    // expect: 1: [first line] 10
    // expect: 2: [] 0
    // expect: 3: [indented  line] 18
    // expect: 4: [é € 中文] 6
    // expect: 5: [12 34 56] 8
    // expect: lines 5 sum 102 then null -1
}
