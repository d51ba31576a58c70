// Fusing pairs of instructions (interpreter/fuse.h).
#include "interpreter/fuse.h"

#include <vector>

#include "interpreter/code.h"
#include "interpreter/opcodes.h"

namespace ww::interp {
namespace {

// What an instruction pushes, if it is a push of a local or an int constant.
enum class Push : uint8_t { None, IntLocal, FloatLocal, RefLocal, LongLocal, DoubleLocal, IntConst };

// The push `insn` (of form `op`) makes, and its local index or constant.
Push pushOf(int op, const Insn& insn, int32_t* operand) {
  switch (op) {
    case OP_ILOAD: *operand = insn.a; return Push::IntLocal;
    case OP_FLOAD: *operand = insn.a; return Push::FloatLocal;
    case OP_ALOAD: *operand = insn.a; return Push::RefLocal;
    case OP_LLOAD: *operand = insn.a; return Push::LongLocal;
    case OP_DLOAD: *operand = insn.a; return Push::DoubleLocal;
    case OP_BIPUSH: case OP_SIPUSH: case OP_LDC_INT: case OP_LDC_W_INT:
      // ldc of a float has the same form; only int consumers are fused with it.
      *operand = insn.a;
      return Push::IntConst;
    default: break;
  }
  if (op >= OP_ICONST_M1 && op <= OP_ICONST_5) {
    *operand = op - OP_ICONST_0;
    return Push::IntConst;
  }
  if (op >= OP_ILOAD_0 && op <= OP_ALOAD_3) {
    static constexpr Push kinds[] = {Push::IntLocal, Push::LongLocal, Push::FloatLocal, Push::DoubleLocal,
                                     Push::RefLocal};
    *operand = (op - OP_ILOAD_0) % 4;
    return kinds[(op - OP_ILOAD_0) / 4];
  }
  return Push::None;
}

// The fused form of a push of kind `push` followed by `next`, or 0.
int fusedWithConsumer(Push push, int next) {
  // Offsets within each run of the opcode table follow the JVMS order.
  auto intOp = [](int op, int base) {
    switch (op) {
      case OP_IADD: return base;
      case OP_ISUB: return base + 1;
      case OP_IMUL: return base + 2;
      case OP_IAND: return base + 3;
      case OP_IOR: return base + 4;
      case OP_IXOR: return base + 5;
      case OP_ISHL: return base + 6;
      case OP_ISHR: return base + 7;
      case OP_IUSHR: return base + 8;
      default: return 0;
    }
  };
  switch (push) {
    case Push::IntLocal:
      if (int f = intOp(next, OP_ILOAD_IADD)) return f;
      if (next >= OP_IF_ICMPEQ && next <= OP_IF_ICMPLE) return OP_ILOAD_IF_ICMPEQ + (next - OP_IF_ICMPEQ);
      if (next >= OP_IFEQ && next <= OP_IFLE) return OP_ILOAD_IFEQ + (next - OP_IFEQ);
      if (next >= OP_IALOAD && next <= OP_SALOAD) return OP_ILOAD_IALOAD + (next - OP_IALOAD);
      return 0;
    case Push::IntConst:
      if (int f = intOp(next, OP_ICONST_IADD)) return f;
      if (next >= OP_IF_ICMPEQ && next <= OP_IF_ICMPLE) return OP_ICONST_IF_ICMPEQ + (next - OP_IF_ICMPEQ);
      return 0;
    case Push::DoubleLocal:
      switch (next) {
        case OP_DADD: return OP_DLOAD_DADD;
        case OP_DSUB: return OP_DLOAD_DSUB;
        case OP_DMUL: return OP_DLOAD_DMUL;
        case OP_DDIV: return OP_DLOAD_DDIV;
        default: return 0;
      }
    default: return 0;
  }
}

// The JVMS orders the runs the table relies on.
static_assert(OP_ILOAD_IF_ICMPLE - OP_ILOAD_IF_ICMPEQ == OP_IF_ICMPLE - OP_IF_ICMPEQ);
static_assert(OP_ILOAD_IFLE - OP_ILOAD_IFEQ == OP_IFLE - OP_IFEQ);
static_assert(OP_ILOAD_SALOAD - OP_ILOAD_IALOAD == OP_SALOAD - OP_IALOAD);
static_assert(OP_ILOAD_DALOAD - OP_ILOAD_IALOAD == OP_DALOAD - OP_IALOAD);
static_assert(OP_ICONST_IF_ICMPLE - OP_ICONST_IF_ICMPEQ == OP_IF_ICMPLE - OP_IF_ICMPEQ);

// The width in slots of the local `insn` (of form `op`) stores, and its index; 0 if no store.
int storeOf(int op, const Insn& insn, int32_t* local) {
  switch (op) {
    case OP_ISTORE: case OP_FSTORE: case OP_ASTORE: *local = insn.a; return 1;
    case OP_LSTORE: case OP_DSTORE: *local = insn.a; return 2;
    default: break;
  }
  if (op >= OP_ISTORE_0 && op <= OP_ASTORE_3) {
    static constexpr int widths[] = {1, 2, 1, 2, 1};
    *local = (op - OP_ISTORE_0) % 4;
    return widths[(op - OP_ISTORE_0) / 4];
  }
  return 0;
}

bool singleSlot(Push p) { return p == Push::IntLocal || p == Push::FloatLocal || p == Push::RefLocal; }
bool doubleSlot(Push p) { return p == Push::LongLocal || p == Push::DoubleLocal; }

}  // namespace

void fusePairs(Code& code, uint32_t count, const void* const* handlers) {
  std::vector<uint8_t> taken(count, 0);  // part of a fused pair
  auto fuse = [&](uint32_t i, int op) {
    setOp(&code.insns[i], op, handlers);
    taken[i] = taken[i + 1] = 1;
  };
  // The second of a pair must be in the first's block: not a block's start.
  auto pairable = [&](uint32_t i) { return i + 1 < count && sideOf(&code.insns[i])->toEnd >= 1; };
  // First a push with the instruction that consumes it, and iinc with a
  // goto; then, of what is left, two pushes of locals, or a store and a push.
  for (uint32_t i = 0; i < count; ++i) {
    if (!pairable(i)) continue;
    Insn& first = code.insns[i];
    int op = opOf(&first), next = opOf(&code.insns[i + 1]);
    int32_t operand = 0;
    Push push = pushOf(op, first, &operand);
    int f = push == Push::None ? 0 : fusedWithConsumer(push, next);
    if (!f && op == OP_IINC && (next == OP_GOTO || next == OP_GOTO_W)) f = OP_IINC_GOTO;
    if (!f) continue;
    if (f != OP_IINC_GOTO) first.a = operand;
    fuse(i, f);
    ++i;
  }
  for (uint32_t i = 0; i < count; ++i) {
    if (!pairable(i) || taken[i] || taken[i + 1]) continue;
    Insn& first = code.insns[i];
    Insn& second = code.insns[i + 1];
    int32_t a = 0, b = 0;
    Push p2 = pushOf(opOf(&second), second, &b);
    int f = 0;
    if (int width = storeOf(opOf(&first), first, &a)) {
      // A store and a load of locals of its width: the same local (javac's
      // `x = ...; use(x)`) keeps the value on the stack.
      if (width == 1 && singleSlot(p2)) f = a == b ? OP_STORE_KEEP : OP_STORE_LOAD;
      if (width == 2 && doubleSlot(p2)) f = a == b ? OP_STORE_KEEP_WIDE : OP_STORE_LOAD_WIDE;
    } else {
      Push p1 = pushOf(opOf(&first), first, &a);
      f = singleSlot(p1) && singleSlot(p2) ? OP_LOAD2 : doubleSlot(p1) && doubleSlot(p2) ? OP_LOAD2_WIDE : 0;
    }
    if (!f) continue;
    first.a = a;
    first.b = b;
    fuse(i, f);
    ++i;
  }
}

}  // namespace ww::interp
