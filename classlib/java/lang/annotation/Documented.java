// java.lang.annotation.Documented: annotations of this type appear in generated documentation.
package java.lang.annotation;

/** Marks an annotation type whose uses belong to the public contract of the annotated element. */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.ANNOTATION_TYPE)
public @interface Documented {
}
