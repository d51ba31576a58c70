/* Natives of tests/guest/jni/JniArrays.java: arrays both ways. New<Type>Array and
 * Set<Type>ArrayRegion for all eight primitive types, Get/Release<Type>ArrayElements with each
 * release mode, Get<Type>ArrayRegion (also out of range), object arrays, and the critical pair.
 * Type codes, as in the test: 0 boolean, 1 byte, 2 char, 3 short, 4 int, 5 long, 6 float,
 * 7 double. */
#include "wwjnitest.h"

#define MAX_REGION 64

/* One C buffer for a region of any of the eight types. */
union region {
    jboolean z[MAX_REGION];
    jbyte b[MAX_REGION];
    jchar c[MAX_REGION];
    jshort s[MAX_REGION];
    jint i[MAX_REGION];
    jlong j[MAX_REGION];
    jfloat f[MAX_REGION];
    jdouble d[MAX_REGION];
};

/* A new array of the type, element i set (through one region write) to a value of that type
 * chosen to reach its extremes within a few elements. */
JNIEXPORT jobject JNICALL Java_JniArrays_make(JNIEnv *env, jclass cls, jint type, jint len) {
    (void)cls;
    union region r;
    if (len < 0 || len > MAX_REGION) {
        return NULL;
    }
    switch (type) {
    case 0: {
        jbooleanArray a = (*env)->NewBooleanArray(env, len);
        for (jint k = 0; k < len; k++) r.z[k] = k % 3 == 0 ? JNI_TRUE : JNI_FALSE;
        if (a != NULL) (*env)->SetBooleanArrayRegion(env, a, 0, len, r.z);
        return a;
    }
    case 1: {
        jbyteArray a = (*env)->NewByteArray(env, len);
        for (jint k = 0; k < len; k++) r.b[k] = (jbyte)(125 + k);
        if (a != NULL) (*env)->SetByteArrayRegion(env, a, 0, len, r.b);
        return a;
    }
    case 2: {
        jcharArray a = (*env)->NewCharArray(env, len);
        for (jint k = 0; k < len; k++) r.c[k] = (jchar)(0xfffe + k);
        if (a != NULL) (*env)->SetCharArrayRegion(env, a, 0, len, r.c);
        return a;
    }
    case 3: {
        jshortArray a = (*env)->NewShortArray(env, len);
        for (jint k = 0; k < len; k++) r.s[k] = (jshort)(32766 + k);
        if (a != NULL) (*env)->SetShortArrayRegion(env, a, 0, len, r.s);
        return a;
    }
    case 4: {
        jintArray a = (*env)->NewIntArray(env, len);
        for (jint k = 0; k < len; k++) r.i[k] = (jint)(0x7ffffffeu + (unsigned)k);
        if (a != NULL) (*env)->SetIntArrayRegion(env, a, 0, len, r.i);
        return a;
    }
    case 5: {
        jlongArray a = (*env)->NewLongArray(env, len);
        for (jint k = 0; k < len; k++) r.j[k] = (jlong)((unsigned long long)k << 62);
        if (a != NULL) (*env)->SetLongArrayRegion(env, a, 0, len, r.j);
        return a;
    }
    case 6: {
        jfloatArray a = (*env)->NewFloatArray(env, len);
        for (jint k = 0; k < len; k++) r.f[k] = k * 0.5f - 1.0f;
        if (a != NULL) (*env)->SetFloatArrayRegion(env, a, 0, len, r.f);
        return a;
    }
    default: {
        jdoubleArray a = (*env)->NewDoubleArray(env, len);
        for (jint k = 0; k < len; k++) r.d[k] = k / 4.0 - 0.5;
        if (a != NULL) (*env)->SetDoubleArrayRegion(env, a, 0, len, r.d);
        return a;
    }
    }
}

JNIEXPORT jint JNICALL Java_JniArrays_length(JNIEnv *env, jclass cls, jarray array) {
    (void)cls;
    return (*env)->GetArrayLength(env, array);
}

/* Get<Type>ArrayElements, every element changed, released with mode 0 (written back). */
#define CHANGE_ELEMENTS(Type, jtype, jarraytype, change)                                  \
    do {                                                                                  \
        jtype *e = (*env)->Get##Type##ArrayElements(env, (jarraytype)array, NULL);        \
        if (e == NULL) {                                                                  \
            return;                                                                       \
        }                                                                                 \
        for (jsize k = 0; k < n; k++) {                                                   \
            jtype v = e[k];                                                               \
            e[k] = (jtype)(change);                                                       \
        }                                                                                 \
        (*env)->Release##Type##ArrayElements(env, (jarraytype)array, e, 0);               \
    } while (0)

