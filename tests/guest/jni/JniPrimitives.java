// JNI primitives both ways: each of the eight types passed to C and returned, with extreme
// values (MIN/MAX, NaN, -0.0, chars above 0x7f); C widens and narrows so that a wrong sign or
// zero extension shows; static and instance natives, void natives, and natives with more
// integer and floating arguments than x86-64 passes in registers.
// wwvm-args: -Djava.library.path=${WW_NATIVE_DIR}
// java-args: -Djava.library.path=${WW_NATIVE_DIR}
// expect: boolean: true false
// expect: byte: -128 127 0 -1
// expect: char: 0 127 128 233 20013 65535
// expect: short: -32768 32767 -1
// expect: int: -2147483648 2147483647 -1
// expect: long: -9223372036854775808 9223372036854775807 -1
// expect: float: -3.4028235E38 1.4E-45 NaN -0.0 Infinity -Infinity
// expect: double: 1.7976931348623157E308 4.9E-324 NaN -0.0 -Infinity
// expect: widened: 1 0 | -128 -1 | 128 65535 | -32768 -1 | 0.1 -0.0 NaN
// expect: narrowed: true false | 44 -56 -1 | 65535 33 | -1 -32768 | 3.4028235E38 Infinity -0.0
// expect: arithmetic: -9223372036854775808 -9223372036854775807 | 6.0 NaN | -Infinity -0.0 0.5
// expect: instance: self true, twice(21) 42
// expect: void: 1234567890123 -9
// expect: many static: 21 arguments
// expect: seen by C: 1.0 1.099511627776E12 0.5 0.25 -5.0 -300.0 233.0 1.0 9.0 -10.0 11.5 12.25 13.5 14.25 15.5 16.25 17.5 18.25 19.0 -2.0E9 21.125
// expect: many instance: -4852051818653290416 (Java computes the same: true)
public class JniPrimitives {
    static {
        System.loadLibrary("wwjnitest");
    }

    static native boolean echoBoolean(boolean v);
    static native byte echoByte(byte v);
    static native char echoChar(char v);
    static native short echoShort(short v);
    static native int echoInt(int v);
    static native long echoLong(long v);
    static native float echoFloat(float v);
    static native double echoDouble(double v);

    static native int booleanToInt(boolean v);
    static native int byteToInt(byte v);
    static native int charToInt(char v);
    static native int shortToInt(short v);
    static native double floatToDouble(float v);

    static native boolean intToBoolean(int v);
    static native byte intToByte(int v);
    static native char intToChar(int v);
    static native short intToShort(int v);
    static native float doubleToFloat(double v);

    static native long addLongs(long a, long b);
    static native float mulFloats(float a, float b);
    static native double divDoubles(double a, double b);

    native JniPrimitives self();
    native int twice(int v);

    static native void store(long v);
    static native long load();
    native void storeInstance(int v);
    native int loadInstance();

    static native int manyStatic(int a1, long a2, float a3, double a4, byte a5, short a6, char a7,
            boolean a8, int a9, long a10, float a11, double a12, float a13, double a14, float a15,
            double a16, float a17, double a18, int a19, long a20, double a21);
    static native double manyArg(int i);
    native long manyInstance(byte a1, short a2, char a3, int a4, long a5, float a6, double a7,
            boolean a8, int a9, int a10, long a11, long a12, double a13, double a14, double a15,
            double a16, double a17, double a18, double a19, float a20);

