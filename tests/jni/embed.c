/* Embedding a Java VM in a C program through the invocation API: JNI_CreateJavaVM with a class
 * path, a static method called, an exception (a failed method lookup) seen and cleared, and
 * DestroyJavaVM. Built against wwvm_core for the CTest jni.embed, and by hand against the JDK's
 * libjvm.so to check the expected output (tests/jni/README.md).
 *
 *     ww_embed_test <directory holding EmbedMain.class> [exit]
 *
 * The last line, "embed: all steps passed", is printed only when every step did; the exit
 * status is 0 then and 1 otherwise. With `exit`, the program calls EmbedMain.quit(3), whose
 * System.exit(3) ends the process with status 3, as on the JDK: the call never returns. */
#include <jni.h>

#include <stdio.h>
#include <string.h>

static int failed(const char *what) {
    printf("embed: FAILED: %s\n", what);
    fflush(stdout);
    return 1;
}

int main(int argc, char **argv) {
    if (argc != 2 && !(argc == 3 && strcmp(argv[2], "exit") == 0)) {
        fprintf(stderr, "usage: %s <class directory> [exit]\n", argv[0]);
        return 2;
    }
    /* Java prints through its own buffers: C's lines are flushed one by one to keep the order. */
    setvbuf(stdout, NULL, _IOLBF, 0);

    char class_path[4096];
    snprintf(class_path, sizeof class_path, "-Djava.class.path=%s", argv[1]);
    JavaVMOption options[1];
    options[0].optionString = class_path;
    options[0].extraInfo = NULL;
    JavaVMInitArgs init;
    memset(&init, 0, sizeof init);
    init.version = JNI_VERSION_1_8;
    init.nOptions = 1;
    init.options = options;
    init.ignoreUnrecognized = JNI_FALSE;

    JavaVM *vm = NULL;
    JNIEnv *env = NULL;
    jint created = JNI_CreateJavaVM(&vm, (void **)&env, &init);
    if (created != JNI_OK || vm == NULL || env == NULL) {
        printf("JNI_CreateJavaVM returned %d\n", (int)created);
        return failed("JNI_CreateJavaVM");
    }
    printf("JNI_CreateJavaVM: ok\n");

    jclass main_class = (*env)->FindClass(env, "EmbedMain");
    if (main_class == NULL) {
        return failed("FindClass EmbedMain");
    }
    if (argc == 3) {
        jmethodID quit = (*env)->GetStaticMethodID(env, main_class, "quit", "(I)V");
        if (quit == NULL) {
            return failed("GetStaticMethodID quit(int)");
        }
        (*env)->CallStaticVoidMethod(env, main_class, quit, (jint)3);
        return failed("System.exit returned to C");
    }
    jmethodID run = (*env)->GetStaticMethodID(env, main_class, "run", "(I)I");
    if (run == NULL) {
        return failed("GetStaticMethodID run(int)");
    }
    fflush(stdout);
    jint result = (*env)->CallStaticIntMethod(env, main_class, run, (jint)7);
    printf("run(7) returned %d\n", (int)result);
    jboolean pending = (*env)->ExceptionCheck(env);
    printf("exception pending after run: %s\n", pending ? "yes" : "no");
    if (result != 49 || pending) {
        return failed("CallStaticIntMethod run(7)");
    }

    /* A method EmbedMain does not have: NULL, and NoSuchMethodError pending until cleared. */
    jmethodID missing = (*env)->GetStaticMethodID(env, main_class, "missing", "()V");
    jthrowable error = (*env)->ExceptionOccurred(env);
    (*env)->ExceptionClear(env);
    jclass no_such_method = (*env)->FindClass(env, "java/lang/NoSuchMethodError");
    int is_nsme = error != NULL && no_such_method != NULL && (*env)->IsInstanceOf(env, error, no_such_method);
    printf("missing method: %s, NoSuchMethodError pending: %s\n", missing == NULL ? "NULL" : "found",
           is_nsme ? "yes" : "no");
    printf("after ExceptionClear, pending: %s\n", (*env)->ExceptionCheck(env) ? "yes" : "no");
    if (missing != NULL || !is_nsme || (*env)->ExceptionCheck(env)) {
        return failed("NoSuchMethodError for a missing method");
    }

    jint destroyed = (*vm)->DestroyJavaVM(vm);
    printf("DestroyJavaVM returned %d\n", (int)destroyed);
    if (destroyed != JNI_OK) {
        return failed("DestroyJavaVM");
    }
    printf("embed: all steps passed\n");
    return 0;
}