JNIEXPORT void JNICALL Java_JniArrays_change(JNIEnv *env, jclass cls, jarray array, jint type) {
    (void)cls;
    jsize n = (*env)->GetArrayLength(env, array);
    switch (type) {
    case 0: CHANGE_ELEMENTS(Boolean, jboolean, jbooleanArray, !v); break;
    case 1: CHANGE_ELEMENTS(Byte, jbyte, jbyteArray, v + 1); break;
    case 2: CHANGE_ELEMENTS(Char, jchar, jcharArray, v + 1); break;
    case 3: CHANGE_ELEMENTS(Short, jshort, jshortArray, v + 1); break;
    case 4: CHANGE_ELEMENTS(Int, jint, jintArray, (unsigned)v + 1u); break;
    case 5: CHANGE_ELEMENTS(Long, jlong, jlongArray, (unsigned long long)v + 1u); break;
    case 6: CHANGE_ELEMENTS(Float, jfloat, jfloatArray, v * 2); break;
    default: CHANGE_ELEMENTS(Double, jdouble, jdoubleArray, -v); break;
    }
}

/* The release modes on an int[]: which writes reach the Java array.
 * 0: write, release with 0 (copied back, buffer freed);
 * 1: write, release with JNI_COMMIT (copied back, buffer kept), write again, release with
 *    JNI_ABORT (not copied back, freed);
 * 2: write, release with JNI_ABORT. */
JNIEXPORT void JNICALL Java_JniArrays_releaseModes(JNIEnv *env, jclass cls, jintArray array, jint how) {
    (void)cls;
    jint *e = (*env)->GetIntArrayElements(env, array, NULL);
    if (e == NULL) {
        return;
    }
    switch (how) {
    case 0:
        e[0] = 10;
        (*env)->ReleaseIntArrayElements(env, array, e, 0);
        break;
    case 1:
        e[0] = 20;
        (*env)->ReleaseIntArrayElements(env, array, e, JNI_COMMIT);
        e[1] = 21;
        (*env)->ReleaseIntArrayElements(env, array, e, JNI_ABORT);
        break;
    default:
        e[0] = 30;
        (*env)->ReleaseIntArrayElements(env, array, e, JNI_ABORT);
        break;
    }
}

/* Get<Type>ArrayRegion, reversed in C, Set<Type>ArrayRegion back. A region outside the array
 * leaves ArrayIndexOutOfBoundsException pending; C returns at once and Java sees it. */
#define REVERSE_REGION(Type, jarraytype, field)                                           \
    do {                                                                                  \
        (*env)->Get##Type##ArrayRegion(env, (jarraytype)array, start, len, r.field);      \
        if ((*env)->ExceptionCheck(env)) {                                                \
            return;                                                                       \
        }                                                                                 \
        for (jint lo = 0, hi = len - 1; lo < hi; lo++, hi--) {                            \
            r2.field[lo] = r.field[hi];                                                   \
            r2.field[hi] = r.field[lo];                                                   \
        }                                                                                 \
        if (len % 2 == 1) {                                                               \
            r2.field[len / 2] = r.field[len / 2];                                         \
        }                                                                                 \
        (*env)->Set##Type##ArrayRegion(env, (jarraytype)array, start, len, r2.field);     \
    } while (0)

JNIEXPORT void JNICALL Java_JniArrays_reverseRegion(JNIEnv *env, jclass cls, jarray array, jint type,
                                                    jint start, jint len) {
    (void)cls;
    union region r, r2;
    if (len > MAX_REGION) {
        return; /* the test's regions are short; the VM checks every other bound */
    }
    switch (type) {
    case 0: REVERSE_REGION(Boolean, jbooleanArray, z); break;
    case 1: REVERSE_REGION(Byte, jbyteArray, b); break;
    case 2: REVERSE_REGION(Char, jcharArray, c); break;
    case 3: REVERSE_REGION(Short, jshortArray, s); break;
    case 4: REVERSE_REGION(Int, jintArray, i); break;
    case 5: REVERSE_REGION(Long, jlongArray, j); break;
    case 6: REVERSE_REGION(Float, jfloatArray, f); break;
    default: REVERSE_REGION(Double, jdoubleArray, d); break;
    }
}

