/* What the files of the JNI test library share: the VM handed to JNI_OnLoad, for the natives
 * of JniLoading that check GetJavaVM and GetEnv against it, and small text helpers for natives
 * that return what they saw as a Java string (printed by the test, compared with the JDK). */
#ifndef WWJNITEST_H
#define WWJNITEST_H

#include <jni.h>
#include <stddef.h>

/* Set by JNI_OnLoad (onload.c). */
extern JavaVM *wwjt_loaded_vm;
extern int wwjt_onload_calls;

/* "61 62 c3 a9": each byte in two lowercase hex digits, separated by spaces, as a new Java
 * string (NULL when memory runs out). */
jstring wwjt_hex_bytes(JNIEnv *env, const unsigned char *bytes, size_t count);

/* "0061 00e9 d83d": the same for UTF-16 units, four digits each. */
jstring wwjt_hex_units(JNIEnv *env, const jchar *units, size_t count);

#endif
