// Class.getResourceAsStream: absolute and package-relative names, a missing resource, the class
// library's classes (no resources) and a null name. The resource is a file the test writes into
// its class-path directory; run from a jar (guest-jar) there is no directory to write into, so
// the resource does not exist and every lookup must give null.
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;

// expect: missing null
// expect: absolute true
// expect: relative true
// expect: array relative true
// expect: java.lang null
// expect: null name NullPointerException
// expect: cleaned up true
public class class_resource_stream {
    static String read(InputStream in) throws IOException {
        if (in == null) {
            return "null";
        }
        StringBuilder sb = new StringBuilder();
        int c;
        while ((c = in.read()) >= 0) {
            sb.append((char) c);
        }
        in.close();
        return sb.toString();
    }

    public static void main(String[] args) throws IOException {
        String path = System.getProperty("java.class.path");
        int sep = path.indexOf(File.pathSeparatorChar);
        String entry = sep < 0 ? path : path.substring(0, sep);
        File dir = new File(entry.isEmpty() ? "." : entry);
        File file = new File(dir, "crs_resource.txt");
        System.out.println("missing " + read(class_resource_stream.class.getResourceAsStream("crs_resource.txt")));
        boolean written = dir.isDirectory();
        if (written) {
            FileOutputStream out = new FileOutputStream(file);
            out.write("hello resource".getBytes());
            out.close();
        }
        String expected = written ? "hello resource" : "null";
        System.out.println("absolute "
                + expected.equals(read(class_resource_stream.class.getResourceAsStream("/crs_resource.txt"))));
        System.out.println("relative "
                + expected.equals(read(class_resource_stream.class.getResourceAsStream("crs_resource.txt"))));
        System.out.println("array relative "
                + expected.equals(read(class_resource_stream[].class.getResourceAsStream("crs_resource.txt"))));
        System.out.println("java.lang " + read(String.class.getResourceAsStream("/crs_resource.txt")));
        try {
            class_resource_stream.class.getResourceAsStream(null);
        } catch (NullPointerException e) {
            System.out.println("null name NullPointerException");
        }
        System.out.println("cleaned up " + (!written || file.delete()));
    }
}
