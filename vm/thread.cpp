// Thread creation: the slot stack is reserved up to -Xss and committed by
// the OS page by page as frames touch it.
#include "vm/thread.h"

#include <sys/mman.h>

#include "vm/class.h"
#include "vm/jnistate.h"
#include "vm/vm.h"

namespace ww::vm {
namespace {
// Room kept past stackLimit so that a StackOverflowError can be built and
// its constructor run when the limit is hit.
constexpr size_t kReserveSlots = 16 * 1024;
}  // namespace

Thread::Thread(VM* owner, size_t stackBytes) : vm(owner) {
  size_t slots = stackBytes / sizeof(Slot) + kReserveSlots;
  size_t bytes = slots * sizeof(Slot);
  void* p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (p == MAP_FAILED) return;
  stackStart = static_cast<Slot*>(p);
  stackEnd = stackStart + slots;
  stackLimit = stackEnd - kReserveSlots;
}

Thread::~Thread() {
  if (stackStart) munmap(stackStart, size_t(stackEnd - stackStart) * sizeof(Slot));
}

Slot* Thread::freeSlot() const {
  if (!top) return stackStart;
  if (top->flags & FRAME_NATIVE) return top->stackBase();
  return top->sp;
}

bool takeInterrupt(Thread* t) {
  if (!t->javaThread) return false;
  uint8_t& status = fieldAt<uint8_t>(t->javaThread, t->vm->wk.threadInterrupted);
  bool was = status != 0;
  status = 0;
  return was;
}

}  // namespace ww::vm
