/* Natives of tests/guest/jni/JniCallbacks.java: calls from C back into Java. Every return type
 * through Call<Type>Method, CallNonvirtual<Type>Method and CallStatic<Type>Method, each in its
 * three forms (arguments as C varargs, as a va_list, as a jvalue array); objects made with
 * NewObject[V|A] and AllocObject; the class functions (FindClass, GetObjectClass, GetSuperclass,
 * IsInstanceOf, IsAssignableFrom, IsSameObject); and Java -> C -> Java -> C recursion. */
#include "wwjnitest.h"

#include <stdarg.h>
#include <stdio.h>

/* ---- the same nine arguments for every call: one of each type, so that the varargs forms
 * must widen float to double and the small integer types to int exactly as C does. */

#define TARGET_SIGNATURE "(IFBCSZJDLjava/lang/String;)"
#define CALL_ARGUMENTS(k, str) (k), (jfloat)2.5f, (jbyte)-3, (jchar)0xe9, (jshort)-300, \
                               (jboolean)JNI_TRUE, (jlong)5000000000LL, (jdouble)0.25, (str)

static void argument_array(jvalue *a, jint k, jstring str) {
    a[0].i = k;
    a[1].f = 2.5f;
    a[2].b = -3;
    a[3].c = 0xe9;
    a[4].s = -300;
    a[5].z = JNI_TRUE;
    a[6].j = 5000000000LL;
    a[7].d = 0.25;
    a[8].l = str;
}

enum kind { VIRTUAL, NONVIRTUAL, STATIC };

/* What one call needs: CbBase, the method (asX for instance calls, sAsX for static ones), the
 * receiver and the String argument. */
struct call {
    jclass base;
    jmethodID method;
    jobject target;
    jstring str;
};

static int prepare(JNIEnv *env, struct call *c, jobject target, jint kind, const char *type,
                   const char *result) {
    char name[32], signature[64];
    c->target = target;
    c->base = (*env)->FindClass(env, "CbBase");
    if (c->base == NULL) {
        return 0;
    }
    snprintf(name, sizeof name, kind == STATIC ? "sAs%s" : "as%s", type);
    snprintf(signature, sizeof signature, TARGET_SIGNATURE "%s", result);
    c->method = kind == STATIC ? (*env)->GetStaticMethodID(env, c->base, name, signature)
                               : (*env)->GetMethodID(env, c->base, name, signature);
    if (c->method == NULL) {
        return 0;
    }
    c->str = (*env)->NewStringUTF(env, "abc");
    return c->str != NULL;
}

/* Defines Java_JniCallbacks_call<Type>(target, kind, form, k) returning what Java returned,
 * and the helper that turns its own C varargs into the va_list of the V form. */
#define DEFINE_CALL(Type, jtype, result)                                                        \
    static jtype call_list_##Type(JNIEnv *env, jint kind, const struct call *c, ...) {        \
        va_list list;                                                                         \
        va_start(list, c);                                                                    \
        jtype r = kind == VIRTUAL ? (*env)->Call##Type##MethodV(env, c->target, c->method, list) \
            : kind == NONVIRTUAL                                                              \
                ? (*env)->CallNonvirtual##Type##MethodV(env, c->target, c->base, c->method, list) \
                : (*env)->CallStatic##Type##MethodV(env, c->base, c->method, list);           \
        va_end(list);                                                                         \
        return r;                                                                             \
    }                                                                                         \
                                                                                              \
    JNIEXPORT jtype JNICALL Java_JniCallbacks_call##Type(JNIEnv *env, jclass cls, jobject target, \
                                                        jint kind, jint form, jint k) {       \
        (void)cls;                                                                            \
        struct call c;                                                                        \
        if (!prepare(env, &c, target, kind, #Type, result)) {                                 \
            return (jtype)0;                                                                  \
        }                                                                                     \
        jvalue a[9];                                                                          \
        argument_array(a, k, c.str);                                                          \
        switch (form) {                                                                       \
        case 0:                                                                               \
            return kind == VIRTUAL                                                            \
                ? (*env)->Call##Type##Method(env, target, c.method, CALL_ARGUMENTS(k, c.str)) \
                : kind == NONVIRTUAL                                                          \
                ? (*env)->CallNonvirtual##Type##Method(env, target, c.base, c.method,         \
                                                       CALL_ARGUMENTS(k, c.str))              \
                : (*env)->CallStatic##Type##Method(env, c.base, c.method, CALL_ARGUMENTS(k, c.str)); \
        case 1:                                                                               \
            return call_list_##Type(env, kind, &c, CALL_ARGUMENTS(k, c.str));                 \
        default:                                                                              \
            return kind == VIRTUAL ? (*env)->Call##Type##MethodA(env, target, c.method, a)    \
                : kind == NONVIRTUAL                                                          \
                ? (*env)->CallNonvirtual##Type##MethodA(env, target, c.base, c.method, a)     \
                : (*env)->CallStatic##Type##MethodA(env, c.base, c.method, a);                \
        }                                                                                     \
    }

