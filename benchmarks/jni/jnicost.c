/* The native side of JniCallCost: functions as trivial as a call can be, so
 * that what JniCallCost times is the path of a JNI call itself. */
#include <jni.h>
#include <string.h>

/* float -> its bits: what wwvm's built-in Float.floatToRawIntBits does. */
JNIEXPORT jint JNICALL Java_JniCallCost_rawBits(JNIEnv* env, jclass cls, jfloat value) {
  (void)env;
  (void)cls;
  jint bits;
  memcpy(&bits, &value, sizeof bits);
  return bits;
}

/* No arguments, no result. */
JNIEXPORT void JNICALL Java_JniCallCost_nothing(JNIEnv* env, jclass cls) {
  (void)env;
  (void)cls;
}
