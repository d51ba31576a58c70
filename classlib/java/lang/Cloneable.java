// java.lang.Cloneable: marks classes whose instances Object.clone may copy.
package java.lang;

/** Marker: Object.clone() may make field-for-field copies of instances. */
public interface Cloneable {
}
