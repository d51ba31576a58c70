// java.io.File: an abstract path name (Unix syntax) and the file-system operations on it, each
// a VM native over the corresponding system call.
package java.io;

/**
 * A path name, held as one string in a canonical spelling: a File is made by cleaning the text
 * it was given (runs of '/' become one, a trailing '/' goes, except for the root itself) and
 * joining a parent and a child with exactly one '/'. Relative paths are relative to the
 * "user.dir" property for getAbsolutePath and to the VM's working directory for the natives.
 */
public class File implements Serializable, Comparable<File> {
    public static final char separatorChar = '/';
    public static final String separator = "/";
    public static final char pathSeparatorChar = ':';
    public static final String pathSeparator = ":";

    /** Bits of attributes0's answer. */
    private static final int EXISTS = 1;
    private static final int REGULAR = 2;
    private static final int DIRECTORY = 4;

    /** access0's modes, as access(2) numbers them. */
    private static final int MAY_READ = 4;
    private static final int MAY_WRITE = 2;
    private static final int MAY_EXECUTE = 1;

    private final String text;

    public File(String pathname) {
        if (pathname == null) {
            throw new NullPointerException();
        }
        text = clean(pathname);
    }

    /** child inside parent; a null parent means child alone, an empty one the root. */
    public File(String parent, String child) {
        if (child == null) {
            throw new NullPointerException();
        }
        text = parent == null ? clean(child) : join(parent.isEmpty() ? separator : clean(parent), clean(child));
    }

    public File(File parent, String child) {
        this(parent == null ? null : parent.text, child);
    }

    /** Drops repeated separators and a trailing one; "" stays "" and the root stays "/". */
    private static String clean(String raw) {
        StringBuilder out = null;
        int n = raw.length();
        for (int i = 0; i < n; i++) {
            char c = raw.charAt(i);
            boolean redundant = c == separatorChar
                    && (i + 1 == n ? i > 0 : raw.charAt(i + 1) == separatorChar);
            if (redundant && out == null) {
                out = new StringBuilder(n);
                out.append(raw, 0, i);
            }
            if (out != null && !redundant) {
                out.append(c);
            }
        }
        if (out == null) {
            return raw;
        }
        // A path made only of separators cleans down to nothing; it is the root.
        return out.length() == 0 ? separator : out.toString();
    }

    /** Two clean paths joined with one separator between them. */
    private static String join(String parent, String child) {
        if (child.isEmpty()) {
            return parent;
        }
        boolean parentEnds = parent.endsWith(separator);
        boolean childStarts = child.startsWith(separator);
        if (parentEnds && childStarts) {
            return parent + child.substring(1);
        }
        return parentEnds || childStarts ? parent + child : parent + separatorChar + child;
    }

    /** The last name of the path (the whole path when it has no separator). */
    public String getName() {
        return text.substring(text.lastIndexOf(separatorChar) + 1);
    }

    /** The path without its last name, or null when nothing is left (or the path is the root). */
    public String getParent() {
        int cut = text.lastIndexOf(separatorChar);
        if (cut > 0) {
            return text.substring(0, cut);
        }
        if (cut == 0 && text.length() > 1) {
            return separator;
        }
        return null;
    }

    public File getParentFile() {
        String parent = getParent();
        return parent == null ? null : new File(parent);
    }

    public String getPath() {
        return text;
    }

    public boolean isAbsolute() {
        return text.startsWith(separator);
    }

    public String getAbsolutePath() {
        if (isAbsolute()) {
            return text;
        }
        return join(System.getProperty("user.dir"), text);
    }

    public File getAbsoluteFile() {
        return new File(getAbsolutePath());
    }

    private int attributes() {
        return attributes0(text);
    }

    public boolean exists() {
        return (attributes() & EXISTS) != 0;
    }

    public boolean isDirectory() {
        return (attributes() & DIRECTORY) != 0;
    }

    public boolean isFile() {
        return (attributes() & REGULAR) != 0;
    }

    /** On Unix, a name starting with '.'. */
    public boolean isHidden() {
        return getName().startsWith(".");
    }

    public boolean canRead() {
        return access0(text, MAY_READ);
    }

    public boolean canWrite() {
        return access0(text, MAY_WRITE);
    }

    public boolean canExecute() {
        return access0(text, MAY_EXECUTE);
    }

    /** Milliseconds since the epoch, 0 when the file does not exist. */
    public long lastModified() {
        return lastModified0(text);
    }

    /** The size in bytes, 0 when the file does not exist. */
    public long length() {
        return length0(text);
    }

    public boolean createNewFile() throws IOException {
        return createNewFile0(text);
    }

    public boolean delete() {
        return delete0(text);
    }

    /** The names in this directory, or null when it is not a readable directory. */
    public String[] list() {
        return list0(text);
    }

    public String[] list(FilenameFilter filter) {
        String[] names = list();
        if (names == null || filter == null) {
            return names;
        }
        int kept = 0;
        for (int i = 0; i < names.length; i++) {
            if (filter.accept(this, names[i])) {
                names[kept++] = names[i];
            }
        }
        String[] accepted = new String[kept];
        System.arraycopy(names, 0, accepted, 0, kept);
        return accepted;
    }

    public File[] listFiles() {
        return listFiles((FilenameFilter) null);
    }

    public File[] listFiles(FilenameFilter filter) {
        return children(list(filter), null);
    }

    public File[] listFiles(FileFilter filter) {
        return children(list(), filter);
    }

    /** Files for names inside this directory, those filter accepts (all for a null filter). */
    private File[] children(String[] names, FileFilter filter) {
        if (names == null) {
            return null;
        }
        File[] found = new File[names.length];
        int kept = 0;
        for (int i = 0; i < names.length; i++) {
            File child = new File(this, names[i]);
            if (filter == null || filter.accept(child)) {
                found[kept++] = child;
            }
        }
        if (kept == found.length) {
            return found;
        }
        File[] accepted = new File[kept];
        System.arraycopy(found, 0, accepted, 0, kept);
        return accepted;
    }

    public boolean mkdir() {
        return mkdir0(text);
    }

    /** Makes the directory and any missing directories above it; false if it existed. */
    public boolean mkdirs() {
        if (exists()) {
            return false;
        }
        if (mkdir()) {
            return true;
        }
        File above = getAbsoluteFile().getParentFile();
        return above != null && (above.mkdirs() || above.exists()) && mkdir();
    }

    public boolean renameTo(File dest) {
        if (dest == null) {
            throw new NullPointerException();
        }
        return rename0(text, dest.text);
    }

    /** Paths compare as strings, case-sensitively as on Unix. */
    public int compareTo(File pathname) {
        return text.compareTo(pathname.text);
    }

    public boolean equals(Object obj) {
        return obj instanceof File && ((File) obj).text.equals(text);
    }

    /** The path's hash mixed with the constant the JDK uses on Unix, so that both agree. */
    public int hashCode() {
        return text.hashCode() ^ 1234321;
    }

    /** The path, as getPath() gives it. */
    public String toString() {
        return text;
    }

    private static native int attributes0(String path);

    private static native long length0(String path);

    private static native long lastModified0(String path);

    private static native boolean access0(String path, int mode);

    private static native boolean delete0(String path);

    private static native boolean mkdir0(String path);

    private static native boolean rename0(String from, String to);

    private static native boolean createNewFile0(String path) throws IOException;

    private static native String[] list0(String path);
}
