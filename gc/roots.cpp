// Enumerating the roots (see gc/roots.h for the list and the rule).
#include "gc/roots.h"

#include <cstdio>
#include <cstdlib>

#include "interpreter/code.h"
#include "vm/descriptor.h"
#include "vm/jnistate.h"
#include "vm/typeflow.h"
#include "vm/vm.h"

namespace ww::gc {
namespace {

using vm::Frame;
using vm::Method;
using vm::Object;

// A native method's arguments are its locals; their types come from its
// descriptor.
void visitNativeFrame(Frame* f, RootVisitor& v) {
  const Method* m = f->method;
  int slot = 0;
  if (!m->isStatic()) v.visit(&f->locals[slot++].l);
  vm::forEachParameterKind(m->descriptor, [&](char kind) {
    if (kind == 'L') v.visit(&f->locals[slot].l);
    slot += vm::slotsOf(kind);
  });
}

// In checked builds a frame slot the maps call a reference must hold null or
// an object of the heap; saying which slot of which method points elsewhere
// finds a wrong map (or a missing SAVE) at once.
void visitSlot(const Heap& heap, const Method* m, uint32_t pc, const char* what, int index, Object** slot,
               RootVisitor& v) {
  if constexpr (kChecks) {
    if (*slot && !heap.contains(*slot)) {
      std::fprintf(stderr, "wwvm: GC: %s %d of %s.%s%s at pc %u holds %p, not a heap object\n", what, index,
                   m->owner->name.c_str(), m->name.c_str(), m->descriptor.c_str(), pc, static_cast<void*>(*slot));
      std::abort();
    }
  }
  v.visit(slot);
}

// An interpreted frame, suspended before its current instruction: at a call
// (the arguments already belong to the callee), or inside an instruction
// that allocates, throws or runs other code, with its operands still on the
// stack.
void visitJavaFrame(const Heap& heap, Frame* f, RootVisitor& v) {
  const Method* m = f->method;
  const vm::TypeFlow* flow = m->typeFlow.get();
  WW_ASSERT(flow && m->translated);
  uint32_t pc = m->translated->originalPc(f->pc);
  int depth = int(f->sp - f->stackBase());
  WW_ASSERT(depth >= 0 && depth <= flow->stackDepth(pc));
  for (int i = 0; i < m->maxLocals; ++i)
    if (flow->localIsRef(pc, i)) visitSlot(heap, m, pc, "local", i, &f->locals[i].l, v);
  for (int i = 0; i < depth; ++i)
    if (flow->stackIsRef(pc, i)) visitSlot(heap, m, pc, "stack", i, &f->stackBase()[i].l, v);
}

void visitThread(vm::Thread* t, RootVisitor& v) {
  v.visit(&t->javaThread);
  v.visit(&t->pending);
  v.visit(&t->blockedOn);
  for (int i = 0; i < t->handles.count; ++i) v.visit(t->handles.slots[i]);
  if (t->jni) t->jni->locals.forEach([&v](Object** slot) { v.visit(slot); });
  for (Frame* f = t->top; f; f = f->prev) {
    v.visit(&f->lockedMonitor);
    if (f->flags & vm::FRAME_NATIVE) visitNativeFrame(f, v);
    else visitJavaFrame(t->vm->heap, f, v);
  }
}

void visitClass(vm::Class* c, RootVisitor& v) {
  v.visit(&c->mirror);
  v.visit(&c->initError);
  if (c->statics)
    for (uint32_t offset : c->staticRefOffsets)
      v.visit(reinterpret_cast<Object**>(reinterpret_cast<char*>(c->statics.get()) + offset));
  for (Object*& constant : c->constants) v.visit(&constant);
}

}  // namespace

void visitRoots(vm::VM* vm, RootVisitor& v) {
  for (const auto& t : vm->sched.threads()) visitThread(t.get(), v);
  for (const auto& c : vm->classes) visitClass(c.get(), v);
  for (auto& entry : vm->interned) v.visit(&entry.second);
  v.visit(&vm->wk.outOfMemoryError);
  if (vm->jni) vm->jni->globals.forEach(vm::RefKind::Global, [&v](Object** slot) { v.visit(slot); });
}

void visitWeakRoots(vm::VM* vm, RootVisitor& v) {
  if (vm->jni) vm->jni->globals.forEach(vm::RefKind::WeakGlobal, [&v](Object** slot) { v.visit(slot); });
}

}  // namespace ww::gc
