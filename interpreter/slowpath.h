// Out-of-line helpers of the dispatch loop that are neither invocation nor
// unwinding: quick-form selection, switch search, multi-dimensional arrays,
// instantiation checks and the safe point.
#pragma once

#include "interpreter/code.h"
#include "vm/class.h"
#include "vm/thread.h"

namespace ww::interp {

// Backward branches and calls between two safe points.
inline constexpr int32_t kSafepointInterval = 1 << 14;

// The quick field form for a field of type `type`, given the _I form of a
// family (GETFIELD_I, PUTFIELD_I, GETSTATIC_I, PUTSTATIC_I).
int fieldOp(int intForm, vm::BasicType type);
// Performs a static access of quick form `quickOp` on `cell` without
// quickening; returns the new sp.
vm::Slot* staticAccess(int quickOp, void* cell, vm::Slot* sp);
// The branch delta of a lookupswitch for `key`.
int32_t lookupSwitchDelta(const SwitchTable& table, int32_t key);
// `new` of an interface or abstract class is InstantiationError.
bool checkInstantiable(vm::Thread* t, vm::Class* c);
// multianewarray: `counts` holds `dims` ints, outermost first.
vm::Object* newMultiArray(vm::Thread* t, vm::Class* arrayClass, int dims, const vm::Slot* counts);
// Runs at backward branches and calls every so often: the -Xmax-bytecodes
// check now, thread switches later. False when the thread must unwind.
bool safepoint(vm::Thread* t);

}  // namespace ww::interp
