// InputStreamReader/OutputStreamWriter in UTF-8 (multi-byte and supplementary characters, also
// read one char at a time, malformed input), ISO-8859-1 and US-ASCII by name, unknown charsets;
// StringReader/StringWriter and CharArrayReader/CharArrayWriter.
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.CharArrayReader;
import java.io.CharArrayWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.UnsupportedEncodingException;
import java.io.Writer;

public class charset_readers_writers {
    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < b.length; i++) {
            sb.append(Integer.toHexString((b[i] & 0xff) | 0x100).substring(1));
        }
        return sb.toString();
    }

    static String codes(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            sb.append(i == 0 ? "" : " ").append(Integer.toHexString(s.charAt(i)));
        }
        return sb.toString();
    }

    static byte[] encode(String text, String charset) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Writer w = (charset == null) ? new OutputStreamWriter(bytes) : new OutputStreamWriter(bytes, charset);
        w.write(text);
        w.close();
        return bytes.toByteArray();
    }

    static String readAll(Reader r) throws IOException {
        StringBuilder sb = new StringBuilder();
        int c;
        while ((c = r.read()) != -1) {
            sb.append((char) c);
        }
        return sb.toString();
    }

    static String decode(byte[] b, String charset) throws IOException {
        return readAll(new InputStreamReader(new ByteArrayInputStream(b), charset));
    }

    public static void main(String[] args) throws IOException {
        String text = "Aé€\uD83D\uDE00z";
        byte[] utf8 = encode(text, null);
        System.out.println(hex(utf8));
        System.out.println(codes(decode(utf8, "UTF-8")));
        System.out.println(hex(encode(text, "ISO-8859-1")) + " " + hex(encode(text, "US-ASCII")));
        System.out.println(codes(decode(new byte[] {'a', (byte) 0xe9, (byte) 0xff}, "latin1")));
        System.out.println(codes(decode(new byte[] {'a', (byte) 0xe9, 'b'}, "ASCII")));
        // malformed UTF-8: bad lead, truncated sequences, surrogate encoding, cut off at the end
        byte[] bad = {(byte) 0x80, 'a', (byte) 0xe2, (byte) 0x82, 'b', (byte) 0xed, (byte) 0xa0, (byte) 0x80,
                      (byte) 0xf0, (byte) 0x9f, (byte) 0x98};
        System.out.println(codes(decode(bad, "UTF-8")));
        // lone surrogates written
        System.out.println(hex(encode("x\uD800y\uDC00", "UTF-8")) + " " + hex(encode("\uD800", "UTF-8")));
        System.out.println(hex(encode("\uD83D\uDE00|\uD800", "ISO-8859-1")));

        InputStreamReader isr = new InputStreamReader(new ByteArrayInputStream(utf8));
        System.out.println(isr.getEncoding() + " " + isr.ready());
        char[] two = new char[2];
        System.out.println(isr.read(two, 0, 2) + " " + codes(new String(two)));
        System.out.println(codes(readAll(isr)));
        isr.close();
        System.out.println(isr.getEncoding());
        try {
            isr.read();
        } catch (IOException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(new InputStreamReader(new ByteArrayInputStream(utf8), "ascii").getEncoding() + " "
                + new OutputStreamWriter(new ByteArrayOutputStream(), "iso-8859-1").getEncoding());
        try {
            new InputStreamReader(new ByteArrayInputStream(utf8), "KOI8-X");
        } catch (UnsupportedEncodingException e) {
            System.out.println("UnsupportedEncodingException " + e.getMessage());
        }
        try {
            new OutputStreamWriter(new ByteArrayOutputStream(), "nope");
        } catch (UnsupportedEncodingException e) {
            System.out.println("UnsupportedEncodingException " + e.getMessage());
        }

        // a writer buffers until flushed
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        OutputStreamWriter osw = new OutputStreamWriter(sink);
        osw.write("buffered");
        osw.append('!').append("abc", 1, 2).append(null);
        System.out.println(sink.size());
        osw.flush();
        System.out.println(sink.size() + " " + sink);

        StringReader sr = new StringReader("string reader");
        char[] buf = new char[6];
        System.out.println(sr.read(buf) + " " + new String(buf) + " " + sr.ready());
        sr.mark(100);
        System.out.println(sr.skip(4) + " " + (char) sr.read() + " " + sr.skip(-3) + " " + (char) sr.read());
        sr.reset();
        System.out.println(readAll(sr) + " " + sr.read() + " " + sr.skip(5));
        sr.close();
        try {
            sr.read();
        } catch (IOException e) {
            System.out.println(e.getMessage());
        }
        StringWriter sw = new StringWriter();
        sw.write("abc");
        sw.write('d');
        sw.write("xefx", 1, 2);
        sw.write(new char[] {'g', 'h'}, 0, 2);
        sw.append("ijk", 0, 1).append(null).append('!');
        System.out.println(sw + " " + sw.getBuffer().length());

        CharArrayWriter cw = new CharArrayWriter();
        cw.write("char array");
        cw.append('!');
        System.out.println(cw.size() + " " + cw + " " + cw.toCharArray().length);
        CharArrayReader cr = new CharArrayReader(cw.toCharArray(), 5, 100);
        System.out.println(readAll(cr));
        StringWriter target = new StringWriter();
        cw.writeTo(target);
        cw.reset();
        cw.write('z');
        System.out.println(target + " " + cw);
        System.out.println(new StringReader("transfer").transferTo(target) + " " + target);
    }

    // Output, as the JDK prints it:
    // expect: 41c3a9e282acf09f98807a
    // expect: 41 e9 20ac d83d de00 7a
    // expect: 41e93f3f7a 413f3f3f7a
    // expect: 61 e9 ff
    // expect: 61 fffd 62
    // expect: fffd 61 fffd 62 fffd fffd
    // expect: 783f793f 3f
    // expect: 3f7c3f
    // expect: UTF8 true
    // expect: 2 41 e9
    // expect: 20ac d83d de00 7a
    // expect: null
    // expect: Stream closed
    // expect: ASCII ISO8859_1
    // expect: UnsupportedEncodingException KOI8-X
    // expect: UnsupportedEncodingException nope
    // expect: 0
    // expect: 14 buffered!bnull
    // expect: 6 string true
    // expect: 4 d -3 e
    // expect:  reader -1 0
    // expect: Stream closed
    // expect: abcdefghinull! 14
    // expect: 11 char array! 11
    // expect: array!
    // expect: char array! z
    // expect: 8 char array!transfer
}