DEFINE_CALL(Boolean, jboolean, "Z")
DEFINE_CALL(Byte, jbyte, "B")
DEFINE_CALL(Char, jchar, "C")
DEFINE_CALL(Short, jshort, "S")
DEFINE_CALL(Int, jint, "I")
DEFINE_CALL(Long, jlong, "J")
DEFINE_CALL(Float, jfloat, "F")
DEFINE_CALL(Double, jdouble, "D")
DEFINE_CALL(Object, jobject, "Ljava/lang/Object;")

/* void has no result to pass on: the same written out. */
static void call_list_void(JNIEnv *env, jint kind, const struct call *c, ...) {
    va_list list;
    va_start(list, c);
    if (kind == VIRTUAL) {
        (*env)->CallVoidMethodV(env, c->target, c->method, list);
    } else if (kind == NONVIRTUAL) {
        (*env)->CallNonvirtualVoidMethodV(env, c->target, c->base, c->method, list);
    } else {
        (*env)->CallStaticVoidMethodV(env, c->base, c->method, list);
    }
    va_end(list);
}

JNIEXPORT void JNICALL Java_JniCallbacks_callVoid(JNIEnv *env, jclass cls, jobject target, jint kind,
                                                  jint form, jint k) {
    (void)cls;
    struct call c;
    if (!prepare(env, &c, target, kind, "Void", "V")) {
        return;
    }
    jvalue a[9];
    argument_array(a, k, c.str);
    if (form == 0) {
        if (kind == VIRTUAL) {
            (*env)->CallVoidMethod(env, target, c.method, CALL_ARGUMENTS(k, c.str));
        } else if (kind == NONVIRTUAL) {
            (*env)->CallNonvirtualVoidMethod(env, target, c.base, c.method, CALL_ARGUMENTS(k, c.str));
        } else {
            (*env)->CallStaticVoidMethod(env, c.base, c.method, CALL_ARGUMENTS(k, c.str));
        }
    } else if (form == 1) {
        call_list_void(env, kind, &c, CALL_ARGUMENTS(k, c.str));
    } else if (kind == VIRTUAL) {
        (*env)->CallVoidMethodA(env, target, c.method, a);
    } else if (kind == NONVIRTUAL) {
        (*env)->CallNonvirtualVoidMethodA(env, target, c.base, c.method, a);
    } else {
        (*env)->CallStaticVoidMethodA(env, c.base, c.method, a);
    }
}

/* ---- objects made in C: CbPoint(int, String) through the three NewObject forms, and
 * AllocObject, which runs no constructor (so not even the field initialisers). */

static jobject new_object_list(JNIEnv *env, jclass cls, jmethodID init, ...) {
    va_list list;
    va_start(list, init);
    jobject o = (*env)->NewObjectV(env, cls, init, list);
    va_end(list);
    return o;
}

JNIEXPORT jobject JNICALL Java_JniCallbacks_construct(JNIEnv *env, jclass cls, jint form, jint x, jstring label) {
    (void)cls;
    jclass point = (*env)->FindClass(env, "CbPoint");
    if (point == NULL) {
        return NULL;
    }
    jmethodID init = (*env)->GetMethodID(env, point, "<init>", "(ILjava/lang/String;)V");
    if (init == NULL) {
        return NULL;
    }
    jvalue a[2];
    a[0].i = x;
    a[1].l = label;
    switch (form) {
    case 0: return (*env)->NewObject(env, point, init, x, label);
    case 1: return new_object_list(env, point, init, x, label);
    case 2: return (*env)->NewObjectA(env, point, init, a);
    default: return (*env)->AllocObject(env, point);
    }
}

/* ---- the class functions */

/* The object's class, then each superclass up to java.lang.Object, in a Class[]. */
JNIEXPORT jobjectArray JNICALL Java_JniCallbacks_lineage(JNIEnv *env, jclass cls, jobject o) {
    (void)cls;
    jclass chain[16];
    jsize n = 0;
    for (jclass c = (*env)->GetObjectClass(env, o); c != NULL && n < 16; c = (*env)->GetSuperclass(env, c)) {
        chain[n++] = c;
    }
    jclass class_class = (*env)->FindClass(env, "java/lang/Class");
    if (class_class == NULL) {
        return NULL;
    }
    jobjectArray result = (*env)->NewObjectArray(env, n, class_class, NULL);
    for (jsize i = 0; result != NULL && i < n; i++) {
        (*env)->SetObjectArrayElement(env, result, i, chain[i]);
    }
    return result;
}

/* GetSuperclass of an interface and of java.lang.Object: both NULL. */
JNIEXPORT jboolean JNICALL Java_JniCallbacks_rootsHaveNoSuperclass(JNIEnv *env, jclass cls) {
    (void)cls;
    jclass object = (*env)->FindClass(env, "java/lang/Object");
    jclass runnable = (*env)->FindClass(env, "java/lang/Runnable");
    if (object == NULL || runnable == NULL) {
        return JNI_FALSE;
    }
    return (*env)->GetSuperclass(env, object) == NULL && (*env)->GetSuperclass(env, runnable) == NULL;
}

