// Expanding block counts into opcode counts (interpreter/blockcount.h).
#include "interpreter/blockcount.h"

#include "vm/vm.h"

namespace ww::interp {

void noteBlock(vm::VM* vm, InsnSide* leader) { vm->pendingBlocks.push_back(leader); }

void flushBlocks(vm::VM* vm, prof::Counters& into) {
  if (vm->pendingBlocks.empty()) return;
  // With -Xprofile:methods the running thread's current calling context
  // gets the same counts (vm/callprofile.h).
  prof::Counters* context = vm->callProfile ? &vm->callProfile->selfOf(vm->sched.current()) : nullptr;
  for (InsnSide* leader : vm->pendingBlocks) {
    uint64_t n = 0 - leader->count;  // kept negated (interp.cpp, BLOCK)
    leader->count = 0;
    const InsnSide* end = leader + leader->toEnd;
    uint64_t instructions = n * (uint64_t(leader->toEnd) + 1);
    for (const InsnSide* s = leader; s <= end; ++s) into.ops[s->countedAs] += n;
    into.totalOps += instructions;
    if (context) {
      for (const InsnSide* s = leader; s <= end; ++s) context->ops[s->countedAs] += n;
      context->totalOps += instructions;
    }
  }
  vm->pendingBlocks.clear();
}

prof::Counters& countersOf(vm::Thread* t) {
  if (t == t->vm->sched.current()) flushBlocks(t->vm, t->counters);
  return t->counters;
}

void uncountRestOfBlock(prof::Counters& c, const Insn* pc) {
  const InsnSide* s = sideOf(pc);
  for (uint32_t k = 1; k <= s->toEnd; ++k) c.takeOp(s[k].countedAs, 1);
}

}  // namespace ww::interp
