// java.lang.Number: the common superclass of the numeric boxes.
package java.lang;

/** A value convertible to the primitive numeric types. */
public abstract class Number implements java.io.Serializable {
    public Number() {
    }

    public abstract int intValue();

    public abstract long longValue();

    public abstract float floatValue();

    public abstract double doubleValue();

    public byte byteValue() {
        return (byte) intValue();
    }

    public short shortValue() {
        return (short) intValue();
    }
}
