// The JVMS mnemonics of the 256 opcode slots (profiler/opnames.h).
#include "profiler/opnames.h"

#include <array>
#include <cstdio>

#include "profiler/counters.h"

namespace ww::prof {
namespace {

// JVMS chapter 7 ("Opcode Mnemonics by Opcode"), in opcode order, ten per
// line: line k holds opcodes 10k .. 10k+9.
constexpr const char* kDefined[] = {
    "nop", "aconst_null", "iconst_m1", "iconst_0", "iconst_1", "iconst_2", "iconst_3", "iconst_4", "iconst_5", "lconst_0",
    "lconst_1", "fconst_0", "fconst_1", "fconst_2", "dconst_0", "dconst_1", "bipush", "sipush", "ldc", "ldc_w",
    "ldc2_w", "iload", "lload", "fload", "dload", "aload", "iload_0", "iload_1", "iload_2", "iload_3",
    "lload_0", "lload_1", "lload_2", "lload_3", "fload_0", "fload_1", "fload_2", "fload_3", "dload_0", "dload_1",
    "dload_2", "dload_3", "aload_0", "aload_1", "aload_2", "aload_3", "iaload", "laload", "faload", "daload",
    "aaload", "baload", "caload", "saload", "istore", "lstore", "fstore", "dstore", "astore", "istore_0",
    "istore_1", "istore_2", "istore_3", "lstore_0", "lstore_1", "lstore_2", "lstore_3", "fstore_0", "fstore_1", "fstore_2",
    "fstore_3", "dstore_0", "dstore_1", "dstore_2", "dstore_3", "astore_0", "astore_1", "astore_2", "astore_3", "iastore",
    "lastore", "fastore", "dastore", "aastore", "bastore", "castore", "sastore", "pop", "pop2", "dup",
    "dup_x1", "dup_x2", "dup2", "dup2_x1", "dup2_x2", "swap", "iadd", "ladd", "fadd", "dadd",
    "isub", "lsub", "fsub", "dsub", "imul", "lmul", "fmul", "dmul", "idiv", "ldiv",
    "fdiv", "ddiv", "irem", "lrem", "frem", "drem", "ineg", "lneg", "fneg", "dneg",
    "ishl", "lshl", "ishr", "lshr", "iushr", "lushr", "iand", "land", "ior", "lor",
    "ixor", "lxor", "iinc", "i2l", "i2f", "i2d", "l2i", "l2f", "l2d", "f2i",
    "f2l", "f2d", "d2i", "d2l", "d2f", "i2b", "i2c", "i2s", "lcmp", "fcmpl",
    "fcmpg", "dcmpl", "dcmpg", "ifeq", "ifne", "iflt", "ifge", "ifgt", "ifle", "if_icmpeq",
    "if_icmpne", "if_icmplt", "if_icmpge", "if_icmpgt", "if_icmple", "if_acmpeq", "if_acmpne", "goto", "jsr", "ret",
    "tableswitch", "lookupswitch", "ireturn", "lreturn", "freturn", "dreturn", "areturn", "return", "getstatic", "putstatic",
    "getfield", "putfield", "invokevirtual", "invokespecial", "invokestatic", "invokeinterface", "invokedynamic", "new", "newarray", "anewarray",
    "arraylength", "athrow", "checkcast", "instanceof", "monitorenter", "monitorexit", "wide", "multianewarray", "ifnull", "ifnonnull",
    "goto_w", "jsr_w", "breakpoint",
};
constexpr int kDefinedCount = sizeof(kDefined) / sizeof(kDefined[0]);
static_assert(kDefinedCount == 203, "0..201 are instructions, 202 is breakpoint");

// Built once: the unassigned slots get a name that still says which slot it
// is, so a count there (which would be a VM bug) stays visible.
struct NameTable {
  std::array<char[16], kOpcodeSlots> text{};
  NameTable() {
    for (int op = kDefinedCount; op < kOpcodeSlots; ++op)
      std::snprintf(text[op], sizeof text[op], "unused_0x%02x", op);
    std::snprintf(text[254], sizeof text[254], "impdep1");
    std::snprintf(text[255], sizeof text[255], "impdep2");
  }
};

}  // namespace

const char* opcodeName(int opcode) {
  if (opcode < 0 || opcode >= kOpcodeSlots) return "-";
  if (opcode < kDefinedCount) return kDefined[opcode];
  static const NameTable table;
  return table.text[opcode];
}

}  // namespace ww::prof
