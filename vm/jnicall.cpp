// The JNI trampoline: a JNI native runs as a NativeFn like the built-in ones
// (interp::invokeNative pushes its frame and handles synchronisation and the
// pending exception); this code converts the frame's slots into C arguments,
// opens a frame of local references for the call, and converts the result.
#include "vm/jnicall.h"

#include <dlfcn.h>

#include <cstring>

#include "vm/descriptor.h"
#include "vm/jniname.h"
#include "vm/jnistate.h"
#include "vm/mirror.h"
#include "vm/vm.h"

namespace ww::vm {
namespace {

ffi_type* ffiTypeOf(char kind) {
  switch (kind) {
    case 'Z': return &ffi_type_uint8;
    case 'B': return &ffi_type_sint8;
    case 'C': return &ffi_type_uint16;
    case 'S': return &ffi_type_sint16;
    case 'I': return &ffi_type_sint32;
    case 'J': return &ffi_type_sint64;
    case 'F': return &ffi_type_float;
    case 'D': return &ffi_type_double;
    case 'V': return &ffi_type_void;
    default: return &ffi_type_pointer;
  }
}

// The Java value of a C result, as libffi returns it (integers widened to a
// full ffi_arg). A jboolean is true when nonzero, as the JDK normalises it.
Slot resultOf(char kind, const Slot& c) {
  Slot r{};
  switch (kind) {
    case 'Z': r.i = uint8_t(c.raw) != 0; break;
    case 'B': r.i = int8_t(c.raw); break;
    case 'C': r.i = uint16_t(c.raw); break;
    case 'S': r.i = int16_t(c.raw); break;
    case 'I': r.i = int32_t(c.raw); break;
    case 'J': r.j = c.j; break;
    case 'F': r.f = c.f; break;
    case 'D': r.d = c.d; break;
    case 'V': break;
    default: r.l = deref(reinterpret_cast<void*>(c.raw)); break;
  }
  return r;
}

// The register fast path (x86-64 System V only). A call whose integer-class
// arguments (JNIEnv*, the class or object, references, integers) fit the six
// integer registers and whose float and double arguments fit the eight vector
// registers passes nothing on the stack; each register depends only on the
// argument's rank within its class. Such a function can then be called
// through one pointer type taking six integers and eight doubles, with the
// unused ones zero: the same registers receive the same values as a call of
// its own type would give them (a float travels in the low half of its
// register, integers are extended to 64 bits by us). libffi, which classifies
// the arguments again at every call, takes the other calls.
#if defined(__x86_64__) && !defined(_WIN32)
constexpr bool kRegisterPath = true;
#else
constexpr bool kRegisterPath = false;
#endif
using IntegerResultFn = uint64_t (*)(uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, double, double,
                                     double, double, double, double, double, double);
using VectorResultFn = double (*)(uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, double, double,
                                  double, double, double, double, double, double);

bool fitsRegisters(const std::string& kinds) {
  int integers = 2, vectors = 0;  // JNIEnv* and the class or object
  for (char k : kinds) (k == 'F' || k == 'D' ? vectors : integers)++;
  return kRegisterPath && integers <= 6 && vectors <= 8;
}

void callJniNative(Thread* t, Slot* args, Slot* result) {
  Method* m = t->top->method;
  const JniCall& call = *m->jniCall;
  JniThread& jni = jniOf(t);
  size_t n = call.types.size();
  // Argument values (each in a slot, integers extended to 64 bits, a float
  // in the low half); on the C stack for the usual few arguments.
  constexpr size_t kInline = 16;
  Slot inlineValues[kInline];
  std::vector<Slot> heapValues;
  Slot* values = inlineValues;
  if (n > kInline) {
    heapValues.resize(n);
    values = heapValues.data();
  }
  jni.locals.pushFrame();
  // The class first: making its mirror may collect, which moves the
  // arguments (a root as the native frame's) but no reference made yet.
  Object* self = m->isStatic() ? mirrorOf(t, m->owner) : args[0].l;
  if (!self) {
    jni.locals.popFrame();
    return;
  }
  values[0].raw = reinterpret_cast<uintptr_t>(&jni);
  values[1].raw = reinterpret_cast<uintptr_t>(jni.locals.add(self));
  int slot = m->isStatic() ? 0 : 1;
  for (size_t i = 0; i < call.kinds.size(); ++i) {
    char kind = call.kinds[i];
    Slot& v = values[i + 2];
    const Slot& a = args[slot];
    switch (kind) {
      case 'Z': v.raw = uint8_t(a.i); break;
      case 'B': v.raw = uint64_t(int64_t(int8_t(a.i))); break;
      case 'C': v.raw = uint16_t(a.i); break;
      case 'S': v.raw = uint64_t(int64_t(int16_t(a.i))); break;
      case 'I': v.raw = uint64_t(int64_t(a.i)); break;
      case 'F': v.raw = 0; v.f = a.f; break;
      case 'J': case 'D': v.raw = a.raw; break;
      default: v.raw = reinterpret_cast<uintptr_t>(jni.locals.add(a.l)); break;
    }
    slot += slotsOf(kind);
  }
  Slot ret{};
  if (call.registersOnly) {
    uint64_t g[6] = {values[0].raw, values[1].raw};
    double x[8] = {};
    int gi = 2, xi = 0;
    for (size_t i = 0; i < call.kinds.size(); ++i) {
      char kind = call.kinds[i];
      if (kind == 'F' || kind == 'D') std::memcpy(&x[xi++], &values[i + 2].raw, sizeof(double));
      else g[gi++] = values[i + 2].raw;
    }
    if (m->returnType == 'F' || m->returnType == 'D') {
      auto fn = reinterpret_cast<VectorResultFn>(m->jniFunction);
      double r = fn(g[0], g[1], g[2], g[3], g[4], g[5], x[0], x[1], x[2], x[3], x[4], x[5], x[6], x[7]);
      std::memcpy(&ret.raw, &r, sizeof r);
    } else {
      auto fn = reinterpret_cast<IntegerResultFn>(m->jniFunction);
      ret.raw = fn(g[0], g[1], g[2], g[3], g[4], g[5], x[0], x[1], x[2], x[3], x[4], x[5], x[6], x[7]);
    }
  } else {
    void* inlinePointers[kInline];
    std::vector<void*> heapPointers;
    void** pointers = inlinePointers;
    if (n > kInline) {
      heapPointers.resize(n);
      pointers = heapPointers.data();
    }
    for (size_t i = 0; i < n; ++i) pointers[i] = &values[i];
    ffi_call(const_cast<ffi_cif*>(&call.cif), FFI_FN(m->jniFunction), &ret, pointers);
  }
  if (!t->hasPending()) *result = resultOf(m->returnType, ret);
  jni.locals.popFrame();
}

}  // namespace

bool bindJniFunction(Method* m, void* fn) {
  if (!m->jniCall) {
    auto call = std::make_unique<JniCall>();
    call->types.push_back(&ffi_type_pointer);  // JNIEnv*
    call->types.push_back(&ffi_type_pointer);  // jclass or jobject
    forEachParameterKind(m->descriptor, [&](char kind) {
      call->kinds.push_back(kind);
      call->types.push_back(ffiTypeOf(kind));
    });
    if (ffi_prep_cif(&call->cif, FFI_DEFAULT_ABI, unsigned(call->types.size()), ffiTypeOf(m->returnType),
                     call->types.data()) != FFI_OK)
      return false;
    call->registersOnly = fitsRegisters(call->kinds);
    m->jniCall = std::move(call);
  }
  m->jniFunction = fn;
  m->native = &callJniNative;
  return true;
}

void unbindJniFunction(Method* m) {
  m->jniFunction = nullptr;
  m->native = nullptr;
}

bool bindFromLibraries(VM* vm, Method* m) {
  if (!vm->jni || vm->jni->libraries.empty()) return false;
  const std::string names[2] = {jniShortName(m->owner->name, m->name),
                                jniLongName(m->owner->name, m->name, m->descriptor)};
  for (const std::string& name : names)
    for (const NativeLibrary& lib : vm->jni->libraries)
      if (void* fn = dlsym(lib.handle, name.c_str())) return bindJniFunction(m, fn);
  return false;
}

}  // namespace ww::vm
