/* Natives of tests/guest/jni/JniLoading.java and JniSystemLoad.java: binding by short and long
 * JNI names (overloads, '_' in a method name, a nested class, a non-ASCII name), GetVersion,
 * GetJavaVM and GetEnv. The registered native is in onload.c. */
#include "wwjnitest.h"

#include <stdio.h>

/* Three overloads of JniLoading.over: only the long names (with the mangled argument
 * descriptors) tell them apart. */

JNIEXPORT jstring JNICALL Java_JniLoading_over__I(JNIEnv *env, jclass cls, jint x) {
    (void)cls;
    char text[64];
    snprintf(text, sizeof text, "over(int %d)", (int)x);
    return (*env)->NewStringUTF(env, text);
}

JNIEXPORT jstring JNICALL Java_JniLoading_over__ILjava_lang_String_2(JNIEnv *env, jclass cls, jint x, jstring s) {
    (void)cls;
    const char *utf = (*env)->GetStringUTFChars(env, s, NULL);
    if (utf == NULL) {
        return NULL;
    }
    char text[128];
    snprintf(text, sizeof text, "over(int %d, String %s)", (int)x, utf);
    (*env)->ReleaseStringUTFChars(env, s, utf);
    return (*env)->NewStringUTF(env, text);
}

JNIEXPORT jstring JNICALL Java_JniLoading_over___3Ljava_lang_String_2(JNIEnv *env, jclass cls, jobjectArray a) {
    (void)cls;
    char text[64];
    snprintf(text, sizeof text, "over(String[] of %d)", (int)(*env)->GetArrayLength(env, a));
    return (*env)->NewStringUTF(env, text);
}

/* under_score: '_' in a Java name is "_1" in C. */
JNIEXPORT jint JNICALL Java_JniLoading_under_1score(JNIEnv *env, jclass cls, jint x) {
    (void)env; (void)cls;
    return x + 1;
}

/* JniLoading$Inner.nested: '$' is "_00024". */
JNIEXPORT jint JNICALL Java_JniLoading_00024Inner_nested(JNIEnv *env, jclass cls) {
    (void)env; (void)cls;
    return 7;
}

/* café: a character outside ASCII is "_0" and four lowercase hex digits. */
JNIEXPORT jint JNICALL Java_JniLoading_caf_000e9(JNIEnv *env, jclass cls) {
    (void)env; (void)cls;
    return 233;
}

JNIEXPORT jint JNICALL Java_JniLoading_version(JNIEnv *env, jclass cls) {
    (void)cls;
    return (*env)->GetVersion(env);
}

/* GetJavaVM gives the VM JNI_OnLoad received; GetEnv on it gives this thread's JNIEnv back
 * for a supported version and JNI_EVERSION for one no VM knows. */
JNIEXPORT jstring JNICALL Java_JniLoading_vmAndEnv(JNIEnv *env, jclass cls) {
    (void)cls;
    JavaVM *vm = NULL;
    jint got_vm = (*env)->GetJavaVM(env, &vm);
    JNIEnv *again = NULL;
    jint got_env = vm == NULL ? -100 : (*vm)->GetEnv(vm, (void **)&again, JNI_VERSION_1_8);
    void *unused = NULL;
    jint bad_version = vm == NULL ? -100 : (*vm)->GetEnv(vm, &unused, 0x7fff0000);
    char text[200];
    snprintf(text, sizeof text,
             "GetJavaVM %d, the VM of JNI_OnLoad %s; GetEnv %d, the same JNIEnv %s; "
             "GetEnv of an unknown version %d",
             (int)got_vm, vm == wwjt_loaded_vm ? "true" : "false", (int)got_env,
             again == env ? "true" : "false", (int)bad_version);
    return (*env)->NewStringUTF(env, text);
}

JNIEXPORT jint JNICALL Java_JniLoading_onLoadCalls(JNIEnv *env, jclass cls) {
    (void)env; (void)cls;
    return wwjt_onload_calls;
}

JNIEXPORT jint JNICALL Java_JniSystemLoad_onLoadCalls(JNIEnv *env, jclass cls) {
    (void)env; (void)cls;
    return wwjt_onload_calls;
}
