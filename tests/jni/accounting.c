/* Natives of tests/guest/jni/JniAccounting.java: C code that allocates through JNI, calls back
 * into Java and spends time, so that the test can see what wwvm charges the calling thread. */
#define _POSIX_C_SOURCE 199309L /* clock_gettime in strict C11 */
#include <time.h>

#include "wwjnitest.h"

/* `count` int[100] arrays, each dropped at once. */
JNIEXPORT void JNICALL Java_JniAccounting_makeIntArrays(JNIEnv *env, jclass cls, jint count) {
    (void)cls;
    for (jint i = 0; i < count; i++) {
        jintArray a = (*env)->NewIntArray(env, 100);
        if (a == NULL) {
            return;
        }
        (*env)->DeleteLocalRef(env, a);
    }
}

/* new JniAccounting.Point(x, y) through NewObject. */
JNIEXPORT jobject JNICALL Java_JniAccounting_makePoint(JNIEnv *env, jclass cls, jint x, jint y) {
    (void)cls;
    jclass point = (*env)->FindClass(env, "JniAccounting$Point");
    if (point == NULL) {
        return NULL;
    }
    jmethodID init = (*env)->GetMethodID(env, point, "<init>", "(II)V");
    if (init == NULL) {
        return NULL;
    }
    return (*env)->NewObject(env, point, init, x, y);
}

/* Calls JniAccounting.twice(i) `times` times and adds the results. */
JNIEXPORT jint JNICALL Java_JniAccounting_callTwice(JNIEnv *env, jclass cls, jint times) {
    jmethodID twice = (*env)->GetStaticMethodID(env, cls, "twice", "(I)I");
    if (twice == NULL) {
        return -1;
    }
    jint sum = 0;
    for (jint i = 0; i < times; i++) {
        sum += (*env)->CallStaticIntMethod(env, cls, twice, i);
    }
    return sum;
}

/* Spins (no sleeping: the thread stays busy) for `millis` milliseconds of wall time. */
JNIEXPORT void JNICALL Java_JniAccounting_spin(JNIEnv *env, jclass cls, jint millis) {
    (void)env;
    (void)cls;
    struct timespec start, now;
    clock_gettime(CLOCK_MONOTONIC, &start);
    do {
        clock_gettime(CLOCK_MONOTONIC, &now);
    } while ((now.tv_sec - start.tv_sec) * 1000000000L + (now.tv_nsec - start.tv_nsec) < millis * 1000000L);
}
