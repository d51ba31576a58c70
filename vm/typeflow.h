// The type-flow pass: for every reachable instruction of one method, the kind
// of value (int, float, long, double, reference, return address, unusable) in
// each local and operand-stack slot before the instruction executes.
//
// It is abstract interpretation over the original class-file bytecode with a
// worklist (JVMS 4.10.2.2, the inference verifier), made subroutine-aware for
// jsr/ret as JVMS 4.10.2.4 describes. The precise collector keeps only its
// outcome, one reference bit per slot and pc; the verifier (a later issue)
// will extend the same pass with class types. The lattice (the kinds and how
// they merge) and the transfer function of every opcode live in one place,
// the sections "The lattice" and "Transfer functions" of vm/typeflow.cpp:
// that is where to extend it.
//
// Soundness rule for the collector: a slot is reported as a reference only if
// it holds one (null included) on every path reaching the pc; a slot whose
// kind differs between paths is "unusable" and not traced. Verifiable code
// never reads such a slot before storing to it, with one exception, jsr/ret
// code: see subroutineRefConflict(). A local that only ever receives
// references (fresh locals are zeroed, so it holds null or a reference at
// every pc) is reported as a reference everywhere; that covers the usual
// jsr shape, a finally entered with the exception in a local. The pass checks structure only, not
// operand types: it fails on
// stack underflow or overflow, a local past max_locals, stack depths that
// differ where paths meet, code falling off its end, a branch into the middle
// of an instruction, a bad constant-pool reference it needs, a `ret` on a
// local without a return address, and bad jsr/ret nesting.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace ww::vm {

struct Method;

// Which slots hold references before each reachable instruction of a method.
// Immutable once built; queries by pc are a binary search over the reachable
// instructions.
class TypeFlow {
 public:
  // Runs the pass over m->code (m->owner->file holds the constant pool). On
  // structurally bad code returns null and sets *error to a message ending in
  // "in method pkg.C.name(desc) at pc N"; the caller throws VerifyError with it.
  // `keepKinds` keeps the full kinds of every slot for describe() (tests,
  // debugging); the collector leaves it off.
  static std::unique_ptr<TypeFlow> analyze(const Method* m, std::string* error, bool keepKinds = false);

  bool reachable(uint32_t pc) const;
  int stackDepth(uint32_t pc) const;             // slots before the instruction; -1 if unreachable
  bool localIsRef(uint32_t pc, int slot) const;  // false if unreachable or out of range
  bool stackIsRef(uint32_t pc, int slot) const;  // slot 0 = bottom of the stack
  int maxLocals() const { return maxLocals_; }

  // True if some subroutine leaves a local untouched that holds a reference at
  // one of its jsr sites but not at another, and the local also receives
  // non-references elsewhere (so the rule above does not cover it). Inside that subroutine the local
  // is reported unusable (it is not a reference on every path), yet the
  // caller that stored a reference there reads it again after the ret: a
  // collection inside the subroutine would miss it. Only jsr/ret code (class
  // files before version 50) can do this, but there it is common: a finally
  // entered from its catch-all handler, with the exception in a local that
  // the normal path leaves unset, is that shape (covered when the local holds
  // only references). The translator refuses a method where it remains
  // (VerifyError) rather than risk a reference the collector cannot see.
  bool subroutineRefConflict() const { return subroutineRefConflict_; }

  // Bytes of metadata this object holds (for metadata accounting).
  size_t bytes() const;

  // The state before the instruction at `pc`, for tests and debugging:
  //   "locals: R I J J2 T | stack: R A7"
  // T unusable, I int, F float, J/J2 long and its second half, D/D2 double,
  // R reference, A<pc> return address of the subroutine entered at pc.
  // Without keepKinds only ref-ness is known: R, or - for anything else.
  // "unreachable" for a pc that is not a reachable instruction.
  std::string describe(uint32_t pc) const;

 private:
  friend class TypeFlowBuilder;
  TypeFlow() = default;
  int entryAt(uint32_t pc) const;  // index into pcs_, or -1
  bool bit(size_t at) const { return (refBits_[at >> 6] >> (at & 63)) & 1; }
  size_t localsStart(int entry) const { return size_t(entry) * maxLocals_ + stackStart_[entry]; }

  // Entry k is the k-th reachable instruction in pc order. Its bits start at
  // k * maxLocals + stackStart_[k]: maxLocals bits for the locals, then one
  // per stack slot, bottom first. stackStart_ has one more element than pcs_,
  // so the depth of entry k is stackStart_[k + 1] - stackStart_[k]: the depth
  // is stored once, as a running sum.
  uint16_t maxLocals_ = 0;
  bool subroutineRefConflict_ = false;
  std::vector<uint16_t> pcs_;
  std::vector<uint32_t> stackStart_;
  std::vector<uint64_t> refBits_;
  std::vector<std::string> kinds_;  // describe() text per entry, only with keepKinds
};

}  // namespace ww::vm
