// Building and raising Java exceptions from C++.
#include "vm/exceptions.h"

#include "interpreter/interp.h"
#include "vm/access.h"
#include "vm/loader.h"
#include "vm/strings.h"
#include "vm/vm.h"

namespace ww::vm {
namespace {

// Guards against an exception whose construction throws the same exception
// again (a missing class library class, say): past this depth the VM gives
// up building and raises the preallocated error.
constexpr int kMaxThrowDepth = 8;

struct ThrowDepth {
  Thread* t;
  explicit ThrowDepth(Thread* thread) : t(thread) { ++t->throwDepth; }
  ~ThrowDepth() { --t->throwDepth; }
};

// new C(message) or new C(message, cause); null with the failure pending.
Object* construct(Thread* t, const char* className, const std::string* message, Object* causeIn) {
  Handle<Object> cause(t, causeIn);
  Class* c = loadClass(t, className, Loader::Boot);
  if (!c) return nullptr;
  const char* desc = !message ? "()V" : cause.get() ? "(Ljava/lang/String;Ljava/lang/Throwable;)V" : "(Ljava/lang/String;)V";
  Handle<Object> text(t, message ? newStringUtf8(t, *message) : nullptr);
  if (message && !text.get()) return nullptr;
  return interp::construct(t, c, desc, [&](Slot* a) {
    a[0].l = text.get();
    a[1].l = cause.get();
  });
}

void raise(Thread* t, const char* className, const std::string* message, Object* cause) {
  if (t->exiting) return;
  if (t->throwDepth >= kMaxThrowDepth) {
    t->pending = t->vm->wk.outOfMemoryError;
    return;
  }
  ThrowDepth depth(t);
  t->pending = nullptr;
  Object* ex = construct(t, className, message, cause);
  if (ex) t->pending = ex;
}

}  // namespace

void throwNew(Thread* t, const char* className, const std::string& message) { raise(t, className, &message, nullptr); }

void throwNewNoMessage(Thread* t, const char* className) { raise(t, className, nullptr, nullptr); }

void throwNewWithCause(Thread* t, const char* className, const std::string& message, Object* cause) {
  raise(t, className, &message, cause);
}

void throwNullPointer(Thread* t) { throwNewNoMessage(t, "java/lang/NullPointerException"); }

void throwArrayIndex(Thread* t, int32_t index, int32_t length) {
  throwNew(t, "java/lang/ArrayIndexOutOfBoundsException",
           "Index " + std::to_string(index) + " out of bounds for length " + std::to_string(length));
}

void throwOutOfMemory(Thread* t, const char* what) {
  // Building a fresh error may itself need memory: fall back to the
  // preallocated one when it cannot be built.
  std::string message(what);
  {
    gc::ReserveScope reserve(t->vm);
    raise(t, "java/lang/OutOfMemoryError", &message, nullptr);
  }
  if (!t->pending) t->pending = t->vm->wk.outOfMemoryError;
}

void throwStackOverflow(Thread* t) {
  // Let the error's constructor use the reserve at the end of the stack.
  Slot* limit = t->stackLimit;
  t->stackLimit = t->stackEnd;
  throwNewNoMessage(t, "java/lang/StackOverflowError");
  t->stackLimit = limit;
}

std::string describeThrowable(Thread* t, Object* ex) {
  if (!ex) return "(no exception)";
  std::string text = ex->klass->javaName();
  if (t->vm->wk.throwableMessage) {
    Object* message = fieldAt<Object*>(ex, t->vm->wk.throwableMessage);
    if (message) text += ": " + stringUtf8(t, message);
  }
  return text;
}

std::string classCastMessage(Class* from, Class* to) {
  return "class " + from->javaName() + " cannot be cast to class " + to->javaName() + " " + moduleClause(from, to);
}

void throwClassCast(Thread* t, Class* from, Class* to) {
  throwNew(t, "java/lang/ClassCastException", classCastMessage(from, to));
}

}  // namespace ww::vm
