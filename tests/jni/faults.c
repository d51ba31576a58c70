/* Natives of tests/guest/jni/JniFatal*.java: native code that stops the VM through FatalError,
 * or calls a JNI function wwvm does not implement (which must stop it the same way, naming the
 * function, never jump through a null pointer). */
#include "wwjnitest.h"

JNIEXPORT void JNICALL Java_JniFatalError_fail(JNIEnv *env, jclass cls) {
    (void)cls;
    (*env)->FatalError(env, "the test library gives up");
}

/* DefineClass is one of the functions wwvm leaves out. */
JNIEXPORT jclass JNICALL Java_JniFatalMissing_define(JNIEnv *env, jclass cls) {
    (void)cls;
    static const jbyte nothing[1] = {0};
    return (*env)->DefineClass(env, "Nothing", NULL, nothing, 1);
}
