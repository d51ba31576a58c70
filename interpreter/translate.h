// Translation of a method's bytecode into the interpreter's Insn stream
// (interpreter/code.h), done once, on the method's first invocation.
#pragma once

#include "vm/class.h"
#include "vm/thread.h"

namespace ww::interp {

// Builds m->translated with the handlers of `handlers` (the VM's table).
// Structural faults that would make execution unsafe (a branch into the
// middle of an instruction, a local index past max_locals, an unknown
// opcode, code that can run off its end) give VerifyError, pending.
bool translate(vm::Thread* t, vm::Method* m, const void* const* handlers);

}  // namespace ww::interp
