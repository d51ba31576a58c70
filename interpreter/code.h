// Translated code: the form in which the interpreter runs a method. Each
// class-file instruction becomes exactly one 16-byte `Insn` holding its
// handler (a label address under computed goto, an opcode under the switch
// build) and its operands already decoded. The mapping to original pcs is
// kept so that line numbers, exception ranges, reference maps and counts
// keep their class-file meaning (docs/interpreter.md).
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

namespace ww::vm {
struct Method;
struct Class;
}

namespace ww::interp {

struct Insn {
  // Handler of this instruction: a label address (computed goto) or an Op
  // (switch build). Rewritten when the instruction is quickened.
  const void* handler;
  union {
    struct {
      int32_t a;  // first operand: local index, branch delta (in Insns),
                  // constant-pool index, field offset, constant, ...
      int32_t b;  // second operand: iinc constant, argument slots, ...
    };
    void* p;      // pointer operand of quickened forms (Method*, Class*, cell)
    int64_t j;    // 64-bit constant of ldc2_w
  };
};
static_assert(sizeof(Insn) == 16);

// What the counting loop keeps beside each Insn, in a parallel array at a
// fixed distance (kSideOffset) from it: an Insn's side entry is found by
// adding a constant to its address, with no register and no table lookup
// (interpreter/codearena.h allocates both arrays; docs/interpreter.md,
// "Counting").
//
// Counting is per basic block. The first Insn of a counted block (a leader)
// has a handler that adds one to its side entry's `count` before running the
// instruction; the block's other instructions count nothing. A *carried*
// block counts nothing itself: every way into it is a certain edge (a
// fall-through or a goto) from a counted block, which carries it, so its
// count is the sum of theirs. Reading the counts expands each block count
// into its instructions' JVMS opcodes, and the carried block's after it
// (interpreter/blockcount.h).
struct InsnSide {
  uint64_t count;      // leaders: 0 minus the entries of this block not yet added to a thread
  uint8_t countedAs;   // the JVMS opcode this instruction counts as
  uint8_t leader;      // a counted block starts here (its handler counts the block)
  uint16_t op;         // the instruction's current form (an Op), kept with its handler
  uint16_t toEnd;      // instructions after this one in its block (a method has < 65536)
  int16_t carry;       // in a block that carries another: the Insn distance to its first; else 0
};
static_assert(sizeof(InsnSide) == sizeof(Insn));

// The distance from an Insn to its side entry: within a 32-bit
// displacement, so `sideOf(pc)->count++` is one instruction on x86-64.
inline constexpr uintptr_t kSideOffset = uintptr_t(1) << 30;

inline InsnSide* sideOf(const Insn* insn) {
  return reinterpret_cast<InsnSide*>(reinterpret_cast<uintptr_t>(insn) + kSideOffset);
}

// The handler table (VM::handlers) holds each form's plain handler at [op]
// and its block-leader handler at [kLeaderBias + op].
inline constexpr int kLeaderBias = 0x200;
inline constexpr int kHandlerTableSize = 2 * kLeaderBias;

// Gives `insn` the form `op`: its handler (the leader variant on a leader)
// and the op recorded in its side entry. Translation and quickening change
// instructions only through here.
inline void setOp(Insn* insn, int op, const void* const* handlers) {
  InsnSide* side = sideOf(insn);
  side->op = uint16_t(op);
  insn->handler = handlers[side->leader ? kLeaderBias + op : op];
}
inline int opOf(const Insn* insn) { return sideOf(insn)->op; }

// A handler range of the exception table, in Insn indices.
struct Handler {
  uint32_t start, end, target;
  uint16_t catchType;  // constant pool Class index, 0 = any
};

// tableswitch / lookupswitch operands live out of line; the Insn's `a` is
// the index of its table here.
struct SwitchTable {
  int32_t low = 0;                 // tableswitch: the lowest key
  int32_t defaultDelta = 0;        // in Insns, relative to the switch Insn
  std::vector<int32_t> keys;       // lookupswitch: sorted keys
  std::vector<int32_t> deltas;     // targets, in Insns relative to the switch
};

// The multianewarray operand once resolved.
struct MultiArrayOperand {
  vm::Class* arrayClass;
  int32_t dims;
};

// The inline cache of one invokeinterface call site.
struct InterfaceCallSite {
  vm::Method* imethod;             // the resolved interface method
  vm::Class* cachedClass = nullptr;
  vm::Method* cachedTarget = nullptr;
};

// A method's Insns, allocated from the VM's code arena (which owns them).
class InsnArray {
 public:
  InsnArray() = default;
  InsnArray(Insn* data, uint32_t size) : data_(data), size_(size) {}
  Insn* data() const { return data_; }
  uint32_t size() const { return size_; }
  Insn& operator[](size_t i) const { return data_[i]; }

 private:
  Insn* data_ = nullptr;
  uint32_t size_ = 0;
};

struct Code {
  InsnArray insns;                   // the instructions and, last, a sentinel
  std::vector<uint16_t> pcOf;        // Insn index -> original pc
  std::vector<int32_t> insnAt;       // original pc -> Insn index, -1 inside an instruction
  // Insn index -> whether a branch, switch or exception handler leads there,
  // so that it can be reached other than from the Insn before it. The
  // Profiler uses this to know which instructions certainly ran just before a
  // call (docs/accounting.md).
  std::vector<bool> jumpedTo;
  std::vector<Handler> handlers;
  std::vector<SwitchTable> switches;
  std::vector<std::unique_ptr<InterfaceCallSite>> callSites;
  std::vector<std::unique_ptr<MultiArrayOperand>> multiArrays;

  uint32_t indexOf(const Insn* pc) const { return uint32_t(pc - insns.data()); }
  uint16_t originalPc(const Insn* pc) const { return pcOf[indexOf(pc)]; }
};

}  // namespace ww::interp
