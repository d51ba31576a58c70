// Free native calls and class lookups for the ww natives (ww_shared.h).
#include "classlib/natives/ww_shared.h"

#include <algorithm>
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
// Returns how many it took; their opcodes go to `taken`.
int uncountCallSite(Thread* t, int argCount, uint8_t* taken) {
  Frame* caller = t->top->prev;
  if (!caller || (caller->flags & FRAME_NATIVE) || !caller->method->translated) return 0;
  const interp::Code& code = *caller->method->translated;
  const std::vector<uint8_t>& bytes = caller->method->code->code;
  int n = 0;
  auto uncount = [&](uint32_t index) {
    uint8_t op = bytes[code.pcOf[index]];
    t->counters.takeOp(op, 1);
    taken[n++] = op;
  };
  uint32_t invoke = code.indexOf(caller->pc);
  uncount(invoke);
  argCount = std::min(argCount, FreeCall::kMaxCallSite - 1);
  for (uint32_t i = invoke; argCount > 0 && i > 0 && !code.jumpedTo[i]; --argCount, --i) {
    if (!isPlainPush(bytes, code.pcOf[i - 1])) break;
    uncount(i - 1);
  }
  return n;
}

}  // namespace

FreeCall::FreeCall(Thread* t, int argCount) : t_(t), time_(t->vm->ledger, &t->vm->profilerOwn.runNanos) {
  interp::countersOf(t);  // up to date: the call's block is in
  if (t->vm->countsOpcodes()) {
    callSiteCount_ = uncountCallSite(t, argCount, callSite_);
    for (int i = 0; i < callSiteCount_; ++i) t->vm->profilerOwn.addOp(callSite_[i], 1);
    // What the frames have counted ahead (the rest of each one's block)
    // has not run yet: the native sees the counts of what has.
    interp::takeCountedAhead(t);
    aheadTaken_ = true;
  }
  atEntry_ = t->counters;
}

// Called at every query and update of the predictor, so the usual case, a
// native that runs no bytecode, touches the four amounts only. Inside a
// native, counts only grow (a <clinit> that throws takes back no more than
// it counted), so an unchanged total means unchanged opcode counts.
FreeCall::~FreeCall() {
  prof::Counters& now = interp::countersOf(t_);
  prof::Counters& own = t_->vm->profilerOwn;
  if (now.totalOps != atEntry_.totalOps) {
    own.add(now.since(atEntry_));
    now = atEntry_;
  } else {
    for (uint64_t prof::Counters::*amount : {&prof::Counters::bytesAllocated, &prof::Counters::runNanos,
                                             &prof::Counters::netSent, &prof::Counters::netReceived}) {
      own.*amount += now.*amount - atEntry_.*amount;
      now.*amount = atEntry_.*amount;
    }
  }
  if (aheadTaken_) interp::giveCountedAhead(t_);
  if (t_->vm->callProfile && callSiteCount_ > 0) {
    prof::Counters atCallSite;
    for (int i = 0; i < callSiteCount_; ++i) atCallSite.addOp(callSite_[i], 1);
    t_->vm->callProfile->takenBack(t_, atCallSite);
  }
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
