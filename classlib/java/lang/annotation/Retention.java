// java.lang.annotation.Retention: how long an annotation type's annotations are kept.
package java.lang.annotation;

/** Says how long annotations of the annotated type are retained. */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.ANNOTATION_TYPE)
public @interface Retention {
    RetentionPolicy value();
}
