// Class initialisation, following the procedure of JVMS 5.5. A class being
// initialised by this thread counts as initialised (recursive request); one
// being initialised by another thread is waited for (docs/threads.md).
#include "vm/init.h"

#include "interpreter/interp.h"
#include "vm/exceptions.h"
#include "vm/loader.h"
#include "vm/strings.h"
#include "vm/threaddump.h"
#include "vm/utf8.h"
#include "vm/verifier.h"
#include "vm/vm.h"
#include "vm/vmaccount.h"

namespace ww::vm {
namespace {

// Static fields with a ConstantValue attribute get their value before
// <clinit> runs (JVMS 5.5 step 6).
bool setConstantValues(Thread* t, Class* c) {
  const auto& cp = c->file->constantPool;
  for (auto& f : c->fields) {
    if (!f->isStatic() || f->constantValue == 0) continue;
    char* at = reinterpret_cast<char*>(c->statics.get()) + f->offset;
    const CpEntry& e = cp[f->constantValue];
    switch (f->descriptor[0]) {
      case 'J': *reinterpret_cast<int64_t*>(at) = e.j; break;
      case 'D': *reinterpret_cast<double*>(at) = e.d; break;
      case 'F': *reinterpret_cast<float*>(at) = e.f; break;
      case 'I': *reinterpret_cast<int32_t*>(at) = e.i; break;
      case 'S': *reinterpret_cast<int16_t*>(at) = int16_t(e.i); break;
      case 'C': *reinterpret_cast<uint16_t*>(at) = uint16_t(e.i); break;
      case 'B': *reinterpret_cast<int8_t*>(at) = int8_t(e.i); break;
      case 'Z': *reinterpret_cast<uint8_t*>(at) = uint8_t(e.i & 1); break;
      default: {  // String
        ChargeToVm vmWork(t);  // a literal is the VM's, not the initialiser's
        Object* s = internChars(t, modifiedUtf8ToUtf16(cp[e.ref1].utf8));
        if (!s) return false;
        *reinterpret_cast<Object**>(at) = s;
      }
    }
  }
  return true;
}

// Superinterfaces that declare default methods are initialised with the
// class (JVMS 5.5 step 7).
bool declaresDefaults(const Class* i) {
  for (const auto& m : i->methods)
    if (!m->isStatic() && !m->isAbstract() && m->name[0] != '<') return true;
  return false;
}

bool initializeSupers(Thread* t, Class* c) {
  if (c->isInterface()) return true;
  if (c->super && !ensureInitialized(t, c->super)) return false;
  for (Class* i : c->interfaces)
    if (declaresDefaults(i) && !ensureInitialized(t, i)) return false;
  return true;
}

// Wraps a non-Error thrown by <clinit> in ExceptionInInitializerError.
void wrapInitializerException(Thread* t) {
  Handle<Object> thrown(t, t->pending);
  if (instanceOf(thrown.get(), loadClass(t, "java/lang/Error", Loader::Boot))) return;
  t->pending = nullptr;
  Class* eiie = loadClass(t, "java/lang/ExceptionInInitializerError", Loader::Boot);
  if (!eiie) return;
  Object* ex = interp::construct(t, eiie, "(Ljava/lang/Throwable;)V", [&](Slot* a) { a[0].l = thrown.get(); });
  if (ex) t->pending = ex;
}

// What later uses of an erroneous class get as the cause of their
// NoClassDefFoundError, as JDK 17 records it: an ExceptionInInitializerError
// saying "Exception CLASS: MESSAGE [in thread "NAME"]" with the original
// exception's stack trace. Null if it cannot be built.
Object* initializationError(Thread* t, Object* original) {
  Handle<Object> orig(t, original);
  Handle<Object> pending(t, t->pending);
  t->pending = nullptr;
  Object* detail = fieldAt<Object*>(orig.get(), t->vm->wk.throwableMessage);
  std::string message = "Exception " + orig->klass->javaName() + (detail ? ": " + stringUtf8(t, detail) : "") +
                        " [in thread \"" + threadName(t) + "\"]";
  Object* record = nullptr;
  Handle<Object> text(t, newStringUtf8(t, message));
  Class* eiie = loadClass(t, "java/lang/ExceptionInInitializerError", Loader::Boot);
  if (text.get() && eiie)
    record = interp::construct(t, eiie, "(Ljava/lang/String;)V", [&](Slot* a) { a[0].l = text.get(); });
  if (record) {
    uint32_t backtrace = t->vm->wk.throwableBacktrace;
    fieldAt<Object*>(record, backtrace) = fieldAt<Object*>(orig.get(), backtrace);
  }
  t->pending = pending.get();
  return record;
}

// `original` is what failed: the exception <clinit> threw (before wrapping)
// or the linkage error of a superclass or constant.
void markErroneous(Thread* t, Class* c, Object* original) {
  c->initError = original ? initializationError(t, original) : nullptr;
  c->state = ClassState::Erroneous;
  c->initThread = nullptr;
  t->vm->sched.wakeClassWaiters(c);
}

}  // namespace

bool initializeClass(Thread* t, Class* c) {
  // Linking comes first (JVMS 5.5): a class that fails verification stays
  // uninitialised, not erroneous, and fails verification again next time.
  if (c->state == ClassState::Linked && !verifyClass(t, c)) return false;
  // Another thread initialising the class: wait until it has finished (JVMS 5.5 step 2).
  while (c->state == ClassState::Initializing && c->initThread != t) {
    t->waitingForClass = c;
    t->vm->sched.setState(t, ThreadState::Waiting);
    bool ok = t->vm->sched.block(t);
    t->waitingForClass = nullptr;
    if (!ok) return false;
  }
  switch (c->state) {
    case ClassState::Initialized: return true;
    case ClassState::Initializing: return true;  // by this thread: recursive request
    case ClassState::Erroneous:
      throwNew(t, "java/lang/NoClassDefFoundError", "Could not initialize class " + c->javaName());
      // NoClassDefFoundError has no (String, Throwable) constructor: the cause goes in as initCause would.
      if (t->pending && c->initError) fieldAt<Object*>(t->pending, t->vm->wk.throwableCause) = c->initError;
      return false;
    default: break;
  }
  c->state = ClassState::Initializing;
  c->initThread = t;
  if (!initializeSupers(t, c) || !setConstantValues(t, c)) {
    markErroneous(t, c, t->exiting ? nullptr : t->pending);
    return false;
  }
  if (Method* clinit = c->findDeclaredMethod("<clinit>", "()V")) {
    Slot ignored;
    if (!interp::call(t, clinit, nullptr, &ignored)) {
      if (t->exiting) {
        markErroneous(t, c, nullptr);
        return false;
      }
      Handle<Object> original(t, t->pending);
      wrapInitializerException(t);
      markErroneous(t, c, original.get());
      return false;
    }
  }
  c->state = ClassState::Initialized;
  c->initThread = nullptr;
  t->vm->sched.wakeClassWaiters(c);
  return true;
}

}  // namespace ww::vm
