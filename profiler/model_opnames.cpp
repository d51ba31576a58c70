// The mnemonic table behind modelOpcodeName: JVMS chapter 6 names, indexed
// by opcode. Slots 202..255 hold no instruction (JVMS reserves breakpoint,
// impdep1 and impdep2 for debuggers and implementations; class files never
// contain them, so a model has nothing to say about them).
#include "profiler/model_opnames.h"

namespace ww::prof {
namespace {

constexpr int kJvmsOpcodes = 202;

// Eight to a row; the comment is the number of the row's first opcode.
constexpr const char* kNames[kJvmsOpcodes] = {
    "nop", "aconst_null", "iconst_m1", "iconst_0", "iconst_1", "iconst_2", "iconst_3", "iconst_4",  // 0
    "iconst_5", "lconst_0", "lconst_1", "fconst_0", "fconst_1", "fconst_2", "dconst_0", "dconst_1",  // 8
    "bipush", "sipush", "ldc", "ldc_w", "ldc2_w", "iload", "lload", "fload",  // 16
    "dload", "aload", "iload_0", "iload_1", "iload_2", "iload_3", "lload_0", "lload_1",  // 24
    "lload_2", "lload_3", "fload_0", "fload_1", "fload_2", "fload_3", "dload_0", "dload_1",  // 32
    "dload_2", "dload_3", "aload_0", "aload_1", "aload_2", "aload_3", "iaload", "laload",  // 40
    "faload", "daload", "aaload", "baload", "caload", "saload", "istore", "lstore",  // 48
    "fstore", "dstore", "astore", "istore_0", "istore_1", "istore_2", "istore_3", "lstore_0",  // 56
    "lstore_1", "lstore_2", "lstore_3", "fstore_0", "fstore_1", "fstore_2", "fstore_3", "dstore_0",  // 64
    "dstore_1", "dstore_2", "dstore_3", "astore_0", "astore_1", "astore_2", "astore_3", "iastore",  // 72
    "lastore", "fastore", "dastore", "aastore", "bastore", "castore", "sastore", "pop",  // 80
    "pop2", "dup", "dup_x1", "dup_x2", "dup2", "dup2_x1", "dup2_x2", "swap",  // 88
    "iadd", "ladd", "fadd", "dadd", "isub", "lsub", "fsub", "dsub",  // 96
    "imul", "lmul", "fmul", "dmul", "idiv", "ldiv", "fdiv", "ddiv",  // 104
    "irem", "lrem", "frem", "drem", "ineg", "lneg", "fneg", "dneg",  // 112
    "ishl", "lshl", "ishr", "lshr", "iushr", "lushr", "iand", "land",  // 120
    "ior", "lor", "ixor", "lxor", "iinc", "i2l", "i2f", "i2d",  // 128
    "l2i", "l2f", "l2d", "f2i", "f2l", "f2d", "d2i", "d2l",  // 136
    "d2f", "i2b", "i2c", "i2s", "lcmp", "fcmpl", "fcmpg", "dcmpl",  // 144
    "dcmpg", "ifeq", "ifne", "iflt", "ifge", "ifgt", "ifle", "if_icmpeq",  // 152
    "if_icmpne", "if_icmplt", "if_icmpge", "if_icmpgt", "if_icmple", "if_acmpeq", "if_acmpne", "goto",  // 160
    "jsr", "ret", "tableswitch", "lookupswitch", "ireturn", "lreturn", "freturn", "dreturn",  // 168
    "areturn", "return", "getstatic", "putstatic", "getfield", "putfield", "invokevirtual", "invokespecial",  // 176
    "invokestatic", "invokeinterface", "invokedynamic", "new", "newarray", "anewarray", "arraylength", "athrow",  // 184
    "checkcast", "instanceof", "monitorenter", "monitorexit", "wide", "multianewarray", "ifnull", "ifnonnull",  // 192
    "goto_w", "jsr_w",  // 200
};

}  // namespace

const char* modelOpcodeName(int op) {
  if (op < 0 || op >= kJvmsOpcodes) return nullptr;
  return kNames[op];
}

}  // namespace ww::prof
