/* The library's load and unload hooks. JNI_OnLoad checks GetEnv, remembers the VM for
 * JniLoading's natives, and binds LdRegistered.sum (declared in JniLoading.java) with
 * RegisterNatives to a C function whose name is no JNI name at all: only the registration can
 * bind it. */
#include "wwjnitest.h"

JavaVM *wwjt_loaded_vm;
int wwjt_onload_calls;

/* LdRegistered.sum(int, int). */
static jint sum_registered(JNIEnv *env, jclass cls, jint a, jint b) {
    (void)env; (void)cls;
    return 100 * a + b;
}

JNIEXPORT jint JNICALL JNI_OnLoad(JavaVM *vm, void *reserved) {
    (void)reserved;
    JNIEnv *env;
    if ((*vm)->GetEnv(vm, (void **)&env, JNI_VERSION_1_8) != JNI_OK) {
        return JNI_ERR;
    }
    wwjt_loaded_vm = vm;
    wwjt_onload_calls++;
    /* Every test of tests/guest/jni loads this library, and all are compiled together, so
     * LdRegistered is always there; were it not, the library still loads (only JniLoading would
     * miss its registered native). LdRegistered has no static initialiser: finding it runs no
     * Java code, and in particular does not load this library again from within JNI_OnLoad. */
    jclass registered = (*env)->FindClass(env, "LdRegistered");
    if (registered == NULL) {
        (*env)->ExceptionClear(env);
        return JNI_VERSION_1_8;
    }
    JNINativeMethod methods[] = {
        {"sum", "(II)I", (void *)sum_registered},
    };
    jint status = (*env)->RegisterNatives(env, registered, methods, sizeof methods / sizeof methods[0]);
    (*env)->DeleteLocalRef(env, registered);
    return status == JNI_OK ? JNI_VERSION_1_8 : JNI_ERR;
}

/* The JDK calls this only when the class loader of the library is collected (never for the
 * application's loader), wwvm when the VM is destroyed: nothing here may print. */
JNIEXPORT void JNICALL JNI_OnUnload(JavaVM *vm, void *reserved) {
    (void)vm; (void)reserved;
    wwjt_loaded_vm = NULL;
}
