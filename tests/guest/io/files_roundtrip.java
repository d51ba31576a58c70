// Files under a fresh directory in java.io.tmpdir: FileOutputStream (replace and append),
// FileInputStream (read, available, skip), FileWriter/FileReader, PrintWriter(File), and File's
// queries and changes (exists, isFile, isDirectory, length, list, mkdir(s), renameTo,
// createNewFile, delete, getName/getParent/getPath). Everything is deleted at the end.
import java.io.BufferedReader;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.FileReader;
import java.io.FileWriter;
import java.io.IOException;
import java.io.PrintWriter;

public class files_roundtrip {
    static String sortedList(File dir) {
        String[] names = dir.list();
        for (int i = 1; i < names.length; i++) {            // insertion sort: list() is unordered
            String n = names[i];
            int j = i - 1;
            while (j >= 0 && names[j].compareTo(n) > 0) {
                names[j + 1] = names[j];
                j--;
            }
            names[j + 1] = n;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < names.length; i++) {
            sb.append(i == 0 ? "" : ",").append(names[i]);
        }
        return sb.toString();
    }

    static String describe(File f) {
        return f.getName() + " exists=" + f.exists() + " file=" + f.isFile() + " dir=" + f.isDirectory()
                + " length=" + (f.isFile() ? f.length() : -1);
    }

    public static void main(String[] args) throws IOException {
        String tmp = System.getProperty("java.io.tmpdir", "/tmp");
        File dir = new File(tmp, "wwvm-io-test-" + System.nanoTime());
        System.out.println(dir.mkdir() + " " + dir.isDirectory() + " " + dir.mkdir());
        System.out.println(dir.getParent().equals(new File(tmp).getPath()) + " " + dir.isAbsolute());

        File data = new File(dir, "data.bin");
        FileOutputStream out = new FileOutputStream(data);
        out.write(new byte[] {1, 2, 3, 4, 5});
        out.write(6);
        out.close();
        System.out.println(describe(data));
        out = new FileOutputStream(data.getPath(), true);
        out.write(new byte[] {7, 8, 9}, 1, 2);
        out.close();
        System.out.println(describe(data));

        FileInputStream in = new FileInputStream(data);
        System.out.println("available " + in.available() + " first " + in.read() + " skip " + in.skip(2));
        byte[] buf = new byte[10];
        int n = in.read(buf);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            sb.append(buf[i]).append(' ');
        }
        System.out.println("read " + n + ": " + sb.toString().trim() + " then " + in.read() + " avail " + in.available());
        in.close();
        try {
            in.read();
        } catch (IOException e) {
            System.out.println(e.getMessage());
        }

        new FileOutputStream(data).close();             // truncates
        System.out.println(describe(data));

        File text = new File(dir, "text.txt");
        FileWriter fw = new FileWriter(text);
        fw.write("first line\nsecond é€ line\r\nthird");
        fw.close();
        System.out.println(describe(text));
        fw = new FileWriter(text.getPath(), true);
        fw.write("\nappended");
        fw.close();
        BufferedReader br = new BufferedReader(new FileReader(text));
        String line;
        while ((line = br.readLine()) != null) {
            System.out.println("line [" + line + "]");
        }
        br.close();
        PrintWriter pw = new PrintWriter(new File(dir, "printed.txt"));
        pw.println(3.25);
        pw.print("end");
        pw.close();
        System.out.println(new BufferedReader(new FileReader(new File(dir, "printed.txt"))).readLine());

        File sub = new File(dir, "a/b/c");
        System.out.println(sub.mkdir() + " " + sub.mkdirs() + " " + sub.isDirectory() + " " + sub.mkdirs());
        File empty = new File(sub, "empty");
        System.out.println(empty.createNewFile() + " " + empty.createNewFile() + " " + describe(empty));
        System.out.println(sortedList(dir));
        System.out.println(new File(dir, "missing").list() == null);
        System.out.println(data.list() == null);

        File renamed = new File(dir, "renamed.txt");
        System.out.println(text.renameTo(renamed) + " " + text.exists() + " " + renamed.length());
        System.out.println(sortedList(dir));

        System.out.println(dir.delete());                // not empty
        System.out.println(new File(dir, "a").delete());
        System.out.println(empty.delete() + " " + empty.delete() + " " + sub.delete());
        System.out.println(new File(dir, "a/b").delete() + " " + new File(dir, "a").delete());
        System.out.println(data.delete() + " " + renamed.delete() + " " + new File(dir, "printed.txt").delete());
        System.out.println(dir.list().length + " " + dir.delete() + " " + dir.exists());
    }

    // Output, as the JDK prints it:
    // expect: true true false
    // expect: true true
    // expect: data.bin exists=true file=true dir=false length=6
    // expect: data.bin exists=true file=true dir=false length=8
    // expect: available 8 first 1 skip 2
    // expect: read 5: 4 5 6 8 9 then -1 avail 0
    // expect: Stream Closed
    // expect: data.bin exists=true file=true dir=false length=0
    // expect: text.txt exists=true file=true dir=false length=35
    // expect: line [first line]
    // expect: line [second é€ line]
    // expect: line [third]
    // expect: line [appended]
    // expect: 3.25
    // expect: false true true false
    // expect: true false empty exists=true file=true dir=false length=0
    // expect: a,data.bin,printed.txt,text.txt
    // expect: true
    // expect: true
    // expect: true false 44
    // expect: a,data.bin,printed.txt,renamed.txt
    // expect: false
    // expect: false
    // expect: true false true
    // expect: true true
    // expect: true true true
    // expect: 0 true false
}
