// Object monitors: monitorenter/monitorexit, synchronized methods, and
// Object.wait/notify. The lock word in the object header holds the owner's
// thread number and a recursion count, so uncontended locking needs no
// allocation; contention and waiting go through the scheduler
// (docs/threads.md).
#pragma once

#include <cstdint>

#include "vm/thread.h"

namespace ww::vm {

// False with an exception pending (NullPointerException is the caller's), or
// when the VM is exiting.
bool monitorEnter(Thread* t, Object* o);
// IllegalMonitorStateException when `t` does not own the monitor.
bool monitorExit(Thread* t, Object* o);
bool holdsMonitor(Thread* t, Object* o);
// Object.wait(millis), millis 0 = no timeout: IllegalArgumentException when
// millis < 0 (checked first, as the JDK does), IllegalMonitorStateException
// when not the owner, InterruptedException when interrupted.
bool monitorWait(Thread* t, Object* o, int64_t millis);
// Object.notify / notifyAll: IllegalMonitorStateException when not the owner.
bool monitorNotify(Thread* t, Object* o, bool all);

}  // namespace ww::vm