/* IsInstanceOf and IsAssignableFrom against CbBase, CbDerived and Runnable, in a boolean[]
 * whose order the test labels. */
JNIEXPORT jbooleanArray JNICALL Java_JniCallbacks_relations(JNIEnv *env, jclass cls, jobject o) {
    (void)cls;
    jclass base = (*env)->FindClass(env, "CbBase");
    jclass derived = (*env)->FindClass(env, "CbDerived");
    jclass runnable = (*env)->FindClass(env, "java/lang/Runnable");
    jclass int_array = (*env)->FindClass(env, "[I");
    jclass object = (*env)->FindClass(env, "java/lang/Object");
    if (base == NULL || derived == NULL || runnable == NULL || int_array == NULL || object == NULL) {
        return NULL;
    }
    jboolean r[] = {
        (*env)->IsInstanceOf(env, o, base),
        (*env)->IsInstanceOf(env, o, derived),
        (*env)->IsInstanceOf(env, o, runnable),
        (*env)->IsInstanceOf(env, NULL, derived),
        (*env)->IsAssignableFrom(env, derived, base),
        (*env)->IsAssignableFrom(env, base, derived),
        (*env)->IsAssignableFrom(env, derived, runnable),
        (*env)->IsAssignableFrom(env, int_array, object),
        (*env)->IsAssignableFrom(env, object, int_array),
    };
    jsize n = sizeof r / sizeof r[0];
    jbooleanArray result = (*env)->NewBooleanArray(env, n);
    if (result != NULL) {
        (*env)->SetBooleanArrayRegion(env, result, 0, n, r);
    }
    return result;
}

JNIEXPORT jboolean JNICALL Java_JniCallbacks_same(JNIEnv *env, jclass cls, jobject a, jobject b) {
    (void)cls;
    return (*env)->IsSameObject(env, a, b);
}

/* Object.toString looked up on java.lang.Object and called virtually: the override runs. */
JNIEXPORT jobject JNICALL Java_JniCallbacks_callToString(JNIEnv *env, jclass cls, jobject o) {
    (void)cls;
    jclass object = (*env)->FindClass(env, "java/lang/Object");
    if (object == NULL) {
        return NULL;
    }
    jmethodID to_string = (*env)->GetMethodID(env, object, "toString", "()Ljava/lang/String;");
    return to_string == NULL ? NULL : (*env)->CallObjectMethod(env, o, to_string);
}

/* A method CbDerived inherits, looked up on CbDerived. */
JNIEXPORT jint JNICALL Java_JniCallbacks_callInherited(JNIEnv *env, jclass cls, jobject o) {
    (void)cls;
    jclass derived = (*env)->FindClass(env, "CbDerived");
    if (derived == NULL) {
        return -1;
    }
    jmethodID m = (*env)->GetMethodID(env, derived, "inherited", "()I");
    return m == NULL ? -1 : (*env)->CallIntMethod(env, o, m);
}

/* CbLazy is initialised (its static initialiser prints) before its static method runs. */
JNIEXPORT jint JNICALL Java_JniCallbacks_lazyValue(JNIEnv *env, jclass cls) {
    (void)cls;
    jclass lazy = (*env)->FindClass(env, "CbLazy");
    if (lazy == NULL) {
        return -1;
    }
    jmethodID m = (*env)->GetStaticMethodID(env, lazy, "value", "()I");
    return m == NULL ? -1 : (*env)->CallStaticIntMethod(env, lazy, m);
}

/* ---- recursion through both worlds: recurse(n) calls JniCallbacks.down(n), which calls
 * recurse(n - 1); the nesting of native frames is counted on the way. */

static int native_depth, deepest_native_depth;

JNIEXPORT jint JNICALL Java_JniCallbacks_recurse(JNIEnv *env, jclass cls, jint n) {
    if (n == 0) {
        return 0;
    }
    jmethodID down = (*env)->GetStaticMethodID(env, cls, "down", "(I)I");
    if (down == NULL) {
        return -1;
    }
    native_depth++;
    if (native_depth > deepest_native_depth) {
        deepest_native_depth = native_depth;
    }
    jint r = (*env)->CallStaticIntMethod(env, cls, down, n);
    native_depth--;
    return 1000 + r;
}

JNIEXPORT jint JNICALL Java_JniCallbacks_deepestNesting(JNIEnv *env, jclass cls) {
    (void)env; (void)cls;
    return deepest_native_depth;
}

/* A loop of bytecodes run for C: JniCallbacks.fib(n), iterative. */
JNIEXPORT jlong JNICALL Java_JniCallbacks_callFib(JNIEnv *env, jclass cls, jint n) {
    jmethodID fib = (*env)->GetStaticMethodID(env, cls, "fib", "(I)J");
    return fib == NULL ? -1 : (*env)->CallStaticLongMethod(env, cls, fib, n);
}
