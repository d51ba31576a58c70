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

struct Code {
  std::vector<Insn> insns;
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
