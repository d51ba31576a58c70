// java.lang.annotation.RetentionPolicy: the retention choices for @Retention.
package java.lang.annotation;

/** Where annotations are kept: source only, class file, or class file and runtime. */
public enum RetentionPolicy {
    SOURCE,
    CLASS,
    RUNTIME
}
