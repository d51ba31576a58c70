// Generic code relies on erasure, checkcast and bridge methods (compareTo(Object) -> compareTo(T)).
class GbmBox<T> {
    private T value;
    void set(T v) { value = v; }
    T get() { return value; }
}

class GbmVersion implements Comparable<GbmVersion> {
    final int major, minor;
    GbmVersion(int major, int minor) { this.major = major; this.minor = minor; }
    @Override public int compareTo(GbmVersion o) {
        return major != o.major ? Integer.compare(major, o.major) : Integer.compare(minor, o.minor);
    }
}

public class generic_bridge_methods {
    @SuppressWarnings({ "unchecked", "rawtypes" })
    public static void main(String[] args) {
        GbmBox<String> box = new GbmBox<>();
        box.set("boxed");
        String s = box.get();
        System.out.println(s.length());
        // expect: 5
        Comparable raw = new GbmVersion(1, 2);
        System.out.println(raw.compareTo(new GbmVersion(1, 10)));
        // expect: -1
        try {
            raw.compareTo("not a version");
        } catch (ClassCastException e) {
            System.out.println("bridge cast failed");
        }
        // expect: bridge cast failed
        GbmBox rawBox = box;
        rawBox.set(Integer.valueOf(3));
        try {
            String t = box.get();
            System.out.println(t);
        } catch (ClassCastException e) {
            System.out.println("heap pollution caught");
        }
        // expect: heap pollution caught
    }
}
