/* Hex dumps of bytes and UTF-16 units as Java strings (wwjnitest.h): how natives show the
 * exact encoding they received. */
#include "wwjnitest.h"

#include <stdio.h>
#include <stdlib.h>

static jstring hex_string(JNIEnv *env, const void *data, size_t count, int digits) {
    /* Each item takes its digits and a separating space; the last space becomes the NUL. */
    char *text = malloc(count * (size_t)(digits + 1) + 1);
    if (text == NULL) {
        return NULL;
    }
    char *at = text;
    *at = '\0';
    for (size_t i = 0; i < count; i++) {
        unsigned value = digits == 2 ? ((const unsigned char *)data)[i] : ((const jchar *)data)[i];
        at += sprintf(at, i == 0 ? "%0*x" : " %0*x", digits, value);
    }
    jstring result = (*env)->NewStringUTF(env, text);
    free(text);
    return result;
}

jstring wwjt_hex_bytes(JNIEnv *env, const unsigned char *bytes, size_t count) {
    return hex_string(env, bytes, count, 2);
}

jstring wwjt_hex_units(JNIEnv *env, const jchar *units, size_t count) {
    return hex_string(env, units, count, 4);
}
