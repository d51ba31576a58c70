// java.lang.annotation.Target: the kinds of element an annotation type applies to.
package java.lang.annotation;

/** Lists the contexts in which an annotation type is applicable. */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.ANNOTATION_TYPE)
public @interface Target {
    ElementType[] value();
}
