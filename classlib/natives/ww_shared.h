// What the natives of the ww package share: free calls, and finding the ww
// classes and their fields.
//
// The natives of ww.Profiler and ww.Predictor do not charge the calling
// thread (DESIGN.md decision 6). A FreeCall, constructed
// first thing in such a native, takes back from the thread's counters the
// call's invoke instruction, the plain pushes of its arguments and whatever
// the native counts or allocates meanwhile (class loading, the objects it
// returns), and books all of it to VM::profilerOwn instead.
#pragma once

#include <cstdint>

#include "profiler/counters.h"
#include "profiler/timeledger.h"
#include "vm/class.h"
#include "vm/thread.h"

namespace ww::classlib {

class FreeCall {
 public:
  FreeCall(vm::Thread* t, int argCount);
  ~FreeCall();
  FreeCall(const FreeCall&) = delete;
  FreeCall& operator=(const FreeCall&) = delete;

  // The most argument pushes a call site gives back, plus its invoke.
  static constexpr int kMaxCallSite = 16;

 private:
  vm::Thread* t_;
  prof::TimeLedger::Scope time_;  // the call's time is the profiler's, not the thread's
  prof::Counters atEntry_;        // the thread's counts as the native starts
  uint8_t callSite_[kMaxCallSite];  // the opcodes taken back at the call site
  int callSiteCount_ = 0;
  bool aheadTaken_ = false;
};

// The class `name` (a ww class), loaded and initialised; null with the
// error pending when that fails.
vm::Class* wwClass(vm::Thread* t, const char* name);
// The offset of an instance field the natives read or write.
uint32_t fieldOffset(vm::Class* c, const char* name, const char* desc);

}  // namespace ww::classlib
