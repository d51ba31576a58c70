// Thin locks in the header's lock word: [owner thread number:16][count:16].
// A contended monitor is waited for through the scheduler: the waiter is
// BLOCKED with blockedOn = the object (a root, so it survives a moving
// collection) and retries when the owner releases it.
#include "vm/monitor.h"

#include "vm/exceptions.h"
#include "vm/scheduler.h"
#include "vm/vm.h"

namespace ww::vm {
namespace {
constexpr uint32_t kCountMask = 0xffff;
uint32_t ownerBits(Thread* t) { return uint32_t(t->number) << 16; }

// Blocks until the monitor (t->blockedOn) is free, then takes it with the
// given recursion count. False when the VM is exiting.
bool acquireContended(Thread* t, uint32_t count) {
  Scheduler& s = t->vm->sched;
  for (;;) {
    if (t->blockedOn->lock == 0) {
      t->blockedOn->lock = ownerBits(t) | count;
      t->blockedOn = nullptr;
      return true;
    }
    s.setState(t, ThreadState::Blocked);
    if (!s.block(t)) {
      t->blockedOn = nullptr;
      return false;
    }
  }
}

void release(Thread* t, Object* o) {
  o->lock = 0;
  if (t->vm->sched.blockedCount() > 0) t->vm->sched.wakeBlockedOn(o);
}

}  // namespace

bool monitorEnter(Thread* t, Object* o) {
  uint32_t word = o->lock;
  if (word == 0) {
    o->lock = ownerBits(t) | 1;
    return true;
  }
  if ((word & ~kCountMask) == ownerBits(t)) {
    if ((word & kCountMask) == kCountMask) {
      throwNew(t, "java/lang/IllegalMonitorStateException", "recursion limit of a monitor exceeded");
      return false;
    }
    o->lock = word + 1;
    return true;
  }
  t->blockedOn = o;
  return acquireContended(t, 1);
}

bool monitorExit(Thread* t, Object* o) {
  uint32_t word = o->lock;
  if (word == 0 || (word & ~kCountMask) != ownerBits(t)) {
    throwNewNoMessage(t, "java/lang/IllegalMonitorStateException");
    return false;
  }
  if ((word & kCountMask) == 1) release(t, o);
  else o->lock = word - 1;
  return true;
}

bool holdsMonitor(Thread* t, Object* o) { return o->lock != 0 && (o->lock & ~kCountMask) == ownerBits(t); }

bool monitorWait(Thread* t, Object* o, int64_t millis) {
  // The JDK checks the timeout first: wait(-1) without the monitor is an IllegalArgumentException.
  if (millis < 0) {
    throwNew(t, "java/lang/IllegalArgumentException", "timeout value is negative");
    return false;
  }
  if (!holdsMonitor(t, o)) {
    throwNew(t, "java/lang/IllegalMonitorStateException", "current thread is not owner");
    return false;
  }
  if (takeInterrupt(t)) {
    throwNewNoMessage(t, "java/lang/InterruptedException");
    return false;
  }
  Scheduler& s = t->vm->sched;
  uint32_t count = o->lock & kCountMask;
  release(t, o);
  t->blockedOn = o;
  t->woke = WakeReason::None;
  t->waitSequence = s.nextWaitSequence();
  if (millis > 0) {
    t->wakeAt = s.deadlineAfterMillis(millis);
    s.setState(t, ThreadState::TimedWaiting);
  } else {
    s.setState(t, ThreadState::Waiting);
  }
  if (!s.block(t)) {
    t->blockedOn = nullptr;
    return false;
  }
  // Notified, timed out or interrupted: take the monitor back, then report.
  if (!acquireContended(t, count)) return false;
  if (t->woke == WakeReason::Interrupted) {
    takeInterrupt(t);
    throwNewNoMessage(t, "java/lang/InterruptedException");
    return false;
  }
  return true;
}

bool monitorNotify(Thread* t, Object* o, bool all) {
  if (!holdsMonitor(t, o)) {
    throwNew(t, "java/lang/IllegalMonitorStateException", "current thread is not owner");
    return false;
  }
  // Sleepers have no blockedOn, and main waiting for the other threads none either.
  Scheduler& s = t->vm->sched;
  auto waitsHere = [&](Thread* x) {
    return (x->state == ThreadState::Waiting || x->state == ThreadState::TimedWaiting) && x->blockedOn == o;
  };
  Thread* first = nullptr;
  for (const auto& th : s.threads()) {
    Thread* x = th.get();
    if (!waitsHere(x)) continue;
    if (all) {
      x->woke = WakeReason::Notified;
      s.makeRunnable(x);
    } else if (!first || x->waitSequence < first->waitSequence) {
      first = x;
    }
  }
  if (first) {
    first->woke = WakeReason::Notified;
    s.makeRunnable(first);
  }
  return true;
}

}  // namespace ww::vm
