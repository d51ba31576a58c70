// BufferedInputStream (mark/reset within and past the limit, skip, available, close),
// BufferedOutputStream (held until full or flushed, large writes pass through) and
// PushbackInputStream.
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PushbackInputStream;

public class buffered_streams {
    static byte[] bytes(int n) {
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            b[i] = (byte) i;
        }
        return b;
    }

    public static void main(String[] args) throws IOException {
        BufferedInputStream in = new BufferedInputStream(new ByteArrayInputStream(bytes(20)), 4);
        System.out.println(in.read() + " " + in.read() + " avail " + in.available() + " " + in.markSupported());
        in.mark(10);
        byte[] buf = new byte[7];
        System.out.println("read " + in.read(buf) + " " + buf[0] + ".." + buf[6]);
        in.reset();
        System.out.println("after reset " + in.read() + " skip " + in.skip(3) + " " + in.read());
        in.mark(2);
        in.read(buf, 0, 7);
        try {
            in.reset();
            System.out.println("reset ok " + in.read());
        } catch (IOException e) {
            System.out.println(e.getMessage());
        }
        System.out.println("rest " + in.read(buf, 0, 7) + " " + in.read() + " " + in.read(buf));
        in.close();
        try {
            in.read();
        } catch (IOException e) {
            System.out.println(e.getMessage());
        }
        try {
            new BufferedInputStream(new ByteArrayInputStream(bytes(3)), 0);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }

        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        BufferedOutputStream out = new BufferedOutputStream(sink, 4);
        out.write(1);
        out.write(new byte[] {2, 3}, 0, 2);
        System.out.println("held " + sink.size());
        out.write(new byte[] {4, 5});
        System.out.println("spilled " + sink.size());
        out.write(bytes(10));
        System.out.println("large " + sink.size());
        out.write(9);
        out.flush();
        System.out.println("flushed " + sink.size());
        out.close();

        PushbackInputStream pb = new PushbackInputStream(new ByteArrayInputStream(bytes(5)), 3);
        int first = pb.read();
        pb.unread(first);
        pb.unread(new byte[] {40, 41}, 0, 2);
        System.out.println(pb.available() + " " + pb.read() + " " + pb.read() + " " + pb.read() + " " + pb.read());
        try {
            pb.unread(new byte[4]);
        } catch (IOException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(pb.skip(2) + " " + pb.read() + " " + pb.read() + " " + pb.markSupported());

        InputStream empty = InputStream.nullInputStream();
        System.out.println(empty.read() + " " + empty.readAllBytes().length);
        InputStream ten = new ByteArrayInputStream(bytes(10));
        ten.skipNBytes(4);
        System.out.println(ten.read() + " " + ten.readNBytes(3).length + " " + ten.transferTo(new ByteArrayOutputStream()));
        try {
            ten.skipNBytes(1);
        } catch (IOException e) {
            System.out.println(e.getClass().getName());
        }
    }

    // Output, as the JDK prints it:
    // expect: 0 1 avail 18 true
    // expect: read 7 2..8
    // expect: after reset 2 skip 3 6
    // expect: reset ok 7
    // expect: rest 7 15 4
    // expect: Stream closed
    // expect: Buffer size <= 0
    // expect: held 0
    // expect: spilled 3
    // expect: large 15
    // expect: flushed 16
    // expect: 7 40 41 0 1
    // expect: Push back buffer is full
    // expect: 2 4 -1 false
    // expect: -1 0
    // expect: 4 3 2
    // expect: java.io.EOFException
}