/* Set<Type>ArrayRegion alone, writing -1s: for a region that starts before the array. */
JNIEXPORT void JNICALL Java_JniArrays_fillRegion(JNIEnv *env, jclass cls, jlongArray array, jint start, jint len) {
    (void)cls;
    jlong minus_ones[MAX_REGION];
    if (len > MAX_REGION) {
        return;
    }
    for (int k = 0; k < MAX_REGION; k++) {
        minus_ones[k] = -1;
    }
    (*env)->SetLongArrayRegion(env, array, start, len, minus_ones);
}

/* NewObjectArray of Strings, every element the initial one, then the odd ones replaced. */
JNIEXPORT jobjectArray JNICALL Java_JniArrays_strings(JNIEnv *env, jclass cls, jint n, jstring initial) {
    (void)cls;
    jclass string_class = (*env)->FindClass(env, "java/lang/String");
    if (string_class == NULL) {
        return NULL;
    }
    jobjectArray a = (*env)->NewObjectArray(env, n, string_class, initial);
    if (a == NULL) {
        return NULL;
    }
    for (jint k = 1; k < n; k += 2) {
        char text[16] = {'o', 'd', 'd', (char)('0' + k % 10), '\0'};
        jstring s = (*env)->NewStringUTF(env, text);
        if (s == NULL) {
            return NULL;
        }
        (*env)->SetObjectArrayElement(env, a, k, s);
        (*env)->DeleteLocalRef(env, s);
    }
    return a;
}

/* An int[rows][cols] built in C: an object array whose element class is "[I". */
JNIEXPORT jobjectArray JNICALL Java_JniArrays_matrix(JNIEnv *env, jclass cls, jint rows, jint cols) {
    (void)cls;
    jclass row_class = (*env)->FindClass(env, "[I");
    if (row_class == NULL || cols > MAX_REGION) {
        return NULL;
    }
    jobjectArray m = (*env)->NewObjectArray(env, rows, row_class, NULL);
    if (m == NULL) {
        return NULL;
    }
    jint values[MAX_REGION];
    for (jint i = 0; i < rows; i++) {
        jintArray row = (*env)->NewIntArray(env, cols);
        if (row == NULL) {
            return NULL;
        }
        for (jint j = 0; j < cols; j++) {
            values[j] = 10 * i + j;
        }
        (*env)->SetIntArrayRegion(env, row, 0, cols, values);
        (*env)->SetObjectArrayElement(env, m, i, row);
        (*env)->DeleteLocalRef(env, row);
    }
    return m;
}

/* GetObjectArrayElement; an index outside the array leaves the exception pending. */
JNIEXPORT jobject JNICALL Java_JniArrays_element(JNIEnv *env, jclass cls, jobjectArray a, jint i) {
    (void)cls;
    return (*env)->GetObjectArrayElement(env, a, i);
}

JNIEXPORT void JNICALL Java_JniArrays_setElement(JNIEnv *env, jclass cls, jobjectArray a, jint i, jobject v) {
    (void)cls;
    (*env)->SetObjectArrayElement(env, a, i, v);
}

/* The critical pair: no JNI call in between. Each element doubled (written back by mode 0),
 * the sum of the old values returned. */
JNIEXPORT jlong JNICALL Java_JniArrays_criticalInts(JNIEnv *env, jclass cls, jintArray array) {
    (void)cls;
    jsize n = (*env)->GetArrayLength(env, array);
    jint *e = (*env)->GetPrimitiveArrayCritical(env, array, NULL);
    if (e == NULL) {
        return -1;
    }
    jlong sum = 0;
    for (jsize k = 0; k < n; k++) {
        sum += e[k];
        e[k] = (jint)(2u * (unsigned)e[k]);
    }
    (*env)->ReleasePrimitiveArrayCritical(env, array, e, 0);
    return sum;
}

JNIEXPORT jdouble JNICALL Java_JniArrays_criticalDoubles(JNIEnv *env, jclass cls, jdoubleArray array) {
    (void)cls;
    jsize n = (*env)->GetArrayLength(env, array);
    jdouble *e = (*env)->GetPrimitiveArrayCritical(env, array, NULL);
    if (e == NULL) {
        return -1;
    }
    jdouble sum = 0;
    for (jsize k = 0; k < n; k++) {
        sum += e[k];
        e[k] = e[k] * e[k];
    }
    (*env)->ReleasePrimitiveArrayCritical(env, array, e, 0);
    return sum;
}
