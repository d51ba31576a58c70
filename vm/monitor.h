// Object monitors (monitorenter/monitorexit, synchronized methods). The lock
// word in the object header holds the owner's thread number and a recursion
// count, so uncontended locking needs no allocation. Contention, wait and
// notify come with green threads (threads issue).
#pragma once

#include "vm/thread.h"

namespace ww::vm {

// False with an exception pending (NullPointerException is the caller's).
bool monitorEnter(Thread* t, Object* o);
// IllegalMonitorStateException when `t` does not own the monitor.
bool monitorExit(Thread* t, Object* o);
bool holdsMonitor(Thread* t, Object* o);

}  // namespace ww::vm
