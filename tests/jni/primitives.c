/* Natives of tests/guest/jni/JniPrimitives.java: every primitive type crosses the boundary in
 * both directions. Each native does its conversion in C, so that a VM which passes a jbyte
 * without sign extension, a jchar with it, or a float in the wrong register shows a different
 * number than the JDK. */
#include <jni.h>

/* ---- echoes: the value comes back unchanged */

JNIEXPORT jboolean JNICALL Java_JniPrimitives_echoBoolean(JNIEnv *env, jclass cls, jboolean v) {
    (void)env; (void)cls;
    return v;
}

JNIEXPORT jbyte JNICALL Java_JniPrimitives_echoByte(JNIEnv *env, jclass cls, jbyte v) {
    (void)env; (void)cls;
    return v;
}

JNIEXPORT jchar JNICALL Java_JniPrimitives_echoChar(JNIEnv *env, jclass cls, jchar v) {
    (void)env; (void)cls;
    return v;
}

JNIEXPORT jshort JNICALL Java_JniPrimitives_echoShort(JNIEnv *env, jclass cls, jshort v) {
    (void)env; (void)cls;
    return v;
}

JNIEXPORT jint JNICALL Java_JniPrimitives_echoInt(JNIEnv *env, jclass cls, jint v) {
    (void)env; (void)cls;
    return v;
}

JNIEXPORT jlong JNICALL Java_JniPrimitives_echoLong(JNIEnv *env, jclass cls, jlong v) {
    (void)env; (void)cls;
    return v;
}

JNIEXPORT jfloat JNICALL Java_JniPrimitives_echoFloat(JNIEnv *env, jclass cls, jfloat v) {
    (void)env; (void)cls;
    return v;
}

JNIEXPORT jdouble JNICALL Java_JniPrimitives_echoDouble(JNIEnv *env, jclass cls, jdouble v) {
    (void)env; (void)cls;
    return v;
}

/* ---- widening in C: shows how C received the bits (signed or not) */

JNIEXPORT jint JNICALL Java_JniPrimitives_booleanToInt(JNIEnv *env, jclass cls, jboolean v) {
    (void)env; (void)cls;
    return (jint)v;
}

JNIEXPORT jint JNICALL Java_JniPrimitives_byteToInt(JNIEnv *env, jclass cls, jbyte v) {
    (void)env; (void)cls;
    return (jint)v;
}

JNIEXPORT jint JNICALL Java_JniPrimitives_charToInt(JNIEnv *env, jclass cls, jchar v) {
    (void)env; (void)cls;
    return (jint)v;
}

JNIEXPORT jint JNICALL Java_JniPrimitives_shortToInt(JNIEnv *env, jclass cls, jshort v) {
    (void)env; (void)cls;
    return (jint)v;
}

JNIEXPORT jdouble JNICALL Java_JniPrimitives_floatToDouble(JNIEnv *env, jclass cls, jfloat v) {
    (void)env; (void)cls;
    return (jdouble)v;
}

/* ---- narrowing in C: the caller must read only the returned type's bits */

JNIEXPORT jboolean JNICALL Java_JniPrimitives_intToBoolean(JNIEnv *env, jclass cls, jint v) {
    (void)env; (void)cls;
    return v != 0 ? JNI_TRUE : JNI_FALSE;
}

JNIEXPORT jbyte JNICALL Java_JniPrimitives_intToByte(JNIEnv *env, jclass cls, jint v) {
    (void)env; (void)cls;
    return (jbyte)v;
}

JNIEXPORT jchar JNICALL Java_JniPrimitives_intToChar(JNIEnv *env, jclass cls, jint v) {
    (void)env; (void)cls;
    return (jchar)v;
}

JNIEXPORT jshort JNICALL Java_JniPrimitives_intToShort(JNIEnv *env, jclass cls, jint v) {
    (void)env; (void)cls;
    return (jshort)v;
}

JNIEXPORT jfloat JNICALL Java_JniPrimitives_doubleToFloat(JNIEnv *env, jclass cls, jdouble v) {
    (void)env; (void)cls;
    return (jfloat)v;
}

/* ---- arithmetic of two arguments of one type */

JNIEXPORT jlong JNICALL Java_JniPrimitives_addLongs(JNIEnv *env, jclass cls, jlong a, jlong b) {
    (void)env; (void)cls;
    /* Wraps like Java's ladd; done unsigned because signed overflow is undefined in C. */
    return (jlong)((unsigned long long)a + (unsigned long long)b);
}

