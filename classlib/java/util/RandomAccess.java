// java.util.RandomAccess: marks lists whose get(int) is fast (constant time).
package java.util;

/** Marker interface for List implementations with fast random access. */
public interface RandomAccess {
}
