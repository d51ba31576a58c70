// What the VM and each thread keep for JNI (docs/jni.md): the JavaVM and
// JNIEnv structures native code receives, the reference tables, the loaded
// libraries. The structures start with their function-table pointer, the
// layout of jni.h's JavaVM and JNIEnv, so a `JavaVM*` or `JNIEnv*` handed to
// native code is the address of one of these. No jni.h here: the collector
// and the thread code include this header.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "vm/jnirefs.h"

namespace ww::vm {

struct Thread;
struct VM;

struct NativeLibrary {
  std::string path;
  void* handle = nullptr;  // dlopen's
};

struct JniVm {
  const void* invokeFunctions = nullptr;  // JNIInvokeInterface_: a JavaVM* points here
  VM* vm = nullptr;
  GlobalRefs globals;
  std::vector<NativeLibrary> libraries;   // in load order
  bool embedded = false;                  // made by JNI_CreateJavaVM
  // Every green thread runs on this OS thread; no other can attach.
  std::thread::id osThread = std::this_thread::get_id();
};

struct JniThread {
  const void* functions = nullptr;        // JNINativeInterface_: a JNIEnv* points here
  Thread* thread = nullptr;
  LocalRefs locals;
};

// The VM's and the thread's JNI state, made on first use.
JniVm& jniOf(VM* vm);
JniThread& jniOf(Thread* t);

// The function tables (vm/jnienv.cpp, vm/jniinvoke.cpp).
const void* jniFunctionTable();
const void* jniInvokeTable();
// Whether wwvm implements JNI version `v` (JNI_VERSION_1_1 .. JNI_VERSION_10).
bool isSupportedJniVersion(int32_t v);

// After a call from C into Java (vm/jnienv.cpp): if the Java code called
// System.exit in a VM that a C program embeds, ends the process as the JDK
// does (vm/jniinvoke.cpp).
void endProcessAfterExit(Thread* t);

// Closes the libraries, each after its JNI_OnUnload (VM destruction).
void unloadNativeLibraries(VM* vm);

}  // namespace ww::vm
