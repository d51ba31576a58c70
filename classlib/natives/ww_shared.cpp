// Free native calls and class lookups for the ww natives (ww_shared.h).
#include "classlib/natives/ww_shared.h"

#include <cstdint>
#include <vector>

#include "interpreter/blockcount.h"
#include "interpreter/code.h"
#include "interpreter/opcodes.h"
#include "vm/callprofile.h"
#include "vm/init.h"
#include "vm/loader.h"
#include "vm/vm.h"

namespace ww::classlib {

using namespace ww::vm;

namespace {

// An instruction that pushes one value and has no other effect worth
// charging: a constant, a local or a static field. Only these are taken back
// from a free call's argument list; anything computed stays charged.
bool isPlainPush(const std::vector<uint8_t>& code, size_t pc) {
  uint8_t op = code[pc];
  if (op >= interp::OP_ACONST_NULL && op <= interp::OP_ALOAD_3) return true;  // constants, ldc*, loads
  if (op == interp::OP_GETSTATIC) return true;
  if (op == interp::OP_WIDE && pc + 1 < code.size()) {
    uint8_t widened = code[pc + 1];
    return widened >= interp::OP_ILOAD && widened <= interp::OP_ALOAD;
  }
  return false;
}

// The calling frame's instructions that certainly ran just before this call
// and only pushed its arguments: walking back from the invoke over at most
// `argCount` plain pushes, stopping where an instruction can be reached
// other than by falling through from the one before (a branch or handler
// target). Each is uncounted, as is the invoke itself.
void uncountCallSite(Thread* t, int argCount, prof::Counters& taken) {
  Frame* caller = t->top->prev;
  if (!caller || (caller->flags & FRAME_NATIVE) || !caller->method->translated) return;
  const interp::Code& code = *caller->method->translated;
  const std::vector<uint8_t>& bytes = caller->method->code->code;
  auto uncount = [&](uint32_t index) {
    uint8_t op = bytes[code.pcOf[index]];
    t->counters.takeOp(op, 1);
    taken.addOp(op, 1);
  };
  uint32_t invoke = code.indexOf(caller->pc);
  uncount(invoke);
  for (uint32_t i = invoke; argCount > 0 && i > 0 && !code.jumpedTo[i]; --argCount, --i) {
    if (!isPlainPush(bytes, code.pcOf[i - 1])) break;
    uncount(i - 1);
  }
}

}  // namespace

FreeCall::FreeCall(Thread* t, int argCount) : t_(t), time_(t->vm->ledger, &t->vm->profilerOwn.runNanos) {
  interp::countersOf(t);  // up to date: the call's block is in
  if (t->vm->countsOpcodes()) {
    uncountCallSite(t, argCount, taken_);
    // What the frames have counted ahead (the rest of each one's block)
    // has not run yet: the native sees the counts of what has.
    ahead_ = interp::countedAhead(t);
    t->counters = t->counters.since(ahead_);
  }
  atEntry_ = t->counters;
}

FreeCall::~FreeCall() {
  prof::Counters atCallSite = taken_;
  taken_.add(interp::countersOf(t_).since(atEntry_));
  t_->counters = atEntry_;
  t_->counters.add(ahead_);
  t_->vm->profilerOwn.add(taken_);
  if (t_->vm->callProfile) t_->vm->callProfile->takenBack(t_, atCallSite);
}

Class* wwClass(Thread* t, const char* name) {
  Class* c = loadClass(t, name, Loader::Boot);
  if (c && !ensureInitialized(t, c)) return nullptr;
  return c;
}

uint32_t fieldOffset(Class* c, const char* name, const char* desc) {
  Field* f = c->findDeclaredField(name, desc);
  WW_ASSERT(f && !f->isStatic());
  return f->offset;
}

}  // namespace ww::classlib
