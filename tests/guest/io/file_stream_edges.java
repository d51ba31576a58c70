// FileInputStream/FileOutputStream edges: skip back, empty reads and writes after close,
// "Stream Closed", open failures.
import java.io.*;

public class file_stream_edges {
    static final File f = new File(System.getProperty("java.io.tmpdir", "/tmp"),
            "wwvm-fse-" + System.nanoTime() + ".bin");

    interface FseOp { void run() throws Exception; }
    static void t(String name, FseOp op) {
        try { op.run(); System.out.println(name + " ok"); }
        catch (Exception e) { System.out.println(name + " " + e.getClass().getName() + ": " + String.valueOf(e.getMessage()).replace(f.getPath(), "F").replace(f.getParent(), "D")); }
    }
    public static void main(String[] a) throws Exception {
        final byte[] b = new byte[4];

        FileOutputStream o = new FileOutputStream(f);
        o.write(new byte[] {1, 2, 3, 4, 5, 6});
        o.close();
        final FileInputStream in = new FileInputStream(f);
        System.out.println(in.available() + " " + in.skip(2) + " " + in.skip(-1) + " " + in.read() + " " + in.read(b, 1, 0) + " " + in.read(b) + " " + in.read(b) + " " + in.read() + " " + in.skip(3));
        in.close();
        in.close();
        t("read0", new FseOp() { public void run() throws Exception { System.out.println(in.read(b, 0, 0)); } });
        t("read", new FseOp() { public void run() throws Exception { in.read(); } });
        t("getFD", new FseOp() { public void run() throws Exception { System.out.println(in.getFD().valid()); } });
        final FileOutputStream out = new FileOutputStream(f, true);
        out.close();
        t("write0", new FseOp() { public void run() throws Exception { out.write(b, 0, 0); } });
        t("write", new FseOp() { public void run() throws Exception { out.write(b, 0, 1); } });
        t("fis null", new FseOp() { public void run() throws Exception { new FileInputStream((String) null); } });
        t("fos null", new FseOp() { public void run() throws Exception { new FileOutputStream((File) null); } });
        t("fis missing", new FseOp() { public void run() throws Exception { new FileInputStream(f.getPath() + ".missing/x"); } });
        t("fos dir", new FseOp() { public void run() throws Exception { new FileOutputStream(f.getParent()); } });
        t("fis nul", new FseOp() { public void run() throws Exception { new FileInputStream("a\u0000b"); } });
        FileInputStream in2 = new FileInputStream(f);
        System.out.println(in2.read(new byte[10], 0, 10));
        in2.close();
        f.delete();
    }

    // Output, as the JDK prints it:
    // expect: 6 2 -1 2 0 4 -1 -1 3
    // expect: 0
    // expect: read0 ok
    // expect: read java.io.IOException: Stream Closed
    // expect: false
    // expect: getFD ok
    // expect: write0 ok
    // expect: write java.io.IOException: Stream Closed
    // expect: fis null java.lang.NullPointerException: null
    // expect: fos null java.lang.NullPointerException: null
    // expect: fis missing java.io.FileNotFoundException: F.missing/x (No such file or directory)
    // expect: fos dir java.io.FileNotFoundException: D (Is a directory)
    // expect: fis nul java.io.FileNotFoundException: Invalid file path
    // expect: 6
}
