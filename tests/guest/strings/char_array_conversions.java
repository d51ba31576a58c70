// toCharArray, String(char[]), String(char[], offset, count) and copying semantics.
public class char_array_conversions {
    public static void main(String[] args) {
        char[] chars = "hello".toCharArray();
        chars[0] = 'j';
        System.out.println(new String(chars) + " " + chars.length);
        // expect: jello 5
        String fromArray = new String(chars);
        chars[1] = 'a';
        System.out.println(fromArray + " " + new String(chars));
        // expect: jello jallo
        System.out.println(new String(chars, 1, 3));
        // expect: all
        System.out.println("[" + new String(chars, 2, 0) + "]" + new String(new char[0]).length());
        // expect: []0
        System.out.println(String.valueOf(chars) + " " + String.valueOf(chars, 3, 2) + " " + String.copyValueOf(chars));
        // expect: jallo lo jallo
        System.out.println(new String("copy") + new String());
        // expect: copy
    }
}
