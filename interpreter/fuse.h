// Superinstructions: pairs of adjacent instructions run by one handler.
//
// Translation ends by rewriting some pairs of adjacent instructions of one
// basic block into a fused form (opcodes.h, WW_FUSED_OPCODES): a push of a
// local or an int constant and the instruction that consumes it (`iload;
// iadd`, `iload; if_icmplt`, `iload; iaload`, `bipush; iand`, `dload;
// dmul`), two pushes of locals, a store to a local and a push of one
// (`istore 5; iload 5`), or `iinc` and the `goto` after it. The
// handler of the first Insn runs both and steps over the second. The pair
// then costs one dispatch instead of two, and the pushed value goes from
// the local to its consumer in a register, not through the operand stack.
//
// Nothing else changes. Both Insns stay where they were, with their pcs and
// side entries: the second keeps its form and operands (the fused handler
// reads its branch delta there), and counting, which reads the side
// entries, counts both as their JVMS opcodes, as before. A pair never spans
// a block boundary (the second Insn is never a branch target or handler),
// so control never arrives at a second Insn. A fault or safe point in the
// second instruction is taken at the second Insn, with the operand stack as
// the unfused code has it there (docs/interpreter.md, "Superinstructions").
#pragma once

#include <cstdint>

namespace ww::interp {

struct Code;

// Fuses pairs in the first `count` Insns of `code`, whose blocks are marked
// (InsnSide::toEnd).
void fusePairs(Code& code, uint32_t count, const void* const* handlers);

}  // namespace ww::interp
