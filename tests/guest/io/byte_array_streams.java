// ByteArrayInputStream/ByteArrayOutputStream: reads, skips, mark/reset, available, toString,
// toByteArray, writeTo, reset and size.
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;

public class byte_array_streams {
    static String show(byte[] b) {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < b.length; i++) {
            sb.append(i == 0 ? "" : ",").append(b[i]);
        }
        return sb.append("]").toString();
    }

    public static void main(String[] args) throws IOException {
        byte[] data = {10, 20, 30, 40, 50, -1, -128, 127};
        ByteArrayInputStream in = new ByteArrayInputStream(data);
        System.out.println(in.read() + " " + in.read() + " avail " + in.available());
        byte[] buf = new byte[4];
        System.out.println("read " + in.read(buf, 1, 3) + " " + show(buf));
        System.out.println(in.markSupported());
        in.mark(0);
        System.out.println("skip " + in.skip(2) + " next " + in.read());
        in.reset();
        System.out.println("after reset " + in.read());
        System.out.println("skip past end " + in.skip(100) + " read " + in.read() + " " + in.read(buf, 0, 4));
        System.out.println("read 0 at end " + in.read(buf, 0, 0));
        ByteArrayInputStream part = new ByteArrayInputStream(data, 2, 3);
        System.out.println("part " + show(part.readAllBytes()) + " avail " + part.available());
        part.reset();
        System.out.println("part reset " + part.read());
        ByteArrayInputStream clipped = new ByteArrayInputStream(data, 6, 10);
        System.out.println("clipped " + show(clipped.readNBytes(5)));
        try {
            in.read(buf, 3, 2);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("IndexOutOfBoundsException " + e.getMessage());
        }

        ByteArrayOutputStream out = new ByteArrayOutputStream(2);
        out.write('h');
        out.write("ello, ".getBytes());
        out.write("wörld €".getBytes("UTF-8"), 0, 8);
        System.out.println(out.size() + " " + out.toString());
        System.out.println(show(out.toByteArray()).length());
        System.out.println(out.toString("ISO-8859-1").length());
        ByteArrayOutputStream copy = new ByteArrayOutputStream();
        out.writeTo(copy);
        copy.writeBytes(new byte[] {33});
        System.out.println(copy.toString());
        out.reset();
        System.out.println("after reset " + out.size() + " [" + out + "]");
        out.write(65);
        System.out.println(out);
        out.close();
        out.write(66);                        // close has no effect
        System.out.println(out);
        try {
            new ByteArrayOutputStream(-1);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        ByteArrayInputStream tr = new ByteArrayInputStream("transfer".getBytes());
        tr.read();
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        System.out.println(tr.transferTo(sink) + " " + sink);
    }

    // Output, as the JDK prints it:
    // expect: 10 20 avail 6
    // expect: read 3 [0,30,40,50]
    // expect: true
    // expect: skip 2 next 127
    // expect: after reset 255
    // expect: skip past end 2 read -1 -1
    // expect: read 0 at end -1
    // expect: part [30,40,50] avail 0
    // expect: part reset 30
    // expect: clipped [-128,127]
    // expect: IndexOutOfBoundsException Range [3, 3 + 2) out of bounds for length 4
    // expect: 15 hello, wörld �
    // expect: 58
    // expect: 15
    // expect: hello, wörld �!
    // expect: after reset 0 []
    // expect: A
    // expect: AB
    // expect: Negative initial size: -1
    // expect: 7 ransfer
}
