// Thin locks in the header's lock word: [owner thread number:16][count:16].
#include "vm/monitor.h"

#include "vm/exceptions.h"

namespace ww::vm {
namespace {
constexpr uint32_t kCountMask = 0xffff;
uint32_t ownerBits(Thread* t) { return uint32_t(t->number) << 16; }
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
  // Owned by another thread: only possible once threads exist.
  throwNew(t, "java/lang/IllegalMonitorStateException", "monitor owned by another thread");
  return false;
}

bool monitorExit(Thread* t, Object* o) {
  uint32_t word = o->lock;
  if (word == 0 || (word & ~kCountMask) != ownerBits(t)) {
    throwNewNoMessage(t, "java/lang/IllegalMonitorStateException");
    return false;
  }
  o->lock = (word & kCountMask) == 1 ? 0 : word - 1;
  return true;
}

bool holdsMonitor(Thread* t, Object* o) { return o->lock != 0 && (o->lock & ~kCountMask) == ownerBits(t); }

}  // namespace ww::vm
