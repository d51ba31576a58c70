// A user class implementing Comparable, sorted by a hand-written insertion sort through the interface.
class CsPerson implements Comparable<CsPerson> {
    final String name;
    final int age;
    CsPerson(String name, int age) { this.name = name; this.age = age; }
    public int compareTo(CsPerson o) {
        if (age != o.age) return Integer.compare(age, o.age);
        return name.compareTo(o.name);
    }
    public String toString() { return name + "(" + age + ")"; }
}

public class comparable_sort {
    @SuppressWarnings({ "unchecked", "rawtypes" })
    static void sort(Comparable[] a) {
        for (int i = 1; i < a.length; i++) {
            Comparable key = a[i];
            int j = i - 1;
            while (j >= 0 && a[j].compareTo(key) > 0) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = key;
        }
    }

    static String join(Object[] a) {
        StringBuilder sb = new StringBuilder();
        for (Object o : a) sb.append(sb.length() == 0 ? "" : " ").append(o);
        return sb.toString();
    }

    public static void main(String[] args) {
        CsPerson[] people = { new CsPerson("eve", 30), new CsPerson("bob", 25), new CsPerson("amy", 30), new CsPerson("dan", 20) };
        sort(people);
        System.out.println(join(people));
        // expect: dan(20) bob(25) amy(30) eve(30)
        Comparable[] mixed = { "pear", "apple", "fig" };
        sort(mixed);
        System.out.println(join(mixed));
        // expect: apple fig pear
        Integer[] nums = { 5, -1, 3, 1000, -200 };
        sort(nums);
        System.out.println(join(nums));
        // expect: -200 -1 3 5 1000
    }
}
