/* Natives of tests/guest/jni/JniExceptions.java: exceptions thrown from C (ThrowNew, Throw),
 * exceptions of Java callbacks seen from C (ExceptionCheck, ExceptionOccurred) and cleared
 * (ExceptionClear) or left pending for the Java caller, ExceptionDescribe, and the errors that
 * failed lookups leave pending (GetMethodID, GetStaticMethodID, FindClass). */
#include "wwjnitest.h"

JNIEXPORT void JNICALL Java_JniExceptions_throwNew(JNIEnv *env, jclass cls, jstring class_name, jstring message) {
    (void)cls;
    const char *name = (*env)->GetStringUTFChars(env, class_name, NULL);
    if (name == NULL) {
        return;
    }
    jclass thrown = (*env)->FindClass(env, name);
    (*env)->ReleaseStringUTFChars(env, class_name, name);
    if (thrown == NULL) {
        return;
    }
    const char *text = (*env)->GetStringUTFChars(env, message, NULL);
    if (text == NULL) {
        return;
    }
    (*env)->ThrowNew(env, thrown, text);
    (*env)->ReleaseStringUTFChars(env, message, text);
}

JNIEXPORT void JNICALL Java_JniExceptions_throwObject(JNIEnv *env, jclass cls, jthrowable t) {
    (void)cls;
    (*env)->Throw(env, t);
}

/* Calls JniExceptions.fail(n), which throws. */
static void call_fail(JNIEnv *env, jclass cls, jint n) {
    jmethodID fail = (*env)->GetStaticMethodID(env, cls, "fail", "(I)V");
    if (fail != NULL) {
        (*env)->CallStaticVoidMethod(env, cls, fail, n);
    }
}

/* The callback's exception seen, taken and cleared in C: returned as an ordinary value when
 * ExceptionCheck saw it before the clear and neither ExceptionCheck nor ExceptionOccurred
 * after. */
JNIEXPORT jthrowable JNICALL Java_JniExceptions_callAndClear(JNIEnv *env, jclass cls, jint n) {
    call_fail(env, cls, n);
    jboolean pending = (*env)->ExceptionCheck(env);
    jthrowable t = (*env)->ExceptionOccurred(env);
    (*env)->ExceptionClear(env);
    if (!pending || t == NULL || (*env)->ExceptionCheck(env) || (*env)->ExceptionOccurred(env) != NULL) {
        return NULL;
    }
    return t;
}

/* The callback's exception left pending: C returns at once, its result is ignored, and the
 * Java caller gets the exception. */
JNIEXPORT jint JNICALL Java_JniExceptions_callAndLeave(JNIEnv *env, jclass cls, jint n) {
    call_fail(env, cls, n);
    if ((*env)->ExceptionCheck(env)) {
        return -1;
    }
    return n;
}

/* The callback's exception replaced by another one of C's, whose cause it becomes. */
JNIEXPORT void JNICALL Java_JniExceptions_callAndReplace(JNIEnv *env, jclass cls, jint n) {
    call_fail(env, cls, n);
    jthrowable cause = (*env)->ExceptionOccurred(env);
    if (cause == NULL) {
        return;
    }
    (*env)->ExceptionClear(env);
    jclass runtime = (*env)->FindClass(env, "java/lang/RuntimeException");
    if (runtime == NULL) {
        return;
    }
    jmethodID init = (*env)->GetMethodID(env, runtime, "<init>", "(Ljava/lang/String;Ljava/lang/Throwable;)V");
    if (init == NULL) {
        return;
    }
    jstring message = (*env)->NewStringUTF(env, "replaced in C");
    if (message == NULL) {
        return;
    }
    jthrowable replacement = (*env)->NewObject(env, runtime, init, message, cause);
    if (replacement != NULL) {
        (*env)->Throw(env, replacement);
    }
}

/* ExceptionDescribe prints the pending exception with its stack trace on stderr and clears
 * it: true when nothing is pending after. */
JNIEXPORT jboolean JNICALL Java_JniExceptions_describe(JNIEnv *env, jclass cls) {
    (void)cls;
    jclass thrown = (*env)->FindClass(env, "java/lang/IllegalStateException");
    if (thrown == NULL) {
        return JNI_FALSE;
    }
    (*env)->ThrowNew(env, thrown, "described by ExceptionDescribe");
    (*env)->ExceptionDescribe(env);
    return !(*env)->ExceptionCheck(env);
}

JNIEXPORT void JNICALL Java_JniExceptions_missingMethod(JNIEnv *env, jclass cls) {
    (*env)->GetMethodID(env, cls, "nosuch", "()V");
}

/* A method that exists, but is static: GetMethodID finds no instance method of that name. */
JNIEXPORT void JNICALL Java_JniExceptions_staticAsInstance(JNIEnv *env, jclass cls) {
    (*env)->GetMethodID(env, cls, "fail", "(I)V");
}

JNIEXPORT void JNICALL Java_JniExceptions_missingStaticMethod(JNIEnv *env, jclass cls) {
    (*env)->GetStaticMethodID(env, cls, "fail", "(J)V");
}

JNIEXPORT void JNICALL Java_JniExceptions_missingClass(JNIEnv *env, jclass cls) {
    (void)cls;
    (*env)->FindClass(env, "nosuch/Missing");
}
