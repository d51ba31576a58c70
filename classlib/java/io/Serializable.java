// java.io.Serializable: marks classes whose instances may be serialized (wwvm has no serialization yet).
package java.io;

/** Marker for serializable classes. */
public interface Serializable {
}
