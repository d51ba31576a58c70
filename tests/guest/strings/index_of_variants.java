// indexOf and lastIndexOf with char and String arguments, with and without a from-index.
public class index_of_variants {
    public static void main(String[] args) {
        String s = "abracadabra";
        System.out.println(s.indexOf('a') + " " + s.indexOf('a', 1) + " " + s.indexOf('z') + " " + s.indexOf('a', 99));
        // expect: 0 3 -1 -1
        System.out.println(s.lastIndexOf('a') + " " + s.lastIndexOf('a', 9) + " " + s.lastIndexOf('a', -1));
        // expect: 10 7 -1
        System.out.println(s.indexOf("bra") + " " + s.indexOf("bra", 2) + " " + s.indexOf("bra", 9));
        // expect: 1 8 -1
        System.out.println(s.lastIndexOf("abra") + " " + s.lastIndexOf("abra", 6) + " " + s.lastIndexOf("cad"));
        // expect: 7 0 4
        System.out.println(s.indexOf("") + " " + s.lastIndexOf("") + " " + s.indexOf("", 5));
        // expect: 0 11 5
        System.out.println(s.indexOf('a', -5) + " " + s.indexOf("abracadabrax"));
        // expect: 0 -1
        System.out.println(s.indexOf(98));
        // expect: 1
    }
}
