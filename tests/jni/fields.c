/* Natives of tests/guest/jni/JniFields.java: every field type read and written from C, as
 * instance fields (Get/Set<Type>Field) and static ones (Get/SetStatic<Type>Field); each field
 * is read, changed in C and written back, so the test sees both directions. */
#include "wwjnitest.h"

/* The field IDs of FdHolder's fields, instance or static ("s" prefix), all of one kind. */
struct holder_fields {
    jfieldID z, b, c, s, i, j, f, d, o, p, text;
};

static int find_fields(JNIEnv *env, jclass holder, int statics, struct holder_fields *ids) {
    static const char *const names[] = {"z", "b", "c", "s", "i", "j", "f", "d", "o", "p", "text"};
    static const char *const static_names[] = {"sz", "sb", "sc", "ss", "si", "sj", "sf", "sd", "so",
                                               "sp", "stext"};
    static const char *const signatures[] = {"Z", "B", "C", "S", "I", "J", "F", "D", "Ljava/lang/Object;",
                                             "Ljava/lang/Object;", "Ljava/lang/String;"};
    jfieldID *slots[] = {&ids->z, &ids->b, &ids->c, &ids->s, &ids->i, &ids->j, &ids->f, &ids->d,
                         &ids->o, &ids->p, &ids->text};
    for (int k = 0; k < 11; k++) {
        *slots[k] = statics ? (*env)->GetStaticFieldID(env, holder, static_names[k], signatures[k])
                            : (*env)->GetFieldID(env, holder, names[k], signatures[k]);
        if (*slots[k] == NULL) {
            return 0;
        }
    }
    return 1;
}

JNIEXPORT void JNICALL Java_JniFields_transform(JNIEnv *env, jclass cls, jobject h) {
    (void)cls;
    jclass holder = (*env)->GetObjectClass(env, h);
    struct holder_fields id;
    if (!find_fields(env, holder, 0, &id)) {
        return;
    }
    (*env)->SetBooleanField(env, h, id.z, !(*env)->GetBooleanField(env, h, id.z));
    (*env)->SetByteField(env, h, id.b, (jbyte)((*env)->GetByteField(env, h, id.b) + 1));
    (*env)->SetCharField(env, h, id.c, (jchar)((*env)->GetCharField(env, h, id.c) + 1));
    (*env)->SetShortField(env, h, id.s, (jshort)((*env)->GetShortField(env, h, id.s) + 1));
    (*env)->SetIntField(env, h, id.i, (jint)((unsigned)(*env)->GetIntField(env, h, id.i) + 1u));
    (*env)->SetLongField(env, h, id.j, (jlong)((unsigned long long)(*env)->GetLongField(env, h, id.j) + 1u));
    (*env)->SetFloatField(env, h, id.f, (*env)->GetFloatField(env, h, id.f) * 2);
    (*env)->SetDoubleField(env, h, id.d, -(*env)->GetDoubleField(env, h, id.d));
    jobject o = (*env)->GetObjectField(env, h, id.o);
    jobject p = (*env)->GetObjectField(env, h, id.p);
    (*env)->SetObjectField(env, h, id.o, p);
    (*env)->SetObjectField(env, h, id.p, o);
    jstring text = (*env)->NewStringUTF(env, "set in C");
    if (text != NULL) {
        (*env)->SetObjectField(env, h, id.text, text);
    }
    /* A field FdHolder inherits from FdBase, found through FdHolder. */
    jfieldID inherited = (*env)->GetFieldID(env, holder, "inherited", "I");
    if (inherited != NULL) {
        (*env)->SetIntField(env, h, inherited, 10 * (*env)->GetIntField(env, h, inherited));
    }
}

JNIEXPORT void JNICALL Java_JniFields_transformStatics(JNIEnv *env, jclass cls) {
    (void)cls;
    jclass h = (*env)->FindClass(env, "FdHolder");
    struct holder_fields id;
    if (h == NULL || !find_fields(env, h, 1, &id)) {
        return;
    }
    (*env)->SetStaticBooleanField(env, h, id.z, !(*env)->GetStaticBooleanField(env, h, id.z));
    (*env)->SetStaticByteField(env, h, id.b, (jbyte)((*env)->GetStaticByteField(env, h, id.b) + 1));
    (*env)->SetStaticCharField(env, h, id.c, (jchar)((*env)->GetStaticCharField(env, h, id.c) + 1));
    (*env)->SetStaticShortField(env, h, id.s, (jshort)((*env)->GetStaticShortField(env, h, id.s) + 1));
    (*env)->SetStaticIntField(env, h, id.i, (jint)((unsigned)(*env)->GetStaticIntField(env, h, id.i) + 1u));
    (*env)->SetStaticLongField(env, h, id.j,
                               (jlong)((unsigned long long)(*env)->GetStaticLongField(env, h, id.j) + 1u));
    (*env)->SetStaticFloatField(env, h, id.f, (*env)->GetStaticFloatField(env, h, id.f) * 2);
    (*env)->SetStaticDoubleField(env, h, id.d, -(*env)->GetStaticDoubleField(env, h, id.d));
    jobject o = (*env)->GetStaticObjectField(env, h, id.o);
    jobject p = (*env)->GetStaticObjectField(env, h, id.p);
    (*env)->SetStaticObjectField(env, h, id.o, p);
    (*env)->SetStaticObjectField(env, h, id.p, o);
    jstring text = (*env)->NewStringUTF(env, "static set in C");
    if (text != NULL) {
        (*env)->SetStaticObjectField(env, h, id.text, text);
    }
}

/* A static field read from C before any Java code touched its class: looking the field up
 * initialises FdConstants, whose initialiser computes the value. */
JNIEXPORT jint JNICALL Java_JniFields_computedConstant(JNIEnv *env, jclass cls) {
    (void)cls;
    jclass constants = (*env)->FindClass(env, "FdConstants");
    if (constants == NULL) {
        return -1;
    }
    jfieldID f = (*env)->GetStaticFieldID(env, constants, "COMPUTED", "I");
    return f == NULL ? -1 : (*env)->GetStaticIntField(env, constants, f);
}

/* GetFieldID of a field that does not exist, or exists with another type: NULL, with
 * NoSuchFieldError pending for the Java caller. */
JNIEXPORT void JNICALL Java_JniFields_lookUp(JNIEnv *env, jclass cls, jstring name, jstring signature) {
    (void)cls;
    jclass holder = (*env)->FindClass(env, "FdHolder");
    if (holder == NULL) {
        return;
    }
    const char *n = (*env)->GetStringUTFChars(env, name, NULL);
    const char *s = (*env)->GetStringUTFChars(env, signature, NULL);
    if (n != NULL && s != NULL) {
        (*env)->GetFieldID(env, holder, n, s);
    }
    if (s != NULL) {
        (*env)->ReleaseStringUTFChars(env, signature, s);
    }
    if (n != NULL) {
        (*env)->ReleaseStringUTFChars(env, name, n);
    }
}
