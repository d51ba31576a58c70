// The opcode table: every JVMS opcode and every internal (quickened) form,
// declared once. The enum, the name table, the length table, the dispatch
// table and the profiler's opcode names are all generated from this list.
//
// X(NAME, CODE, LENGTH, COUNTED_AS, FLAGS, STACK)
//   NAME        mnemonic (upper case; the JVMS name is its lower-case form)
//   CODE        number: 0..201 are the JVMS opcodes; 256.. are internal forms
//               that exist only in translated code
//   LENGTH      bytes of the instruction in a class file (0 = variable:
//               tableswitch, lookupswitch, wide); 0 for internal forms
//   COUNTED_AS  the JVMS opcode this instruction is counted as (itself for
//               JVMS opcodes; the original for quickened forms; WIDE for the
//               wide forms, see docs/interpreter.md "Counting")
//   FLAGS       OPF_* bits below
//   STACK       the stack picture, for readers and the disassembler
#pragma once

#include <array>
#include <cstdint>

namespace ww::interp {

enum OpFlags : uint16_t {
  OPF_NONE = 0,
  OPF_BRANCH = 1 << 0,   // may transfer control to an operand-given target
  OPF_THROWS = 1 << 1,   // may throw
  OPF_ALLOC = 1 << 2,    // may allocate on the heap
  OPF_RESOLVE = 1 << 3,  // refers to the constant pool; quickened after resolution
  OPF_INVOKE = 1 << 4,   // calls a method
  OPF_RETURN = 1 << 5,   // leaves the frame
  OPF_NOFALL = 1 << 6,   // never falls through (goto, return, athrow, switch, ret)
  OPF_QUICK = 1 << 7,    // internal form produced by quickening or translation
};

#define WW_JVMS_OPCODES(X) \
  X(NOP,             0x00, 1, NOP,             OPF_NONE, "... -> ...") \
  X(ACONST_NULL,     0x01, 1, ACONST_NULL,     OPF_NONE, "... -> ..., null") \
  X(ICONST_M1,       0x02, 1, ICONST_M1,       OPF_NONE, "... -> ..., -1") \
  X(ICONST_0,        0x03, 1, ICONST_0,        OPF_NONE, "... -> ..., 0") \
  X(ICONST_1,        0x04, 1, ICONST_1,        OPF_NONE, "... -> ..., 1") \
  X(ICONST_2,        0x05, 1, ICONST_2,        OPF_NONE, "... -> ..., 2") \
  X(ICONST_3,        0x06, 1, ICONST_3,        OPF_NONE, "... -> ..., 3") \
  X(ICONST_4,        0x07, 1, ICONST_4,        OPF_NONE, "... -> ..., 4") \
  X(ICONST_5,        0x08, 1, ICONST_5,        OPF_NONE, "... -> ..., 5") \
  X(LCONST_0,        0x09, 1, LCONST_0,        OPF_NONE, "... -> ..., 0L") \
  X(LCONST_1,        0x0a, 1, LCONST_1,        OPF_NONE, "... -> ..., 1L") \
  X(FCONST_0,        0x0b, 1, FCONST_0,        OPF_NONE, "... -> ..., 0.0f") \
  X(FCONST_1,        0x0c, 1, FCONST_1,        OPF_NONE, "... -> ..., 1.0f") \
  X(FCONST_2,        0x0d, 1, FCONST_2,        OPF_NONE, "... -> ..., 2.0f") \
  X(DCONST_0,        0x0e, 1, DCONST_0,        OPF_NONE, "... -> ..., 0.0") \
  X(DCONST_1,        0x0f, 1, DCONST_1,        OPF_NONE, "... -> ..., 1.0") \
  X(BIPUSH,          0x10, 2, BIPUSH,          OPF_NONE, "... -> ..., byte") \
  X(SIPUSH,          0x11, 3, SIPUSH,          OPF_NONE, "... -> ..., short") \
  X(LDC,             0x12, 2, LDC,             OPF_RESOLVE | OPF_THROWS | OPF_ALLOC, "... -> ..., constant") \
  X(LDC_W,           0x13, 3, LDC_W,           OPF_RESOLVE | OPF_THROWS | OPF_ALLOC, "... -> ..., constant") \
  X(LDC2_W,          0x14, 3, LDC2_W,          OPF_RESOLVE, "... -> ..., long/double constant") \
  X(ILOAD,           0x15, 2, ILOAD,           OPF_NONE, "... -> ..., locals[n]") \
  X(LLOAD,           0x16, 2, LLOAD,           OPF_NONE, "... -> ..., locals[n]") \
  X(FLOAD,           0x17, 2, FLOAD,           OPF_NONE, "... -> ..., locals[n]") \
  X(DLOAD,           0x18, 2, DLOAD,           OPF_NONE, "... -> ..., locals[n]") \
  X(ALOAD,           0x19, 2, ALOAD,           OPF_NONE, "... -> ..., locals[n]") \
  X(ILOAD_0,         0x1a, 1, ILOAD_0,         OPF_NONE, "... -> ..., locals[0]") \
  X(ILOAD_1,         0x1b, 1, ILOAD_1,         OPF_NONE, "... -> ..., locals[1]") \
  X(ILOAD_2,         0x1c, 1, ILOAD_2,         OPF_NONE, "... -> ..., locals[2]") \
  X(ILOAD_3,         0x1d, 1, ILOAD_3,         OPF_NONE, "... -> ..., locals[3]") \
  X(LLOAD_0,         0x1e, 1, LLOAD_0,         OPF_NONE, "... -> ..., locals[0]") \
  X(LLOAD_1,         0x1f, 1, LLOAD_1,         OPF_NONE, "... -> ..., locals[1]") \
  X(LLOAD_2,         0x20, 1, LLOAD_2,         OPF_NONE, "... -> ..., locals[2]") \
  X(LLOAD_3,         0x21, 1, LLOAD_3,         OPF_NONE, "... -> ..., locals[3]") \
  X(FLOAD_0,         0x22, 1, FLOAD_0,         OPF_NONE, "... -> ..., locals[0]") \
  X(FLOAD_1,         0x23, 1, FLOAD_1,         OPF_NONE, "... -> ..., locals[1]") \
  X(FLOAD_2,         0x24, 1, FLOAD_2,         OPF_NONE, "... -> ..., locals[2]") \
  X(FLOAD_3,         0x25, 1, FLOAD_3,         OPF_NONE, "... -> ..., locals[3]") \
  X(DLOAD_0,         0x26, 1, DLOAD_0,         OPF_NONE, "... -> ..., locals[0]") \
  X(DLOAD_1,         0x27, 1, DLOAD_1,         OPF_NONE, "... -> ..., locals[1]") \
  X(DLOAD_2,         0x28, 1, DLOAD_2,         OPF_NONE, "... -> ..., locals[2]") \
  X(DLOAD_3,         0x29, 1, DLOAD_3,         OPF_NONE, "... -> ..., locals[3]") \
  X(ALOAD_0,         0x2a, 1, ALOAD_0,         OPF_NONE, "... -> ..., locals[0]") \
  X(ALOAD_1,         0x2b, 1, ALOAD_1,         OPF_NONE, "... -> ..., locals[1]") \
  X(ALOAD_2,         0x2c, 1, ALOAD_2,         OPF_NONE, "... -> ..., locals[2]") \
  X(ALOAD_3,         0x2d, 1, ALOAD_3,         OPF_NONE, "... -> ..., locals[3]") \
  X(IALOAD,          0x2e, 1, IALOAD,          OPF_THROWS, "..., array, index -> ..., int") \
  X(LALOAD,          0x2f, 1, LALOAD,          OPF_THROWS, "..., array, index -> ..., long") \
  X(FALOAD,          0x30, 1, FALOAD,          OPF_THROWS, "..., array, index -> ..., float") \
  X(DALOAD,          0x31, 1, DALOAD,          OPF_THROWS, "..., array, index -> ..., double") \
  X(AALOAD,          0x32, 1, AALOAD,          OPF_THROWS, "..., array, index -> ..., ref") \
  X(BALOAD,          0x33, 1, BALOAD,          OPF_THROWS, "..., array, index -> ..., byte/boolean") \
  X(CALOAD,          0x34, 1, CALOAD,          OPF_THROWS, "..., array, index -> ..., char") \
  X(SALOAD,          0x35, 1, SALOAD,          OPF_THROWS, "..., array, index -> ..., short") \
  X(ISTORE,          0x36, 2, ISTORE,          OPF_NONE, "..., int -> ...") \
  X(LSTORE,          0x37, 2, LSTORE,          OPF_NONE, "..., long -> ...") \
  X(FSTORE,          0x38, 2, FSTORE,          OPF_NONE, "..., float -> ...") \
  X(DSTORE,          0x39, 2, DSTORE,          OPF_NONE, "..., double -> ...") \
  X(ASTORE,          0x3a, 2, ASTORE,          OPF_NONE, "..., ref -> ...") \
  X(ISTORE_0,        0x3b, 1, ISTORE_0,        OPF_NONE, "..., int -> ...") \
  X(ISTORE_1,        0x3c, 1, ISTORE_1,        OPF_NONE, "..., int -> ...") \
  X(ISTORE_2,        0x3d, 1, ISTORE_2,        OPF_NONE, "..., int -> ...") \
  X(ISTORE_3,        0x3e, 1, ISTORE_3,        OPF_NONE, "..., int -> ...") \
  X(LSTORE_0,        0x3f, 1, LSTORE_0,        OPF_NONE, "..., long -> ...") \
  X(LSTORE_1,        0x40, 1, LSTORE_1,        OPF_NONE, "..., long -> ...") \
  X(LSTORE_2,        0x41, 1, LSTORE_2,        OPF_NONE, "..., long -> ...") \
  X(LSTORE_3,        0x42, 1, LSTORE_3,        OPF_NONE, "..., long -> ...") \
  X(FSTORE_0,        0x43, 1, FSTORE_0,        OPF_NONE, "..., float -> ...") \
  X(FSTORE_1,        0x44, 1, FSTORE_1,        OPF_NONE, "..., float -> ...") \
  X(FSTORE_2,        0x45, 1, FSTORE_2,        OPF_NONE, "..., float -> ...") \
  X(FSTORE_3,        0x46, 1, FSTORE_3,        OPF_NONE, "..., float -> ...") \
  X(DSTORE_0,        0x47, 1, DSTORE_0,        OPF_NONE, "..., double -> ...") \
  X(DSTORE_1,        0x48, 1, DSTORE_1,        OPF_NONE, "..., double -> ...") \
  X(DSTORE_2,        0x49, 1, DSTORE_2,        OPF_NONE, "..., double -> ...") \
  X(DSTORE_3,        0x4a, 1, DSTORE_3,        OPF_NONE, "..., double -> ...") \
  X(ASTORE_0,        0x4b, 1, ASTORE_0,        OPF_NONE, "..., ref -> ...") \
  X(ASTORE_1,        0x4c, 1, ASTORE_1,        OPF_NONE, "..., ref -> ...") \
  X(ASTORE_2,        0x4d, 1, ASTORE_2,        OPF_NONE, "..., ref -> ...") \
  X(ASTORE_3,        0x4e, 1, ASTORE_3,        OPF_NONE, "..., ref -> ...") \
  X(IASTORE,         0x4f, 1, IASTORE,         OPF_THROWS, "..., array, index, int -> ...") \
  X(LASTORE,         0x50, 1, LASTORE,         OPF_THROWS, "..., array, index, long -> ...") \
  X(FASTORE,         0x51, 1, FASTORE,         OPF_THROWS, "..., array, index, float -> ...") \
  X(DASTORE,         0x52, 1, DASTORE,         OPF_THROWS, "..., array, index, double -> ...") \
  X(AASTORE,         0x53, 1, AASTORE,         OPF_THROWS, "..., array, index, ref -> ... (store check)") \
  X(BASTORE,         0x54, 1, BASTORE,         OPF_THROWS, "..., array, index, int -> ... (byte/boolean)") \
  X(CASTORE,         0x55, 1, CASTORE,         OPF_THROWS, "..., array, index, int -> ...") \
  X(SASTORE,         0x56, 1, SASTORE,         OPF_THROWS, "..., array, index, int -> ...") \
  X(POP,             0x57, 1, POP,             OPF_NONE, "..., v -> ...") \
  X(POP2,            0x58, 1, POP2,            OPF_NONE, "..., v2, v1 -> ...") \
  X(DUP,             0x59, 1, DUP,             OPF_NONE, "..., v -> ..., v, v") \
  X(DUP_X1,          0x5a, 1, DUP_X1,          OPF_NONE, "..., v2, v1 -> ..., v1, v2, v1") \
  X(DUP_X2,          0x5b, 1, DUP_X2,          OPF_NONE, "..., v3, v2, v1 -> ..., v1, v3, v2, v1") \
  X(DUP2,            0x5c, 1, DUP2,            OPF_NONE, "..., v2, v1 -> ..., v2, v1, v2, v1") \
  X(DUP2_X1,         0x5d, 1, DUP2_X1,         OPF_NONE, "..., v3, v2, v1 -> ..., v2, v1, v3, v2, v1") \
  X(DUP2_X2,         0x5e, 1, DUP2_X2,         OPF_NONE, "..., v4, v3, v2, v1 -> ..., v2, v1, v4, v3, v2, v1") \
  X(SWAP,            0x5f, 1, SWAP,            OPF_NONE, "..., v2, v1 -> ..., v1, v2") \
  X(IADD,            0x60, 1, IADD,            OPF_NONE, "..., a, b -> ..., a+b") \
  X(LADD,            0x61, 1, LADD,            OPF_NONE, "..., a, b -> ..., a+b") \
  X(FADD,            0x62, 1, FADD,            OPF_NONE, "..., a, b -> ..., a+b") \
  X(DADD,            0x63, 1, DADD,            OPF_NONE, "..., a, b -> ..., a+b") \
  X(ISUB,            0x64, 1, ISUB,            OPF_NONE, "..., a, b -> ..., a-b") \
  X(LSUB,            0x65, 1, LSUB,            OPF_NONE, "..., a, b -> ..., a-b") \
  X(FSUB,            0x66, 1, FSUB,            OPF_NONE, "..., a, b -> ..., a-b") \
  X(DSUB,            0x67, 1, DSUB,            OPF_NONE, "..., a, b -> ..., a-b") \
  X(IMUL,            0x68, 1, IMUL,            OPF_NONE, "..., a, b -> ..., a*b") \
  X(LMUL,            0x69, 1, LMUL,            OPF_NONE, "..., a, b -> ..., a*b") \
  X(FMUL,            0x6a, 1, FMUL,            OPF_NONE, "..., a, b -> ..., a*b") \
  X(DMUL,            0x6b, 1, DMUL,            OPF_NONE, "..., a, b -> ..., a*b") \
  X(IDIV,            0x6c, 1, IDIV,            OPF_THROWS | OPF_ALLOC, "..., a, b -> ..., a/b") \
  X(LDIV,            0x6d, 1, LDIV,            OPF_THROWS | OPF_ALLOC, "..., a, b -> ..., a/b") \
  X(FDIV,            0x6e, 1, FDIV,            OPF_NONE, "..., a, b -> ..., a/b") \
  X(DDIV,            0x6f, 1, DDIV,            OPF_NONE, "..., a, b -> ..., a/b") \
  X(IREM,            0x70, 1, IREM,            OPF_THROWS | OPF_ALLOC, "..., a, b -> ..., a%b") \
  X(LREM,            0x71, 1, LREM,            OPF_THROWS | OPF_ALLOC, "..., a, b -> ..., a%b") \
  X(FREM,            0x72, 1, FREM,            OPF_NONE, "..., a, b -> ..., fmod(a,b)") \
  X(DREM,            0x73, 1, DREM,            OPF_NONE, "..., a, b -> ..., fmod(a,b)") \
  X(INEG,            0x74, 1, INEG,            OPF_NONE, "..., a -> ..., -a") \
  X(LNEG,            0x75, 1, LNEG,            OPF_NONE, "..., a -> ..., -a") \
  X(FNEG,            0x76, 1, FNEG,            OPF_NONE, "..., a -> ..., -a") \
  X(DNEG,            0x77, 1, DNEG,            OPF_NONE, "..., a -> ..., -a") \
  X(ISHL,            0x78, 1, ISHL,            OPF_NONE, "..., a, n -> ..., a << (n & 31)") \
  X(LSHL,            0x79, 1, LSHL,            OPF_NONE, "..., a, n -> ..., a << (n & 63)") \
  X(ISHR,            0x7a, 1, ISHR,            OPF_NONE, "..., a, n -> ..., a >> (n & 31)") \
  X(LSHR,            0x7b, 1, LSHR,            OPF_NONE, "..., a, n -> ..., a >> (n & 63)") \
  X(IUSHR,           0x7c, 1, IUSHR,           OPF_NONE, "..., a, n -> ..., a >>> (n & 31)") \
  X(LUSHR,           0x7d, 1, LUSHR,           OPF_NONE, "..., a, n -> ..., a >>> (n & 63)") \
  X(IAND,            0x7e, 1, IAND,            OPF_NONE, "..., a, b -> ..., a&b") \
  X(LAND,            0x7f, 1, LAND,            OPF_NONE, "..., a, b -> ..., a&b") \
  X(IOR,             0x80, 1, IOR,             OPF_NONE, "..., a, b -> ..., a|b") \
  X(LOR,             0x81, 1, LOR,             OPF_NONE, "..., a, b -> ..., a|b") \
  X(IXOR,            0x82, 1, IXOR,            OPF_NONE, "..., a, b -> ..., a^b") \
  X(LXOR,            0x83, 1, LXOR,            OPF_NONE, "..., a, b -> ..., a^b") \
  X(IINC,            0x84, 3, IINC,            OPF_NONE, "... -> ... (locals[n] += c)") \
  X(I2L,             0x85, 1, I2L,             OPF_NONE, "..., int -> ..., long") \
  X(I2F,             0x86, 1, I2F,             OPF_NONE, "..., int -> ..., float") \
  X(I2D,             0x87, 1, I2D,             OPF_NONE, "..., int -> ..., double") \
  X(L2I,             0x88, 1, L2I,             OPF_NONE, "..., long -> ..., int") \
  X(L2F,             0x89, 1, L2F,             OPF_NONE, "..., long -> ..., float") \
  X(L2D,             0x8a, 1, L2D,             OPF_NONE, "..., long -> ..., double") \
  X(F2I,             0x8b, 1, F2I,             OPF_NONE, "..., float -> ..., int (saturating)") \
  X(F2L,             0x8c, 1, F2L,             OPF_NONE, "..., float -> ..., long (saturating)") \
  X(F2D,             0x8d, 1, F2D,             OPF_NONE, "..., float -> ..., double") \
  X(D2I,             0x8e, 1, D2I,             OPF_NONE, "..., double -> ..., int (saturating)") \
  X(D2L,             0x8f, 1, D2L,             OPF_NONE, "..., double -> ..., long (saturating)") \
  X(D2F,             0x90, 1, D2F,             OPF_NONE, "..., double -> ..., float") \
  X(I2B,             0x91, 1, I2B,             OPF_NONE, "..., int -> ..., (byte) int") \
  X(I2C,             0x92, 1, I2C,             OPF_NONE, "..., int -> ..., (char) int") \
  X(I2S,             0x93, 1, I2S,             OPF_NONE, "..., int -> ..., (short) int") \
  X(LCMP,            0x94, 1, LCMP,            OPF_NONE, "..., a, b -> ..., -1/0/1") \
  X(FCMPL,           0x95, 1, FCMPL,           OPF_NONE, "..., a, b -> ..., -1/0/1 (NaN: -1)") \
  X(FCMPG,           0x96, 1, FCMPG,           OPF_NONE, "..., a, b -> ..., -1/0/1 (NaN: 1)") \
  X(DCMPL,           0x97, 1, DCMPL,           OPF_NONE, "..., a, b -> ..., -1/0/1 (NaN: -1)") \
  X(DCMPG,           0x98, 1, DCMPG,           OPF_NONE, "..., a, b -> ..., -1/0/1 (NaN: 1)") \
  X(IFEQ,            0x99, 3, IFEQ,            OPF_BRANCH, "..., v -> ... (branch if v == 0)") \
  X(IFNE,            0x9a, 3, IFNE,            OPF_BRANCH, "..., v -> ... (branch if v != 0)") \
  X(IFLT,            0x9b, 3, IFLT,            OPF_BRANCH, "..., v -> ... (branch if v < 0)") \
  X(IFGE,            0x9c, 3, IFGE,            OPF_BRANCH, "..., v -> ... (branch if v >= 0)") \
  X(IFGT,            0x9d, 3, IFGT,            OPF_BRANCH, "..., v -> ... (branch if v > 0)") \
  X(IFLE,            0x9e, 3, IFLE,            OPF_BRANCH, "..., v -> ... (branch if v <= 0)") \
  X(IF_ICMPEQ,       0x9f, 3, IF_ICMPEQ,       OPF_BRANCH, "..., a, b -> ... (branch if a == b)") \
  X(IF_ICMPNE,       0xa0, 3, IF_ICMPNE,       OPF_BRANCH, "..., a, b -> ... (branch if a != b)") \
  X(IF_ICMPLT,       0xa1, 3, IF_ICMPLT,       OPF_BRANCH, "..., a, b -> ... (branch if a < b)") \
  X(IF_ICMPGE,       0xa2, 3, IF_ICMPGE,       OPF_BRANCH, "..., a, b -> ... (branch if a >= b)") \
  X(IF_ICMPGT,       0xa3, 3, IF_ICMPGT,       OPF_BRANCH, "..., a, b -> ... (branch if a > b)") \
  X(IF_ICMPLE,       0xa4, 3, IF_ICMPLE,       OPF_BRANCH, "..., a, b -> ... (branch if a <= b)") \
  X(IF_ACMPEQ,       0xa5, 3, IF_ACMPEQ,       OPF_BRANCH, "..., a, b -> ... (branch if a == b)") \
  X(IF_ACMPNE,       0xa6, 3, IF_ACMPNE,       OPF_BRANCH, "..., a, b -> ... (branch if a != b)") \
  X(GOTO,            0xa7, 3, GOTO,            OPF_BRANCH | OPF_NOFALL, "... -> ... (branch)") \
  X(JSR,             0xa8, 3, JSR,             OPF_BRANCH, "... -> ..., returnAddress (branch)") \
  X(RET,             0xa9, 2, RET,             OPF_NOFALL, "... -> ... (branch to locals[n])") \
  X(TABLESWITCH,     0xaa, 0, TABLESWITCH,     OPF_BRANCH | OPF_NOFALL, "..., index -> ...") \
  X(LOOKUPSWITCH,    0xab, 0, LOOKUPSWITCH,    OPF_BRANCH | OPF_NOFALL, "..., key -> ...") \
  X(IRETURN,         0xac, 1, IRETURN,         OPF_RETURN | OPF_NOFALL | OPF_THROWS, "..., int -> [caller] ..., int") \
  X(LRETURN,         0xad, 1, LRETURN,         OPF_RETURN | OPF_NOFALL | OPF_THROWS, "..., long -> [caller] ..., long") \
  X(FRETURN,         0xae, 1, FRETURN,         OPF_RETURN | OPF_NOFALL | OPF_THROWS, "..., float -> [caller] ..., float") \
  X(DRETURN,         0xaf, 1, DRETURN,         OPF_RETURN | OPF_NOFALL | OPF_THROWS, "..., double -> [caller] ..., double") \
  X(ARETURN,         0xb0, 1, ARETURN,         OPF_RETURN | OPF_NOFALL | OPF_THROWS, "..., ref -> [caller] ..., ref") \
  X(RETURN,          0xb1, 1, RETURN,          OPF_RETURN | OPF_NOFALL | OPF_THROWS, "... -> [caller] ...") \
  X(GETSTATIC,       0xb2, 3, GETSTATIC,       OPF_RESOLVE | OPF_THROWS, "... -> ..., value") \
  X(PUTSTATIC,       0xb3, 3, PUTSTATIC,       OPF_RESOLVE | OPF_THROWS, "..., value -> ...") \
  X(GETFIELD,        0xb4, 3, GETFIELD,        OPF_RESOLVE | OPF_THROWS, "..., obj -> ..., value") \
  X(PUTFIELD,        0xb5, 3, PUTFIELD,        OPF_RESOLVE | OPF_THROWS, "..., obj, value -> ...") \
  X(INVOKEVIRTUAL,   0xb6, 3, INVOKEVIRTUAL,   OPF_RESOLVE | OPF_THROWS | OPF_INVOKE, "..., obj, args -> ..., result") \
  X(INVOKESPECIAL,   0xb7, 3, INVOKESPECIAL,   OPF_RESOLVE | OPF_THROWS | OPF_INVOKE, "..., obj, args -> ..., result") \
  X(INVOKESTATIC,    0xb8, 3, INVOKESTATIC,    OPF_RESOLVE | OPF_THROWS | OPF_INVOKE, "..., args -> ..., result") \
  X(INVOKEINTERFACE, 0xb9, 5, INVOKEINTERFACE, OPF_RESOLVE | OPF_THROWS | OPF_INVOKE, "..., obj, args -> ..., result") \
  X(INVOKEDYNAMIC,   0xba, 5, INVOKEDYNAMIC,   OPF_RESOLVE | OPF_THROWS | OPF_INVOKE, "..., args -> ..., result") \
  X(NEW,             0xbb, 3, NEW,             OPF_RESOLVE | OPF_THROWS | OPF_ALLOC, "... -> ..., obj") \
  X(NEWARRAY,        0xbc, 2, NEWARRAY,        OPF_THROWS | OPF_ALLOC, "..., count -> ..., array") \
  X(ANEWARRAY,       0xbd, 3, ANEWARRAY,       OPF_RESOLVE | OPF_THROWS | OPF_ALLOC, "..., count -> ..., array") \
  X(ARRAYLENGTH,     0xbe, 1, ARRAYLENGTH,     OPF_THROWS, "..., array -> ..., length") \
  X(ATHROW,          0xbf, 1, ATHROW,          OPF_THROWS | OPF_NOFALL, "..., ref -> (throw)") \
  X(CHECKCAST,       0xc0, 3, CHECKCAST,       OPF_RESOLVE | OPF_THROWS, "..., ref -> ..., ref") \
  X(INSTANCEOF,      0xc1, 3, INSTANCEOF,      OPF_RESOLVE | OPF_THROWS, "..., ref -> ..., 0/1") \
  X(MONITORENTER,    0xc2, 1, MONITORENTER,    OPF_THROWS, "..., ref -> ...") \
  X(MONITOREXIT,     0xc3, 1, MONITOREXIT,     OPF_THROWS, "..., ref -> ...") \
  X(WIDE,            0xc4, 0, WIDE,            OPF_NONE, "(prefix: 16-bit local index)") \
  X(MULTIANEWARRAY,  0xc5, 4, MULTIANEWARRAY,  OPF_RESOLVE | OPF_THROWS | OPF_ALLOC, "..., count1, .., countN -> ..., array") \
  X(IFNULL,          0xc6, 3, IFNULL,          OPF_BRANCH, "..., ref -> ... (branch if null)") \
  X(IFNONNULL,       0xc7, 3, IFNONNULL,       OPF_BRANCH, "..., ref -> ... (branch if not null)") \
  X(GOTO_W,          0xc8, 5, GOTO_W,          OPF_BRANCH | OPF_NOFALL, "... -> ... (branch)") \
  X(JSR_W,           0xc9, 5, JSR_W,           OPF_BRANCH, "... -> ..., returnAddress (branch)")

// Internal forms. Operands are pre-decoded into the translated instruction
// (see interpreter/code.h): `a`, `b` are 32-bit operands, `p` a pointer.
#define WW_INTERNAL_OPCODES(X) \
  X(LDC_INT,         0x100, 0, LDC,            OPF_QUICK, "... -> ..., a (int or float bits)") \
  X(LDC_REF,         0x101, 0, LDC,            OPF_QUICK, "... -> ..., *p (String or Class constant)") \
  X(LDC_W_INT,       0x102, 0, LDC_W,          OPF_QUICK, "... -> ..., a") \
  X(LDC_W_REF,       0x103, 0, LDC_W,          OPF_QUICK, "... -> ..., *p") \
  X(LDC2_W_Q,        0x104, 0, LDC2_W,         OPF_QUICK, "... -> ..., a:b as 64 bits") \
  X(GETFIELD_I,      0x105, 0, GETFIELD,       OPF_QUICK | OPF_THROWS, "..., obj -> ..., int/float at offset a") \
  X(GETFIELD_J,      0x106, 0, GETFIELD,       OPF_QUICK | OPF_THROWS, "..., obj -> ..., long/double at offset a") \
  X(GETFIELD_L,      0x107, 0, GETFIELD,       OPF_QUICK | OPF_THROWS, "..., obj -> ..., ref at offset a") \
  X(GETFIELD_B,      0x108, 0, GETFIELD,       OPF_QUICK | OPF_THROWS, "..., obj -> ..., byte at offset a") \
  X(GETFIELD_Z,      0x109, 0, GETFIELD,       OPF_QUICK | OPF_THROWS, "..., obj -> ..., boolean at offset a") \
  X(GETFIELD_C,      0x10a, 0, GETFIELD,       OPF_QUICK | OPF_THROWS, "..., obj -> ..., char at offset a") \
  X(GETFIELD_S,      0x10b, 0, GETFIELD,       OPF_QUICK | OPF_THROWS, "..., obj -> ..., short at offset a") \
  X(PUTFIELD_I,      0x10c, 0, PUTFIELD,       OPF_QUICK | OPF_THROWS, "..., obj, int/float -> ...") \
  X(PUTFIELD_J,      0x10d, 0, PUTFIELD,       OPF_QUICK | OPF_THROWS, "..., obj, long/double -> ...") \
  X(PUTFIELD_L,      0x10e, 0, PUTFIELD,       OPF_QUICK | OPF_THROWS, "..., obj, ref -> ...") \
  X(PUTFIELD_B,      0x10f, 0, PUTFIELD,       OPF_QUICK | OPF_THROWS, "..., obj, byte -> ...") \
  X(PUTFIELD_Z,      0x110, 0, PUTFIELD,       OPF_QUICK | OPF_THROWS, "..., obj, boolean -> ... (stores v & 1)") \
  X(PUTFIELD_C,      0x111, 0, PUTFIELD,       OPF_QUICK | OPF_THROWS, "..., obj, char -> ...") \
  X(PUTFIELD_S,      0x112, 0, PUTFIELD,       OPF_QUICK | OPF_THROWS, "..., obj, short -> ...") \
  X(GETSTATIC_I,     0x113, 0, GETSTATIC,      OPF_QUICK, "... -> ..., int/float at p") \
  X(GETSTATIC_J,     0x114, 0, GETSTATIC,      OPF_QUICK, "... -> ..., long/double at p") \
  X(GETSTATIC_L,     0x115, 0, GETSTATIC,      OPF_QUICK, "... -> ..., ref at p") \
  X(GETSTATIC_B,     0x116, 0, GETSTATIC,      OPF_QUICK, "... -> ..., byte at p") \
  X(GETSTATIC_Z,     0x117, 0, GETSTATIC,      OPF_QUICK, "... -> ..., boolean at p") \
  X(GETSTATIC_C,     0x118, 0, GETSTATIC,      OPF_QUICK, "... -> ..., char at p") \
  X(GETSTATIC_S,     0x119, 0, GETSTATIC,      OPF_QUICK, "... -> ..., short at p") \
  X(PUTSTATIC_I,     0x11a, 0, PUTSTATIC,      OPF_QUICK, "..., int/float -> ...") \
  X(PUTSTATIC_J,     0x11b, 0, PUTSTATIC,      OPF_QUICK, "..., long/double -> ...") \
  X(PUTSTATIC_L,     0x11c, 0, PUTSTATIC,      OPF_QUICK, "..., ref -> ...") \
  X(PUTSTATIC_B,     0x11d, 0, PUTSTATIC,      OPF_QUICK, "..., byte -> ...") \
  X(PUTSTATIC_Z,     0x11e, 0, PUTSTATIC,      OPF_QUICK, "..., boolean -> ... (stores v & 1)") \
  X(PUTSTATIC_C,     0x11f, 0, PUTSTATIC,      OPF_QUICK, "..., char -> ...") \
  X(PUTSTATIC_S,     0x120, 0, PUTSTATIC,      OPF_QUICK, "..., short -> ...") \
  X(INVOKEVIRTUAL_V, 0x121, 0, INVOKEVIRTUAL,  OPF_QUICK | OPF_THROWS | OPF_INVOKE, "..., obj, args -> ... (vtable[a], b arg slots)") \
  X(INVOKEVIRTUAL_D, 0x122, 0, INVOKEVIRTUAL,  OPF_QUICK | OPF_THROWS | OPF_INVOKE, "..., obj, args -> ... (direct: final or private method p)") \
  X(INVOKESPECIAL_Q, 0x123, 0, INVOKESPECIAL,  OPF_QUICK | OPF_THROWS | OPF_INVOKE, "..., obj, args -> ... (method p)") \
  X(INVOKESTATIC_Q,  0x124, 0, INVOKESTATIC,   OPF_QUICK | OPF_THROWS | OPF_INVOKE, "..., args -> ... (method p)") \
  X(INVOKEINTERFACE_Q, 0x125, 0, INVOKEINTERFACE, OPF_QUICK | OPF_THROWS | OPF_INVOKE, "..., obj, args -> ... (inline cache p)") \
  X(NEW_Q,           0x126, 0, NEW,            OPF_QUICK | OPF_THROWS | OPF_ALLOC, "... -> ..., new instance of class p") \
  X(ANEWARRAY_Q,     0x127, 0, ANEWARRAY,      OPF_QUICK | OPF_THROWS | OPF_ALLOC, "..., count -> ..., array of class p") \
  X(CHECKCAST_Q,     0x128, 0, CHECKCAST,      OPF_QUICK | OPF_THROWS, "..., ref -> ..., ref (class p)") \
  X(INSTANCEOF_Q,    0x129, 0, INSTANCEOF,     OPF_QUICK, "..., ref -> ..., 0/1 (class p)") \
  X(MULTIANEWARRAY_Q, 0x12a, 0, MULTIANEWARRAY, OPF_QUICK | OPF_THROWS | OPF_ALLOC, "..., counts -> ..., array (class p->cls, dims p->dims)") \
  X(WIDE_ILOAD,      0x12b, 0, WIDE,           OPF_QUICK, "wide iload") \
  X(WIDE_LLOAD,      0x12c, 0, WIDE,           OPF_QUICK, "wide lload") \
  X(WIDE_FLOAD,      0x12d, 0, WIDE,           OPF_QUICK, "wide fload") \
  X(WIDE_DLOAD,      0x12e, 0, WIDE,           OPF_QUICK, "wide dload") \
  X(WIDE_ALOAD,      0x12f, 0, WIDE,           OPF_QUICK, "wide aload") \
  X(WIDE_ISTORE,     0x130, 0, WIDE,           OPF_QUICK, "wide istore") \
  X(WIDE_LSTORE,     0x131, 0, WIDE,           OPF_QUICK, "wide lstore") \
  X(WIDE_FSTORE,     0x132, 0, WIDE,           OPF_QUICK, "wide fstore") \
  X(WIDE_DSTORE,     0x133, 0, WIDE,           OPF_QUICK, "wide dstore") \
  X(WIDE_ASTORE,     0x134, 0, WIDE,           OPF_QUICK, "wide astore") \
  X(WIDE_IINC,       0x135, 0, WIDE,           OPF_QUICK, "wide iinc") \
  X(WIDE_RET,        0x136, 0, WIDE,           OPF_QUICK | OPF_NOFALL, "wide ret") \
  X(INVOKEVIRTUAL_I, 0x137, 0, INVOKEVIRTUAL,  OPF_QUICK | OPF_THROWS | OPF_INVOKE, "..., obj, args -> ... (method of an interface: call site p)") \
  X(END_OF_CODE,     0x138, 0, NOP,            OPF_QUICK | OPF_NOFALL | OPF_THROWS, "(past the last instruction: VerifyError; never counted)") \
  X(INVOKEDYNAMIC_K, 0x139, 0, INVOKEDYNAMIC,  OPF_QUICK, "... -> ..., *p (a lambda that captures nothing)") \
  X(INVOKEDYNAMIC_N, 0x13a, 0, INVOKEDYNAMIC,  OPF_QUICK | OPF_THROWS | OPF_ALLOC, "..., captured -> ..., new lambda (link p)") \
  X(INVOKEDYNAMIC_S, 0x13b, 0, INVOKEDYNAMIC,  OPF_QUICK | OPF_THROWS | OPF_INVOKE, "..., args -> ..., result (static method p)")

// Fused pairs (interpreter/fuse.h): one handler that runs two adjacent
// instructions of a block, a push of a local or constant and the instruction
// that consumes it, or two pushes, or iinc and the goto after it. Fusing
// rewrites only the first Insn's form; the second keeps its form, pc and
// side entry, and every Insn keeps the count it had before fusing (its side
// entry's JVMS opcode), so the COUNTED_AS column of a fused form is the
// family of its first instruction and is not used. Operand a (and b) are
// the first instruction's; the second's operands are read from the next Insn.
#define WW_FUSED_OPCODES(X) \
  X(ILOAD_IADD,        0x13c, 0, ILOAD,          OPF_QUICK, "..., v -> ..., v + local a (iload a; iadd)") \
  X(ILOAD_ISUB,        0x13d, 0, ILOAD,          OPF_QUICK, "..., v -> ..., v - local a (iload a; isub)") \
  X(ILOAD_IMUL,        0x13e, 0, ILOAD,          OPF_QUICK, "..., v -> ..., v * local a (iload a; imul)") \
  X(ILOAD_IAND,        0x13f, 0, ILOAD,          OPF_QUICK, "..., v -> ..., v & local a (iload a; iand)") \
  X(ILOAD_IOR,         0x140, 0, ILOAD,          OPF_QUICK, "..., v -> ..., v | local a (iload a; ior)") \
  X(ILOAD_IXOR,        0x141, 0, ILOAD,          OPF_QUICK, "..., v -> ..., v ^ local a (iload a; ixor)") \
  X(ILOAD_ISHL,        0x142, 0, ILOAD,          OPF_QUICK, "..., v -> ..., v << local a (iload a; ishl)") \
  X(ILOAD_ISHR,        0x143, 0, ILOAD,          OPF_QUICK, "..., v -> ..., v >> local a (iload a; ishr)") \
  X(ILOAD_IUSHR,       0x144, 0, ILOAD,          OPF_QUICK, "..., v -> ..., v >>> local a (iload a; iushr)") \
  X(ILOAD_IF_ICMPEQ,   0x145, 0, ILOAD,          OPF_QUICK | OPF_BRANCH, "..., v -> ... (iload a; if_icmpeq: branch if v == local a)") \
  X(ILOAD_IF_ICMPNE,   0x146, 0, ILOAD,          OPF_QUICK | OPF_BRANCH, "..., v -> ... (iload a; if_icmpne: branch if v != local a)") \
  X(ILOAD_IF_ICMPLT,   0x147, 0, ILOAD,          OPF_QUICK | OPF_BRANCH, "..., v -> ... (iload a; if_icmplt: branch if v < local a)") \
  X(ILOAD_IF_ICMPGE,   0x148, 0, ILOAD,          OPF_QUICK | OPF_BRANCH, "..., v -> ... (iload a; if_icmpge: branch if v >= local a)") \
  X(ILOAD_IF_ICMPGT,   0x149, 0, ILOAD,          OPF_QUICK | OPF_BRANCH, "..., v -> ... (iload a; if_icmpgt: branch if v > local a)") \
  X(ILOAD_IF_ICMPLE,   0x14a, 0, ILOAD,          OPF_QUICK | OPF_BRANCH, "..., v -> ... (iload a; if_icmple: branch if v <= local a)") \
  X(ILOAD_IFEQ,        0x14b, 0, ILOAD,          OPF_QUICK | OPF_BRANCH, "... -> ... (iload a; ifeq: branch if local a == 0)") \
  X(ILOAD_IFNE,        0x14c, 0, ILOAD,          OPF_QUICK | OPF_BRANCH, "... -> ... (iload a; ifne: branch if local a != 0)") \
  X(ILOAD_IFLT,        0x14d, 0, ILOAD,          OPF_QUICK | OPF_BRANCH, "... -> ... (iload a; iflt: branch if local a < 0)") \
  X(ILOAD_IFGE,        0x14e, 0, ILOAD,          OPF_QUICK | OPF_BRANCH, "... -> ... (iload a; ifge: branch if local a >= 0)") \
  X(ILOAD_IFGT,        0x14f, 0, ILOAD,          OPF_QUICK | OPF_BRANCH, "... -> ... (iload a; ifgt: branch if local a > 0)") \
  X(ILOAD_IFLE,        0x150, 0, ILOAD,          OPF_QUICK | OPF_BRANCH, "... -> ... (iload a; ifle: branch if local a <= 0)") \
  X(ILOAD_IALOAD,      0x151, 0, ILOAD,          OPF_QUICK | OPF_THROWS, "..., array -> ..., array[local a] (iload a; iaload)") \
  X(ILOAD_LALOAD,      0x152, 0, ILOAD,          OPF_QUICK | OPF_THROWS, "..., array -> ..., array[local a] (iload a; laload)") \
  X(ILOAD_FALOAD,      0x153, 0, ILOAD,          OPF_QUICK | OPF_THROWS, "..., array -> ..., array[local a] (iload a; faload)") \
  X(ILOAD_DALOAD,      0x154, 0, ILOAD,          OPF_QUICK | OPF_THROWS, "..., array -> ..., array[local a] (iload a; daload)") \
  X(ILOAD_AALOAD,      0x155, 0, ILOAD,          OPF_QUICK | OPF_THROWS, "..., array -> ..., array[local a] (iload a; aaload)") \
  X(ILOAD_BALOAD,      0x156, 0, ILOAD,          OPF_QUICK | OPF_THROWS, "..., array -> ..., array[local a] (iload a; baload)") \
  X(ILOAD_CALOAD,      0x157, 0, ILOAD,          OPF_QUICK | OPF_THROWS, "..., array -> ..., array[local a] (iload a; caload)") \
  X(ILOAD_SALOAD,      0x158, 0, ILOAD,          OPF_QUICK | OPF_THROWS, "..., array -> ..., array[local a] (iload a; saload)") \
  X(ICONST_IADD,       0x159, 0, ICONST_0,       OPF_QUICK, "..., v -> ..., v + a (an int constant a; iadd)") \
  X(ICONST_ISUB,       0x15a, 0, ICONST_0,       OPF_QUICK, "..., v -> ..., v - a (an int constant a; isub)") \
  X(ICONST_IMUL,       0x15b, 0, ICONST_0,       OPF_QUICK, "..., v -> ..., v * a (an int constant a; imul)") \
  X(ICONST_IAND,       0x15c, 0, ICONST_0,       OPF_QUICK, "..., v -> ..., v & a (an int constant a; iand)") \
  X(ICONST_IOR,        0x15d, 0, ICONST_0,       OPF_QUICK, "..., v -> ..., v | a (an int constant a; ior)") \
  X(ICONST_IXOR,       0x15e, 0, ICONST_0,       OPF_QUICK, "..., v -> ..., v ^ a (an int constant a; ixor)") \
  X(ICONST_ISHL,       0x15f, 0, ICONST_0,       OPF_QUICK, "..., v -> ..., v << a (an int constant a; ishl)") \
  X(ICONST_ISHR,       0x160, 0, ICONST_0,       OPF_QUICK, "..., v -> ..., v >> a (an int constant a; ishr)") \
  X(ICONST_IUSHR,      0x161, 0, ICONST_0,       OPF_QUICK, "..., v -> ..., v >>> a (an int constant a; iushr)") \
  X(ICONST_IF_ICMPEQ,  0x162, 0, ICONST_0,       OPF_QUICK | OPF_BRANCH, "..., v -> ... (an int constant a; if_icmpeq: branch if v == a)") \
  X(ICONST_IF_ICMPNE,  0x163, 0, ICONST_0,       OPF_QUICK | OPF_BRANCH, "..., v -> ... (an int constant a; if_icmpne: branch if v != a)") \
  X(ICONST_IF_ICMPLT,  0x164, 0, ICONST_0,       OPF_QUICK | OPF_BRANCH, "..., v -> ... (an int constant a; if_icmplt: branch if v < a)") \
  X(ICONST_IF_ICMPGE,  0x165, 0, ICONST_0,       OPF_QUICK | OPF_BRANCH, "..., v -> ... (an int constant a; if_icmpge: branch if v >= a)") \
  X(ICONST_IF_ICMPGT,  0x166, 0, ICONST_0,       OPF_QUICK | OPF_BRANCH, "..., v -> ... (an int constant a; if_icmpgt: branch if v > a)") \
  X(ICONST_IF_ICMPLE,  0x167, 0, ICONST_0,       OPF_QUICK | OPF_BRANCH, "..., v -> ... (an int constant a; if_icmple: branch if v <= a)") \
  X(DLOAD_DADD,        0x168, 0, DLOAD,          OPF_QUICK, "..., v -> ..., v + local a (dload a; dadd)") \
  X(DLOAD_DSUB,        0x169, 0, DLOAD,          OPF_QUICK, "..., v -> ..., v - local a (dload a; dsub)") \
  X(DLOAD_DMUL,        0x16a, 0, DLOAD,          OPF_QUICK, "..., v -> ..., v * local a (dload a; dmul)") \
  X(DLOAD_DDIV,        0x16b, 0, DLOAD,          OPF_QUICK, "..., v -> ..., v / local a (dload a; ddiv)") \
  X(LOAD2,             0x16c, 0, ILOAD,          OPF_QUICK, "... -> ..., local a, local b (two of iload, fload, aload)") \
  X(LOAD2_WIDE,        0x16d, 0, DLOAD,          OPF_QUICK, "... -> ..., local a, local b (two of lload, dload)") \
  X(IINC_GOTO,         0x16e, 0, IINC,           OPF_QUICK | OPF_BRANCH | OPF_NOFALL, "... -> ... (iinc a by b; goto)") \
  X(STORE_KEEP,        0x16f, 0, ISTORE,         OPF_QUICK, "..., v -> ..., v (v to local a and back: istore/fstore/astore a; the same load of a)") \
  X(STORE_KEEP_WIDE,   0x170, 0, LSTORE,         OPF_QUICK, "..., v -> ..., v (lstore/dstore a; the same load of a)") \
  X(STORE_LOAD,        0x171, 0, ISTORE,         OPF_QUICK, "..., v -> ..., local b (istore/fstore/astore a; iload/fload/aload b)") \
  X(STORE_LOAD_WIDE,   0x172, 0, LSTORE,         OPF_QUICK, "..., v -> ..., local b (lstore/dstore a; lload/dload b)")

#define WW_ALL_OPCODES(X) WW_JVMS_OPCODES(X) WW_INTERNAL_OPCODES(X) WW_FUSED_OPCODES(X)

enum Op : uint16_t {
#define WW_OP_ENUM(name, code, len, counted, flags, stack) OP_##name = code,
  WW_ALL_OPCODES(WW_OP_ENUM)
#undef WW_OP_ENUM
};

inline constexpr int kFirstInternalOp = 0x100;
inline constexpr int kOpTableSize = 0x173;  // one past the last internal form
inline constexpr int kJvmsOpcodeCount = 202; // 0..201 are defined by the JVMS

// The JVMS opcode each form is counted as (the COUNTED_AS column), as a
// compile-time table: the dispatch loop indexes it with constants.
constexpr std::array<uint8_t, kOpTableSize> makeCountedAs() {
  std::array<uint8_t, kOpTableSize> a{};
#define WW_COUNTED(name, code, len, counted, flags, stack) a[code] = OP_##counted;
  WW_ALL_OPCODES(WW_COUNTED)
#undef WW_COUNTED
  return a;
}
inline constexpr std::array<uint8_t, kOpTableSize> kCountedAs = makeCountedAs();

struct OpInfo {
  const char* name;     // JVMS mnemonic in lower case, or the internal name
  uint8_t length;       // class-file length, 0 if variable or internal
  uint8_t countedAs;    // JVMS opcode counted for this instruction
  uint16_t flags;
  const char* stack;
  bool defined;
};

// Facts about opcode `op` (0 <= op < kOpTableSize); undefined numbers have
// defined == false.
const OpInfo& opInfo(int op);

// The JVMS mnemonic of a counted opcode 0..255, or nullptr if the JVMS
// defines none (202 breakpoint, 254/255 impdep are reserved, not executed).
const char* jvmsOpcodeName(int opcode);

}  // namespace ww::interp
