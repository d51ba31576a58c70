// The interpreter's interface to the rest of the VM: choosing the dispatch
// instantiation, and calling Java from C++ (an entry frame and a nested run
// of the loop; Java-to-Java calls never come through here).
#pragma once

#include "vm/class.h"
#include "vm/thread.h"

namespace ww::vm {
struct VM;
}

namespace ww::interp {

// Picks the loop instantiation for the VM's options (counting on or off)
// and records its handler table in the VM.
void initInterpreter(vm::VM* vm);

// Calls `m` with `args` (m->argSlots slots, receiver first). Returns false
// with an exception pending (or the thread exiting); the result, if any, is
// stored in *result.
bool call(vm::Thread* t, vm::Method* m, const vm::Slot* args, vm::Slot* result);

}  // namespace ww::interp