    public static void main(String[] args) {
        System.out.println("boolean: " + echoBoolean(true) + " " + echoBoolean(false));
        System.out.println("byte: " + echoByte(Byte.MIN_VALUE) + " " + echoByte(Byte.MAX_VALUE) + " "
                + echoByte((byte) 0) + " " + echoByte((byte) -1));
        char[] chars = {'\0', '\u007f', '\u0080', '\u00e9', '\u4e2d', '\uffff'};
        StringBuilder sb = new StringBuilder("char:");
        for (int i = 0; i < chars.length; i++) {
            sb.append(' ').append((int) echoChar(chars[i]));
        }
        System.out.println(sb);
        System.out.println("short: " + echoShort(Short.MIN_VALUE) + " " + echoShort(Short.MAX_VALUE) + " "
                + echoShort((short) -1));
        System.out.println("int: " + echoInt(Integer.MIN_VALUE) + " " + echoInt(Integer.MAX_VALUE) + " "
                + echoInt(-1));
        System.out.println("long: " + echoLong(Long.MIN_VALUE) + " " + echoLong(Long.MAX_VALUE) + " "
                + echoLong(-1L));
        System.out.println("float: " + echoFloat(-Float.MAX_VALUE) + " " + echoFloat(Float.MIN_VALUE) + " "
                + echoFloat(Float.NaN) + " " + echoFloat(-0.0f) + " " + echoFloat(Float.POSITIVE_INFINITY)
                + " " + echoFloat(Float.NEGATIVE_INFINITY));
        System.out.println("double: " + echoDouble(Double.MAX_VALUE) + " " + echoDouble(Double.MIN_VALUE) + " "
                + echoDouble(Double.NaN) + " " + echoDouble(-0.0) + " "
                + echoDouble(Double.NEGATIVE_INFINITY));

        System.out.println("widened: " + booleanToInt(true) + " " + booleanToInt(false)
                + " | " + byteToInt(Byte.MIN_VALUE) + " " + byteToInt((byte) -1)
                + " | " + charToInt('\u0080') + " " + charToInt('\uffff')
                + " | " + shortToInt(Short.MIN_VALUE) + " " + shortToInt((short) -1)
                + " | " + (float) floatToDouble(0.1f) + " " + floatToDouble(-0.0f) + " "
                + floatToDouble(Float.NaN));
        System.out.println("narrowed: " + intToBoolean(256) + " " + intToBoolean(0)
                + " | " + intToByte(300) + " " + intToByte(200) + " " + intToByte(-1)
                + " | " + (int) intToChar(-1) + " " + (int) intToChar(65569)
                + " | " + intToShort(65535) + " " + intToShort(32768)
                + " | " + doubleToFloat(Float.MAX_VALUE) + " " + doubleToFloat(1e39) + " "
                + doubleToFloat(-1e-50));
        System.out.println("arithmetic: " + addLongs(Long.MAX_VALUE, 1L) + " " + addLongs(Long.MIN_VALUE, 1L)
                + " | " + mulFloats(2.5f, 2.4f) + " " + mulFloats(0.0f, Float.POSITIVE_INFINITY)
                + " | " + divDoubles(-1.0, 0.0) + " " + divDoubles(-1.0, Double.POSITIVE_INFINITY)
                + " " + divDoubles(1.0, 2.0));

        JniPrimitives p = new JniPrimitives();
        System.out.println("instance: self " + (p.self() == p) + ", twice(21) " + p.twice(21));

        store(1234567890123L);
        p.storeInstance(-9);
        System.out.println("void: " + load() + " " + p.loadInstance());

        int n = manyStatic(1, 1L << 40, 0.5f, 0.25, (byte) -5, (short) -300, '\u00e9', true, 9, -10L,
                11.5f, 12.25, 13.5f, 14.25, 15.5f, 16.25, 17.5f, 18.25, 19, -2000000000L, 21.125);
        System.out.println("many static: " + n + " arguments");
        sb = new StringBuilder("seen by C:");
        for (int i = 0; i < 21; i++) {
            sb.append(' ').append(manyArg(i));
        }
        System.out.println(sb);

        long h = p.manyInstance((byte) -1, (short) -2, '\uabcd', 4, -5L, 6.5f, 7.25, true, 9, 10, 1L << 50,
                Long.MIN_VALUE, 13.0, 14.125, 15.0, 16.0, 17.0, 18.0, -19.5, 20.5f);
        long[] parts = {-1, -2, 0xabcd, 4, -5, 52, 58, 1, 9, 10, 1L << 50, Long.MIN_VALUE, 104, 113, 120,
                        128, 136, 144, -156, 164};
        long expected = 0;
        for (int i = 0; i < parts.length; i++) {
            expected = expected * 31 + parts[i];
        }
        System.out.println("many instance: " + h + " (Java computes the same: " + (h == expected) + ")");
    }
}
