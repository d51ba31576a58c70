// Translation: one pass finds instruction boundaries, a second decodes each
// instruction's operands into its Insn. Branch targets become Insn deltas,
// switch tables move out of line, int/float/long/double constants are
// decoded right away (they need no resolution), and `wide` forms become
// their own internal instructions so they count as one `wide`.
#include "interpreter/translate.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "interpreter/code.h"
#include "interpreter/codearena.h"
#include "interpreter/fuse.h"
#include "interpreter/opcodes.h"
#include "vm/exceptions.h"
#include "vm/typeflow.h"
#include "vm/verifier.h"
#include "vm/vm.h"

namespace ww::interp {
namespace {

using vm::CpTag;

struct Reader {
  const std::vector<uint8_t>& code;
  int32_t u1(size_t at) const { return code[at]; }
  int32_t s1(size_t at) const { return int8_t(code[at]); }
  int32_t u2(size_t at) const { return (code[at] << 8) | code[at + 1]; }
  int32_t s2(size_t at) const { return int16_t(u2(at)); }
  int32_t s4(size_t at) const {
    return int32_t((uint32_t(code[at]) << 24) | (uint32_t(code[at + 1]) << 16) | (uint32_t(code[at + 2]) << 8) |
                   uint32_t(code[at + 3]));
  }
};

class Translator {
 public:
  Translator(vm::Thread* t, vm::Method* m, const void* const* handlers)
      : t_(t), m_(m), handlers_(handlers), bytes_(m->code->code), r_{m->code->code} {}

  bool run();

 private:
  bool fail(size_t pc, const std::string& why) {
    vm::throwNew(t_, "java/lang/VerifyError",
                 "(class: " + m_->owner->name + ", method: " + m_->name + " signature: " + m_->descriptor +
                     ") " + why + " at pc " + std::to_string(pc));
    return false;
  }
  bool findBoundaries();
  bool instructionLength(size_t pc, size_t* length);
  bool decode(size_t pc, Insn& insn, uint32_t index);
  bool branch(size_t pc, int64_t offset, uint32_t index, int32_t* delta);
  bool local(size_t pc, int32_t slot, int width);
  bool cpIndex(size_t pc, int32_t index, std::initializer_list<CpTag> tags);
  bool decodeSwitch(size_t pc, Insn& insn, uint32_t index, bool table);
  bool decodeWide(size_t pc, Insn& insn);
  bool decodeLdc(size_t pc, Insn& insn, int32_t index, bool wideIndex);
  bool translateHandlers();
  void set(Insn& insn, int op) { setOp(&insn, op, handlers_); }
  void markBlocks(uint32_t count);

