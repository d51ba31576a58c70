// Natives of java.lang.Throwable: capturing the stack when an exception is
// made (a compact long[] of method ids and pcs, the "backtrace") and turning
// it into StackTraceElements only when someone asks.
#include "classlib/natives/backtrace.h"
#include "interpreter/code.h"
#include "vm/alloc.h"
#include "vm/descriptor.h"
#include "vm/natives.h"
#include "vm/strings.h"
#include "vm/vm.h"

namespace ww::classlib {

using namespace ww::vm;

namespace {

// As HotSpot's MaxJavaStackTraceDepth: deep recursions keep the innermost frames.
constexpr int kMaxDepth = 1024;
constexpr uint32_t kNativePc = 0xffff;

bool isFillInFrame(const Method* m) { return m->name == "fillInStackTrace" || m->name == "fillInBacktrace"; }

// The frames to record: past fillInStackTrace and the exception's own
// constructors (those of its class and superclasses).
Frame* firstRecordedFrame(Frame* f, Object* exception) {
  while (f && isFillInFrame(f->method)) f = f->prev;
  while (f && f->method->isInit() && instanceOf(exception, f->method->owner)) f = f->prev;
  return f;
}

uint64_t encode(const Frame* f) {
  uint32_t pc = (f->flags & FRAME_NATIVE) || !f->pc ? kNativePc : f->method->translated->originalPc(f->pc);
  return (uint64_t(f->method->id) << 32) | pc;
}

WW_NATIVE(Throwable_fillInBacktrace) { result->l = captureBacktrace(t, firstRecordedFrame(t->top, args[0].l)); }

Object* makeElement(Thread* t, uint64_t entry) {
  VM* vm = t->vm;
  const WellKnown& wk = vm->wk;
  Method* m = vm->methodsById[size_t(entry >> 32)];
  uint32_t pc = uint32_t(entry & 0xffffffffu);
  Handle<Object> cls(t, newStringUtf8(t, m->owner->javaName()));
  Handle<Object> name(t, newStringUtf8(t, m->name));
  Handle<Object> file(t, m->owner->sourceFile.empty() ? nullptr : newStringUtf8(t, m->owner->sourceFile));
  Handle<Object> module(t, m->owner->isBoot() ? newStringUtf8(t, "java.base") : nullptr);
  Object* e = allocObject(t, wk.stackTraceElement);
  if (!e || !cls.get() || !name.get()) return nullptr;
  fieldAt<Object*>(e, wk.steDeclaringClass) = cls.get();
  fieldAt<Object*>(e, wk.steMethodName) = name.get();
  fieldAt<Object*>(e, wk.steFileName) = file.get();
  fieldAt<Object*>(e, wk.steModuleName) = module.get();
  fieldAt<int32_t>(e, wk.steLineNumber) = pc == kNativePc ? -2 : m->lineNumberAt(uint16_t(pc));
  return e;
}

WW_NATIVE(Throwable_decodeBacktrace) { result->l = decodeBacktrace(t, static_cast<Array*>(args[0].l)); }

constexpr NativeBinding kBindings[] = {
    {"java/lang/Throwable", "fillInBacktrace", "()Ljava/lang/Object;", Throwable_fillInBacktrace},
    {"java/lang/Throwable", "decodeBacktrace", "(Ljava/lang/Object;)[Ljava/lang/StackTraceElement;", Throwable_decodeBacktrace},
};

}  // namespace

Array* captureBacktrace(Thread* t, Frame* first) {
  // The frames of the classes the VM generates for invokedynamic (a lambda's
  // forwarding method, a concatenation) are left out, as the JDK hides its own.
  int depth = 0;
  for (Frame* f = first; f && depth < kMaxDepth; f = f->prev) depth += !f->method->owner->generated;
  // Frames live on the slot stack, not the heap: `first` survives the allocation.
  Array* bt = newPrimitiveArray(t, BasicType::Long, depth);
  if (!bt) return nullptr;
  int i = 0;
  for (Frame* f = first; f && i < depth; f = f->prev)
    if (!f->method->owner->generated) arrayData<int64_t>(bt)[i++] = int64_t(encode(f));
  return bt;
}

Array* decodeBacktrace(Thread* t, Array* backtrace) {
  Handle<Array> bt(t, backtrace);
  int32_t n = bt.get() ? bt->length : 0;
  Handle<Array> out(t, newObjectArray(t, t->vm->wk.stackTraceElement, n));
  if (!out.get()) return nullptr;
  for (int32_t i = 0; i < n; ++i) {
    Object* e = makeElement(t, uint64_t(arrayData<int64_t>(bt.get())[i]));
    if (!e) return nullptr;
    arrayData<Object*>(out.get())[i] = e;
  }
  return out.get();
}

extern const std::span<const NativeBinding> kThrowableNatives{kBindings};

}  // namespace ww::classlib
