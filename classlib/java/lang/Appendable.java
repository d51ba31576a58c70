// java.lang.Appendable: a destination for chars (the builders, PrintStream).
package java.lang;

import java.io.IOException;

/** An object to which chars and char sequences can be appended. */
public interface Appendable {
    Appendable append(CharSequence csq) throws IOException;

    Appendable append(CharSequence csq, int start, int end) throws IOException;

    Appendable append(char c) throws IOException;
}
