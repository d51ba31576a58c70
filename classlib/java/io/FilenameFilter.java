// java.io.FilenameFilter: chooses directory entries by name for File.list and listFiles.
package java.io;

/** Accepts or rejects a name in a directory. */
public interface FilenameFilter {
    boolean accept(File dir, String name);
}
