/* Natives of tests/guest/jni/JniGlobalRefs.java: global references kept in C statics across
 * many allocations and collections (the test runs on wwvm under -Xgc:stress, where every
 * allocation moves every object), then used: the objects must still be the same ones, with
 * their contents. A cached jclass and jmethodID are used after the collections too. */
#include "wwjnitest.h"

static jintArray kept_array;
static jstring kept_string;
static jclass string_class;
static jmethodID string_length;

JNIEXPORT jboolean JNICALL Java_JniGlobalRefs_keep(JNIEnv *env, jclass cls, jintArray array, jstring s) {
    (void)cls;
    jclass local_class = (*env)->FindClass(env, "java/lang/String");
    if (local_class == NULL) {
        return JNI_FALSE;
    }
    kept_array = (*env)->NewGlobalRef(env, array);
    kept_string = (*env)->NewGlobalRef(env, s);
    string_class = (*env)->NewGlobalRef(env, local_class);
    (*env)->DeleteLocalRef(env, local_class);
    string_length = (*env)->GetMethodID(env, string_class, "length", "()I");
    return kept_array != NULL && kept_string != NULL && string_class != NULL && string_length != NULL;
}

/* The kept array as a new local reference. */
JNIEXPORT jintArray JNICALL Java_JniGlobalRefs_keptArray(JNIEnv *env, jclass cls) {
    (void)cls;
    return (*env)->NewLocalRef(env, kept_array);
}

/* The kept string returned through its global reference itself, which a native may do. */
JNIEXPORT jstring JNICALL Java_JniGlobalRefs_keptString(JNIEnv *env, jclass cls) {
    (void)env; (void)cls;
    return kept_string;
}

/* The elements of the kept array, read through the global reference. */
JNIEXPORT jlong JNICALL Java_JniGlobalRefs_sumKept(JNIEnv *env, jclass cls) {
    (void)cls;
    jint values[256];
    jsize n = (*env)->GetArrayLength(env, kept_array);
    if (n > 256) {
        return -1;
    }
    (*env)->GetIntArrayRegion(env, kept_array, 0, n, values);
    jlong sum = 0;
    for (jsize i = 0; i < n; i++) {
        sum += values[i];
    }
    return sum;
}

/* String.length() of the kept string through the cached class and method. */
JNIEXPORT jint JNICALL Java_JniGlobalRefs_keptLength(JNIEnv *env, jclass cls) {
    (void)cls;
    if (!(*env)->IsInstanceOf(env, kept_string, string_class)) {
        return -1;
    }
    return (*env)->CallIntMethod(env, kept_string, string_length);
}

JNIEXPORT jboolean JNICALL Java_JniGlobalRefs_isKept(JNIEnv *env, jclass cls, jobject o) {
    (void)cls;
    return (*env)->IsSameObject(env, o, kept_array) || (*env)->IsSameObject(env, o, kept_string);
}

JNIEXPORT void JNICALL Java_JniGlobalRefs_release(JNIEnv *env, jclass cls) {
    (void)cls;
    (*env)->DeleteGlobalRef(env, kept_array);
    (*env)->DeleteGlobalRef(env, kept_string);
    (*env)->DeleteGlobalRef(env, string_class);
    kept_array = NULL;
    kept_string = NULL;
    string_class = NULL;
}
