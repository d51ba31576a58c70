// wwvm-only
// System.load of a file that exists but is no shared library: UnsatisfiedLinkError with the
// JDK's wording, the path then what the system loader said (the JDK also prints a warning
// about stack guards on this path, so the output cannot be compared with it).
// args: ${WW_NATIVE_DIR}/../classes/java/lang/Object.class
// expect: UnsatisfiedLinkError: path: path: invalid ELF header
// expect: still running
public class JniBadLibrary {
    public static void main(String[] args) {
        String path = args[0];
        try {
            System.load(path);
            System.out.println("loaded?");
        } catch (UnsatisfiedLinkError e) {
            System.out.println("UnsatisfiedLinkError: " + e.getMessage().replace(path, "path"));
        }
        System.out.println("still running");
    }
}
