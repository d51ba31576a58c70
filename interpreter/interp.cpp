// The dispatch loop: runs translated code (interpreter/code.h) for one
// thread, handling Java-to-Java calls and returns by switching frames in the
// thread's slot stack, never by recursion on the C++ stack.
//
// Registers. pc (the current Insn), sp (next free operand slot), locals and
// frame live in local variables. They are written back to the frame by
// SAVE() before anything that can call out of the loop: a native, class
// loading or initialisation, an allocation, building an exception, a
// thread switch. After such a call only the frame's own fields are trusted.
//
// Counting, per basic block. Each handler has a second entry for the
// instruction that starts a block, which adds one to the block's count in
// the Insn's side entry (interpreter/code.h) in the counting instantiation
// only; the other instructions count nothing. Reading the counts expands
// block counts into JVMS opcodes (interpreter/blockcount.h); a frame left
// in mid-block by an exception takes back the rest of its block (and the
// block that carries on from it) at `exception:`. So
// every executed instruction counts exactly once (docs/interpreter.md).
//
// Exceptions. A faulting handler leaves the exception pending on the thread
// and jumps to the one unwind point, `exception:`, which searches the
// frame's handler table and pops frames until a handler or an entry frame.
#include "interpreter/interp.h"

#include <cmath>
#include <cstring>
#include <limits>

#include "interpreter/blockcount.h"
#include "interpreter/code.h"
#include "interpreter/invoke.h"
#include "interpreter/slowpath.h"
#include "interpreter/unwind.h"
#include "interpreter/opcodes.h"
#include "interpreter/translate.h"
#include "vm/access.h"
#include "vm/alloc.h"
#include "vm/callsite.h"
#include "vm/config.h"
#include "vm/descriptor.h"
#include "vm/exceptions.h"
#include "vm/init.h"
#include "vm/link.h"
#include "vm/loader.h"
#include "vm/monitor.h"
#include "vm/resolve.h"
#include "vm/vm.h"

// The label table exported by run() holds addresses of labels of run()
// itself: that is the point of computed goto, not a dangling pointer.
// (GCC's warning; clang has none of that name.)
#if !defined(__clang__)
#pragma GCC diagnostic ignored "-Wdangling-pointer"
#endif

