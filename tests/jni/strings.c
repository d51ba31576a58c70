/* Natives of tests/guest/jni/JniStrings.java: strings both ways, in modified UTF-8 and in
 * UTF-16, through every string function of JNI; C returns hex dumps of what it received so the
 * test shows the exact encoding (a NUL as c0 80, a supplementary character as two 3-byte
 * surrogates). */
#include "wwjnitest.h"

#include <stdlib.h>
#include <string.h>

/* Modified UTF-8 written out by hand: "café 中", U+1F600 as its two surrogates, and a NUL in
 * its two-byte form (the string literal is split where a hex escape would swallow a letter). */
static const char *const utf_samples[] = {
    "plain ASCII",
    "caf\xc3\xa9 \xe4\xb8\xad",
    "smile \xed\xa0\xbd\xed\xb8\x80!",
    "a\xc0\x80" "b",
    "",
};

JNIEXPORT jstring JNICALL Java_JniStrings_fromUtf(JNIEnv *env, jclass cls, jint which) {
    (void)cls;
    return (*env)->NewStringUTF(env, utf_samples[which]);
}

static const jchar units_hi[] = {'h', 'i'};
static const jchar units_bmp[] = {0x00e9, 0x4e2d, 0xffff};
static const jchar units_pair[] = {0xd83d, 0xde00};
static const jchar units_nul[] = {'x', 0, 'y'};

JNIEXPORT jstring JNICALL Java_JniStrings_fromUnits(JNIEnv *env, jclass cls, jint which) {
    (void)cls;
    switch (which) {
    case 0: return (*env)->NewString(env, units_hi, 2);
    case 1: return (*env)->NewString(env, units_bmp, 3);
    case 2: return (*env)->NewString(env, units_pair, 2);
    case 3: return (*env)->NewString(env, units_nul, 3);
    default: return (*env)->NewString(env, units_hi, 0);
    }
}

JNIEXPORT jint JNICALL Java_JniStrings_length(JNIEnv *env, jclass cls, jstring s) {
    (void)cls;
    return (*env)->GetStringLength(env, s);
}

JNIEXPORT jint JNICALL Java_JniStrings_utfLength(JNIEnv *env, jclass cls, jstring s) {
    (void)cls;
    return (*env)->GetStringUTFLength(env, s);
}

/* GetStringUTFChars: the bytes up to the terminating NUL, which modified UTF-8 never has
 * inside a string. */
JNIEXPORT jstring JNICALL Java_JniStrings_utfBytes(JNIEnv *env, jclass cls, jstring s) {
    (void)cls;
    jboolean is_copy;
    const char *utf = (*env)->GetStringUTFChars(env, s, &is_copy);
    if (utf == NULL) {
        return NULL;
    }
    size_t count = strlen(utf);
    jstring result = wwjt_hex_bytes(env, (const unsigned char *)utf, count);
    (*env)->ReleaseStringUTFChars(env, s, utf);
    return result;
}

/* GetStringChars: the UTF-16 units (not NUL-terminated: GetStringLength gives the count). */
JNIEXPORT jstring JNICALL Java_JniStrings_units(JNIEnv *env, jclass cls, jstring s) {
    (void)cls;
    jsize count = (*env)->GetStringLength(env, s);
    const jchar *units = (*env)->GetStringChars(env, s, NULL);
    if (units == NULL) {
        return NULL;
    }
    jstring result = wwjt_hex_units(env, units, (size_t)count);
    (*env)->ReleaseStringChars(env, s, units);
    return result;
}

/* GetStringRegion into a C buffer, then a new string of it; an out-of-range region leaves
 * StringIndexOutOfBoundsException pending, which the Java caller sees. */
JNIEXPORT jstring JNICALL Java_JniStrings_region(JNIEnv *env, jclass cls, jstring s, jint start, jint len) {
    (void)cls;
    jchar buffer[64];
    if (len > 64) {
        return NULL; /* the test's regions are short; the VM checks every other bound */
    }
    (*env)->GetStringRegion(env, s, start, len, buffer);
    if ((*env)->ExceptionCheck(env)) {
        return NULL;
    }
    return (*env)->NewString(env, buffer, len);
}

/* GetStringUTFRegion: the modified UTF-8 of units [start, start + len). The byte count is
 * worked out here from the units (1, 2 or 3 bytes each) instead of relying on a terminating
 * NUL, which the specification does not promise. */
JNIEXPORT jstring JNICALL Java_JniStrings_utfRegion(JNIEnv *env, jclass cls, jstring s, jint start, jint len) {
    (void)cls;
    jchar units[64];
    unsigned char bytes[3 * 64 + 1];
    if (len > 64) {
        return NULL;
    }
    (*env)->GetStringRegion(env, s, start, len, units);
    if ((*env)->ExceptionCheck(env)) {
        return NULL;
    }
    size_t count = 0;
    for (jint i = 0; i < len; i++) {
        count += units[i] != 0 && units[i] < 0x80 ? 1 : units[i] < 0x800 ? 2 : 3;
    }
    memset(bytes, 0xff, sizeof bytes);
    (*env)->GetStringUTFRegion(env, s, start, len, (char *)bytes);
    return wwjt_hex_bytes(env, bytes, count);
}

/* GetStringCritical: no JNI call may come between it and the release, so the units are only
 * copied out; the reversed string is made after. */
JNIEXPORT jstring JNICALL Java_JniStrings_reversed(JNIEnv *env, jclass cls, jstring s) {
    (void)cls;
    jsize count = (*env)->GetStringLength(env, s);
    jchar *copy = malloc(((size_t)count + 1) * sizeof(jchar));
    if (copy == NULL) {
        return NULL;
    }
    const jchar *units = (*env)->GetStringCritical(env, s, NULL);
    if (units == NULL) {
        free(copy);
        return NULL;
    }
    for (jsize i = 0; i < count; i++) {
        copy[count - 1 - i] = units[i];
    }
    (*env)->ReleaseStringCritical(env, s, units);
    jstring result = (*env)->NewString(env, copy, count);
    free(copy);
    return result;
}

/* Two strings through C as modified UTF-8 and back as one. */
JNIEXPORT jstring JNICALL Java_JniStrings_concat(JNIEnv *env, jclass cls, jstring a, jstring b) {
    (void)cls;
    const char *ua = (*env)->GetStringUTFChars(env, a, NULL);
    if (ua == NULL) {
        return NULL;
    }
    const char *ub = (*env)->GetStringUTFChars(env, b, NULL);
    if (ub == NULL) {
        (*env)->ReleaseStringUTFChars(env, a, ua);
        return NULL;
    }
    size_t na = strlen(ua), nb = strlen(ub);
    char *joined = malloc(na + nb + 1);
    jstring result = NULL;
    if (joined != NULL) {
        memcpy(joined, ua, na);
        memcpy(joined + na, ub, nb + 1);
        result = (*env)->NewStringUTF(env, joined);
        free(joined);
    }
    (*env)->ReleaseStringUTFChars(env, b, ub);
    (*env)->ReleaseStringUTFChars(env, a, ua);
    return result;
}

JNIEXPORT jboolean JNICALL Java_JniStrings_isNull(JNIEnv *env, jclass cls, jstring s) {
    (void)env; (void)cls;
    return s == NULL ? JNI_TRUE : JNI_FALSE;
}

JNIEXPORT jstring JNICALL Java_JniStrings_nullString(JNIEnv *env, jclass cls) {
    (void)env; (void)cls;
    return NULL;
}
