// regionMatches with and without ignoreCase, including out-of-range regions.
public class region_matches {
    public static void main(String[] args) {
        String s = "Java Virtual Machine";
        System.out.println(s.regionMatches(5, "Virtual", 0, 7));
        // expect: true
        System.out.println(s.regionMatches(5, "virtual", 0, 7));
        // expect: false
        System.out.println(s.regionMatches(true, 5, "VIRTUAL", 0, 7));
        // expect: true
        System.out.println(s.regionMatches(13, "xxMachine", 2, 7));
        // expect: true
        System.out.println(s.regionMatches(15, "Machine", 0, 7));
        // expect: false
        System.out.println(s.regionMatches(-1, "Java", 0, 4) + " " + s.regionMatches(0, "Java", 0, 0));
        // expect: false true
    }
}
