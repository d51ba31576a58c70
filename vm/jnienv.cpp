// The JNIEnv function table (docs/jni.md, "JNIEnv and JavaVM"). It is the
// JDK's own JNINativeInterface_ from jni.h, filled by member name, so native
// code compiled against that header finds every function where it expects.
// A function wwvm does not implement gets a stub of the right type that names
// it and stops the VM through FatalError: no slot is ever null.
//
// Conventions of the functions below:
//   - a reference argument is read with deref() at the last moment, after
//     anything that may allocate (and so collect and move objects);
//   - a failure leaves a Java exception pending on the thread and returns
//     0 / null, as the JNI specification says;
//   - a call into Java with an exception already pending does not run and
//     returns 0 (the specification forbids it; wwvm does not guess);
//   - objects made here are allocated as the calling thread, so they count in
//     its MEMORY; Java methods called back count their bytecodes as usual.
#include <jni.h>

#include <algorithm>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <type_traits>

#include "interpreter/interp.h"
#include "vm/alloc.h"
#include "vm/descriptor.h"
#include "vm/exceptions.h"
#include "vm/init.h"
#include "vm/jnicall.h"
#include "vm/jnistate.h"
#include "vm/link.h"
#include "vm/loader.h"
#include "vm/mirror.h"
#include "vm/monitor.h"
#include "vm/resolve.h"
#include "vm/strings.h"
#include "vm/utf8.h"
#include "vm/vm.h"

