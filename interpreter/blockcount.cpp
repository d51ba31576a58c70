// Expanding block counts into opcode counts (interpreter/blockcount.h).
#include "interpreter/blockcount.h"

#include "vm/vm.h"

namespace ww::interp {

void noteBlock(vm::VM* vm, InsnSide* leader) { vm->pendingBlocks.push_back(leader); }

void enterMethod(vm::VM* vm, vm::Method* m) {
  m->entered = m->translated.get();
  if (vm->flushesByMethod()) vm->enteredMethods.push_back(m);
}

namespace {

// Lists the methods t's frames stand in: they count again when t runs on.
void enterStack(vm::Thread* t) {
  for (const vm::Frame* f = t->top; f; f = f->prev)
    if (!(f->flags & vm::FRAME_NATIVE) && !f->method->entered && f->method->translated) enterMethod(t->vm, f->method);
}

// Adds n runs of the block that starts at `first` to c.
void addRuns(prof::Counters& c, const InsnSide* first, uint64_t n) {
  for (const InsnSide* s = first; s <= first + first->toEnd; ++s) c.ops[s->countedAs] += n;
  c.totalOps += n * (uint64_t(first->toEnd) + 1);
}

// Calls each(opcode) for what was counted ahead at `pc`: the instructions
// after it in its block, then the whole block it carries.
template <class Each>
void forRestOfBlock(const Insn* pc, Each each) {
  const InsnSide* s = sideOf(pc);
  for (uint32_t k = 1; k <= s->toEnd; ++k) each(s[k].countedAs);
  if (!s->carry) return;
  const InsnSide* carried = s + s->carry;
  for (uint32_t k = 0; k <= carried->toEnd; ++k) each(carried[k].countedAs);
}

// Adds the pending counts to `into` and clears them and the list of entered
// methods.
void flushCounts(vm::VM* vm, prof::Counters& into) {
  if (vm->pendingBlocks.empty() && vm->enteredMethods.empty()) return;
  // With -Xprofile:methods the running thread's current calling context
  // gets the same counts (vm/callprofile.h).
  prof::Counters* context = vm->callProfile ? &vm->callProfile->selfOf(vm->sched.current()) : nullptr;
  auto flush = [&](InsnSide* leader) {
    uint64_t n = 0 - leader->count;  // kept negated (interp.cpp, BLOCK)
    leader->count = 0;
    // The block, then the block it carries (code.h): entered as often.
    for (const InsnSide* b : {leader, leader->carry ? leader + leader->carry : nullptr}) {
      if (!b) continue;
      addRuns(into, b, n);
      if (context) addRuns(*context, b, n);
    }
  };
  for (InsnSide* leader : vm->pendingBlocks) flush(leader);
  vm->pendingBlocks.clear();
  // Only leaders count, and every block starts toEnd + 1 after the last.
  for (vm::Method* m : vm->enteredMethods) {
    InsnSide* side = sideOf(m->entered->insns.data());
    for (size_t i = 0, n = m->entered->insns.size(); i < n; i += side[i].toEnd + 1u)
      if (side[i].count) flush(&side[i]);
    m->entered = nullptr;
  }
  vm->enteredMethods.clear();
}

}  // namespace

void flushBlocks(vm::VM* vm, prof::Counters& into, vm::Thread* next) {
  flushCounts(vm, into);
  if (vm->flushesByMethod()) enterStack(next);
}

prof::Counters& countersOf(vm::Thread* t) {
  if (t == t->vm->sched.current()) flushBlocks(t->vm, t->counters, t);
  return t->counters;
}

template <typename Each>
void forCountedAhead(vm::Thread* t, Each each) {
  for (const vm::Frame* f = t->top; f; f = f->prev)
    if (!(f->flags & vm::FRAME_NATIVE) && f->pc) forRestOfBlock(f->pc, each);
}

prof::Counters countedAhead(vm::Thread* t) {
  prof::Counters ahead;
  forCountedAhead(t, [&](int op) { ahead.addOp(op, 1); });
  return ahead;
}

void takeCountedAhead(vm::Thread* t) {
  forCountedAhead(t, [&](int op) { t->counters.takeOp(op, 1); });
}

void giveCountedAhead(vm::Thread* t) {
  forCountedAhead(t, [&](int op) { t->counters.addOp(op, 1); });
}

void uncountRestOfBlock(prof::Counters& c, const Insn* pc) {
  forRestOfBlock(pc, [&](int op) { c.takeOp(op, 1); });
}

void uncountAtUnwind(vm::Thread* t, const Insn* pc, bool methods) {
  uncountRestOfBlock(t->counters, pc);
  if (methods) uncountRestOfBlock(t->vm->callProfile->selfOf(t), pc);
}

}  // namespace ww::interp
