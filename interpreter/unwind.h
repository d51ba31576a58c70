// Exception dispatch for the loop: finding a handler in a frame, releasing a
// synchronized frame's monitor as it is popped, and unwinding everything on
// System.exit.
#pragma once

#include "interpreter/code.h"
#include "vm/thread.h"

namespace ww::interp {

// The handler in `f` for the pending exception at f->pc, or null. A catch
// class that fails to resolve replaces the pending exception with that error
// and the search goes on with the frame's later handlers.
const Insn* findHandler(vm::Thread* t, vm::Frame* f);
// Releases a popped synchronized frame's monitor.
void releaseOnUnwind(vm::Thread* t, vm::Frame* f);
// Pops every frame up to and including the nearest entry frame, running no
// handlers (System.exit, Runtime.halt, the bytecode limit). The rest of
// each frame's block, counted ahead (blockcount.h), is taken back, except
// for `from`, whose caller has done that.
void unwindAll(vm::Thread* t, vm::Frame* from);

}  // namespace ww::interp
