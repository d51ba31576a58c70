// java.lang.annotation.ElementType: the program elements an annotation may apply to (JDK 17's list).
package java.lang.annotation;

/** The syntactic locations where annotations may appear. */
public enum ElementType {
    TYPE,
    FIELD,
    METHOD,
    PARAMETER,
    CONSTRUCTOR,
    LOCAL_VARIABLE,
    ANNOTATION_TYPE,
    PACKAGE,
    TYPE_PARAMETER,
    TYPE_USE,
    MODULE,
    RECORD_COMPONENT
}
