// A missing file, a file in a missing directory and a directory opened as a file give
// FileNotFoundException "path (reason)" as on the JDK; createNewFile in a missing directory
// throws IOException.
import java.io.File;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.FileOutputStream;
import java.io.FileReader;
import java.io.FileWriter;
import java.io.IOException;

public class file_not_found {
    public static void main(String[] args) throws IOException {
        String missing = "/nonexistent-wwvm-dir/file.txt";
        try {
            new FileInputStream(missing);
        } catch (FileNotFoundException e) {
            System.out.println(e.getMessage());
        }
        try {
            new FileReader(new File("no//such/file.txt/"));
        } catch (FileNotFoundException e) {
            System.out.println(e.getMessage());
        }
        try {
            new FileOutputStream(missing);
        } catch (FileNotFoundException e) {
            System.out.println(e.getMessage());
        }
        try {
            new FileWriter(missing, true);
        } catch (IOException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        String tmp = System.getProperty("java.io.tmpdir", "/tmp");
        try {
            new FileInputStream(tmp);
        } catch (FileNotFoundException e) {
            System.out.println(e.getMessage().equals(tmp + " (Is a directory)"));
        }
        try {
            new FileOutputStream(new File(tmp));
        } catch (FileNotFoundException e) {
            System.out.println(e.getMessage().equals(tmp + " (Is a directory)"));
        }
        try {
            new File(missing).createNewFile();
        } catch (IOException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            new FileInputStream((String) null);
        } catch (NullPointerException e) {
            System.out.println("NullPointerException");
        }
        File gone = new File(missing);
        System.out.println(gone.exists() + " " + gone.length() + " " + gone.delete() + " " + gone.lastModified()
                + " " + gone.isFile() + " " + gone.canRead());
    }

    // Output, as the JDK prints it:
    // expect: /nonexistent-wwvm-dir/file.txt (No such file or directory)
    // expect: no/such/file.txt (No such file or directory)
    // expect: /nonexistent-wwvm-dir/file.txt (No such file or directory)
    // expect: java.io.FileNotFoundException: /nonexistent-wwvm-dir/file.txt (No such file or directory)
    // expect: true
    // expect: true
    // expect: java.io.IOException: No such file or directory
    // expect: NullPointerException
    // expect: false 0 false 0 false false
}
