// The JNI invocation API (docs/jni.md, "JNIEnv and JavaVM"): the JavaVM
// function table that native libraries reach through JNI_OnLoad and
// GetJavaVM, and JNI_CreateJavaVM, with which a C program embeds wwvm. Both
// sit on the embedding API of vm/wwvm.h.
//
// wwvm runs every green thread on the OS thread that created the VM: that
// thread is attached (as whichever Java thread is running), and no other OS
// thread can attach.
#include <jni.h>

#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

#include "vm/embedding.h"
#include "vm/jnistate.h"
#include "vm/options.h"
#include "vm/vm.h"

#ifndef WW_DEFAULT_CLASSLIB
#define WW_DEFAULT_CLASSLIB "lib/classes"
#endif

namespace ww::vm {
namespace {

// The VM made by JNI_CreateJavaVM: the JNI invocation API allows one per
// process at a time, and JNI_GetCreatedJavaVMs reports it.
VmPtr gEmbedded;

JniVm& stateOf(JavaVM* vm) { return *reinterpret_cast<JniVm*>(vm); }

bool onVmThread(const JniVm& jni) { return std::this_thread::get_id() == jni.osThread; }

// The JNIEnv of the Java thread running now (main between runs).
JNIEnv* currentEnv(JniVm& jni) {
  Scheduler& sched = jni.vm->sched;
  Thread* t = sched.current() ? sched.current() : sched.mainThread();
  return reinterpret_cast<JNIEnv*>(&jniOf(t));
}

jint JNICALL GetEnv(JavaVM* vm, void** penv, jint version) {
  JniVm& jni = stateOf(vm);
  *penv = nullptr;
  if (!onVmThread(jni)) return JNI_EDETACHED;
  if (!isSupportedJniVersion(version)) return JNI_EVERSION;
  *penv = currentEnv(jni);
  return JNI_OK;
}

jint JNICALL AttachCurrentThread(JavaVM* vm, void** penv, void*) {
  JniVm& jni = stateOf(vm);
  if (!onVmThread(jni)) return JNI_ERR;
  *penv = currentEnv(jni);
  return JNI_OK;
}

jint JNICALL DetachCurrentThread(JavaVM* vm) { return onVmThread(stateOf(vm)) ? JNI_OK : JNI_EDETACHED; }

// Only a VM made by JNI_CreateJavaVM can be destroyed this way; as the JDK,
// it first waits for the non-daemon threads and runs the shutdown hooks.
jint JNICALL DestroyJavaVM(JavaVM* vm) {
  JniVm& jni = stateOf(vm);
  if (!jni.embedded || !gEmbedded || !onVmThread(jni)) return JNI_ERR;
  finishVm(*gEmbedded, std::cerr);
  gEmbedded.reset();
  return JNI_OK;
}

}  // namespace

// System.exit (or Runtime.halt) in a VM made by JNI_CreateJavaVM ends the
// process with its status, as the JDK's does, once the Java code has unwound
// back to the C program: the VM finishes (hooks, reports) first.
void endProcessAfterExit(Thread* t) {
  if (!t->exiting || t->entryDepth > 0 || !t->vm->jni || !t->vm->jni->embedded || !gEmbedded) return;
  int status = finishVm(*gEmbedded, std::cerr);
  std::cout.flush();
  std::exit(status);
}

namespace {

JNIInvokeInterface_ makeTable() {
  JNIInvokeInterface_ f{};
  f.DestroyJavaVM = DestroyJavaVM;
  f.AttachCurrentThread = AttachCurrentThread;
  f.DetachCurrentThread = DetachCurrentThread;
  f.GetEnv = GetEnv;
  f.AttachCurrentThreadAsDaemon = AttachCurrentThread;
  return f;
}

// The launcher's parser reads the options, so they mean what they mean on
// the command line; -Djava.class.path= is the class path. The hooks of the
// JDK's invocation API ("vfprintf", "exit", "abort") are not supported and
// are skipped. An option the parser refuses fails the creation, unless
// ignoreUnrecognized is set and it is an -X or _ option (the JDK's rule).
bool parseOptions(const JavaVMInitArgs& init, VmOptions* out, std::string* error) {
  std::vector<std::string> argv{"wwvm"};
  for (jint i = 0; i < init.nOptions; ++i) {
    const char* text = init.options[i].optionString;
    if (!text) continue;
    std::string o(text);
    if (o == "vfprintf" || o == "exit" || o == "abort") continue;
    std::vector<std::string> one{"wwvm"};
    const std::string classPath = "-Djava.class.path=";
    if (o.rfind(classPath, 0) == 0) {
      one.push_back("-cp");
      one.push_back(o.substr(classPath.size()));
    } else {
      one.push_back(o);
    }
    one.push_back("Embedded");
    ParseOutcome alone = parseCommandLine(one, WW_DEFAULT_CLASSLIB);
    if (!alone.error.empty() || alone.usage) {
      bool ignorable = init.ignoreUnrecognized && (o.rfind("-X", 0) == 0 || o.rfind("_", 0) == 0);
      if (ignorable) continue;
      *error = alone.error.empty() ? "Unrecognized option: " + o : alone.error;
      return false;
    }
    argv.insert(argv.end(), one.begin() + 1, one.end() - 1);
  }
  argv.push_back("Embedded");
  ParseOutcome all = parseCommandLine(argv, WW_DEFAULT_CLASSLIB);
  if (!all.error.empty()) {
    *error = all.error;
    return false;
  }
  *out = all.request.options;
  return true;
}

}  // namespace

const void* jniInvokeTable() {
  static const JNIInvokeInterface_ table = makeTable();
  return &table;
}

}  // namespace ww::vm

extern "C" {

JNIEXPORT jint JNICALL JNI_GetDefaultJavaVMInitArgs(void* args) {
  auto* init = static_cast<JavaVMInitArgs*>(args);
  if (!init) return JNI_ERR;
  return ww::vm::isSupportedJniVersion(init->version) && init->version != JNI_VERSION_1_1 ? JNI_OK : JNI_EVERSION;
}

JNIEXPORT jint JNICALL JNI_CreateJavaVM(JavaVM** pvm, void** penv, void* args) {
  using namespace ww::vm;
  auto* init = static_cast<JavaVMInitArgs*>(args);
  if (!pvm || !penv || !init) return JNI_ERR;
  if (!isSupportedJniVersion(init->version) || init->version == JNI_VERSION_1_1) return JNI_EVERSION;
  if (gEmbedded) return JNI_EEXIST;
  ww::VmOptions options;
  std::string error;
  if (!parseOptions(*init, &options, &error)) {
    std::cerr << error << "\n";
    return JNI_EINVAL;
  }
  ww::VmPtr vm = ww::createVm(options, &error);
  if (!vm) {
    std::cerr << "Error: " << error << "\n";
    return JNI_ERR;
  }
  VM* v = vm->impl.get();
  v->err = &std::cerr;
  JniVm& jni = jniOf(v);
  jni.embedded = true;
  gEmbedded = std::move(vm);
  *pvm = reinterpret_cast<JavaVM*>(&jni);
  *penv = reinterpret_cast<JNIEnv*>(&jniOf(v->sched.mainThread()));
  return JNI_OK;
}

JNIEXPORT jint JNICALL JNI_GetCreatedJavaVMs(JavaVM** vms, jsize length, jsize* count) {
  using namespace ww::vm;
  jsize n = gEmbedded ? 1 : 0;
  if (count) *count = n;
  if (n && vms && length > 0) vms[0] = reinterpret_cast<JavaVM*>(&jniOf(gEmbedded->impl.get()));
  return JNI_OK;
}

}  // extern "C"