JNIEXPORT jfloat JNICALL Java_JniPrimitives_mulFloats(JNIEnv *env, jclass cls, jfloat a, jfloat b) {
    (void)env; (void)cls;
    return a * b;
}

JNIEXPORT jdouble JNICALL Java_JniPrimitives_divDoubles(JNIEnv *env, jclass cls, jdouble a, jdouble b) {
    (void)env; (void)cls;
    return a / b;
}

/* ---- instance natives: the receiver comes second */

JNIEXPORT jobject JNICALL Java_JniPrimitives_self(JNIEnv *env, jobject self) {
    (void)env;
    return self;
}

JNIEXPORT jint JNICALL Java_JniPrimitives_twice(JNIEnv *env, jobject self, jint v) {
    (void)env; (void)self;
    return 2 * v;
}

/* ---- void natives: a value stored by one call and read by the next */

static jlong stored_long;
static jint stored_int;

JNIEXPORT void JNICALL Java_JniPrimitives_store(JNIEnv *env, jclass cls, jlong v) {
    (void)env; (void)cls;
    stored_long = v;
}

JNIEXPORT jlong JNICALL Java_JniPrimitives_load(JNIEnv *env, jclass cls) {
    (void)env; (void)cls;
    return stored_long;
}

JNIEXPORT void JNICALL Java_JniPrimitives_storeInstance(JNIEnv *env, jobject self, jint v) {
    (void)env; (void)self;
    stored_int = v;
}

JNIEXPORT jint JNICALL Java_JniPrimitives_loadInstance(JNIEnv *env, jobject self) {
    (void)env; (void)self;
    return stored_int;
}

/* ---- many arguments: 12 integer-class arguments counting env and class (6 go in registers
 * on x86-64) and 11 floating ones (8 in registers), mixed, so the rest go on the C stack. Each
 * argument is kept as a double for manyArg() to return one by one: a swapped pair shows. */

static jdouble many_seen[21];

JNIEXPORT jint JNICALL Java_JniPrimitives_manyStatic(JNIEnv *env, jclass cls,
        jint a1, jlong a2, jfloat a3, jdouble a4, jbyte a5, jshort a6, jchar a7, jboolean a8,
        jint a9, jlong a10, jfloat a11, jdouble a12, jfloat a13, jdouble a14, jfloat a15,
        jdouble a16, jfloat a17, jdouble a18, jint a19, jlong a20, jdouble a21) {
    (void)env; (void)cls;
    jdouble all[21] = {a1, (jdouble)a2, a3, a4, a5, a6, a7, a8, a9, (jdouble)a10, a11, a12,
                       a13, a14, a15, a16, a17, a18, a19, (jdouble)a20, a21};
    for (int i = 0; i < 21; i++) {
        many_seen[i] = all[i];
    }
    return 21;
}

JNIEXPORT jdouble JNICALL Java_JniPrimitives_manyArg(JNIEnv *env, jclass cls, jint i) {
    (void)env; (void)cls;
    return i >= 0 && i < 21 ? many_seen[i] : -1.0;
}

/* The same on an instance native returning a checksum: h = h * 31 + v for each argument in
 * order (floating ones scaled by 8, exact for the test's values), which JniPrimitives also
 * computes in Java. */
JNIEXPORT jlong JNICALL Java_JniPrimitives_manyInstance(JNIEnv *env, jobject self,
        jbyte a1, jshort a2, jchar a3, jint a4, jlong a5, jfloat a6, jdouble a7, jboolean a8,
        jint a9, jint a10, jlong a11, jlong a12, jdouble a13, jdouble a14, jdouble a15,
        jdouble a16, jdouble a17, jdouble a18, jdouble a19, jfloat a20) {
    (void)env; (void)self;
    jlong ints[] = {a1, a2, a3, a4, a5, (jlong)(a6 * 8), (jlong)(a7 * 8), a8, a9, a10, a11, a12,
                    (jlong)(a13 * 8), (jlong)(a14 * 8), (jlong)(a15 * 8), (jlong)(a16 * 8),
                    (jlong)(a17 * 8), (jlong)(a18 * 8), (jlong)(a19 * 8), (jlong)(a20 * 8)};
    unsigned long long h = 0;
    for (unsigned i = 0; i < sizeof ints / sizeof ints[0]; i++) {
        h = h * 31u + (unsigned long long)ints[i];
    }
    return (jlong)h;
}
