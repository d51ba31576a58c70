// The standard system properties a program relies on exist and agree with the machine: the
// separators, the temporary directory, the encodings, the Java version, user.dir as the
// working directory; getProperty's default and the errors for a null or empty key.
public class standard_properties {
    public static void main(String[] args) {
        String[] same = {"file.separator", "path.separator", "java.io.tmpdir", "file.encoding",
                "native.encoding", "java.specification.version", "java.vm.specification.version",
                "os.name", "os.arch"};
        for (String key : same) {
            System.out.println(key + "=" + System.getProperty(key));
        }
        System.out.println("line.separator is newline: " + "\n".equals(System.getProperty("line.separator")));
        String[] present = {"java.version", "java.vendor", "java.vm.name", "java.class.path",
                "java.class.version", "java.home", "os.version", "user.dir", "user.home", "user.name",
                "java.library.path"};
        for (String key : present) {
            System.out.println(key + " set: " + (System.getProperty(key) != null));
        }
        System.out.println("user.dir absolute: " + System.getProperty("user.dir").startsWith("/"));
        System.out.println("missing: " + System.getProperty("no.such.property"));
        System.out.println("default: " + System.getProperty("no.such.property", "fallback"));
        try {
            System.getProperty(null);
        } catch (NullPointerException e) {
            System.out.println("null key: " + e.getMessage());
        }
        try {
            System.getProperty("");
        } catch (IllegalArgumentException e) {
            System.out.println("empty key: " + e.getMessage());
        }
        System.out.println("set returns old: " + System.setProperty("my.key", "one") + " " + System.setProperty("my.key", "two"));
        System.out.println("cleared: " + System.clearProperty("my.key") + " now " + System.getProperty("my.key"));
    }
}
// expect: file.separator=/
// expect: path.separator=:
// expect: java.io.tmpdir=/tmp
// expect: file.encoding=UTF-8
// expect: native.encoding=UTF-8
// expect: java.specification.version=17
// expect: java.vm.specification.version=17
// expect: os.name=Linux
// expect: os.arch=amd64
// expect: line.separator is newline: true
// expect: java.version set: true
// expect: java.vendor set: true
// expect: java.vm.name set: true
// expect: java.class.path set: true
// expect: java.class.version set: true
// expect: java.home set: true
// expect: os.version set: true
// expect: user.dir set: true
// expect: user.home set: true
// expect: user.name set: true
// expect: java.library.path set: true
// expect: user.dir absolute: true
// expect: missing: null
// expect: default: fallback
// expect: null key: key can't be null
// expect: empty key: key can't be empty
// expect: set returns old: null one
// expect: cleared: two now null
