// Natives of java.lang.Thread. Until green threads exist (threads issue)
// there is one thread: sleep sleeps the process, yield has no one to yield
// to, and start0 stays unbound (UnsatisfiedLinkError) rather than pretend.
#include <ctime>

#include "vm/exceptions.h"
#include "vm/natives.h"
#include "vm/vm.h"

namespace ww::classlib {

using namespace ww::vm;

namespace {

WW_NATIVE(Thread_currentThread) { result->l = t->javaThread; }
WW_NATIVE(Thread_sleep) {
  int64_t ms = args[0].j;
  if (ms < 0) {
    throwNew(t, "java/lang/IllegalArgumentException", "timeout value is negative");
    return;
  }
  if (takeInterrupt(t)) {
    throwNew(t, "java/lang/InterruptedException", "sleep interrupted");
    return;
  }
  struct timespec ts{time_t(ms / 1000), long(ms % 1000) * 1000000L};
  while (nanosleep(&ts, &ts) != 0) {
  }
}
WW_NATIVE(Thread_yield) {}

constexpr NativeBinding kBindings[] = {
    {"java/lang/Thread", "currentThread", "()Ljava/lang/Thread;", Thread_currentThread},
    {"java/lang/Thread", "sleep", "(J)V", Thread_sleep},
    {"java/lang/Thread", "yield", "()V", Thread_yield},
};

}  // namespace

extern const std::span<const NativeBinding> kThreadNatives{kBindings};

}  // namespace ww::classlib