namespace ww::vm {
namespace {

// ---------------------------------------------------------------- basics

JniThread& stateOf(JNIEnv* env) { return *reinterpret_cast<JniThread*>(env); }
Thread* threadOf(JNIEnv* env) { return stateOf(env).thread; }

template <typename R = jobject>
R newLocal(JNIEnv* env, Object* o) {
  return static_cast<R>(stateOf(env).locals.add(o));
}

Class* classOf(JNIEnv* env, jclass c) {
  Object* mirror = deref(c);
  return mirror ? classOfMirror(threadOf(env), mirror) : nullptr;
}

Array* arrayOf(jobject a) { return static_cast<Array*>(deref(a)); }

// Native code misused the interface beyond recovery (or asked to stop).
[[noreturn]] void fatal(const std::string& message) {
  std::cout.flush();
  std::cerr << "FATAL ERROR in native method: " << message << std::endl;
  std::fflush(nullptr);
  std::_Exit(1);
}

// Null where the specification requires an object: a NullPointerException
// rather than a crash.
bool requireObject(JNIEnv* env, const void* o) {
  if (o) return true;
  throwNullPointer(threadOf(env));
  return false;
}

// A Java value in a slot as the C type J (references as new local refs).
template <typename J>
J toC(JNIEnv* env, const Slot& s) {
  if constexpr (std::is_same_v<J, jobject>) return newLocal(env, s.l);
  else if constexpr (std::is_same_v<J, jboolean>) return jboolean(s.i != 0);
  else if constexpr (std::is_same_v<J, jlong>) return s.j;
  else if constexpr (std::is_same_v<J, jfloat>) return s.f;
  else if constexpr (std::is_same_v<J, jdouble>) return s.d;
  else return J(s.i);
}

// ---------------------------------------------------------------- calls into Java

// The arguments of a Call...Method: from C varargs (promoted: small integers
// as int, float as double) or from a jvalue array.
struct VarArgs {
  va_list* ap;
  Slot next(char kind) {
    Slot s{};
    switch (kind) {
      case 'J': s.j = va_arg(*ap, jlong); break;
      case 'F': s.f = float(va_arg(*ap, jdouble)); break;
      case 'D': s.d = va_arg(*ap, jdouble); break;
      case 'L': s.l = deref(va_arg(*ap, jobject)); break;
      default: s.i = va_arg(*ap, jint); break;
    }
    switch (kind) {
      case 'Z': s.i = uint8_t(s.i) != 0; break;
      case 'B': s.i = int8_t(s.i); break;
      case 'C': s.i = uint16_t(s.i); break;
      case 'S': s.i = int16_t(s.i); break;
      default: break;
    }
    return s;
  }
};

struct ValueArgs {
  const jvalue* v;
  Slot next(char kind) {
    Slot s{};
    const jvalue& a = *v++;
    switch (kind) {
      case 'Z': s.i = a.z != 0; break;
      case 'B': s.i = a.b; break;
      case 'C': s.i = a.c; break;
      case 'S': s.i = a.s; break;
      case 'I': s.i = a.i; break;
      case 'J': s.j = a.j; break;
      case 'F': s.f = a.f; break;
      case 'D': s.d = a.d; break;
      default: s.l = deref(a.l); break;
    }
    return s;
  }
};

enum class Dispatch { Virtual, Nonvirtual, Static };

// Calls the method `id` with the receiver `self` (virtual and nonvirtual
// calls) and the arguments from `args`.
template <typename Args>
bool callJava(JNIEnv* env, Dispatch how, jobject self, jmethodID id, Args& args, Slot* result) {
  Thread* t = threadOf(env);
  auto* m = reinterpret_cast<Method*>(id);
  if (t->hasPending()) return false;
  if (!m) {
    throwNew(t, "java/lang/NullPointerException", "null jmethodID");
    return false;
  }
  if (how == Dispatch::Static && !ensureInitialized(t, m->owner)) return false;
  Slot frame[256];
  int n = 0;
  if (how != Dispatch::Static) {
    Object* receiver = deref(self);
    if (!receiver) {
      throwNullPointer(t);
      return false;
    }
    frame[n++].l = receiver;
  }
  forEachParameterKind(m->descriptor, [&](char kind) {
    frame[n] = args.next(kind);
    n += slotsOf(kind);
  });
  Method* target = m;
  if (how == Dispatch::Virtual && !m->isStatic() && !m->isPrivate() && !m->isInit()) {
    target = selectMethod(frame[0].l->klass, m);
    if (!target) {
      throwNew(t, "java/lang/AbstractMethodError", frame[0].l->klass->javaName() + "." + m->name + m->descriptor);
      return false;
    }
  }
  bool ok = interp::call(t, target, frame, result);
  if (!ok) endProcessAfterExit(t);
  return ok;
}

// Runs the call and converts its result to R (0 / null after an exception).
template <typename R, typename Args>
R callAs(JNIEnv* env, Dispatch how, jobject self, jmethodID id, Args args) {
  Slot s{};
  bool ok = callJava(env, how, self, id, args, &s);
  if constexpr (std::is_void_v<R>) return;
  else return ok ? toC<R>(env, s) : R{};
}

// A va_list ended when the function that started it returns.
struct ScopedVaList {
  va_list ap;
  ~ScopedVaList() { va_end(ap); }
};

// The three forms of each Call...Method family: C varargs, a va_list, a jvalue array.
template <typename R>
R JNICALL callMethod(JNIEnv* env, jobject obj, jmethodID id, ...) {
  ScopedVaList l;
  va_start(l.ap, id);
  return callAs<R>(env, Dispatch::Virtual, obj, id, VarArgs{&l.ap});
}
template <typename R>
R JNICALL callMethodV(JNIEnv* env, jobject obj, jmethodID id, va_list list) {
  ScopedVaList l;
  va_copy(l.ap, list);
  return callAs<R>(env, Dispatch::Virtual, obj, id, VarArgs{&l.ap});
}
template <typename R>
R JNICALL callMethodA(JNIEnv* env, jobject obj, jmethodID id, const jvalue* values) {
  return callAs<R>(env, Dispatch::Virtual, obj, id, ValueArgs{values});
}

template <typename R>
R JNICALL callNonvirtual(JNIEnv* env, jobject obj, jclass, jmethodID id, ...) {
  ScopedVaList l;
  va_start(l.ap, id);
  return callAs<R>(env, Dispatch::Nonvirtual, obj, id, VarArgs{&l.ap});
}
template <typename R>
R JNICALL callNonvirtualV(JNIEnv* env, jobject obj, jclass, jmethodID id, va_list list) {
  ScopedVaList l;
  va_copy(l.ap, list);
  return callAs<R>(env, Dispatch::Nonvirtual, obj, id, VarArgs{&l.ap});
}
template <typename R>
R JNICALL callNonvirtualA(JNIEnv* env, jobject obj, jclass, jmethodID id, const jvalue* values) {
  return callAs<R>(env, Dispatch::Nonvirtual, obj, id, ValueArgs{values});
}

template <typename R>
R JNICALL callStatic(JNIEnv* env, jclass, jmethodID id, ...) {
  ScopedVaList l;
  va_start(l.ap, id);
  return callAs<R>(env, Dispatch::Static, nullptr, id, VarArgs{&l.ap});
}
template <typename R>
R JNICALL callStaticV(JNIEnv* env, jclass, jmethodID id, va_list list) {
  ScopedVaList l;
  va_copy(l.ap, list);
  return callAs<R>(env, Dispatch::Static, nullptr, id, VarArgs{&l.ap});
}
template <typename R>
R JNICALL callStaticA(JNIEnv* env, jclass, jmethodID id, const jvalue* values) {
  return callAs<R>(env, Dispatch::Static, nullptr, id, ValueArgs{values});
}

// ---------------------------------------------------------------- objects

// A new instance of `clazz`, initialised first: InstantiationException for
// interfaces, abstract classes, arrays and primitives.
Object* instantiate(JNIEnv* env, jclass clazz) {
  Thread* t = threadOf(env);
  if (!requireObject(env, clazz)) return nullptr;
  Class* c = classOf(env, clazz);
  if (c->isInterface() || c->isAbstract() || c->isArray || c->isPrimitive) {
    throwNew(t, "java/lang/InstantiationException", c->javaName());
    return nullptr;
  }
  if (!ensureInitialized(t, c)) return nullptr;
  return allocObject(t, c);
}

jobject JNICALL AllocObject(JNIEnv* env, jclass clazz) { return newLocal(env, instantiate(env, clazz)); }

// NewObject: allocates, then runs the constructor `id` on the new object,
// held as a local reference meanwhile (the arguments are read after the
// allocation, so none of them moves under us).
template <typename Args>
jobject construct(JNIEnv* env, jclass clazz, jmethodID id, Args args) {
  if (threadOf(env)->hasPending()) return nullptr;
  jobject self = newLocal(env, instantiate(env, clazz));
  if (!self) return nullptr;
  Slot ignored;
  if (!callJava(env, Dispatch::Nonvirtual, self, id, args, &ignored)) return nullptr;
  return self;
}

jobject JNICALL NewObject(JNIEnv* env, jclass clazz, jmethodID id, ...) {
  ScopedVaList l;
  va_start(l.ap, id);
  return construct(env, clazz, id, VarArgs{&l.ap});
}
jobject JNICALL NewObjectV(JNIEnv* env, jclass clazz, jmethodID id, va_list list) {
  ScopedVaList l;
  va_copy(l.ap, list);
  return construct(env, clazz, id, VarArgs{&l.ap});
}
jobject JNICALL NewObjectA(JNIEnv* env, jclass clazz, jmethodID id, const jvalue* values) {
  return construct(env, clazz, id, ValueArgs{values});
}

jclass JNICALL GetObjectClass(JNIEnv* env, jobject obj) {
  if (!requireObject(env, obj)) return nullptr;
  return newLocal<jclass>(env, mirrorOf(threadOf(env), deref(obj)->klass));
}

jboolean JNICALL IsInstanceOf(JNIEnv* env, jobject obj, jclass clazz) {
  Object* o = deref(obj);
  Class* c = classOf(env, clazz);
  return !o || (c && instanceOf(o, c)) ? JNI_TRUE : JNI_FALSE;
}

jboolean JNICALL IsSameObject(JNIEnv*, jobject a, jobject b) { return deref(a) == deref(b) ? JNI_TRUE : JNI_FALSE; }

// ---------------------------------------------------------------- classes, methods, fields

jint JNICALL GetVersion(JNIEnv*) { return JNI_VERSION_10; }

// As the JDK does, FindClass initialises the class it finds. Names use
// slashes ("java/lang/String") or are array descriptors ("[I").
jclass JNICALL FindClass(JNIEnv* env, const char* name) {
  Thread* t = threadOf(env);
  if (!name) {
    throwNullPointer(t);
    return nullptr;
  }
  std::string internal(name);
  Class* c = internal.find('.') == std::string::npos ? loadClass(t, internal, Loader::App) : nullptr;
  if (!c) {
    if (!t->hasPending()) throwNew(t, "java/lang/NoClassDefFoundError", internal);
    return nullptr;
  }
  if (!c->isArray && !ensureInitialized(t, c)) return nullptr;
  return newLocal<jclass>(env, mirrorOf(t, c));
}

jclass JNICALL GetSuperclass(JNIEnv* env, jclass clazz) {
  Class* c = classOf(env, clazz);
  if (!c || c->isInterface() || !c->super) return nullptr;
  return newLocal<jclass>(env, mirrorOf(threadOf(env), c->super));
}

jboolean JNICALL IsAssignableFrom(JNIEnv* env, jclass from, jclass to) {
  Class* a = classOf(env, from);
  Class* b = classOf(env, to);
  return a && b && (a == b || isAssignable(a, b)) ? JNI_TRUE : JNI_FALSE;
}

// GetMethodID / GetStaticMethodID: initialises the class, then looks the
// method up as resolution does; NoSuchMethodError names it otherwise.
// The class whose member GetMethodID or GetFieldID looks up, initialised.
Class* memberOwner(JNIEnv* env, jclass clazz, const char* name, const char* sig) {
  Thread* t = threadOf(env);
  Class* c = classOf(env, clazz);
  if (!c || !name || !sig) {
    throwNullPointer(t);
    return nullptr;
  }
  return ensureInitialized(t, c) ? c : nullptr;
}

jmethodID findMethod(JNIEnv* env, jclass clazz, const char* name, const char* sig, bool wantStatic) {
  Class* c = memberOwner(env, clazz, name, sig);
  if (!c) return nullptr;
  std::string n(name), d(sig);
  Method* m = n == "<init>" || n == "<clinit>" ? c->findDeclaredMethod(n, d) : lookupMethod(c, n, d);
  if (!m || m->isStatic() != wantStatic) {
    throwNew(threadOf(env), "java/lang/NoSuchMethodError", n);
    return nullptr;
  }
  return reinterpret_cast<jmethodID>(m);
}
jmethodID JNICALL GetMethodID(JNIEnv* env, jclass c, const char* name, const char* sig) {
  return findMethod(env, c, name, sig, false);
}
jmethodID JNICALL GetStaticMethodID(JNIEnv* env, jclass c, const char* name, const char* sig) {
  return findMethod(env, c, name, sig, true);
}

jfieldID findField(JNIEnv* env, jclass clazz, const char* name, const char* sig, bool wantStatic) {
  Class* c = memberOwner(env, clazz, name, sig);
  if (!c) return nullptr;
  Field* f = lookupField(c, name, sig);
  if (!f || f->isStatic() != wantStatic) {
    throwNew(threadOf(env), "java/lang/NoSuchFieldError", name);
    return nullptr;
  }
  return reinterpret_cast<jfieldID>(f);
}
jfieldID JNICALL GetFieldID(JNIEnv* env, jclass c, const char* name, const char* sig) {
  return findField(env, c, name, sig, false);
}
jfieldID JNICALL GetStaticFieldID(JNIEnv* env, jclass c, const char* name, const char* sig) {
  return findField(env, c, name, sig, true);
}

// Field values are stored as their C types (jboolean as one byte, 0 or 1).
template <typename J>
void store(void* at, J value) {
  if constexpr (std::is_same_v<J, jobject>) *static_cast<Object**>(at) = deref(value);
  else if constexpr (std::is_same_v<J, jboolean>) *static_cast<jboolean*>(at) = value & 1;
  else *static_cast<J*>(at) = value;
}
template <typename J>
J read(JNIEnv* env, void* at) {
  if constexpr (std::is_same_v<J, jobject>) return newLocal(env, *static_cast<Object**>(at));
  else return *static_cast<J*>(at);
}

void* instanceField(JNIEnv* env, jobject obj, jfieldID id) {
  Object* o = deref(obj);
  if (!o || !id) {
    throwNullPointer(threadOf(env));
    return nullptr;
  }
  return reinterpret_cast<char*>(o) + reinterpret_cast<Field*>(id)->offset;
}
void* staticField(JNIEnv* env, jfieldID id) {
  if (!id) {
    throwNullPointer(threadOf(env));
    return nullptr;
  }
  auto* f = reinterpret_cast<Field*>(id);
  return reinterpret_cast<char*>(f->owner->statics.get()) + f->offset;
}

template <typename J>
J JNICALL getField(JNIEnv* env, jobject obj, jfieldID id) {
  void* at = instanceField(env, obj, id);
  return at ? read<J>(env, at) : J{};
}
template <typename J>
void JNICALL setField(JNIEnv* env, jobject obj, jfieldID id, J value) {
  if (void* at = instanceField(env, obj, id)) store<J>(at, value);
}
template <typename J>
J JNICALL getStaticField(JNIEnv* env, jclass, jfieldID id) {
  void* at = staticField(env, id);
  return at ? read<J>(env, at) : J{};
}
template <typename J>
void JNICALL setStaticField(JNIEnv* env, jclass, jfieldID id, J value) {
  if (void* at = staticField(env, id)) store<J>(at, value);
}

// ---------------------------------------------------------------- strings

// Copies handed to native code are malloc'd and freed by the Release calls.
template <typename T>
T* copyOut(const T* data, size_t n, size_t extra = 0) {
  auto* p = static_cast<T*>(std::malloc((n + extra) * sizeof(T) + 1));
  if (n) std::memcpy(p, data, n * sizeof(T));
  for (size_t i = n; i < n + extra; ++i) p[i] = T{};
  return p;
}

Array* stringValue(JNIEnv* env, jstring s) {
  Object* o = deref(s);
  if (!o) {
    throwNullPointer(threadOf(env));
    return nullptr;
  }
  return fieldAt<Array*>(o, threadOf(env)->vm->wk.stringValue);
}

std::u16string_view charsOf(Array* value) {
  if (!value) return {};
  return {arrayData<char16_t>(value), size_t(value->length)};
}

jstring JNICALL NewString(JNIEnv* env, const jchar* chars, jsize len) {
  if (len < 0 || (!chars && len > 0)) {
    throwNullPointer(threadOf(env));
    return nullptr;
  }
  return newLocal<jstring>(env, newString(threadOf(env), std::u16string_view(reinterpret_cast<const char16_t*>(chars), size_t(len))));
}

jstring JNICALL NewStringUTF(JNIEnv* env, const char* bytes) {
  if (!bytes) return nullptr;
  return newLocal<jstring>(env, newString(threadOf(env), modifiedUtf8ToUtf16(bytes)));
}

jsize JNICALL GetStringLength(JNIEnv* env, jstring s) {
  Array* v = stringValue(env, s);
  return v ? v->length : 0;
}

jsize JNICALL GetStringUTFLength(JNIEnv* env, jstring s) {
  if (!deref(s)) return 0;
  return jsize(utf16ToModifiedUtf8(charsOf(stringValue(env, s))).size());
}

const jchar* JNICALL GetStringChars(JNIEnv* env, jstring s, jboolean* isCopy) {
  if (!deref(s)) return nullptr;
  std::u16string_view chars = charsOf(stringValue(env, s));
  if (isCopy) *isCopy = JNI_TRUE;
  return reinterpret_cast<const jchar*>(copyOut(chars.data(), chars.size(), 1));
}

void JNICALL ReleaseStringChars(JNIEnv*, jstring, const jchar* chars) { std::free(const_cast<jchar*>(chars)); }

const char* JNICALL GetStringUTFChars(JNIEnv* env, jstring s, jboolean* isCopy) {
  if (!deref(s)) return nullptr;
  std::string utf = utf16ToModifiedUtf8(charsOf(stringValue(env, s)));
  if (isCopy) *isCopy = JNI_TRUE;
  return copyOut(utf.data(), utf.size(), 1);
}

void JNICALL ReleaseStringUTFChars(JNIEnv*, jstring, const char* utf) { std::free(const_cast<char*>(utf)); }

// StringIndexOutOfBoundsException for a region outside the string.
bool stringRegion(JNIEnv* env, jstring s, jsize start, jsize len, std::u16string_view* out) {
  Array* v = stringValue(env, s);
  if (!deref(s)) return false;
  std::u16string_view chars = charsOf(v);
  if (start < 0 || len < 0 || int64_t(start) + len > int64_t(chars.size())) {
    throwNewNoMessage(threadOf(env), "java/lang/StringIndexOutOfBoundsException");  // the JDK gives none
    return false;
  }
  *out = chars.substr(size_t(start), size_t(len));
  return true;
}

void JNICALL GetStringRegion(JNIEnv* env, jstring s, jsize start, jsize len, jchar* buf) {
  std::u16string_view part;
  if (stringRegion(env, s, start, len, &part) && len > 0) std::memcpy(buf, part.data(), part.size() * 2);
}

void JNICALL GetStringUTFRegion(JNIEnv* env, jstring s, jsize start, jsize len, char* buf) {
  std::u16string_view part;
  if (!stringRegion(env, s, start, len, &part)) return;
  std::string utf = utf16ToModifiedUtf8(part);
  std::memcpy(buf, utf.c_str(), utf.size() + 1);
}

// Critical access copies: the collector moves objects (docs/jni.md).
const jchar* JNICALL GetStringCritical(JNIEnv* env, jstring s, jboolean* isCopy) {
  return GetStringChars(env, s, isCopy);
}
void JNICALL ReleaseStringCritical(JNIEnv* env, jstring s, const jchar* chars) { ReleaseStringChars(env, s, chars); }

// ---------------------------------------------------------------- arrays

jsize JNICALL GetArrayLength(JNIEnv* env, jarray a) {
  Array* arr = arrayOf(a);
  if (!requireObject(env, arr)) return 0;
  return arr->length;
}

jobjectArray JNICALL NewObjectArray(JNIEnv* env, jsize len, jclass elementClass, jobject initial) {
  Thread* t = threadOf(env);
  Class* c = classOf(env, elementClass);
  if (!c) {
    throwNullPointer(t);
    return nullptr;
  }
  Array* arr = newObjectArray(t, c, len);
  if (!arr) return nullptr;
  Object* fill = deref(initial);  // after the allocation: it may have moved
  if (fill)
    for (jsize i = 0; i < len; ++i) arrayData<Object*>(arr)[i] = fill;
  return newLocal<jobjectArray>(env, arr);
}

bool checkIndex(JNIEnv* env, Array* arr, jsize index) {
  if (!requireObject(env, arr)) return false;
  if (index < 0 || index >= arr->length) {
    throwArrayIndex(threadOf(env), index, arr->length);
    return false;
  }
  return true;
}

jobject JNICALL GetObjectArrayElement(JNIEnv* env, jobjectArray a, jsize index) {
  Array* arr = arrayOf(a);
  if (!checkIndex(env, arr, index)) return nullptr;
  return newLocal(env, arrayData<Object*>(arr)[index]);
}

void JNICALL SetObjectArrayElement(JNIEnv* env, jobjectArray a, jsize index, jobject value) {
  Array* arr = arrayOf(a);
  if (!checkIndex(env, arr, index)) return;
  Object* v = deref(value);
  if (v && !instanceOf(v, arr->klass->component)) {
    throwNew(threadOf(env), "java/lang/ArrayStoreException",
             "type mismatch: can not store " + v->klass->javaName() + " to " + arr->klass->javaName());
    return;
  }
  arrayData<Object*>(arr)[index] = v;
}

template <typename A, BasicType B>
A JNICALL newArray(JNIEnv* env, jsize len) {
  return newLocal<A>(env, newPrimitiveArray(threadOf(env), B, len));
}

template <typename J, typename A>
J* JNICALL getElements(JNIEnv* env, A a, jboolean* isCopy) {
  Array* arr = arrayOf(a);
  if (!requireObject(env, arr)) return nullptr;
  if (isCopy) *isCopy = JNI_TRUE;
  return copyOut(arrayData<J>(arr), size_t(arr->length));
}

// Mode 0 copies back and frees, JNI_COMMIT copies back, JNI_ABORT frees.
void releaseCopy(Array* arr, void* elems, size_t elementBytes, jint mode) {
  if (!elems) return;
  if (arr && mode != JNI_ABORT) std::memcpy(arrayData<char>(arr), elems, size_t(arr->length) * elementBytes);
  if (mode != JNI_COMMIT) std::free(elems);
}

template <typename J, typename A>
void JNICALL releaseElements(JNIEnv*, A a, J* elems, jint mode) {
  releaseCopy(arrayOf(a), elems, sizeof(J), mode);
}

// ArrayIndexOutOfBoundsException for a region outside the array, worded as
// the JDK words it (the end as a jsize, wrapping as the JDK's does).
bool checkRegion(JNIEnv* env, Array* arr, jsize start, jsize len) {
  if (!requireObject(env, arr)) return false;
  if (len < 0) {
    throwNew(threadOf(env), "java/lang/ArrayIndexOutOfBoundsException", "Length " + std::to_string(len) + " is negative");
    return false;
  }
  if (start < 0 || int64_t(start) + len > arr->length) {
    auto end = jsize(uint32_t(start) + uint32_t(len));
    throwNew(threadOf(env), "java/lang/ArrayIndexOutOfBoundsException",
             "Array region " + std::to_string(start) + ".." + std::to_string(end) + " out of bounds for length " +
                 std::to_string(arr->length));
    return false;
  }
  return true;
}

template <typename J, typename A>
void JNICALL getRegion(JNIEnv* env, A a, jsize start, jsize len, J* buf) {
  Array* arr = arrayOf(a);
  if (checkRegion(env, arr, start, len) && len > 0) std::memcpy(buf, arrayData<J>(arr) + start, size_t(len) * sizeof(J));
}

template <typename J, typename A>
void JNICALL setRegion(JNIEnv* env, A a, jsize start, jsize len, const J* buf) {
  Array* arr = arrayOf(a);
  if (!checkRegion(env, arr, start, len)) return;
  if constexpr (std::is_same_v<J, jboolean>) {
    for (jsize i = 0; i < len; ++i) arrayData<jboolean>(arr)[start + i] = buf[i] & 1;
  } else if (len > 0) {
    std::memcpy(arrayData<J>(arr) + start, buf, size_t(len) * sizeof(J));
  }
}

void* JNICALL GetPrimitiveArrayCritical(JNIEnv* env, jarray a, jboolean* isCopy) {
  Array* arr = arrayOf(a);
  if (!requireObject(env, arr)) return nullptr;
  if (isCopy) *isCopy = JNI_TRUE;
  return copyOut(arrayData<char>(arr), size_t(arr->length) << arr->klass->elementShift);
}

void JNICALL ReleasePrimitiveArrayCritical(JNIEnv*, jarray a, void* elems, jint mode) {
  Array* arr = arrayOf(a);
  releaseCopy(arr, elems, arr ? size_t(1) << arr->klass->elementShift : 0, mode);
}

// ---------------------------------------------------------------- references

jobject JNICALL NewGlobalRef(JNIEnv* env, jobject obj) {
  return static_cast<jobject>(jniOf(threadOf(env)->vm).globals.add(deref(obj), RefKind::Global));
}
void JNICALL DeleteGlobalRef(JNIEnv* env, jobject ref) {
  if (ref && refKindOf(ref) == RefKind::Global) jniOf(threadOf(env)->vm).globals.remove(ref);
}
jweak JNICALL NewWeakGlobalRef(JNIEnv* env, jobject obj) {
  return static_cast<jweak>(jniOf(threadOf(env)->vm).globals.add(deref(obj), RefKind::WeakGlobal));
}
void JNICALL DeleteWeakGlobalRef(JNIEnv* env, jweak ref) {
  if (ref && refKindOf(ref) == RefKind::WeakGlobal) jniOf(threadOf(env)->vm).globals.remove(ref);
}
jobject JNICALL NewLocalRef(JNIEnv* env, jobject ref) { return newLocal(env, deref(ref)); }
void JNICALL DeleteLocalRef(JNIEnv* env, jobject ref) {
  if (ref && refKindOf(ref) == RefKind::Local) stateOf(env).locals.remove(ref);
}

// The local table grows as needed: any capacity is available.
jint JNICALL EnsureLocalCapacity(JNIEnv*, jint capacity) { return capacity < 0 ? JNI_ERR : JNI_OK; }
jint JNICALL PushLocalFrame(JNIEnv* env, jint capacity) {
  if (capacity < 0) return JNI_ERR;
  stateOf(env).locals.pushFrame(/*byNative=*/true);
  return JNI_OK;
}
jobject JNICALL PopLocalFrame(JNIEnv* env, jobject result) {
  Object* keep = deref(result);
  stateOf(env).locals.popNativeFrame();
  return newLocal(env, keep);
}

jobjectRefType JNICALL GetObjectRefType(JNIEnv* env, jobject ref) {
  if (!ref) return JNIInvalidRefType;
  switch (refKindOf(ref)) {
    case RefKind::Local: return stateOf(env).locals.holds(ref) ? JNILocalRefType : JNIInvalidRefType;
    case RefKind::Global: return jniOf(threadOf(env)->vm).globals.holds(ref) ? JNIGlobalRefType : JNIInvalidRefType;
    case RefKind::WeakGlobal:
      return jniOf(threadOf(env)->vm).globals.holds(ref) ? JNIWeakGlobalRefType : JNIInvalidRefType;
  }
  return JNIInvalidRefType;
}

// ---------------------------------------------------------------- exceptions

jint JNICALL Throw(JNIEnv* env, jthrowable obj) {
  Object* ex = deref(obj);
  if (!ex) return JNI_ERR;
  throwObject(threadOf(env), ex);
  return JNI_OK;
}

jint JNICALL ThrowNew(JNIEnv* env, jclass clazz, const char* message) {
  Thread* t = threadOf(env);
  Class* c = classOf(env, clazz);
  if (!c) return JNI_ERR;
  Handle<Object> text(t, message ? newString(t, modifiedUtf8ToUtf16(message)) : nullptr);
  if (message && !text.get()) return JNI_ERR;
  Object* ex = interp::construct(t, c, "(Ljava/lang/String;)V", [&](Slot* args) { args[0].l = text.get(); });
  if (!ex) return JNI_ERR;
  throwObject(t, ex);
  return JNI_OK;
}

jthrowable JNICALL ExceptionOccurred(JNIEnv* env) { return newLocal<jthrowable>(env, threadOf(env)->pending); }
jboolean JNICALL ExceptionCheck(JNIEnv* env) { return threadOf(env)->pending ? JNI_TRUE : JNI_FALSE; }
void JNICALL ExceptionClear(JNIEnv* env) { threadOf(env)->pending = nullptr; }

// Clears the pending exception and reports it as the JDK does:
// "Exception in thread "<name>" ", then its printStackTrace on System.err.
void JNICALL ExceptionDescribe(JNIEnv* env) {
  Thread* t = threadOf(env);
  if (!t->pending) return;
  Slot self;
  self.l = t->pending;
  t->pending = nullptr;
  std::cout.flush();
  std::cerr << "Exception ";
  if (t->javaThread)
    if (Object* name = fieldAt<Object*>(t->javaThread, t->vm->wk.threadName))
      std::cerr << "in thread \"" << stringUtf8(t, name) << "\" ";
  std::cerr.flush();
  Method* print = lookupMethod(self.l->klass, "printStackTrace", "()V");
  Slot ignored;
  if (print && !interp::call(t, print, &self, &ignored)) t->pending = nullptr;
}

void JNICALL FatalError(JNIEnv*, const char* message) { fatal(message ? message : ""); }

// ---------------------------------------------------------------- natives, monitors, the VM

jint JNICALL RegisterNatives(JNIEnv* env, jclass clazz, const JNINativeMethod* methods, jint count) {
  Thread* t = threadOf(env);
  Class* c = classOf(env, clazz);
  if (!c || (count > 0 && !methods)) {
    throwNullPointer(t);
    return JNI_ERR;
  }
  for (jint i = 0; i < count; ++i) {
    const JNINativeMethod& nm = methods[i];
    Method* m = nm.name && nm.signature ? c->findDeclaredMethod(nm.name, nm.signature) : nullptr;
    std::string what = m ? "'" + javaMethodSignature(c->name, m->name, m->descriptor) + "'"
                         : std::string(nm.name ? nm.name : "") + (nm.signature ? nm.signature : "");
    if (!m) {
      throwNew(t, "java/lang/NoSuchMethodError", "Method " + what + " name or signature does not match");
      return JNI_ERR;
    }
    if (!m->isNative()) {
      throwNew(t, "java/lang/NoSuchMethodError", "Method " + what + " is not declared as native");
      return JNI_ERR;
    }
    if (!nm.fnPtr || !bindJniFunction(m, nm.fnPtr)) {
      throwNew(t, "java/lang/NoSuchMethodError", "Method " + what + " cannot be bound");
      return JNI_ERR;
    }
  }
  return JNI_OK;
}

// Unbinds the class's JNI natives: the next call looks them up again.
jint JNICALL UnregisterNatives(JNIEnv* env, jclass clazz) {
  Class* c = classOf(env, clazz);
  if (!c) return JNI_ERR;
  for (const auto& m : c->methods)
    if (m->jniFunction) unbindJniFunction(m.get());
  return JNI_OK;
}

jint JNICALL MonitorEnter(JNIEnv* env, jobject obj) {
  if (!requireObject(env, deref(obj))) return JNI_ERR;
  return monitorEnter(threadOf(env), deref(obj)) ? JNI_OK : JNI_ERR;
}
jint JNICALL MonitorExit(JNIEnv* env, jobject obj) {
  if (!requireObject(env, deref(obj))) return JNI_ERR;
  return monitorExit(threadOf(env), deref(obj)) ? JNI_OK : JNI_ERR;
}

jint JNICALL GetJavaVM(JNIEnv* env, JavaVM** vm) {
  if (!vm) return JNI_ERR;
  *vm = reinterpret_cast<JavaVM*>(&jniOf(threadOf(env)->vm));
  return JNI_OK;
}

// Direct buffers: wwvm has no java.nio, which the specification allows for
// (these results mean "not supported").
jobject JNICALL NewDirectByteBuffer(JNIEnv*, void*, jlong) { return nullptr; }
void* JNICALL GetDirectBufferAddress(JNIEnv*, jobject) { return nullptr; }
jlong JNICALL GetDirectBufferCapacity(JNIEnv*, jobject) { return -1; }

// ---------------------------------------------------------------- the table

// A function not implemented: the stub has the slot's exact type, so a call
// through it is well defined, and it stops the VM naming the function.
template <size_t N>
struct FunctionName {
  char text[N];
  constexpr FunctionName(const char (&s)[N]) { std::copy_n(s, N, text); }
};

template <FunctionName Name, typename R, typename... A>
R JNICALL missing(JNIEnv*, A...) {
  fatal(std::string("JNI function ") + Name.text + " is not implemented by wwvm");
}
template <FunctionName Name, typename R, typename... A>
void setMissing(R(JNICALL*& slot)(JNIEnv*, A...)) {
  slot = &missing<Name, R, A...>;
}

JNINativeInterface_ makeTable() {
  JNINativeInterface_ f{};
  f.GetVersion = GetVersion;
  setMissing<"DefineClass">(f.DefineClass);
  f.FindClass = FindClass;
  setMissing<"FromReflectedMethod">(f.FromReflectedMethod);
  setMissing<"FromReflectedField">(f.FromReflectedField);
  setMissing<"ToReflectedMethod">(f.ToReflectedMethod);
  f.GetSuperclass = GetSuperclass;
  f.IsAssignableFrom = IsAssignableFrom;
  setMissing<"ToReflectedField">(f.ToReflectedField);
  f.Throw = Throw;
  f.ThrowNew = ThrowNew;
  f.ExceptionOccurred = ExceptionOccurred;
  f.ExceptionDescribe = ExceptionDescribe;
  f.ExceptionClear = ExceptionClear;
  f.FatalError = FatalError;
  f.PushLocalFrame = PushLocalFrame;
  f.PopLocalFrame = PopLocalFrame;
  f.NewGlobalRef = NewGlobalRef;
  f.DeleteGlobalRef = DeleteGlobalRef;
  f.DeleteLocalRef = DeleteLocalRef;
  f.IsSameObject = IsSameObject;
  f.NewLocalRef = NewLocalRef;
  f.EnsureLocalCapacity = EnsureLocalCapacity;
  f.AllocObject = AllocObject;
  f.NewObject = NewObject;
  f.NewObjectV = NewObjectV;
  f.NewObjectA = NewObjectA;
  f.GetObjectClass = GetObjectClass;
  f.IsInstanceOf = IsInstanceOf;
  f.GetMethodID = GetMethodID;
  f.GetFieldID = GetFieldID;
  f.GetStaticMethodID = GetStaticMethodID;
  f.GetStaticFieldID = GetStaticFieldID;

#define WW_JNI_CALLS(Type, R)                                   \
  f.Call##Type##Method = callMethod<R>;                         \
  f.Call##Type##MethodV = callMethodV<R>;                       \
  f.Call##Type##MethodA = callMethodA<R>;                       \
  f.CallNonvirtual##Type##Method = callNonvirtual<R>;           \
  f.CallNonvirtual##Type##MethodV = callNonvirtualV<R>;         \
  f.CallNonvirtual##Type##MethodA = callNonvirtualA<R>;         \
  f.CallStatic##Type##Method = callStatic<R>;                   \
  f.CallStatic##Type##MethodV = callStaticV<R>;                 \
  f.CallStatic##Type##MethodA = callStaticA<R>;
  WW_JNI_CALLS(Object, jobject)
  WW_JNI_CALLS(Boolean, jboolean)
  WW_JNI_CALLS(Byte, jbyte)
  WW_JNI_CALLS(Char, jchar)
  WW_JNI_CALLS(Short, jshort)
  WW_JNI_CALLS(Int, jint)
  WW_JNI_CALLS(Long, jlong)
  WW_JNI_CALLS(Float, jfloat)
  WW_JNI_CALLS(Double, jdouble)
  WW_JNI_CALLS(Void, void)
#undef WW_JNI_CALLS

#define WW_JNI_FIELDS(Type, J)                  \
  f.Get##Type##Field = getField<J>;             \
  f.Set##Type##Field = setField<J>;             \
  f.GetStatic##Type##Field = getStaticField<J>; \
  f.SetStatic##Type##Field = setStaticField<J>;
  WW_JNI_FIELDS(Object, jobject)
  WW_JNI_FIELDS(Boolean, jboolean)
  WW_JNI_FIELDS(Byte, jbyte)
  WW_JNI_FIELDS(Char, jchar)
  WW_JNI_FIELDS(Short, jshort)
  WW_JNI_FIELDS(Int, jint)
  WW_JNI_FIELDS(Long, jlong)
  WW_JNI_FIELDS(Float, jfloat)
  WW_JNI_FIELDS(Double, jdouble)
#undef WW_JNI_FIELDS

  f.NewString = NewString;
  f.GetStringLength = GetStringLength;
  f.GetStringChars = GetStringChars;
  f.ReleaseStringChars = ReleaseStringChars;
  f.NewStringUTF = NewStringUTF;
  f.GetStringUTFLength = GetStringUTFLength;
  f.GetStringUTFChars = GetStringUTFChars;
  f.ReleaseStringUTFChars = ReleaseStringUTFChars;
  f.GetArrayLength = GetArrayLength;
  f.NewObjectArray = NewObjectArray;
  f.GetObjectArrayElement = GetObjectArrayElement;
  f.SetObjectArrayElement = SetObjectArrayElement;

#define WW_JNI_ARRAYS(Type, J, A, B)                          \
  f.New##Type##Array = newArray<A, BasicType::B>;             \
  f.Get##Type##ArrayElements = getElements<J, A>;             \
  f.Release##Type##ArrayElements = releaseElements<J, A>;     \
  f.Get##Type##ArrayRegion = getRegion<J, A>;                 \
  f.Set##Type##ArrayRegion = setRegion<J, A>;
  WW_JNI_ARRAYS(Boolean, jboolean, jbooleanArray, Boolean)
  WW_JNI_ARRAYS(Byte, jbyte, jbyteArray, Byte)
  WW_JNI_ARRAYS(Char, jchar, jcharArray, Char)
  WW_JNI_ARRAYS(Short, jshort, jshortArray, Short)
  WW_JNI_ARRAYS(Int, jint, jintArray, Int)
  WW_JNI_ARRAYS(Long, jlong, jlongArray, Long)
  WW_JNI_ARRAYS(Float, jfloat, jfloatArray, Float)
  WW_JNI_ARRAYS(Double, jdouble, jdoubleArray, Double)
#undef WW_JNI_ARRAYS

  f.RegisterNatives = RegisterNatives;
  f.UnregisterNatives = UnregisterNatives;
  f.MonitorEnter = MonitorEnter;
  f.MonitorExit = MonitorExit;
  f.GetJavaVM = GetJavaVM;
  f.GetStringRegion = GetStringRegion;
  f.GetStringUTFRegion = GetStringUTFRegion;
  f.GetPrimitiveArrayCritical = GetPrimitiveArrayCritical;
  f.ReleasePrimitiveArrayCritical = ReleasePrimitiveArrayCritical;
  f.GetStringCritical = GetStringCritical;
  f.ReleaseStringCritical = ReleaseStringCritical;
  f.NewWeakGlobalRef = NewWeakGlobalRef;
  f.DeleteWeakGlobalRef = DeleteWeakGlobalRef;
  f.ExceptionCheck = ExceptionCheck;
  f.NewDirectByteBuffer = NewDirectByteBuffer;
  f.GetDirectBufferAddress = GetDirectBufferAddress;
  f.GetDirectBufferCapacity = GetDirectBufferCapacity;
  f.GetObjectRefType = GetObjectRefType;
  setMissing<"GetModule">(f.GetModule);
  // Every slot after jni.h's four reserved ones points somewhere.
  auto* slots = reinterpret_cast<void* const*>(&f);
  for (size_t i = 4; i < sizeof f / sizeof(void*); ++i) WW_ASSERT(slots[i] != nullptr);
  return f;
}

}  // namespace

const void* jniFunctionTable() {
  static const JNINativeInterface_ table = makeTable();
  return &table;
}

}  // namespace ww::vm
