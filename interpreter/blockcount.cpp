// Expanding block counts into opcode counts (interpreter/blockcount.h).
#include "interpreter/blockcount.h"

#include "vm/vm.h"

namespace ww::interp {

void noteBlock(vm::VM* vm, InsnSide* leader) { vm->pendingBlocks.push_back(leader); }

namespace {

// Adds n runs of the block that starts at `first` to c.
void addRuns(prof::Counters& c, const InsnSide* first, uint64_t n) {
  for (const InsnSide* s = first; s <= first + first->toEnd; ++s) c.ops[s->countedAs] += n;
  c.totalOps += n * (uint64_t(first->toEnd) + 1);
}

void takeRange(prof::Counters& c, const InsnSide* from, const InsnSide* to) {
  for (const InsnSide* s = from; s <= to; ++s) c.takeOp(s->countedAs, 1);
}

}  // namespace

void flushBlocks(vm::VM* vm, prof::Counters& into) {
  if (vm->pendingBlocks.empty()) return;
  // With -Xprofile:methods the running thread's current calling context
  // gets the same counts (vm/callprofile.h).
  prof::Counters* context = vm->callProfile ? &vm->callProfile->selfOf(vm->sched.current()) : nullptr;
  for (InsnSide* leader : vm->pendingBlocks) {
    uint64_t n = 0 - leader->count;  // kept negated (interp.cpp, BLOCK)
    leader->count = 0;
    // The block, then the block it carries (code.h): entered as often.
    for (const InsnSide* b : {leader, leader->carry ? leader + leader->carry : nullptr}) {
      if (!b) continue;
      addRuns(into, b, n);
      if (context) addRuns(*context, b, n);
    }
  }
  vm->pendingBlocks.clear();
}

prof::Counters& countersOf(vm::Thread* t) {
  if (t == t->vm->sched.current()) flushBlocks(t->vm, t->counters);
  return t->counters;
}

prof::Counters countedAhead(vm::Thread* t) {
  prof::Counters ahead;
  for (const vm::Frame* f = t->top; f; f = f->prev) {
    if ((f->flags & vm::FRAME_NATIVE) || !f->pc) continue;
    const InsnSide* s = sideOf(f->pc);
    for (uint32_t k = 1; k <= s->toEnd; ++k) ahead.addOp(s[k].countedAs, 1);
    if (s->carry) {
      const InsnSide* carried = s + s->carry;
      for (uint32_t k = 0; k <= carried->toEnd; ++k) ahead.addOp(carried[k].countedAs, 1);
    }
  }
  return ahead;
}

void uncountRestOfBlock(prof::Counters& c, const Insn* pc) {
  const InsnSide* s = sideOf(pc);
  takeRange(c, s + 1, s + s->toEnd);
  // The carried block was counted with this one, and was not reached.
  if (s->carry) {
    const InsnSide* carried = s + s->carry;
    takeRange(c, carried, carried + carried->toEnd);
  }
}

}  // namespace ww::interp