namespace ww::interp {

using vm::Array;
using vm::Class;
using vm::Field;
using vm::Frame;
using vm::Method;
using vm::Object;
using vm::Slot;
using vm::Thread;

namespace {

// Java's saturating float-to-integer conversions (JVMS d2i, f2l, ...).
template <typename I, typename F>
I saturate(F v) {
  if (std::isnan(v)) return 0;
  if (v >= F(std::numeric_limits<I>::max())) return std::numeric_limits<I>::max();
  if (v <= F(std::numeric_limits<I>::min())) return std::numeric_limits<I>::min();
  return I(v);
}

template <typename F>
int32_t compareFloat(F a, F b, int32_t nanResult) {
  if (a > b) return 1;
  if (a < b) return -1;
  if (a == b) return 0;
  return nanResult;
}

// Java int arithmetic wraps: compute in unsigned to avoid C++ overflow.
inline int32_t wrapAdd(int32_t a, int32_t b) { return int32_t(uint32_t(a) + uint32_t(b)); }
inline int32_t wrapSub(int32_t a, int32_t b) { return int32_t(uint32_t(a) - uint32_t(b)); }
inline int32_t wrapMul(int32_t a, int32_t b) { return int32_t(uint32_t(a) * uint32_t(b)); }
inline int64_t wrapAdd(int64_t a, int64_t b) { return int64_t(uint64_t(a) + uint64_t(b)); }
inline int64_t wrapSub(int64_t a, int64_t b) { return int64_t(uint64_t(a) - uint64_t(b)); }
inline int64_t wrapMul(int64_t a, int64_t b) { return int64_t(uint64_t(a) * uint64_t(b)); }

}  // namespace

// Runs the thread from its top frame (an entry frame just pushed by call())
// until that frame returns or an exception leaves it. With t == null it
// only fills `table` with its handler addresses.
template <bool kCount, bool kMethods>
static void run(Thread* t, const void** table) {
// Every handler has two entries: L_op, and before it LB_op, the entry of an
// instruction that starts a basic block, which counts the block (BLOCK) and
// falls into L_op. Translation gives leaders the LB_ entry (code.h, setOp).
// Re-running an instruction after quickening it goes to the plain entry
// (REDISPATCH), so a block is counted once per entry.
//
// A block's count is kept negated (0 - entries, code.h). Counting plainly,
// the entry is one instruction on x86-64, `subq $1, count`: the flush finds
// the counts through the methods entered since the last one (blockcount.h),
// so the block itself notes nothing. With -Xprofile:methods it is two,
// `subq $1, count; jc fresh`, the borrow telling that the count was zero,
// which is when the block joins the pending list (noteBlock, out of line).
// GCC does not find these forms from C++ (it loads, subtracts, stores and
// tests), so they are written as asm. The address is formed inside the asm
// from pc: given the side entry's address as an operand, GCC computes it
// ahead in every handler that dispatches here. Only flushBlocks, behind a
// call, reads the counts. Clang 14 takes every label named by any asm goto
// as a possible target of each one, and so rejects the jump into the `if
// constexpr` below: it gets the plain C++ form.
#if defined(__x86_64__) && !defined(__clang__)
#define BLOCK(op) \
  if constexpr (kCount && !kMethods) { \
    asm volatile("subq $1, %c[side](%[pc])" : : [pc] "r"(pc), [side] "i"(kSideOffset) : "cc"); \
  } else if constexpr (kCount) { \
    asm goto("subq $1, %c[side](%[pc])\n\tjc %l[fresh_" #op "]" \
             : : [pc] "r"(pc), [side] "i"(kSideOffset) : "cc" : fresh_##op); \
    goto counted_##op; \
  fresh_##op: \
    noteBlock(t->vm, sideOf(pc)); \
  counted_##op:; \
  }
#else
#define BLOCK(op) \
  if constexpr (kCount && !kMethods) { \
    --sideOf(pc)->count; \
  } else if constexpr (kCount) { \
    InsnSide* s_ = sideOf(pc); \
    if (s_->count-- == 0) noteBlock(t->vm, s_); \
  }
#endif
#if WW_SWITCH_DISPATCH
#define CASE(op) case kLeaderBias + OP_##op: BLOCK(op) [[fallthrough]]; case OP_##op:
#define SLOW_CASE(op) CASE(op)
#define UNDEFINED_CASE default:
#define DISPATCH() goto dispatch
#define REDISPATCH(op) do { dispatchOn = uintptr_t(op); goto dispatch_on; } while (0)
#else
#define CASE(op) LB_##op: BLOCK(op) L_##op:
#define SLOW_CASE(op) CASE(op)
#define UNDEFINED_CASE L_UNDEFINED:
#define DISPATCH() goto *pc->handler
#define REDISPATCH(op) goto *handlers[op]
#endif
#define NEXT() do { ++pc; DISPATCH(); } while (0)
#define SAVE() do { frame->pc = pc; frame->sp = sp; } while (0)
#define THROW() goto exception
#define JUMP(delta) do { pc += (delta); DISPATCH(); } while (0)
// A taken branch; backward ones are safe points.
#define BRANCH(delta) do { int32_t d_ = (delta); if (d_ <= 0 && --t->safepointBudget <= 0) { SAVE(); if (!safepoint(t)) THROW(); } JUMP(d_); } while (0)
#define NULL_CHECK(o) do { if (!(o)) { SAVE(); vm::throwNullPointer(t); THROW(); } } while (0)
#define RELOAD() do { pc = frame->pc; sp = frame->sp; locals = frame->locals; } while (0)
// An array access at pc whose array is null or whose index is out of bounds.
#define ARRAY_FAULT(array, index) do { faultArray = (array); faultIndex = (index); goto array_fault; } while (0)

  if (!t) {
#if WW_SWITCH_DISPATCH
    for (int i = 0; i < kHandlerTableSize; ++i) table[i] = reinterpret_cast<const void*>(uintptr_t(i));
#else
    for (int i = 0; i < kHandlerTableSize; ++i) table[i] = &&L_UNDEFINED;
#define WW_LABEL(name, code, len, counted, flags, stack) table[code] = &&L_##name; table[kLeaderBias + code] = &&LB_##name;
    WW_ALL_OPCODES(WW_LABEL)
#undef WW_LABEL
#endif
    return;
  }

  Frame* frame = t->top;
  const Insn* pc = frame->pc;
  Slot* sp = frame->sp;
  Slot* locals = frame->locals;
  const void* const* handlers = t->vm->handlers;
  Method* callee = nullptr;
  Slot retval{};
  int retWidth = 0;
  int slowOp = 0;  // which unquickened form entered a shared slow path
  Array* faultArray = nullptr;  // a bad array access's array and index (array_fault)
  int32_t faultIndex = 0;

#if WW_SWITCH_DISPATCH
  uintptr_t dispatchOn;
dispatch:
  dispatchOn = reinterpret_cast<uintptr_t>(pc->handler);
dispatch_on:
  switch (dispatchOn) {
#else
  DISPATCH();
#endif

  // ---- constants -------------------------------------------------------
  CASE(NOP) NEXT();
  CASE(ACONST_NULL) (sp++)->l = nullptr; NEXT();
  CASE(ICONST_M1) (sp++)->setInt(-1); NEXT();
  CASE(ICONST_0) (sp++)->setInt(0); NEXT();
  CASE(ICONST_1) (sp++)->setInt(1); NEXT();
  CASE(ICONST_2) (sp++)->setInt(2); NEXT();
  CASE(ICONST_3) (sp++)->setInt(3); NEXT();
  CASE(ICONST_4) (sp++)->setInt(4); NEXT();
  CASE(ICONST_5) (sp++)->setInt(5); NEXT();
  CASE(LCONST_0) sp->j = 0; sp += 2; NEXT();
  CASE(LCONST_1) sp->j = 1; sp += 2; NEXT();
  CASE(FCONST_0) (sp++)->setFloat(0.0f); NEXT();
  CASE(FCONST_1) (sp++)->setFloat(1.0f); NEXT();
  CASE(FCONST_2) (sp++)->setFloat(2.0f); NEXT();
  CASE(DCONST_0) sp->d = 0.0; sp += 2; NEXT();
  CASE(DCONST_1) sp->d = 1.0; sp += 2; NEXT();
  CASE(BIPUSH) (sp++)->setInt(pc->a); NEXT();
  CASE(SIPUSH) (sp++)->setInt(pc->a); NEXT();
  CASE(LDC_INT) (sp++)->setInt(pc->a); NEXT();
  CASE(LDC_W_INT) (sp++)->setInt(pc->a); NEXT();
  CASE(LDC_REF) (sp++)->l = *static_cast<Object**>(pc->p); NEXT();
  CASE(LDC_W_REF) (sp++)->l = *static_cast<Object**>(pc->p); NEXT();
  CASE(LDC2_W_Q) sp->j = pc->j; sp += 2; NEXT();
  SLOW_CASE(LDC) slowOp = OP_LDC; goto resolve_ldc;
  SLOW_CASE(LDC_W) slowOp = OP_LDC_W; goto resolve_ldc;
resolve_ldc: {
    SAVE();
    Insn* q = const_cast<Insn*>(pc);
    bool wide = slowOp == OP_LDC_W;
    Object** cell = vm::resolveConstantCell(t, frame->method->owner, uint16_t(pc->a));
    if (!cell) {
      THROW();
    }
    q->p = cell;
    setOp(q, wide ? OP_LDC_W_REF : OP_LDC_REF, handlers);
    REDISPATCH(opOf(q));
  }
  SLOW_CASE(LDC2_W) SLOW_CASE(WIDE) SLOW_CASE(END_OF_CODE) UNDEFINED_CASE {
    SAVE();
    vm::throwNew(t, "java/lang/VerifyError", "Falling off the end of the code in " + frame->method->owner->javaName() + "." + frame->method->name);
    THROW();
  }

  // ---- locals ----------------------------------------------------------
  CASE(ILOAD) (sp++)->setInt(locals[pc->a].i); NEXT();
  CASE(FLOAD) (sp++)->raw = locals[pc->a].raw; NEXT();
  CASE(ALOAD) (sp++)->l = locals[pc->a].l; NEXT();
  CASE(LLOAD) sp->j = locals[pc->a].j; sp += 2; NEXT();
  CASE(DLOAD) sp->j = locals[pc->a].j; sp += 2; NEXT();
  CASE(WIDE_ILOAD) (sp++)->setInt(locals[pc->a].i); NEXT();
  CASE(WIDE_FLOAD) (sp++)->raw = locals[pc->a].raw; NEXT();
  CASE(WIDE_ALOAD) (sp++)->l = locals[pc->a].l; NEXT();
  CASE(WIDE_LLOAD) sp->j = locals[pc->a].j; sp += 2; NEXT();
  CASE(WIDE_DLOAD) sp->j = locals[pc->a].j; sp += 2; NEXT();
  CASE(ILOAD_0) (sp++)->setInt(locals[0].i); NEXT();
  CASE(ILOAD_1) (sp++)->setInt(locals[1].i); NEXT();
  CASE(ILOAD_2) (sp++)->setInt(locals[2].i); NEXT();
  CASE(ILOAD_3) (sp++)->setInt(locals[3].i); NEXT();
  CASE(LLOAD_0) sp->j = locals[0].j; sp += 2; NEXT();
  CASE(LLOAD_1) sp->j = locals[1].j; sp += 2; NEXT();
  CASE(LLOAD_2) sp->j = locals[2].j; sp += 2; NEXT();
  CASE(LLOAD_3) sp->j = locals[3].j; sp += 2; NEXT();
  CASE(FLOAD_0) (sp++)->raw = locals[0].raw; NEXT();
  CASE(FLOAD_1) (sp++)->raw = locals[1].raw; NEXT();
  CASE(FLOAD_2) (sp++)->raw = locals[2].raw; NEXT();
  CASE(FLOAD_3) (sp++)->raw = locals[3].raw; NEXT();
  CASE(DLOAD_0) sp->j = locals[0].j; sp += 2; NEXT();
  CASE(DLOAD_1) sp->j = locals[1].j; sp += 2; NEXT();
  CASE(DLOAD_2) sp->j = locals[2].j; sp += 2; NEXT();
  CASE(DLOAD_3) sp->j = locals[3].j; sp += 2; NEXT();
  CASE(ALOAD_0) (sp++)->l = locals[0].l; NEXT();
  CASE(ALOAD_1) (sp++)->l = locals[1].l; NEXT();
  CASE(ALOAD_2) (sp++)->l = locals[2].l; NEXT();
  CASE(ALOAD_3) (sp++)->l = locals[3].l; NEXT();
  CASE(ISTORE) locals[pc->a].raw = (--sp)->raw; NEXT();
  CASE(FSTORE) locals[pc->a].raw = (--sp)->raw; NEXT();
  CASE(ASTORE) locals[pc->a].raw = (--sp)->raw; NEXT();
  CASE(LSTORE) sp -= 2; locals[pc->a].j = sp->j; NEXT();
  CASE(DSTORE) sp -= 2; locals[pc->a].j = sp->j; NEXT();
  CASE(WIDE_ISTORE) locals[pc->a].raw = (--sp)->raw; NEXT();
  CASE(WIDE_FSTORE) locals[pc->a].raw = (--sp)->raw; NEXT();
  CASE(WIDE_ASTORE) locals[pc->a].raw = (--sp)->raw; NEXT();
  CASE(WIDE_LSTORE) sp -= 2; locals[pc->a].j = sp->j; NEXT();
  CASE(WIDE_DSTORE) sp -= 2; locals[pc->a].j = sp->j; NEXT();
  CASE(ISTORE_0) locals[0].raw = (--sp)->raw; NEXT();
  CASE(ISTORE_1) locals[1].raw = (--sp)->raw; NEXT();
  CASE(ISTORE_2) locals[2].raw = (--sp)->raw; NEXT();
  CASE(ISTORE_3) locals[3].raw = (--sp)->raw; NEXT();
  CASE(LSTORE_0) sp -= 2; locals[0].j = sp->j; NEXT();
  CASE(LSTORE_1) sp -= 2; locals[1].j = sp->j; NEXT();
  CASE(LSTORE_2) sp -= 2; locals[2].j = sp->j; NEXT();
  CASE(LSTORE_3) sp -= 2; locals[3].j = sp->j; NEXT();
  CASE(FSTORE_0) locals[0].raw = (--sp)->raw; NEXT();
  CASE(FSTORE_1) locals[1].raw = (--sp)->raw; NEXT();
  CASE(FSTORE_2) locals[2].raw = (--sp)->raw; NEXT();
  CASE(FSTORE_3) locals[3].raw = (--sp)->raw; NEXT();
  CASE(DSTORE_0) sp -= 2; locals[0].j = sp->j; NEXT();
  CASE(DSTORE_1) sp -= 2; locals[1].j = sp->j; NEXT();
  CASE(DSTORE_2) sp -= 2; locals[2].j = sp->j; NEXT();
  CASE(DSTORE_3) sp -= 2; locals[3].j = sp->j; NEXT();
  CASE(ASTORE_0) locals[0].raw = (--sp)->raw; NEXT();
  CASE(ASTORE_1) locals[1].raw = (--sp)->raw; NEXT();
  CASE(ASTORE_2) locals[2].raw = (--sp)->raw; NEXT();
  CASE(ASTORE_3) locals[3].raw = (--sp)->raw; NEXT();
  CASE(IINC) locals[pc->a].setInt(wrapAdd(locals[pc->a].i, pc->b)); NEXT();
  CASE(WIDE_IINC) locals[pc->a].setInt(wrapAdd(locals[pc->a].i, pc->b)); NEXT();

  // ---- arrays ----------------------------------------------------------
#define ARRAY_ACCESS(nslots_below)                                         \
  Array* arr = static_cast<Array*>(sp[-(nslots_below)].l);                 \
  int32_t idx = sp[-(nslots_below) + 1].i;                                 \
  if (!arr || uint32_t(idx) >= uint32_t(arr->length)) ARRAY_FAULT(arr, idx);
  CASE(IALOAD) { ARRAY_ACCESS(2) sp -= 1; sp[-1].setInt(vm::arrayData<int32_t>(arr)[idx]); NEXT(); }
  CASE(FALOAD) { ARRAY_ACCESS(2) sp -= 1; sp[-1].setFloat(vm::arrayData<float>(arr)[idx]); NEXT(); }
  CASE(AALOAD) { ARRAY_ACCESS(2) sp -= 1; sp[-1].l = vm::arrayData<Object*>(arr)[idx]; NEXT(); }
  CASE(BALOAD) { ARRAY_ACCESS(2) sp -= 1; sp[-1].setInt(vm::arrayData<int8_t>(arr)[idx]); NEXT(); }
  CASE(CALOAD) { ARRAY_ACCESS(2) sp -= 1; sp[-1].setInt(vm::arrayData<uint16_t>(arr)[idx]); NEXT(); }
  CASE(SALOAD) { ARRAY_ACCESS(2) sp -= 1; sp[-1].setInt(vm::arrayData<int16_t>(arr)[idx]); NEXT(); }
  CASE(LALOAD) { ARRAY_ACCESS(2) sp[-2].j = vm::arrayData<int64_t>(arr)[idx]; NEXT(); }
  CASE(DALOAD) { ARRAY_ACCESS(2) sp[-2].d = vm::arrayData<double>(arr)[idx]; NEXT(); }
  CASE(IASTORE) { ARRAY_ACCESS(3) vm::arrayData<int32_t>(arr)[idx] = sp[-1].i; sp -= 3; NEXT(); }
  CASE(FASTORE) { ARRAY_ACCESS(3) vm::arrayData<float>(arr)[idx] = sp[-1].f; sp -= 3; NEXT(); }
  CASE(BASTORE) {
    ARRAY_ACCESS(3)
    // boolean arrays store v & 1 (JVMS bastore), byte arrays truncate.
    int32_t v = sp[-1].i;
    vm::arrayData<int8_t>(arr)[idx] = int8_t(arr->klass->component->primitiveChar == 'Z' ? (v & 1) : v);
    sp -= 3;
    NEXT();
  }
  CASE(CASTORE) { ARRAY_ACCESS(3) vm::arrayData<uint16_t>(arr)[idx] = uint16_t(sp[-1].i); sp -= 3; NEXT(); }
  CASE(SASTORE) { ARRAY_ACCESS(3) vm::arrayData<int16_t>(arr)[idx] = int16_t(sp[-1].i); sp -= 3; NEXT(); }
  CASE(LASTORE) { ARRAY_ACCESS(4) vm::arrayData<int64_t>(arr)[idx] = sp[-2].j; sp -= 4; NEXT(); }
  CASE(DASTORE) { ARRAY_ACCESS(4) vm::arrayData<double>(arr)[idx] = sp[-2].d; sp -= 4; NEXT(); }
  CASE(AASTORE) {
    ARRAY_ACCESS(3)
    Object* v = sp[-1].l;
    if (v && v->klass != arr->klass->component && !vm::isAssignable(v->klass, arr->klass->component)) {
      SAVE();
      vm::throwNew(t, "java/lang/ArrayStoreException", v->klass->javaName());
      THROW();
    }
    vm::arrayData<Object*>(arr)[idx] = v;
    sp -= 3;
    NEXT();
  }
#undef ARRAY_ACCESS
  CASE(ARRAYLENGTH) {
    Array* arr = static_cast<Array*>(sp[-1].l);
    NULL_CHECK(arr);
    sp[-1].setInt(arr->length);
    NEXT();
  }
  CASE(NEWARRAY) {
    SAVE();
    Array* arr = vm::newPrimitiveArray(t, vm::BasicType(pc->a), sp[-1].i);
    if (!arr) THROW();
    sp[-1].l = arr;
    NEXT();
  }
  SLOW_CASE(ANEWARRAY) {
    SAVE();
    Class* elem = vm::resolveClass(t, frame->method->owner, uint16_t(pc->a));
    Class* ac = elem ? vm::arrayClassOf(t, elem) : nullptr;
    if (!ac) THROW();
    Insn* q = const_cast<Insn*>(pc);
    q->p = ac;
    setOp(q, OP_ANEWARRAY_Q, handlers);
    REDISPATCH(opOf(q));
  }
  CASE(ANEWARRAY_Q) {
    SAVE();
    Array* arr = vm::allocArray(t, static_cast<Class*>(pc->p), sp[-1].i);
    if (!arr) THROW();
    sp[-1].l = arr;
    NEXT();
  }
  SLOW_CASE(MULTIANEWARRAY) {
    SAVE();
    Class* ac = vm::resolveClass(t, frame->method->owner, uint16_t(pc->a));
    if (!ac) THROW();
    Insn* q = const_cast<Insn*>(pc);
    {
      // Its own scope: a computed goto may not leave the scope of an object
      // with a destructor (clang rejects it; GCC would skip the destructor).
      auto operand = std::make_unique<MultiArrayOperand>(MultiArrayOperand{ac, q->b});
      q->p = operand.get();
      frame->method->translated->multiArrays.push_back(std::move(operand));
    }
    setOp(q, OP_MULTIANEWARRAY_Q, handlers);
    REDISPATCH(opOf(q));
  }
  CASE(MULTIANEWARRAY_Q) {
    auto* op = static_cast<const MultiArrayOperand*>(pc->p);
    sp -= op->dims;
    SAVE();
    Object* arr = newMultiArray(t, op->arrayClass, op->dims, sp);
    if (!arr) THROW();
    (sp++)->l = arr;
    NEXT();
  }

  // ---- stack -----------------------------------------------------------
  CASE(POP) --sp; NEXT();
  CASE(POP2) sp -= 2; NEXT();
  CASE(DUP) sp[0] = sp[-1]; ++sp; NEXT();
  CASE(DUP_X1) { Slot v1 = sp[-1], v2 = sp[-2]; sp[-2] = v1; sp[-1] = v2; sp[0] = v1; ++sp; NEXT(); }
  CASE(DUP_X2) { Slot v1 = sp[-1], v2 = sp[-2], v3 = sp[-3]; sp[-3] = v1; sp[-2] = v3; sp[-1] = v2; sp[0] = v1; ++sp; NEXT(); }
  CASE(DUP2) sp[0] = sp[-2]; sp[1] = sp[-1]; sp += 2; NEXT();
  CASE(DUP2_X1) {
    Slot v1 = sp[-1], v2 = sp[-2], v3 = sp[-3];
    sp[-3] = v2; sp[-2] = v1; sp[-1] = v3; sp[0] = v2; sp[1] = v1; sp += 2;
    NEXT();
  }
  CASE(DUP2_X2) {
    Slot v1 = sp[-1], v2 = sp[-2], v3 = sp[-3], v4 = sp[-4];
    sp[-4] = v2; sp[-3] = v1; sp[-2] = v4; sp[-1] = v3; sp[0] = v2; sp[1] = v1; sp += 2;
    NEXT();
  }
  CASE(SWAP) { Slot v = sp[-1]; sp[-1] = sp[-2]; sp[-2] = v; NEXT(); }

  // ---- arithmetic ------------------------------------------------------
  CASE(IADD) --sp; sp[-1].setInt(wrapAdd(sp[-1].i, sp[0].i)); NEXT();
  CASE(ISUB) --sp; sp[-1].setInt(wrapSub(sp[-1].i, sp[0].i)); NEXT();
  CASE(IMUL) --sp; sp[-1].setInt(wrapMul(sp[-1].i, sp[0].i)); NEXT();
  CASE(LADD) sp -= 2; sp[-2].j = wrapAdd(sp[-2].j, sp[0].j); NEXT();
  CASE(LSUB) sp -= 2; sp[-2].j = wrapSub(sp[-2].j, sp[0].j); NEXT();
  CASE(LMUL) sp -= 2; sp[-2].j = wrapMul(sp[-2].j, sp[0].j); NEXT();
  CASE(FADD) --sp; sp[-1].setFloat(sp[-1].f + sp[0].f); NEXT();
  CASE(FSUB) --sp; sp[-1].setFloat(sp[-1].f - sp[0].f); NEXT();
  CASE(FMUL) --sp; sp[-1].setFloat(sp[-1].f * sp[0].f); NEXT();
  CASE(FDIV) --sp; sp[-1].setFloat(sp[-1].f / sp[0].f); NEXT();
  CASE(FREM) --sp; sp[-1].setFloat(std::fmod(sp[-1].f, sp[0].f)); NEXT();
  CASE(DADD) sp -= 2; sp[-2].d += sp[0].d; NEXT();
  CASE(DSUB) sp -= 2; sp[-2].d -= sp[0].d; NEXT();
  CASE(DMUL) sp -= 2; sp[-2].d *= sp[0].d; NEXT();
  CASE(DDIV) sp -= 2; sp[-2].d /= sp[0].d; NEXT();
  CASE(DREM) sp -= 2; sp[-2].d = std::fmod(sp[-2].d, sp[0].d); NEXT();
  CASE(IDIV) {
    int32_t b = sp[-1].i, a = sp[-2].i;
    if (b == 0) goto divide_by_zero;
    --sp;
    sp[-1].setInt((b == -1) ? wrapSub(0, a) : a / b);
    NEXT();
  }
  CASE(IREM) {
    int32_t b = sp[-1].i, a = sp[-2].i;
    if (b == 0) goto divide_by_zero;
    --sp;
    sp[-1].setInt((b == -1) ? 0 : a % b);
    NEXT();
  }
  CASE(LDIV) {
    int64_t b = sp[-2].j, a = sp[-4].j;
    if (b == 0) goto divide_by_zero;
    sp -= 2;
    sp[-2].j = (b == -1) ? wrapSub(int64_t(0), a) : a / b;
    NEXT();
  }
  CASE(LREM) {
    int64_t b = sp[-2].j, a = sp[-4].j;
    if (b == 0) goto divide_by_zero;
    sp -= 2;
    sp[-2].j = (b == -1) ? 0 : a % b;
    NEXT();
  }
  CASE(INEG) sp[-1].setInt(wrapSub(0, sp[-1].i)); NEXT();
  CASE(LNEG) sp[-2].j = wrapSub(int64_t(0), sp[-2].j); NEXT();
  CASE(FNEG) sp[-1].setFloat(-sp[-1].f); NEXT();
  CASE(DNEG) sp[-2].d = -sp[-2].d; NEXT();
  CASE(ISHL) --sp; sp[-1].setInt(int32_t(uint32_t(sp[-1].i) << (sp[0].i & 31))); NEXT();
  CASE(ISHR) --sp; sp[-1].setInt(sp[-1].i >> (sp[0].i & 31)); NEXT();
  CASE(IUSHR) --sp; sp[-1].setInt(int32_t(uint32_t(sp[-1].i) >> (sp[0].i & 31))); NEXT();
  CASE(LSHL) --sp; sp[-2].j = int64_t(uint64_t(sp[-2].j) << (sp[0].i & 63)); NEXT();
  CASE(LSHR) --sp; sp[-2].j = sp[-2].j >> (sp[0].i & 63); NEXT();
  CASE(LUSHR) --sp; sp[-2].j = int64_t(uint64_t(sp[-2].j) >> (sp[0].i & 63)); NEXT();
  CASE(IAND) --sp; sp[-1].setInt(sp[-1].i & sp[0].i); NEXT();
  CASE(IOR) --sp; sp[-1].setInt(sp[-1].i | sp[0].i); NEXT();
  CASE(IXOR) --sp; sp[-1].setInt(sp[-1].i ^ sp[0].i); NEXT();
  CASE(LAND) sp -= 2; sp[-2].j &= sp[0].j; NEXT();
  CASE(LOR) sp -= 2; sp[-2].j |= sp[0].j; NEXT();
  CASE(LXOR) sp -= 2; sp[-2].j ^= sp[0].j; NEXT();

  // ---- conversions -----------------------------------------------------
  CASE(I2L) sp[-1].j = sp[-1].i; ++sp; NEXT();
  CASE(I2F) sp[-1].setFloat(float(sp[-1].i)); NEXT();
  CASE(I2D) sp[-1].d = double(sp[-1].i); ++sp; NEXT();
  CASE(L2I) --sp; sp[-1].setInt(int32_t(sp[-1].j)); NEXT();
  CASE(L2F) --sp; sp[-1].setFloat(float(sp[-1].j)); NEXT();
  CASE(L2D) sp[-2].d = double(sp[-2].j); NEXT();
  CASE(F2I) sp[-1].setInt(saturate<int32_t>(sp[-1].f)); NEXT();
  CASE(F2L) sp[-1].j = saturate<int64_t>(sp[-1].f); ++sp; NEXT();
  CASE(F2D) sp[-1].d = double(sp[-1].f); ++sp; NEXT();
  CASE(D2I) --sp; sp[-1].setInt(saturate<int32_t>(sp[-1].d)); NEXT();
  CASE(D2L) sp[-2].j = saturate<int64_t>(sp[-2].d); NEXT();
  CASE(D2F) --sp; sp[-1].setFloat(float(sp[-1].d)); NEXT();
  CASE(I2B) sp[-1].setInt(int8_t(sp[-1].i)); NEXT();
  CASE(I2C) sp[-1].setInt(uint16_t(sp[-1].i)); NEXT();
  CASE(I2S) sp[-1].setInt(int16_t(sp[-1].i)); NEXT();

  // ---- comparisons and branches ----------------------------------------
  CASE(LCMP) { int64_t b = sp[-2].j, a = sp[-4].j; sp -= 3; sp[-1].setInt(a > b ? 1 : a == b ? 0 : -1); NEXT(); }
  CASE(FCMPL) --sp; sp[-1].setInt(compareFloat(sp[-1].f, sp[0].f, -1)); NEXT();
  CASE(FCMPG) --sp; sp[-1].setInt(compareFloat(sp[-1].f, sp[0].f, 1)); NEXT();
  CASE(DCMPL) { double b = sp[-2].d, a = sp[-4].d; sp -= 3; sp[-1].setInt(compareFloat(a, b, -1)); NEXT(); }
  CASE(DCMPG) { double b = sp[-2].d, a = sp[-4].d; sp -= 3; sp[-1].setInt(compareFloat(a, b, 1)); NEXT(); }
#define IF1(cond) { int32_t v = (--sp)->i; if (cond) BRANCH(pc->a); NEXT(); }
#define IF2(cond) { sp -= 2; int32_t a = sp[0].i, b = sp[1].i; if (cond) BRANCH(pc->a); NEXT(); }
  CASE(IFEQ) IF1(v == 0)
  CASE(IFNE) IF1(v != 0)
  CASE(IFLT) IF1(v < 0)
  CASE(IFGE) IF1(v >= 0)
  CASE(IFGT) IF1(v > 0)
  CASE(IFLE) IF1(v <= 0)
  CASE(IF_ICMPEQ) IF2(a == b)
  CASE(IF_ICMPNE) IF2(a != b)
  CASE(IF_ICMPLT) IF2(a < b)
  CASE(IF_ICMPGE) IF2(a >= b)
  CASE(IF_ICMPGT) IF2(a > b)
  CASE(IF_ICMPLE) IF2(a <= b)
#undef IF1
#undef IF2
  CASE(IF_ACMPEQ) { sp -= 2; if (sp[0].l == sp[1].l) BRANCH(pc->a); NEXT(); }
  CASE(IF_ACMPNE) { sp -= 2; if (sp[0].l != sp[1].l) BRANCH(pc->a); NEXT(); }
  CASE(IFNULL) { if ((--sp)->l == nullptr) BRANCH(pc->a); NEXT(); }
  CASE(IFNONNULL) { if ((--sp)->l != nullptr) BRANCH(pc->a); NEXT(); }
  CASE(GOTO) BRANCH(pc->a);
  CASE(GOTO_W) BRANCH(pc->a);
  CASE(JSR) (sp++)->setInt(pc->b); BRANCH(pc->a);
  CASE(JSR_W) (sp++)->setInt(pc->b); BRANCH(pc->a);
  CASE(RET) {
    const Insn* base = frame->method->translated->insns.data();
    int32_t delta = int32_t(base + locals[pc->a].i - pc);
    BRANCH(delta);
  }
  CASE(WIDE_RET) {
    const Insn* base = frame->method->translated->insns.data();
    int32_t delta = int32_t(base + locals[pc->a].i - pc);
    BRANCH(delta);
  }
  CASE(TABLESWITCH) {
    const SwitchTable& st = frame->method->translated->switches[size_t(pc->a)];
    int64_t index = int64_t((--sp)->i) - st.low;
    BRANCH(index >= 0 && index < int64_t(st.deltas.size()) ? st.deltas[size_t(index)] : st.defaultDelta);
  }
  CASE(LOOKUPSWITCH) {
    const SwitchTable& st = frame->method->translated->switches[size_t(pc->a)];
    int32_t key = (--sp)->i;
    BRANCH(lookupSwitchDelta(st, key));
  }

  // ---- fields ----------------------------------------------------------
  SLOW_CASE(GETFIELD) slowOp = OP_GETFIELD; goto resolve_field;
  SLOW_CASE(PUTFIELD) slowOp = OP_PUTFIELD; goto resolve_field;
resolve_field: {
    SAVE();
    Insn* q = const_cast<Insn*>(pc);
    bool isGet = slowOp == OP_GETFIELD;
    Field* f = vm::resolveField(t, frame->method->owner, uint16_t(q->a), false);
    if (!f || (!isGet && !vm::checkFieldUpdate(t, frame->method, f))) {
      THROW();
    }
    q->a = int32_t(f->offset);
    setOp(q, fieldOp(isGet ? OP_GETFIELD_I : OP_PUTFIELD_I, f->type), handlers);
    REDISPATCH(opOf(q));
  }
#define GETFIELD_AS(T) { Object* o = sp[-1].l; NULL_CHECK(o); sp[-1].setInt(vm::fieldAt<T>(o, uint32_t(pc->a))); NEXT(); }
  CASE(GETFIELD_I) GETFIELD_AS(int32_t)
  CASE(GETFIELD_B) GETFIELD_AS(int8_t)
  CASE(GETFIELD_Z) GETFIELD_AS(uint8_t)
  CASE(GETFIELD_C) GETFIELD_AS(uint16_t)
  CASE(GETFIELD_S) GETFIELD_AS(int16_t)
  CASE(GETFIELD_L) { Object* o = sp[-1].l; NULL_CHECK(o); sp[-1].l = vm::fieldAt<Object*>(o, uint32_t(pc->a)); NEXT(); }
  CASE(GETFIELD_J) { Object* o = sp[-1].l; NULL_CHECK(o); sp[-1].j = vm::fieldAt<int64_t>(o, uint32_t(pc->a)); ++sp; NEXT(); }
#undef GETFIELD_AS
#define PUTFIELD_AS(T, value) { Object* o = sp[-2].l; NULL_CHECK(o); vm::fieldAt<T>(o, uint32_t(pc->a)) = static_cast<T>(value); sp -= 2; NEXT(); }
  CASE(PUTFIELD_I) PUTFIELD_AS(int32_t, sp[-1].i)
  CASE(PUTFIELD_L) PUTFIELD_AS(Object*, sp[-1].l)
  CASE(PUTFIELD_B) PUTFIELD_AS(int8_t, sp[-1].i)
  CASE(PUTFIELD_Z) PUTFIELD_AS(uint8_t, sp[-1].i & 1)
  CASE(PUTFIELD_C) PUTFIELD_AS(uint16_t, sp[-1].i)
  CASE(PUTFIELD_S) PUTFIELD_AS(int16_t, sp[-1].i)
  CASE(PUTFIELD_J) { Object* o = sp[-3].l; NULL_CHECK(o); vm::fieldAt<int64_t>(o, uint32_t(pc->a)) = sp[-2].j; sp -= 3; NEXT(); }
#undef PUTFIELD_AS
  SLOW_CASE(GETSTATIC) slowOp = OP_GETSTATIC; goto resolve_static;
  SLOW_CASE(PUTSTATIC) slowOp = OP_PUTSTATIC; goto resolve_static;
resolve_static: {
    SAVE();
    Insn* q = const_cast<Insn*>(pc);
    bool isGet = slowOp == OP_GETSTATIC;
    Field* f = vm::resolveField(t, frame->method->owner, uint16_t(q->a), true);
    if (!f || (!isGet && !vm::checkFieldUpdate(t, frame->method, f)) || !vm::ensureInitialized(t, f->owner)) {
      THROW();
    }
    void* cell = reinterpret_cast<char*>(f->owner->statics.get()) + f->offset;
    int quick = fieldOp(isGet ? OP_GETSTATIC_I : OP_PUTSTATIC_I, f->type);
    if (f->owner->isInitialized()) {
      q->p = cell;
      setOp(q, quick, handlers);
      REDISPATCH(opOf(q));
    }
    // The class is being initialised by this thread: access it this once
    // without quickening, so other threads cannot skip the initialisation.
    sp = staticAccess(quick, cell, sp);
    NEXT();
  }
  CASE(GETSTATIC_I) (sp++)->setInt(*static_cast<int32_t*>(pc->p)); NEXT();
  CASE(GETSTATIC_L) (sp++)->l = *static_cast<Object**>(pc->p); NEXT();
  CASE(GETSTATIC_B) (sp++)->setInt(*static_cast<int8_t*>(pc->p)); NEXT();
  CASE(GETSTATIC_Z) (sp++)->setInt(*static_cast<uint8_t*>(pc->p)); NEXT();
  CASE(GETSTATIC_C) (sp++)->setInt(*static_cast<uint16_t*>(pc->p)); NEXT();
  CASE(GETSTATIC_S) (sp++)->setInt(*static_cast<int16_t*>(pc->p)); NEXT();
  CASE(GETSTATIC_J) sp->j = *static_cast<int64_t*>(pc->p); sp += 2; NEXT();
  CASE(PUTSTATIC_I) *static_cast<int32_t*>(pc->p) = (--sp)->i; NEXT();
  CASE(PUTSTATIC_L) *static_cast<Object**>(pc->p) = (--sp)->l; NEXT();
  CASE(PUTSTATIC_B) *static_cast<int8_t*>(pc->p) = int8_t((--sp)->i); NEXT();
  CASE(PUTSTATIC_Z) *static_cast<uint8_t*>(pc->p) = uint8_t((--sp)->i & 1); NEXT();
  CASE(PUTSTATIC_C) *static_cast<uint16_t*>(pc->p) = uint16_t((--sp)->i); NEXT();
  CASE(PUTSTATIC_S) *static_cast<int16_t*>(pc->p) = int16_t((--sp)->i); NEXT();
  CASE(PUTSTATIC_J) sp -= 2; *static_cast<int64_t*>(pc->p) = sp->j; NEXT();

  // ---- objects ---------------------------------------------------------
  SLOW_CASE(NEW) {
    SAVE();
    Class* c = vm::resolveClass(t, frame->method->owner, uint16_t(pc->a));
    if (!c || !checkInstantiable(t, c) || !vm::ensureInitialized(t, c)) THROW();
    if (c->isInitialized()) {
      Insn* q = const_cast<Insn*>(pc);
      q->p = c;
      setOp(q, OP_NEW_Q, handlers);
      REDISPATCH(opOf(q));
    }
    Object* o = vm::allocObject(t, c);
    if (!o) THROW();
    (sp++)->l = o;
    NEXT();
  }
  CASE(NEW_Q) {
    SAVE();
    Object* o = vm::allocObject(t, static_cast<Class*>(pc->p));
    if (!o) THROW();
    (sp++)->l = o;
    NEXT();
  }
  SLOW_CASE(CHECKCAST) slowOp = OP_CHECKCAST; goto resolve_type;
  SLOW_CASE(INSTANCEOF) slowOp = OP_INSTANCEOF; goto resolve_type;
resolve_type: {
    bool isCast = slowOp == OP_CHECKCAST;
    if (!sp[-1].l) {
      // JVMS: null passes checkcast and fails instanceof without resolving
      // the class, so a missing class is not an error yet.
      if (!isCast) sp[-1].setInt(0);
      NEXT();
    }
    SAVE();
    Insn* q = const_cast<Insn*>(pc);
    Class* c = vm::resolveClass(t, frame->method->owner, uint16_t(q->a));
    if (!c) {
      THROW();
    }
    q->p = c;
    setOp(q, isCast ? OP_CHECKCAST_Q : OP_INSTANCEOF_Q, handlers);
    REDISPATCH(opOf(q));
  }
  CASE(CHECKCAST_Q) {
    Object* o = sp[-1].l;
    Class* c = static_cast<Class*>(pc->p);
    if (o && o->klass != c && !vm::isAssignable(o->klass, c)) {
      SAVE();
      vm::throwClassCast(t, o->klass, c);
      THROW();
    }
    NEXT();
  }
  CASE(INSTANCEOF_Q) {
    Object* o = sp[-1].l;
    Class* c = static_cast<Class*>(pc->p);
    sp[-1].setInt(o && (o->klass == c || vm::isAssignable(o->klass, c)));
    NEXT();
  }
  CASE(ATHROW) {
    Object* ex = sp[-1].l;
    NULL_CHECK(ex);
    SAVE();
    t->pending = ex;
    THROW();
  }
  CASE(MONITORENTER) {
    Object* o = (--sp)->l;
    NULL_CHECK(o);
    SAVE();
    if (!vm::monitorEnter(t, o)) THROW();
    NEXT();
  }
  CASE(MONITOREXIT) {
    Object* o = (--sp)->l;
    NULL_CHECK(o);
    SAVE();
    if (!vm::monitorExit(t, o)) THROW();
    NEXT();
  }

  // ---- invocation ------------------------------------------------------
  SLOW_CASE(INVOKEVIRTUAL) slowOp = OP_INVOKEVIRTUAL; goto resolve_invoke;
  SLOW_CASE(INVOKESPECIAL) slowOp = OP_INVOKESPECIAL; goto resolve_invoke;
  SLOW_CASE(INVOKESTATIC) slowOp = OP_INVOKESTATIC; goto resolve_invoke;
  SLOW_CASE(INVOKEINTERFACE) slowOp = OP_INVOKEINTERFACE; goto resolve_invoke;
resolve_invoke: {
    SAVE();
    Insn* q = const_cast<Insn*>(pc);
    int op = slowOp;
    QuickenResult r = quickenInvoke(t, frame->method, q, op);
    if (r.failed) {
      THROW();
    }
    if (!r.once) REDISPATCH(opOf(pc));
    // A static method of a class being initialised by this thread: call it
    // without quickening.
    callee = r.method;
    goto invoke;
  }
  // invokedynamic: linked once per InvokeDynamic constant (vm/callsite.h),
  // then one of three quick forms, each counted as invokedynamic.
  SLOW_CASE(INVOKEDYNAMIC) {
    SAVE();
    Insn* q = const_cast<Insn*>(pc);
    const vm::CallSiteLink* link = vm::linkCallSite(t, frame->method->owner, uint16_t(q->a));
    if (!link) THROW();
    switch (link->kind) {
      case vm::CallSiteLink::Kind::Constant:
        q->p = link->constant;
        setOp(q, OP_INVOKEDYNAMIC_K, handlers);
        break;
      case vm::CallSiteLink::Kind::NewLambda:
        q->p = const_cast<vm::CallSiteLink*>(link);
        setOp(q, OP_INVOKEDYNAMIC_N, handlers);
        break;
      case vm::CallSiteLink::Kind::Call:
        q->p = link->target;
        setOp(q, OP_INVOKEDYNAMIC_S, handlers);
        break;
    }
    REDISPATCH(opOf(q));
  }
  CASE(INVOKEDYNAMIC_K) (sp++)->l = *static_cast<Object**>(pc->p); NEXT();
  CASE(INVOKEDYNAMIC_N) {
    auto* link = static_cast<const vm::CallSiteLink*>(pc->p);
    SAVE();
    Object* o = vm::newLambdaObject(t, *link, sp - link->argSlots);
    if (!o) THROW();
    sp -= link->argSlots;
    (sp++)->l = o;
    NEXT();
  }
  CASE(INVOKEDYNAMIC_S) callee = static_cast<Method*>(pc->p); goto invoke;
  CASE(INVOKESTATIC_Q) callee = static_cast<Method*>(pc->p); goto invoke;
  CASE(INVOKESPECIAL_Q) {
    callee = static_cast<Method*>(pc->p);
    NULL_CHECK(sp[-callee->argSlots].l);
    goto invoke;
  }
  CASE(INVOKEVIRTUAL_D) {
    callee = static_cast<Method*>(pc->p);
    NULL_CHECK(sp[-callee->argSlots].l);
    goto invoke;
  }
  CASE(INVOKEVIRTUAL_V) {
    Object* receiver = sp[-pc->b].l;
    NULL_CHECK(receiver);
    callee = receiver->klass->vtable[size_t(pc->a)];
    goto invoke;
  }
  // Each form counts as its own JVMS opcode, then both share the call-site code.
  CASE(INVOKEVIRTUAL_I) goto interface_call_site;
  CASE(INVOKEINTERFACE_Q)
interface_call_site: {
    auto* site = static_cast<InterfaceCallSite*>(pc->p);
    Object* receiver = sp[-site->imethod->argSlots].l;
    NULL_CHECK(receiver);
    if (receiver->klass == site->cachedClass) {
      callee = site->cachedTarget;
    } else {
      SAVE();
      callee = selectInterfaceTarget(t, site, receiver->klass);
      if (!callee) THROW();
    }
    goto invoke;
  }

invoke: {
    // callee's arguments are the top argSlots of the operand stack.
    Slot* args = sp - callee->argSlots;
    if (--t->safepointBudget <= 0) {
      SAVE();
      if (!safepoint(t)) THROW();
    }
    if (callee->isNative()) {
      frame->pc = pc;
      frame->sp = args;
      if constexpr (kMethods) t->vm->callProfile->enter(t, callee);
      bool returned = invokeNative(t, callee, args);
      if constexpr (kMethods) t->vm->callProfile->leave(t);
      if (!returned) THROW();
      sp = args + vm::slotsOf(callee->returnType);
      NEXT();
    }
    // Abstract methods (and default-method conflicts) are never translated,
    // so this one test sends them to prepareInvoke's errors too; translated
    // methods come here once between flushes (blockcount.h).
    if (!callee->entered) {
      SAVE();
      if (!prepareInvoke(t, callee, dispatchOf(pc, callee, args, handlers))) THROW();
      enterMethod(t->vm, callee);
    }
    Frame* f = reinterpret_cast<Frame*>(args + callee->maxLocals);
    Slot* stack = f->stackBase();
    if (stack + callee->maxStack > t->stackLimit) {
      SAVE();
      vm::throwStackOverflow(t);
      THROW();
    }
    for (Slot* l = args + callee->argSlots; l < reinterpret_cast<Slot*>(f); ++l) l->raw = 0;
    frame->pc = pc;
    frame->sp = args;
    f->prev = frame;
    f->method = callee;
    f->locals = args;
    f->flags = 0;
    f->lockedMonitor = nullptr;
    f->pc = callee->entered->insns.data();
    f->sp = stack;
    t->top = f;
    frame = f;
    pc = f->pc;
    sp = stack;
    locals = args;
    if constexpr (kMethods) t->vm->callProfile->enter(t, callee);
    if (callee->isSynchronized()) {
      if (!lockMethodMonitor(t, f)) {
        if constexpr (kMethods) t->vm->callProfile->leave(t);
        // The frame exists but the method has not started: unwind from the
        // caller's invoke instruction.
        t->top = frame = f->prev;
        RELOAD();
        THROW();
      }
    }
    DISPATCH();
  }

  // ---- fused pairs (interpreter/fuse.h) ----------------------------------
  // Each runs the Insn it sits on and the next, pc[1], whose operands (a
  // branch delta) it reads there. A fault or safe point of the second
  // instruction is taken at pc[1] with the operand stack as the unfused code
  // has it there: exception ranges, stack traces, the rest-of-block counts
  // and the collector's reference maps all read that state.
#define FUSED_INT_OP(name, right, expr) \
  CASE(name) { int32_t a = sp[-1].i, b = (right); sp[-1].setInt(expr); pc += 2; DISPATCH(); }
#define FUSED_INT_OPS(first, right) \
  FUSED_INT_OP(first##_IADD, right, wrapAdd(a, b)) \
  FUSED_INT_OP(first##_ISUB, right, wrapSub(a, b)) \
  FUSED_INT_OP(first##_IMUL, right, wrapMul(a, b)) \
  FUSED_INT_OP(first##_IAND, right, a & b) \
  FUSED_INT_OP(first##_IOR, right, a | b) \
  FUSED_INT_OP(first##_IXOR, right, a ^ b) \
  FUSED_INT_OP(first##_ISHL, right, int32_t(uint32_t(a) << (b & 31))) \
  FUSED_INT_OP(first##_ISHR, right, a >> (b & 31)) \
  FUSED_INT_OP(first##_IUSHR, right, int32_t(uint32_t(a) >> (b & 31)))
  FUSED_INT_OPS(ILOAD, locals[pc->a].i)
  FUSED_INT_OPS(ICONST, pc->a)
#undef FUSED_INT_OPS
#undef FUSED_INT_OP
#define FUSED_IF_ICMP(name, right, cond) \
  CASE(name) { int32_t a = (--sp)->i, b = (right); ++pc; if (cond) BRANCH(pc->a); NEXT(); }
#define FUSED_IF_ICMPS(first, right) \
  FUSED_IF_ICMP(first##_IF_ICMPEQ, right, a == b) \
  FUSED_IF_ICMP(first##_IF_ICMPNE, right, a != b) \
  FUSED_IF_ICMP(first##_IF_ICMPLT, right, a < b) \
  FUSED_IF_ICMP(first##_IF_ICMPGE, right, a >= b) \
  FUSED_IF_ICMP(first##_IF_ICMPGT, right, a > b) \
  FUSED_IF_ICMP(first##_IF_ICMPLE, right, a <= b)
  FUSED_IF_ICMPS(ILOAD, locals[pc->a].i)
  FUSED_IF_ICMPS(ICONST, pc->a)
#undef FUSED_IF_ICMPS
#undef FUSED_IF_ICMP
#define FUSED_IF(name, cond) CASE(name) { int32_t v = locals[pc->a].i; ++pc; if (cond) BRANCH(pc->a); NEXT(); }
  FUSED_IF(ILOAD_IFEQ, v == 0)
  FUSED_IF(ILOAD_IFNE, v != 0)
  FUSED_IF(ILOAD_IFLT, v < 0)
  FUSED_IF(ILOAD_IFGE, v >= 0)
  FUSED_IF(ILOAD_IFGT, v > 0)
  FUSED_IF(ILOAD_IFLE, v <= 0)
#undef FUSED_IF
  // iload; xaload: the array is on the stack, the index in a local. A bad
  // access pushes the index back and faults at the xaload.
#define FUSED_ARRAY_LOAD(name, put) \
  CASE(name) { \
    Array* arr = static_cast<Array*>(sp[-1].l); \
    int32_t idx = locals[pc->a].i; \
    if (!arr || uint32_t(idx) >= uint32_t(arr->length)) { \
      (sp++)->setInt(idx); \
      ++pc; \
      ARRAY_FAULT(arr, idx); \
    } \
    put; \
    pc += 2; \
    DISPATCH(); \
  }
  FUSED_ARRAY_LOAD(ILOAD_IALOAD, sp[-1].setInt(vm::arrayData<int32_t>(arr)[idx]))
  FUSED_ARRAY_LOAD(ILOAD_LALOAD, sp[-1].j = vm::arrayData<int64_t>(arr)[idx]; ++sp)
  FUSED_ARRAY_LOAD(ILOAD_FALOAD, sp[-1].setFloat(vm::arrayData<float>(arr)[idx]))
  FUSED_ARRAY_LOAD(ILOAD_DALOAD, sp[-1].d = vm::arrayData<double>(arr)[idx]; ++sp)
  FUSED_ARRAY_LOAD(ILOAD_AALOAD, sp[-1].l = vm::arrayData<Object*>(arr)[idx])
  FUSED_ARRAY_LOAD(ILOAD_BALOAD, sp[-1].setInt(vm::arrayData<int8_t>(arr)[idx]))
  FUSED_ARRAY_LOAD(ILOAD_CALOAD, sp[-1].setInt(vm::arrayData<uint16_t>(arr)[idx]))
  FUSED_ARRAY_LOAD(ILOAD_SALOAD, sp[-1].setInt(vm::arrayData<int16_t>(arr)[idx]))
#undef FUSED_ARRAY_LOAD
  CASE(DLOAD_DADD) sp[-2].d = sp[-2].d + locals[pc->a].d; pc += 2; DISPATCH();
  CASE(DLOAD_DSUB) sp[-2].d = sp[-2].d - locals[pc->a].d; pc += 2; DISPATCH();
  CASE(DLOAD_DMUL) sp[-2].d = sp[-2].d * locals[pc->a].d; pc += 2; DISPATCH();
  CASE(DLOAD_DDIV) sp[-2].d = sp[-2].d / locals[pc->a].d; pc += 2; DISPATCH();
  CASE(LOAD2) sp[0].raw = locals[pc->a].raw; sp[1].raw = locals[pc->b].raw; sp += 2; pc += 2; DISPATCH();
  CASE(LOAD2_WIDE) sp[0].raw = locals[pc->a].raw; sp[2].raw = locals[pc->b].raw; sp += 4; pc += 2; DISPATCH();
  CASE(STORE_KEEP) locals[pc->a].raw = sp[-1].raw; pc += 2; DISPATCH();
  CASE(STORE_KEEP_WIDE) locals[pc->a].raw = sp[-2].raw; pc += 2; DISPATCH();
  CASE(STORE_LOAD) locals[pc->a].raw = sp[-1].raw; sp[-1].raw = locals[pc->b].raw; pc += 2; DISPATCH();
  CASE(STORE_LOAD_WIDE) locals[pc->a].raw = sp[-2].raw; sp[-2].raw = locals[pc->b].raw; pc += 2; DISPATCH();
  CASE(IINC_GOTO) locals[pc->a].setInt(wrapAdd(locals[pc->a].i, pc->b)); ++pc; BRANCH(pc->a);

  // ---- returns ---------------------------------------------------------
  CASE(IRETURN) retval = sp[-1]; retWidth = 1; goto do_return;
  CASE(FRETURN) retval = sp[-1]; retWidth = 1; goto do_return;
  CASE(ARETURN) retval = sp[-1]; retWidth = 1; goto do_return;
  CASE(LRETURN) retval = sp[-2]; retWidth = 2; goto do_return;
  CASE(DRETURN) retval = sp[-2]; retWidth = 2; goto do_return;
  CASE(RETURN) retWidth = 0; goto do_return;

#if WW_SWITCH_DISPATCH
  }  // switch
#endif

  // The return value was copied out of the frame (retval) before the frame
  // goes: the callee's operand stack overlaps the caller's outgoing arguments.
do_return: {
    if (frame->lockedMonitor) {
      SAVE();
      if (!vm::monitorExit(t, frame->lockedMonitor)) THROW();
      frame->lockedMonitor = nullptr;
    }
    if constexpr (kMethods) t->vm->callProfile->leave(t);
    Frame* caller = frame->prev;
    if (frame->flags & vm::FRAME_ENTRY) {
      t->top = caller;
      t->entryResult = retval;
      return;
    }
    t->top = frame = caller;
    RELOAD();
    *sp = retval;
    sp += retWidth;
    ++pc;
    DISPATCH();
  }

// ARRAY_FAULT: the access at pc, with its operands on the stack, throws.
array_fault:
  SAVE();
  if (!faultArray) vm::throwNullPointer(t);
  else vm::throwArrayIndex(t, faultIndex, faultArray->length);
  THROW();

divide_by_zero:
  SAVE();
  vm::throwNew(t, "java/lang/ArithmeticException", "/ by zero");
  THROW();

exception:
  // frame->pc is the faulting instruction (or the invoke whose callee threw).
  for (;;) {
    pc = frame->pc;
    // The rest of pc's block, and the block it carries, were counted with it
    // but will not run (blockcount.h).
    if constexpr (kCount) uncountAtUnwind(t, pc, kMethods);
    // System.exit (or the VM's exit) unwinds everything, running no handler.
    const Insn* handler = t->exiting ? nullptr : findHandler(t, frame);
    if (handler) {
      sp = frame->stackBase();
      (sp++)->l = t->pending;
      t->pending = nullptr;
      locals = frame->locals;
      pc = handler;
      DISPATCH();
    }
    if (t->exiting) {
      unwindAll(t, frame);
      return;
    }
    if (frame->lockedMonitor) releaseOnUnwind(t, frame);
    if constexpr (kMethods) t->vm->callProfile->leave(t);
    Frame* caller = frame->prev;
    if (frame->flags & vm::FRAME_ENTRY) {
      t->top = caller;
      return;
    }
    t->top = frame = caller;
  }

#undef CASE
#undef SLOW_CASE
#undef UNDEFINED_CASE
#undef DISPATCH
#undef BLOCK
#undef REDISPATCH
#undef NEXT
#undef SAVE
#undef THROW
#undef JUMP
#undef BRANCH
#undef NULL_CHECK
#undef RELOAD
#undef ARRAY_FAULT
}

}  // namespace ww::interp

namespace ww::interp {
namespace {

using RunFn = void (*)(Thread*, const void**);

// The instantiation a VM runs: counting compiled in and switched on (and
// with -Xprofile:methods, per calling context), or not.
RunFn runFor(const vm::VM* vm) {
  if constexpr (kCountingCompiled) {
    if (vm->options.counting) return vm->options.profileMethods ? &run<true, true> : &run<true, false>;
  }
  return &run<false, false>;
}

// Nested interpreter activations on one C++ stack (C++ calling Java calling
// C++ ...). Java-to-Java calls do not count; this bounds natives and class
// initialisers that call back.
constexpr int kMaxEntryDepth = 200;

}  // namespace

void initInterpreter(vm::VM* vm) {
  vm->handlerTable.assign(kHandlerTableSize, nullptr);
  runFor(vm)(nullptr, vm->handlerTable.data());
  vm->handlers = vm->handlerTable.data();
}

bool call(Thread* t, Method* m, const Slot* args, Slot* result) {
  if (t->entryDepth >= kMaxEntryDepth) {
    vm::throwStackOverflow(t);
    return false;
  }
  Slot* base = t->freeSlot();
  if (base + m->argSlots + m->maxLocals + vm::kFrameSlots + m->maxStack + 8 > t->stackLimit) {
    vm::throwStackOverflow(t);
    return false;
  }
  for (int i = 0; i < m->argSlots; ++i) base[i] = args[i];
  vm::CallProfile* calls = t->vm->callProfile.get();
  if (m->isNative()) {
    if (calls) calls->enter(t, m);
    bool returned = invokeNative(t, m, base);
    if (calls) calls->leave(t);
    if (!returned) return false;
    *result = base[0];
    return true;
  }
  if (!prepareInvoke(t, m)) return false;
  if (!m->entered) enterMethod(t->vm, m);
  auto* f = reinterpret_cast<Frame*>(base + m->maxLocals);
  for (Slot* l = base + m->argSlots; l < reinterpret_cast<Slot*>(f); ++l) l->raw = 0;
  f->prev = t->top;
  f->method = m;
  f->locals = base;
  f->flags = vm::FRAME_ENTRY;
  f->lockedMonitor = nullptr;
  f->pc = m->translated->insns.data();
  f->sp = f->stackBase();
  t->top = f;
  if (m->isSynchronized() && !lockMethodMonitor(t, f)) {
    t->top = f->prev;
    return false;
  }
  ++t->entryDepth;
  if (calls) calls->enter(t, m);  // run() leaves it when the entry frame goes
  runFor(t->vm)(t, nullptr);
  --t->entryDepth;
  if (t->hasPending()) return false;
  *result = t->entryResult;
  return true;
}

Object* construct(Thread* t, Class* c, const char* desc, const std::function<void(Slot*)>& fillArgs) {
  if (!vm::ensureInitialized(t, c)) return nullptr;
  Method* init = c->findDeclaredMethod("<init>", desc);
  if (!init) {
    vm::throwNew(t, "java/lang/NoSuchMethodError", vm::javaMethodSignature(c->name, "<init>", desc));
    return nullptr;
  }
  vm::Handle<Object> instance(t, vm::allocObject(t, c));
  if (!instance.get()) return nullptr;
  Slot args[kMaxConstructArgs + 1] = {};
  WW_ASSERT(init->argSlots <= kMaxConstructArgs + 1);
  args[0].l = instance.get();
  if (fillArgs) fillArgs(args + 1);
  Slot ignored;
  if (!call(t, init, args, &ignored)) return nullptr;
  return instance.get();
}

}  // namespace ww::interp
