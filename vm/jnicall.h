// Calling JNI natives (docs/jni.md, "Binding a native method"): finding a
// native method's C function in the loaded libraries by its JNI names, and
// calling it through libffi with the arguments its descriptor gives.
#pragma once

#include <ffi.h>

#include <string>
#include <vector>

#include "vm/class.h"

namespace ww::vm {

// The call of one native method, prepared once from its descriptor: through
// libffi, or for a call that passes everything in registers on x86-64 through
// one generic function type (vm/jnicall.cpp says why that is exact).
struct JniCall {
  ffi_cif cif;
  std::vector<ffi_type*> types;  // JNIEnv*, jclass or jobject, then each parameter
  std::string kinds;             // each parameter's descriptor character ('L' for any reference)
  bool registersOnly = false;    // every argument in a register: the fast path (vm/jnicall.cpp)
};

// Makes `fn` the implementation of the native `m` (a JNI function taking
// JNIEnv* and jclass or jobject first); `m->native` becomes the trampoline
// that calls it. False if libffi cannot describe the call. The prepared call
// depends only on the descriptor, so binding again (RegisterNatives, even
// from inside the native) swaps the function and keeps the call.
bool bindJniFunction(Method* m, void* fn);
// Forgets the C function (UnregisterNatives): the next call binds again.
void unbindJniFunction(Method* m);

// Looks `m` up by its JNI short name, then its long name, in each loaded
// library in load order, and binds it. False if no library has it.
bool bindFromLibraries(VM* vm, Method* m);

}  // namespace ww::vm
