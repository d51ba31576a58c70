// java.lang.annotation.Inherited: class annotations of this type are inherited by subclasses.
package java.lang.annotation;

/** Marks an annotation type whose class annotations are inherited by subclasses. */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.ANNOTATION_TYPE)
public @interface Inherited {
}
