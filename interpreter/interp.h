// The interpreter's interface to the rest of the VM: choosing the dispatch
// instantiation, and calling Java from C++ (an entry frame and a nested run
// of the loop; Java-to-Java calls never come through here).
#pragma once

#include <functional>

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

// Argument slots construct() passes to a constructor, receiver excluded.
inline constexpr int kMaxConstructArgs = 4;

// new C(...): initialises `c`, allocates an instance and runs its
// constructor of descriptor `desc`. `fillArgs` writes the constructor's
// arguments (receiver excluded) after the allocation, so references it reads
// from the caller's handles are current. Null with an exception pending
// (NoSuchMethodError when `c` has no such constructor).
vm::Object* construct(vm::Thread* t, vm::Class* c, const char* desc,
                      const std::function<void(vm::Slot*)>& fillArgs = {});

}  // namespace ww::interp
