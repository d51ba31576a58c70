// Invocation support for the dispatch loop: resolving and quickening invoke
// instructions, interface dispatch through inline caches, calling natives,
// preparing a method's first call, and synchronized methods.
#pragma once

#include "interpreter/code.h"
#include "vm/class.h"
#include "vm/thread.h"

namespace ww::interp {

struct QuickenResult {
  bool failed = false;      // an error is pending
  bool once = false;        // call `method` now without quickening (class being initialised)
  vm::Method* method = nullptr;
};

// Resolves the method of the unquickened invoke `insn` (JVMS opcode `op`) in
// `caller` and rewrites it into its quick form.
QuickenResult quickenInvoke(vm::Thread* t, vm::Method* caller, Insn* insn, int op);
// The method an interface (or interface-declared) call site runs on a
// receiver of class `c`; fills the site's inline cache.
vm::Method* selectInterfaceTarget(vm::Thread* t, InterfaceCallSite* site, vm::Class* c);
// Calls the native `m` with its arguments at `args`; the result replaces
// them. False with an exception pending.
bool invokeNative(vm::Thread* t, vm::Method* m, vm::Slot* args);
// How the method being called was chosen, for the wording of the errors of
// prepareInvoke: by a virtual or interface selection on `receiver` (null for
// a direct call), from the `resolved` method; through invokeinterface or not.
struct Dispatch {
  vm::Class* receiver = nullptr;
  const vm::Method* resolved = nullptr;
  bool viaInterface = false;
};
// The Dispatch of the invoke instruction `pc` calling `callee` on `args`.
Dispatch dispatchOf(const Insn* pc, const vm::Method* callee, const vm::Slot* args, const void* const* handlers);
// Before the first call of `m`: AbstractMethodError, conflicting defaults,
// translation.
bool prepareInvoke(vm::Thread* t, vm::Method* m, const Dispatch& how = {});
// Locks the receiver (or the class) of a synchronized method's new frame.
bool lockMethodMonitor(vm::Thread* t, vm::Frame* f);

}  // namespace ww::interp
