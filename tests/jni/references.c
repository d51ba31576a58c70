/* Natives of tests/guest/jni/JniReferences.java: local references made and deleted by the
 * hundred thousand, frames of them (PushLocalFrame/PopLocalFrame passing a result out),
 * EnsureLocalCapacity, weak global references, GetObjectRefType, and monitors entered and left
 * from C. */
#include "wwjnitest.h"

/* NewLocalRef and DeleteLocalRef n times: without the deletes the table would grow by n. */
JNIEXPORT jint JNICALL Java_JniReferences_localLoop(JNIEnv *env, jclass cls, jobject o, jint n) {
    (void)cls;
    jint same = 0;
    for (jint i = 0; i < n; i++) {
        jobject r = (*env)->NewLocalRef(env, o);
        if (r == NULL) {
            return -1;
        }
        same += (*env)->IsSameObject(env, r, o);
        (*env)->DeleteLocalRef(env, r);
    }
    return same;
}

/* EnsureLocalCapacity(n), then n live local references at once, all checked. */
JNIEXPORT jint JNICALL Java_JniReferences_manyLive(JNIEnv *env, jclass cls, jobject o, jint n) {
    (void)cls;
    if ((*env)->EnsureLocalCapacity(env, n) != 0) {
        return -1;
    }
    jobject refs[2000];
    if (n > 2000) {
        return -2;
    }
    for (jint i = 0; i < n; i++) {
        refs[i] = (*env)->NewLocalRef(env, o);
    }
    jint same = 0;
    for (jint i = 0; i < n; i++) {
        same += refs[i] != NULL && (*env)->IsSameObject(env, refs[i], o);
    }
    return same;
}

/* depth nested frames, a string made in the innermost; each PopLocalFrame passes it out to
 * the frame around, where it is a new local reference. */
JNIEXPORT jstring JNICALL Java_JniReferences_throughFrames(JNIEnv *env, jclass cls, jint depth) {
    (void)cls;
    for (jint i = 0; i < depth; i++) {
        if ((*env)->PushLocalFrame(env, 4) != 0) {
            return NULL;
        }
    }
    jobject result = (*env)->NewStringUTF(env, "made in the innermost frame");
    for (jint i = 0; i < depth; i++) {
        result = (*env)->PopLocalFrame(env, result);
    }
    return result;
}

/* Frames pushed and popped in a loop, each filled with references: popping frees them. The
 * PopLocalFrame(NULL) results are all NULL. */
JNIEXPORT jint JNICALL Java_JniReferences_frameLoop(JNIEnv *env, jclass cls, jobject o, jint n) {
    (void)cls;
    jint nulls = 0;
    for (jint i = 0; i < n; i++) {
        if ((*env)->PushLocalFrame(env, 16) != 0) {
            return -1;
        }
        for (int k = 0; k < 16; k++) {
            (*env)->NewLocalRef(env, o);
        }
        nulls += (*env)->PopLocalFrame(env, NULL) == NULL;
    }
    return nulls;
}

/* GetObjectRefType of a local, a global and a weak global reference to o. */
JNIEXPORT jintArray JNICALL Java_JniReferences_refTypes(JNIEnv *env, jclass cls, jobject o) {
    (void)cls;
    jobject global = (*env)->NewGlobalRef(env, o);
    jweak weak = (*env)->NewWeakGlobalRef(env, o);
    jint types[3] = {
        (jint)(*env)->GetObjectRefType(env, o),
        (jint)(*env)->GetObjectRefType(env, global),
        (jint)(*env)->GetObjectRefType(env, weak),
    };
    (*env)->DeleteGlobalRef(env, global);
    (*env)->DeleteWeakGlobalRef(env, weak);
    jintArray result = (*env)->NewIntArray(env, 3);
    if (result != NULL) {
        (*env)->SetIntArrayRegion(env, result, 0, 3, types);
    }
    return result;
}

/* One weak global reference at a time. */
static jweak weak;

JNIEXPORT void JNICALL Java_JniReferences_weakKeep(JNIEnv *env, jclass cls, jobject o) {
    (void)cls;
    weak = (*env)->NewWeakGlobalRef(env, o);
}

/* A weak reference to a string nothing else refers to: the next collection clears it. */
JNIEXPORT void JNICALL Java_JniReferences_weakKeepGarbage(JNIEnv *env, jclass cls) {
    (void)cls;
    jstring s = (*env)->NewStringUTF(env, "garbage soon");
    weak = (*env)->NewWeakGlobalRef(env, s);
    (*env)->DeleteLocalRef(env, s);
}

JNIEXPORT jboolean JNICALL Java_JniReferences_weakIs(JNIEnv *env, jclass cls, jobject o) {
    (void)cls;
    return (*env)->IsSameObject(env, weak, o);
}

/* A strong local reference to the referent, or NULL once it was collected. */
JNIEXPORT jobject JNICALL Java_JniReferences_weakGet(JNIEnv *env, jclass cls) {
    (void)cls;
    return (*env)->NewLocalRef(env, weak);
}

JNIEXPORT void JNICALL Java_JniReferences_weakDelete(JNIEnv *env, jclass cls) {
    (void)cls;
    (*env)->DeleteWeakGlobalRef(env, weak);
    weak = NULL;
}

/* Calls JniReferences.holds(lock): whether Java sees this thread owning the monitor. */
static jboolean java_sees_held(JNIEnv *env, jclass cls, jobject lock) {
    jmethodID holds = (*env)->GetStaticMethodID(env, cls, "holds", "(Ljava/lang/Object;)Z");
    if (holds == NULL) {
        return JNI_FALSE;
    }
    jboolean held = (*env)->CallStaticBooleanMethod(env, cls, holds, lock);
    return !(*env)->ExceptionCheck(env) && held;
}

/* MonitorEnter twice (monitors are reentrant), then MonitorExit twice; what Java sees after
 * each step, in a boolean[]: held, held, held, free. */
JNIEXPORT jbooleanArray JNICALL Java_JniReferences_monitors(JNIEnv *env, jclass cls, jobject lock) {
    jboolean seen[4];
    if ((*env)->MonitorEnter(env, lock) != JNI_OK) {
        return NULL;
    }
    seen[0] = java_sees_held(env, cls, lock);
    (*env)->MonitorEnter(env, lock);
    seen[1] = java_sees_held(env, cls, lock);
    (*env)->MonitorExit(env, lock);
    seen[2] = java_sees_held(env, cls, lock);
    (*env)->MonitorExit(env, lock);
    seen[3] = java_sees_held(env, cls, lock);
    jbooleanArray result = (*env)->NewBooleanArray(env, 4);
    if (result != NULL) {
        (*env)->SetBooleanArrayRegion(env, result, 0, 4, seen);
    }
    return result;
}

/* MonitorExit of a monitor this thread does not own: IllegalMonitorStateException pending. */
JNIEXPORT void JNICALL Java_JniReferences_exitUnowned(JNIEnv *env, jclass cls, jobject lock) {
    (void)cls;
    (*env)->MonitorExit(env, lock);
}
