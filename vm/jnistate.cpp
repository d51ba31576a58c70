// Making the VM's and a thread's JNI state on first use.
#include "vm/jnistate.h"

#include "vm/vm.h"

namespace ww::vm {

JniVm& jniOf(VM* vm) {
  if (!vm->jni) {
    vm->jni = std::make_unique<JniVm>();
    vm->jni->invokeFunctions = jniInvokeTable();
    vm->jni->vm = vm;
  }
  return *vm->jni;
}

JniThread& jniOf(Thread* t) {
  if (!t->jni) {
    t->jni = std::make_unique<JniThread>();
    t->jni->functions = jniFunctionTable();
    t->jni->thread = t;
  }
  return *t->jni;
}

bool isSupportedJniVersion(int32_t v) {
  switch (v) {
    case 0x00010001: case 0x00010002: case 0x00010004: case 0x00010006: case 0x00010008:
    case 0x00090000: case 0x000a0000:
      return true;
    default:
      return false;
  }
}

}  // namespace ww::vm
