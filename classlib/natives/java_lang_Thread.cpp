// Natives of java.lang.Thread: the bridge to the green-thread scheduler
// (docs/threads.md). The interrupt flag is the Java field `interrupted`;
// these natives only wake a thread that waits.
#include "classlib/natives/backtrace.h"
#include "vm/alloc.h"
#include "vm/exceptions.h"
#include "vm/monitor.h"
#include "vm/natives.h"
#include "vm/scheduler.h"
#include "vm/vm.h"

namespace ww::classlib {

using namespace ww::vm;

namespace {

vm::Thread* vmThreadOf(vm::Thread* t, Object* javaThread) {
  return fieldAt<vm::Thread*>(javaThread, t->vm->wk.threadVmThread);
}

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
  Scheduler& s = t->vm->sched;
  if (ms == 0) {
    s.yield(t);
    return;
  }
  t->woke = WakeReason::None;
  t->wakeAt = s.deadlineAfterMillis(ms);
  s.setState(t, ThreadState::TimedWaiting);
  bool ok = s.block(t);
  if (ok && t->woke == WakeReason::Interrupted) {
    takeInterrupt(t);
    throwNew(t, "java/lang/InterruptedException", "sleep interrupted");
  }
}

WW_NATIVE(Thread_yield) { t->vm->sched.yield(t); }

WW_NATIVE(Thread_start0) { t->vm->sched.start(t, args[0].l); }

WW_NATIVE(Thread_interrupt0) {
  if (vm::Thread* target = vmThreadOf(t, args[0].l)) t->vm->sched.interrupt(target);
}

WW_NATIVE(Thread_holdsLock) {
  if (!args[0].l) {
    throwNullPointer(t);
    return;
  }
  result->i = holdsMonitor(t, args[0].l);
}

WW_NATIVE(Thread_activeCount) { result->i = t->vm->sched.liveCount(); }

// The Thread.State ordinal of a started thread that has not ended. A thread
// waiting for another thread to initialise a class is RUNNABLE, as on the JDK
// (the wait is inside the VM, not in Object.wait).
WW_NATIVE(Thread_state0) {
  vm::Thread* target = vmThreadOf(t, args[0].l);
  // A thread waiting for a class another thread initialises, or parked on
  // a socket (the JDK's thread sits in a system call), is RUNNABLE to Java.
  ThreadState s = !target ? ThreadState::Terminated
                  : target->waitingForClass || t->vm->sched.waitsOnDescriptor(target) ? ThreadState::Runnable
                                                                                      : target->state;
  result->i = int32_t(s);
}

// The frames of a live thread that is not the caller (Thread.getStackTrace
// asks Throwable for its own): the thread is switched out at a safe point or
// in a blocking native, so its frames are saved. Not alive (or not yet run):
// an empty array.
WW_NATIVE(Thread_stackTrace0) {
  vm::Thread* target = vmThreadOf(t, args[0].l);
  Array* bt = captureBacktrace(t, target ? target->top : nullptr);
  if (bt) result->l = decodeBacktrace(t, bt);
}

// The java.lang.Thread of every live thread, in start order (main, after
// main() returned, is no longer alive).
WW_NATIVE(Thread_liveThreads0) {
  VM* vm = t->vm;
  auto alive = [vm](const std::unique_ptr<vm::Thread>& th) {
    return th->javaThread && fieldAt<vm::Thread*>(th->javaThread, vm->wk.threadVmThread) != nullptr;
  };
  const auto& threads = vm->sched.threads();
  int32_t n = 0;
  for (const auto& th : threads) n += alive(th);
  // Allocating cannot switch threads: the list stays the one counted.
  Array* out = newObjectArray(t, vm->wk.thread, n);
  if (!out) return;
  int32_t i = 0;
  for (const auto& th : threads)
    if (alive(th)) arrayData<Object*>(out)[i++] = th->javaThread;
  result->l = out;
}

constexpr NativeBinding kBindings[] = {
    {"java/lang/Thread", "currentThread", "()Ljava/lang/Thread;", Thread_currentThread},
    {"java/lang/Thread", "sleep", "(J)V", Thread_sleep},
    {"java/lang/Thread", "yield", "()V", Thread_yield},
    {"java/lang/Thread", "start0", "()V", Thread_start0},
    {"java/lang/Thread", "interrupt0", "()V", Thread_interrupt0},
    {"java/lang/Thread", "holdsLock", "(Ljava/lang/Object;)Z", Thread_holdsLock},
    {"java/lang/Thread", "activeCount", "()I", Thread_activeCount},
    {"java/lang/Thread", "state0", "()I", Thread_state0},
    {"java/lang/Thread", "stackTrace0", "()[Ljava/lang/StackTraceElement;", Thread_stackTrace0},
    {"java/lang/Thread", "liveThreads0", "()[Ljava/lang/Thread;", Thread_liveThreads0},
};

}  // namespace

extern const std::span<const NativeBinding> kThreadNatives{kBindings};

}  // namespace ww::classlib
