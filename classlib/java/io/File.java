// java.io.File: an abstract path name (normalized as on Unix) and the file-system operations on
// it, each a VM native over the corresponding system call.
package java.io;

/**
 * A path name. Paths are normalized when a File is made: repeated '/' become one and a
 * trailing '/' is dropped (except for the root). Relative paths resolve against the
 * "user.dir" property.
 */
public class File implements Serializable, Comparable<File> {
    public static final char separatorChar = '/';
    public static final String separator = "/";
    public static final char pathSeparatorChar = ':';
    public static final String pathSeparator = ":";

    private static final int EXISTS = 1;
    private static final int REGULAR = 2;
    private static final int DIRECTORY = 4;

    private final String path;

    public File(String pathname) {
        if (pathname == null) {
            throw new NullPointerException();
        }
        this.path = normalize(pathname);
    }

    /** The child resolved against parent; an empty parent means the root, a null one none. */
    public File(String parent, String child) {
        if (child == null) {
            throw new NullPointerException();
        }
        if (parent == null) {
            this.path = normalize(child);
        } else if (parent.isEmpty()) {
            this.path = resolve("/", normalize(child));
        } else {
            this.path = resolve(normalize(parent), normalize(child));
        }
    }

    public File(File parent, String child) {
        if (child == null) {
            throw new NullPointerException();
        }
        if (parent == null) {
            this.path = normalize(child);
        } else if (parent.path.isEmpty()) {
            this.path = resolve("/", normalize(child));
        } else {
            this.path = resolve(parent.path, normalize(child));
        }
    }

    /** Collapses runs of '/' and drops a trailing one (the root "/" stays). */
    private static String normalize(String p) {
        int n = p.length();
        StringBuilder sb = null;
        char prev = 0;
        for (int i = 0; i < n; i++) {
            char c = p.charAt(i);
            if (c == '/' && prev == '/') {
                if (sb == null) {
                    sb = new StringBuilder(p.substring(0, i));
                }
            } else if (sb != null) {
                sb.append(c);
            }
            prev = c;
        }
        String s = (sb == null) ? p : sb.toString();
        if (s.length() > 1 && s.charAt(s.length() - 1) == '/') {
            s = s.substring(0, s.length() - 1);
        }
        return s;
    }

    private static String resolve(String parent, String child) {
        if (child.isEmpty()) {
            return parent;
        }
        if (child.charAt(0) == '/') {
            return parent.equals("/") ? child : parent + child;
        }
        return parent.equals("/") ? parent + child : parent + "/" + child;
    }

    /** The last name of the path (all of it when there is no '/'). */
    public String getName() {
        return path.substring(path.lastIndexOf('/') + 1);
    }

    /** The path up to its last '/', or null when there is none ("/" for a child of the root). */
    public String getParent() {
        int index = path.lastIndexOf('/');
        int prefixLength = path.startsWith("/") ? 1 : 0;
        if (index < prefixLength) {
            if (prefixLength > 0 && path.length() > prefixLength) {
                return path.substring(0, prefixLength);
            }
            return null;
        }
        return path.substring(0, index);
    }

    public File getParentFile() {
        String p = getParent();
        return (p == null) ? null : new File(p);
    }

    public String getPath() {
        return path;
    }

    public boolean isAbsolute() {
        return path.startsWith("/");
    }

    /** The path resolved against "user.dir" when relative. */
    public String getAbsolutePath() {
        if (isAbsolute()) {
            return path;
        }
        String dir = System.getProperty("user.dir");
        return path.isEmpty() ? dir : resolve(dir, path);
    }

    public File getAbsoluteFile() {
        return new File(getAbsolutePath());
    }

    /** The system calls get the path as it is: relative ones resolve against the process's directory. */
    private int attributes() {
        return attributes0(path);
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

    /** Unix hides names starting with '.'. */
    public boolean isHidden() {
        return getName().startsWith(".");
    }

    public boolean canRead() {
        return access0(path, 4);
    }

    public boolean canWrite() {
        return access0(path, 2);
    }

    public boolean canExecute() {
        return access0(path, 1);
    }

    /** Milliseconds since the epoch of the last change, 0 if the file does not exist. */
    public long lastModified() {
        return lastModified0(path);
    }

    /** The size in bytes, 0 if the file does not exist. */
    public long length() {
        return length0(path);
    }

    /** Creates an empty file if none exists by this name; true if it did. */
    public boolean createNewFile() throws IOException {
        return createNewFile0(path);
    }

    /** Deletes the file or empty directory; true on success. */
    public boolean delete() {
        return delete0(path);
    }

    /** The names in this directory (not "." or ".."), unsorted; null if it is not a directory. */
    public String[] list() {
        return list0(path);
    }

    public String[] list(FilenameFilter filter) {
        String[] names = list();
        if (names == null || filter == null) {
            return names;
        }
        String[] kept = new String[names.length];
        int n = 0;
        for (int i = 0; i < names.length; i++) {
            if (filter.accept(this, names[i])) {
                kept[n++] = names[i];
            }
        }
        return trim(kept, n);
    }

    private static String[] trim(String[] a, int n) {
        if (n == a.length) {
            return a;
        }
        String[] exact = new String[n];
        System.arraycopy(a, 0, exact, 0, n);
        return exact;
    }

    public File[] listFiles() {
        return listFiles((FilenameFilter) null);
    }

    public File[] listFiles(FilenameFilter filter) {
        String[] names = list(filter);
        if (names == null) {
            return null;
        }
        File[] files = new File[names.length];
        for (int i = 0; i < names.length; i++) {
            files[i] = new File(this, names[i]);
        }
        return files;
    }

    public File[] listFiles(FileFilter filter) {
        String[] names = list();
        if (names == null) {
            return null;
        }
        File[] kept = new File[names.length];
        int n = 0;
        for (int i = 0; i < names.length; i++) {
            File f = new File(this, names[i]);
            if (filter == null || filter.accept(f)) {
                kept[n++] = f;
            }
        }
        if (n == kept.length) {
            return kept;
        }
        File[] exact = new File[n];
        System.arraycopy(kept, 0, exact, 0, n);
        return exact;
    }

    public boolean mkdir() {
        return mkdir0(path);
    }

    /** Creates this directory and any missing parents; true only if this one was created. */
    public boolean mkdirs() {
        if (exists()) {
            return false;
        }
        if (mkdir()) {
            return true;
        }
        File absolute = getAbsoluteFile();
        File parent = absolute.getParentFile();
        return parent != null && (parent.mkdirs() || parent.exists()) && absolute.mkdir();
    }

    public boolean renameTo(File dest) {
        if (dest == null) {
            throw new NullPointerException();
        }
        return rename0(path, dest.path);
    }

    /** Compares the paths as strings (Unix names are case-sensitive). */
    public int compareTo(File pathname) {
        return path.compareTo(pathname.path);
    }

    public boolean equals(Object obj) {
        return (obj instanceof File) && compareTo((File) obj) == 0;
    }

    public int hashCode() {
        return path.hashCode() ^ 1234321;
    }

    /** The path, as getPath() gives it. */
    public String toString() {
        return path;
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
