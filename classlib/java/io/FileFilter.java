// java.io.FileFilter: chooses files for File.listFiles.
package java.io;

/** Accepts or rejects a file. */
public interface FileFilter {
    boolean accept(File pathname);
}
