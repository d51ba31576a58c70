// Stack capture shared by Throwable (its backtrace) and Thread.getStackTrace
// (another thread's frames): a compact long[] of method ids and pcs, and its
// decoding into StackTraceElements (java_lang_Throwable.cpp).
#pragma once

#include "vm/object.h"
#include "vm/thread.h"

namespace ww::classlib {

// The frames from `first` outwards (at most the JDK's default depth, 1024) as
// a backtrace array; null with an exception pending. `t` is the running
// thread; the frames may belong to another, switched-out thread.
vm::Array* captureBacktrace(vm::Thread* t, vm::Frame* first);
// The StackTraceElement[] of a backtrace (null: an empty array); null with an
// exception pending.
vm::Array* decodeBacktrace(vm::Thread* t, vm::Array* backtrace);

}  // namespace ww::classlib
