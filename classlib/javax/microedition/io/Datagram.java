// javax.microedition.io.Datagram: a datagram's buffer and address, read and written through DataInput/DataOutput.
package javax.microedition.io;

import java.io.DataInput;
import java.io.DataOutput;

/**
 * One read/write pointer runs over the data from the offset: reads stop at the length, writes
 * extend the length. reset() sets the pointer, offset and length back to 0.
 */
public interface Datagram extends DataInput, DataOutput {
    String getAddress();

    byte[] getData();

    int getLength();

    int getOffset();

    void setAddress(String addr) throws java.io.IOException;

    void setAddress(Datagram reference);

    void setLength(int len);

    void setData(byte[] buffer, int offset, int len);

    void reset();
}