  vm::Thread* t_;
  vm::Method* m_;
  const void* const* handlers_;
  const std::vector<uint8_t>& bytes_;
  Reader r_;
  std::unique_ptr<Code> code_ = std::make_unique<Code>();
};

bool Translator::instructionLength(size_t pc, size_t* length) {
  int op = bytes_[pc];
  const OpInfo& info = opInfo(op);
  if (op >= kJvmsOpcodeCount || !info.defined) return fail(pc, "Bad instruction " + std::to_string(op));
  if (info.length) {
    *length = info.length;
    return true;
  }
  size_t n = bytes_.size();
  if (op == OP_WIDE) {
    if (pc + 1 >= n) return fail(pc, "Truncated wide instruction");
    *length = bytes_[pc + 1] == OP_IINC ? 6 : 4;
    return true;
  }
  size_t operands = (pc + 4) & ~size_t(3);  // after 0-3 bytes of padding
  // tableswitch: default, low, high; lookupswitch: default, npairs.
  if (operands + (op == OP_TABLESWITCH ? 12 : 8) > n) return fail(pc, "Truncated switch");
  if (op == OP_TABLESWITCH) {
    int64_t low = r_.s4(operands + 4), high = r_.s4(operands + 8);
    if (low > high) return fail(pc, "Bad tableswitch bounds");
    *length = operands + 12 + size_t(high - low + 1) * 4 - pc;
  } else {
    int64_t pairs = r_.s4(operands + 4);
    if (pairs < 0) return fail(pc, "Bad lookupswitch count");
    *length = operands + 8 + size_t(pairs) * 8 - pc;
  }
  return true;
}

bool Translator::findBoundaries() {
  code_->insnAt.assign(bytes_.size(), -1);
  size_t pc = 0;
  while (pc < bytes_.size()) {
    size_t length = 0;
    if (!instructionLength(pc, &length)) return false;
    if (pc + length > bytes_.size()) return fail(pc, "Instruction runs past the end of the code");
    code_->insnAt[pc] = int32_t(code_->pcOf.size());
    code_->pcOf.push_back(uint16_t(pc));
    pc += length;
  }
  return true;
}

bool Translator::branch(size_t pc, int64_t offset, uint32_t index, int32_t* delta) {
  int64_t target = int64_t(pc) + offset;
  if (target < 0 || target >= int64_t(bytes_.size()) || code_->insnAt[size_t(target)] < 0)
    return fail(pc, "Illegal target of jump or branch");
  *delta = code_->insnAt[size_t(target)] - int32_t(index);
  code_->jumpedTo[size_t(code_->insnAt[size_t(target)])] = true;
  return true;
}

bool Translator::local(size_t pc, int32_t slot, int width) {
  if (slot + width > m_->maxLocals) return fail(pc, "Illegal local variable number");
  return true;
}

bool Translator::cpIndex(size_t pc, int32_t index, std::initializer_list<CpTag> tags) {
  const auto& cp = m_->owner->file->constantPool;
  if (index <= 0 || size_t(index) >= cp.size()) return fail(pc, "Illegal constant pool index");
  for (CpTag tag : tags)
    if (cp[size_t(index)].tag == tag) return true;
  return fail(pc, "Illegal type in constant pool");
}

bool Translator::decodeLdc(size_t pc, Insn& insn, int32_t index, bool wideIndex) {
  if (!cpIndex(pc, index, {CpTag::Integer, CpTag::Float, CpTag::String, CpTag::Class, CpTag::MethodHandle,
                           CpTag::MethodType, CpTag::Dynamic}))
    return false;
  const vm::CpEntry& e = m_->owner->file->constantPool[size_t(index)];
  if (e.tag == CpTag::Integer || e.tag == CpTag::Float) {
    set(insn, wideIndex ? OP_LDC_W_INT : OP_LDC_INT);
    insn.a = e.tag == CpTag::Integer ? e.i : std::bit_cast<int32_t>(e.f);
  } else {
    set(insn, wideIndex ? OP_LDC_W : OP_LDC);
    insn.a = index;
  }
  return true;
}

bool Translator::decodeSwitch(size_t pc, Insn& insn, uint32_t index, bool table) {
  size_t at = (pc + 4) & ~size_t(3);
  SwitchTable st;
  if (!branch(pc, r_.s4(at), index, &st.defaultDelta)) return false;
  if (table) {
    st.low = r_.s4(at + 4);
    int64_t count = int64_t(r_.s4(at + 8)) - st.low + 1;
    for (int64_t i = 0; i < count; ++i) {
      int32_t d;
      if (!branch(pc, r_.s4(at + 12 + size_t(i) * 4), index, &d)) return false;
      st.deltas.push_back(d);
    }
  } else {
    int32_t pairs = r_.s4(at + 4);
    for (int32_t i = 0; i < pairs; ++i) {
      int32_t key = r_.s4(at + 8 + size_t(i) * 8), d;
      if (i > 0 && key <= st.keys.back()) return fail(pc, "Bad lookupswitch order");
      if (!branch(pc, r_.s4(at + 12 + size_t(i) * 8), index, &d)) return false;
      st.keys.push_back(key);
      st.deltas.push_back(d);
    }
  }
  set(insn, table ? OP_TABLESWITCH : OP_LOOKUPSWITCH);
  insn.a = int32_t(code_->switches.size());
  code_->switches.push_back(std::move(st));
  return true;
}

bool Translator::decodeWide(size_t pc, Insn& insn) {
  int op = bytes_[pc + 1];
  int32_t slot = r_.u2(pc + 2);
  insn.a = slot;
  int width = (op == OP_LLOAD || op == OP_DLOAD || op == OP_LSTORE || op == OP_DSTORE) ? 2 : 1;
  switch (op) {
    case OP_ILOAD: set(insn, OP_WIDE_ILOAD); break;
    case OP_LLOAD: set(insn, OP_WIDE_LLOAD); break;
    case OP_FLOAD: set(insn, OP_WIDE_FLOAD); break;
    case OP_DLOAD: set(insn, OP_WIDE_DLOAD); break;
    case OP_ALOAD: set(insn, OP_WIDE_ALOAD); break;
    case OP_ISTORE: set(insn, OP_WIDE_ISTORE); break;
    case OP_LSTORE: set(insn, OP_WIDE_LSTORE); break;
    case OP_FSTORE: set(insn, OP_WIDE_FSTORE); break;
    case OP_DSTORE: set(insn, OP_WIDE_DSTORE); break;
    case OP_ASTORE: set(insn, OP_WIDE_ASTORE); break;
    case OP_RET: set(insn, OP_WIDE_RET); break;
    case OP_IINC:
      set(insn, OP_WIDE_IINC);
      insn.b = r_.s2(pc + 4);
      break;
    default: return fail(pc, "Bad wide instruction");
  }
  return local(pc, slot, width);
}

bool Translator::decode(size_t pc, Insn& insn, uint32_t index) {
  int op = bytes_[pc];
  set(insn, op);
  insn.j = 0;
  switch (op) {
    case OP_BIPUSH: insn.a = r_.s1(pc + 1); return true;
    case OP_SIPUSH: insn.a = r_.s2(pc + 1); return true;
    case OP_LDC: return decodeLdc(pc, insn, r_.u1(pc + 1), false);
    case OP_LDC_W: return decodeLdc(pc, insn, r_.u2(pc + 1), true);
    case OP_LDC2_W: {
      int32_t i = r_.u2(pc + 1);
      if (!cpIndex(pc, i, {CpTag::Long, CpTag::Double})) return false;
      const vm::CpEntry& e = m_->owner->file->constantPool[size_t(i)];
      set(insn, OP_LDC2_W_Q);
      insn.j = e.tag == CpTag::Long ? e.j : std::bit_cast<int64_t>(e.d);
      return true;
    }
    case OP_ILOAD: case OP_FLOAD: case OP_ALOAD: case OP_ISTORE: case OP_FSTORE: case OP_ASTORE: case OP_RET:
      insn.a = r_.u1(pc + 1);
      return local(pc, insn.a, 1);
    case OP_LLOAD: case OP_DLOAD: case OP_LSTORE: case OP_DSTORE:
      insn.a = r_.u1(pc + 1);
      return local(pc, insn.a, 2);
    case OP_IINC:
      insn.a = r_.u1(pc + 1);
      insn.b = r_.s1(pc + 2);
      return local(pc, insn.a, 1);
    case OP_IFEQ: case OP_IFNE: case OP_IFLT: case OP_IFGE: case OP_IFGT: case OP_IFLE:
    case OP_IF_ICMPEQ: case OP_IF_ICMPNE: case OP_IF_ICMPLT: case OP_IF_ICMPGE: case OP_IF_ICMPGT:
    case OP_IF_ICMPLE: case OP_IF_ACMPEQ: case OP_IF_ACMPNE: case OP_GOTO: case OP_IFNULL: case OP_IFNONNULL:
      return branch(pc, r_.s2(pc + 1), index, &insn.a);
    case OP_GOTO_W: return branch(pc, r_.s4(pc + 1), index, &insn.a);
    case OP_JSR: case OP_JSR_W:
      insn.b = int32_t(index + 1);  // the return address: the next Insn
      code_->jumpedTo[index + 1] = true;  // reached by ret, after the subroutine
      return branch(pc, op == OP_JSR ? r_.s2(pc + 1) : r_.s4(pc + 1), index, &insn.a);
    case OP_TABLESWITCH: return decodeSwitch(pc, insn, index, true);
    case OP_LOOKUPSWITCH: return decodeSwitch(pc, insn, index, false);
    case OP_GETSTATIC: case OP_PUTSTATIC: case OP_GETFIELD: case OP_PUTFIELD:
      insn.a = r_.u2(pc + 1);
      return cpIndex(pc, insn.a, {CpTag::Fieldref});
    case OP_INVOKEVIRTUAL:
      insn.a = r_.u2(pc + 1);
      return cpIndex(pc, insn.a, {CpTag::Methodref});
    case OP_INVOKESPECIAL: case OP_INVOKESTATIC:
      insn.a = r_.u2(pc + 1);
      return cpIndex(pc, insn.a, {CpTag::Methodref, CpTag::InterfaceMethodref});
    case OP_INVOKEINTERFACE:
      insn.a = r_.u2(pc + 1);
      return cpIndex(pc, insn.a, {CpTag::InterfaceMethodref});
    case OP_INVOKEDYNAMIC:
      insn.a = r_.u2(pc + 1);
      return cpIndex(pc, insn.a, {CpTag::InvokeDynamic});
    case OP_NEW: case OP_ANEWARRAY: case OP_CHECKCAST: case OP_INSTANCEOF:
      insn.a = r_.u2(pc + 1);
      return cpIndex(pc, insn.a, {CpTag::Class});
    case OP_MULTIANEWARRAY:
      insn.a = r_.u2(pc + 1);
      insn.b = r_.u1(pc + 3);
      if (insn.b < 1) return fail(pc, "Illegal dimension in multianewarray");
      return cpIndex(pc, insn.a, {CpTag::Class});
    case OP_NEWARRAY:
      insn.a = r_.u1(pc + 1);
      if (insn.a < 4 || insn.a > 11) return fail(pc, "Illegal newarray type");
      return true;
    case OP_WIDE: return decodeWide(pc, insn);
    default:
      if (op >= OP_ILOAD_0 && op <= OP_ALOAD_3) return local(pc, (op - OP_ILOAD_0) % 4, (op - OP_ILOAD_0) / 4 % 2 ? 2 : 1);
      if (op >= OP_ISTORE_0 && op <= OP_ASTORE_3) return local(pc, (op - OP_ISTORE_0) % 4, (op - OP_ISTORE_0) / 4 % 2 ? 2 : 1);
      return true;
  }
}

bool Translator::translateHandlers() {
  for (const vm::ExceptionTableEntry& e : m_->code->exceptionTable) {
    auto boundary = [&](uint16_t pc, bool endOk) -> int64_t {
      if (endOk && pc == bytes_.size()) return int64_t(code_->pcOf.size());
      if (pc >= bytes_.size() || code_->insnAt[pc] < 0) return -1;
      return code_->insnAt[pc];
    };
    int64_t start = boundary(e.startPc, false), end = boundary(e.endPc, true), target = boundary(e.handlerPc, false);
    if (start < 0 || end < 0 || target < 0 || start >= end) return fail(e.handlerPc, "Illegal exception table range");
    if (e.catchType != 0 && !cpIndex(e.handlerPc, e.catchType, {CpTag::Class})) return false;
    code_->handlers.push_back(Handler{uint32_t(start), uint32_t(end), uint32_t(target), e.catchType});
    code_->jumpedTo[size_t(target)] = true;
  }
  return true;
}

// Cuts the code into basic blocks for counting (code.h, InsnSide). A block
// starts at the first instruction and at every branch, switch, jsr-return
// or exception handler target (jumpedTo), and ends after every instruction
// that leaves the straight line: a branch, switch, return, athrow or ret.
// An invoke does not end a block: the caller's block is counted in full when
// it is entered, so while a callee runs, the rest of the caller's block is
// counted ahead of time. Each frame standing in a block is corrected where
// it matters (docs/interpreter.md, "Counting"): unwinding takes the rest
// back (uncountRestOfBlock), and ww.Profiler subtracts what every frame has
// counted ahead (countedAhead). With -Xprofile:methods invokes do end
// blocks, so that each block's counts belong to one calling context.
// The sentinel ends the last block but is not a block: running it counts
// nothing.
//
// Then some blocks are carried rather than counted. A block can be carried
// when every edge into it is certain, that is, taken whenever the block it
// leaves is entered and runs to its end: the fall-through of a block that
// ends only because the next instruction starts a block, or a goto. Then
// its count is the sum of its predecessors' counts, and it needs no count of
// its own. The first instruction, exception handlers and anything entered
// by a conditional branch, a switch, a jsr, a ret or (with
// -Xprofile:methods) a return from an invoke always count. A carried
// block's predecessors must be counted blocks (no chains: one carried block
// per counted block, found at flush time in one step), and each counted
// block carries at most one, its certain successor.
// A loop as javac compiles it (the test at the top, a goto at the bottom)
// then counts once per iteration, not twice: the test block is carried by
// the loop's entry and by the body ending in the goto.
void Translator::markBlocks(uint32_t count) {
  const uint16_t kEnds = OPF_BRANCH | OPF_NOFALL | OPF_RETURN | (t_->vm->callProfile ? OPF_INVOKE : 0);
  std::vector<uint8_t> starts(count, 0);
  bool startsBlock = true;
  for (uint32_t i = 0; i < count; ++i) {
    InsnSide* side = sideOf(&code_->insns[i]);
    starts[i] = startsBlock || code_->jumpedTo[i];
    side->countedAs = kCountedAs[side->op];
    startsBlock = (opInfo(side->op).flags & kEnds) != 0;
  }
  // Each block's certain successor, and which blocks have any other way in.
  std::vector<int64_t> successor(count, -1);  // by block start
  std::vector<uint8_t> uncertain(count, 0);    // by block start
  std::vector<std::pair<uint32_t, uint32_t>> certain;  // (to, from) block starts
  if (count) uncertain[0] = 1;
  for (const Handler& h : code_->handlers) uncertain[h.target] = 1;
  auto other = [&](int64_t to) {
    if (to >= 0 && to < int64_t(count)) uncertain[size_t(to)] = 1;
  };
  for (uint32_t b = 0; b < count;) {
    uint32_t e = b;  // the block's last instruction
    while (e + 1 < count && !starts[e + 1]) ++e;
    const Insn& last = code_->insns[e];
    int op = sideOf(&last)->op;
    uint16_t flags = opInfo(op).flags;
    int64_t to = -1;
    if (op == OP_GOTO || op == OP_GOTO_W) {
      to = int64_t(e) + last.a;
    } else if (op == OP_TABLESWITCH || op == OP_LOOKUPSWITCH) {
      const SwitchTable& st = code_->switches[size_t(last.a)];
      other(int64_t(e) + st.defaultDelta);
      for (int32_t d : st.deltas) other(int64_t(e) + d);
    } else if (flags & OPF_BRANCH) {  // a conditional branch or a jsr
      other(int64_t(e) + last.a);
      other(int64_t(e) + 1);
    } else if (flags & OPF_INVOKE) {  // ends blocks only with -Xprofile:methods
      other(int64_t(e) + 1);
    } else if (!(flags & (OPF_NOFALL | OPF_RETURN))) {
      to = int64_t(e) + 1;
    }
    if (to >= 0 && to < int64_t(count)) {
      successor[b] = to;
      certain.emplace_back(uint32_t(to), b);
    }
    b = e + 1;
  }
  std::sort(certain.begin(), certain.end());
  std::vector<uint8_t> carried(count, 0), carries(count, 0);
  std::vector<uint32_t> blockEnd(count, 0);
  for (uint32_t i = count; i-- > 0;) blockEnd[i] = (i + 1 == count || starts[i + 1]) ? i : blockEnd[i + 1];
  for (size_t k = 0; k < certain.size();) {
    uint32_t c = certain[k].first;
    size_t first = k;
    while (k < certain.size() && certain[k].first == c) ++k;
    if (uncertain[c] || carries[c] || successor[c] == int64_t(c)) continue;
    bool ok = true;
    for (size_t j = first; j < k && ok; ++j) {
      uint32_t from = certain[j].second;
      // Every instruction of a carrying block records the distance to c.
      ok = !carried[from] && int64_t(c) - int64_t(from) <= INT16_MAX && int64_t(c) - int64_t(blockEnd[from]) >= INT16_MIN;
    }
    if (!ok) continue;
    carried[c] = 1;
    for (size_t j = first; j < k; ++j) carries[certain[j].second] = 1;
  }
  for (uint32_t i = count; i-- > 0;) {
    InsnSide* side = sideOf(&code_->insns[i]);
    side->toEnd = uint16_t(blockEnd[i] - i);
    side->carry = 0;
    side->leader = starts[i] && !carried[i];
    if (side->leader) setOp(&code_->insns[i], side->op, handlers_);
  }
  for (uint32_t b = 0; b < count; b = blockEnd[b] + 1)
    if (carries[b])
      for (uint32_t i = b; i <= blockEnd[b]; ++i) sideOf(&code_->insns[i])->carry = int16_t(successor[b] - int64_t(i));
}

bool Translator::run() {
  if (m_->maxLocals < m_->argSlots) return fail(0, "Arguments can't fit into locals");
  if (!findBoundaries()) return false;
  uint32_t count = uint32_t(code_->pcOf.size());
  Insn* insns = t_->vm->codeArena.allocate(count + 1);
  if (!insns) {
    vm::throwNew(t_, "java/lang/OutOfMemoryError", "translated code exceeds the code arena");
    return false;
  }
  code_->insns = InsnArray(insns, count + 1);
  code_->jumpedTo.assign(count + 1, false);
  for (uint32_t i = 0; i < count; ++i)
    if (!decode(code_->pcOf[i], code_->insns[i], i)) return false;
  // A sentinel after the last instruction catches code that runs off the end.
  set(code_->insns[count], OP_END_OF_CODE);
  code_->insns[count].j = 0;
  code_->pcOf.push_back(code_->pcOf.empty() ? 0 : code_->pcOf.back());
  if (!translateHandlers()) return false;
  markBlocks(count);
  if (t_->vm->options.superinstructions) fusePairs(*code_, count, handlers_);
  // The reference maps the collector reads for frames of this method; code
  // they cannot be built for (bad stack discipline) is refused here, before
  // it runs.
  std::string error;
  std::unique_ptr<vm::TypeFlow> flow = vm::TypeFlow::analyze(m_, &error);
  if (!flow) {
    vm::throwNew(t_, "java/lang/VerifyError", error);
    return false;
  }
  if (flow->subroutineRefConflict()) {
    vm::throwNew(t_, "java/lang/VerifyError",
                 "Cannot build reference maps: a jsr subroutine's callers disagree on a local that holds both "
                 "references and other values, in method " + m_->owner->javaName() + "." + m_->name + m_->descriptor);
    return false;
  }
  m_->typeFlow = std::move(flow);
  m_->translated = std::move(code_);
  return true;
}

}  // namespace

bool translate(vm::Thread* t, vm::Method* m, const void* const* handlers) {
  if (!m->code) {
    vm::throwNew(t, "java/lang/AbstractMethodError", m->owner->javaName() + "." + m->name + m->descriptor);
    return false;
  }
  // Initialisation verifies a class before its code can run; this also
  // covers a path to a method that skips it.
  if (m->owner->verification != vm::Class::Verification::Passed && !vm::verifyClass(t, m->owner)) return false;
  return Translator(t, m, handlers).run();
}

}  // namespace ww::interp
