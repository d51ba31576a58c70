// DataOutputStream/DataInputStream: every primitive and modified UTF-8 (NUL, surrogates,
// 3-byte chars) round trip, size(), readFully, skipBytes, EOFException and malformed UTF.
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.UTFDataFormatException;

public class data_streams_roundtrip {
    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < b.length; i++) {
            sb.append(Integer.toHexString((b[i] & 0xff) | 0x100).substring(1));
        }
        return sb.toString();
    }

    static DataInputStream input(byte[] b) {
        return new DataInputStream(new ByteArrayInputStream(b));
    }

    public static void main(String[] args) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        out.writeBoolean(true);
        out.writeBoolean(false);
        out.writeByte(-2);
        out.writeByte(300);
        out.writeShort(-12345);
        out.writeShort(0xfedc);
        out.writeChar('é');
        out.writeInt(Integer.MIN_VALUE);
        out.writeInt(0x01020304);
        out.writeLong(Long.MAX_VALUE);
        out.writeLong(-1234567890123L);
        out.writeFloat(3.5f);
        out.writeFloat(Float.NaN);
        out.writeFloat(-0.0f);
        out.writeDouble(Math.PI);
        out.writeDouble(Double.NEGATIVE_INFINITY);
        out.writeDouble(Double.MIN_VALUE);
        out.writeUTF("");
        out.writeUTF("ascii");
        out.writeUTF("nul\u0000é€\uD83D\uDE00");
        out.writeBytes("AB\u0141");
        out.writeChars("xy\u20ac");
        System.out.println("size " + out.size() + " " + bytes.size());
        byte[] b = bytes.toByteArray();
        System.out.println(hex(b));

        DataInputStream in = input(b);
        System.out.println(in.readBoolean() + " " + in.readBoolean() + " " + in.readByte() + " " + in.readUnsignedByte());
        System.out.println(in.readShort() + " " + in.readUnsignedShort() + " " + (int) in.readChar());
        System.out.println(in.readInt() + " " + in.readInt());
        System.out.println(in.readLong() + " " + in.readLong());
        System.out.println(in.readFloat() + " " + in.readFloat() + " " + in.readFloat());
        System.out.println(in.readDouble() + " " + in.readDouble() + " " + in.readDouble());
        System.out.println("[" + in.readUTF() + "] [" + in.readUTF() + "]");
        String s = in.readUTF();
        System.out.println(s.length() + " " + (int) s.charAt(3) + " " + s.substring(4));
        byte[] three = new byte[3];
        in.readFully(three);
        System.out.println(hex(three));
        System.out.println(in.readChar() + "" + in.readChar() + in.readChar());
        try {
            in.readByte();
        } catch (EOFException e) {
            System.out.println("EOFException " + e.getMessage());
        }
        try {
            input(new byte[] {1, 2, 3}).readInt();
        } catch (EOFException e) {
            System.out.println("EOFException on int");
        }
        try {
            input(new byte[] {0, 5, 'a'}).readUTF();
        } catch (EOFException e) {
            System.out.println("EOFException on UTF");
        }
        DataInputStream skipping = input(new byte[] {1, 2, 3, 4, 5});
        System.out.println("skipBytes " + skipping.skipBytes(3) + " " + skipping.skipBytes(9) + " " + skipping.read());
        byte[][] malformed = {
            {0, 2, (byte) 0xc3, 'a'},
            {0, 3, 'a', (byte) 0xe2, (byte) 0x82},
            {0, 1, (byte) 0xf0},
            {0, 3, (byte) 0xe2, 'b', 'c'},
            {0, 2, 'a', (byte) 0x80},
        };
        for (int i = 0; i < malformed.length; i++) {
            try {
                System.out.println(input(malformed[i]).readUTF());
            } catch (UTFDataFormatException e) {
                System.out.println("UTFDataFormatException " + e.getMessage());
            }
        }
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 22000; i++) {
            big.append((char) ('a' + i % 26)).append('\u0800');
        }
        try {
            out.writeUTF(big.toString());
        } catch (UTFDataFormatException e) {
            System.out.println(e.getMessage());
        }
        DataInputStream lines = input("one\ntwo\r\nthree\rfour".getBytes());
        String line;
        while ((line = lines.readLine()) != null) {
            System.out.println("line [" + line + "]");
        }
    }

    // Output, as the JDK prints it:
    // expect: size 106 106
    // expect: 0100fe2ccfc7fedc00e980000000010203047ffffffffffffffffffffee08e04fb35406000007fc0000080000000400921fb54442d18fff0000000000000000000000000000100000005617363696900106e756cc080c3a9e282aceda0bdedb8804142410078007920ac
    // expect: true false -2 44
    // expect: -12345 65244 233
    // expect: -2147483648 16909060
    // expect: 9223372036854775807 -1234567890123
    // expect: 3.5 NaN -0.0
    // expect: 3.141592653589793 -Infinity 4.9E-324
    // expect: [] [ascii]
    // expect: 8 0 é€😀
    // expect: 414241
    // expect: xy€
    // expect: EOFException null
    // expect: EOFException on int
    // expect: EOFException on UTF
    // expect: skipBytes 3 2 -1
    // expect: UTFDataFormatException malformed input around byte 2
    // expect: UTFDataFormatException malformed input: partial character at end
    // expect: UTFDataFormatException malformed input around byte 0
    // expect: UTFDataFormatException malformed input around byte 2
    // expect: UTFDataFormatException malformed input around byte 1
    // expect: encoded string (aࠀbࠀcࠀdࠀ...aࠀbࠀcࠀdࠀ) too long: 88000 bytes
    // expect: line [one]
    // expect: line [two]
    // expect: line [three]
    // expect: line [four]
}
