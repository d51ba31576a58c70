// A switch without default does nothing for unmatched keys; default may appear first.
public class switch_no_default {
    public static void main(String[] args) {
        int hits = 0;
        for (int i = 0; i < 10; i++) {
            switch (i) {
                case 3: hits += 1; break;
                case 7: hits += 10; break;
            }
        }
        System.out.println(hits);
        // expect: 11
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 4; i++) {
            switch (i) {
                default: sb.append('D'); break;
                case 1: sb.append('1'); break;
                case 2: sb.append('2');
            }
        }
        System.out.println(sb);
        // expect: D12D
        switch (hits) {
        }
        System.out.println("empty switch ok");
        // expect: empty switch ok
    }
}
