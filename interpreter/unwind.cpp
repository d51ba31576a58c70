// Handler search and frame popping during exception dispatch.
#include "interpreter/unwind.h"

#include "interpreter/blockcount.h"
#include "vm/class.h"
#include "vm/monitor.h"
#include "vm/resolve.h"
#include "vm/vm.h"

namespace ww::interp {

const Insn* findHandler(vm::Thread* t, vm::Frame* f) {
  const Code& code = *f->method->translated;
  uint32_t at = code.indexOf(f->pc);
  for (size_t i = 0; i < code.handlers.size(); ++i) {
    const Handler& h = code.handlers[i];
    if (at < h.start || at >= h.end) continue;
    if (h.catchType == 0) return &code.insns[h.target];
    vm::Handle<vm::Object> ex(t, t->pending);
    t->pending = nullptr;
    vm::Class* c = vm::resolveClass(t, f->method->owner, h.catchType);
    if (!c) {
      // The resolution error replaces the exception; later handlers of
      // this frame may still catch it.
      if (t->exiting) return nullptr;
      continue;
    }
    t->pending = ex.get();
    if (vm::instanceOf(ex.get(), c)) return &code.insns[h.target];
  }
  return nullptr;
}

void releaseOnUnwind(vm::Thread* t, vm::Frame* f) {
  vm::Handle<vm::Object> pending(t, t->pending);
  t->pending = nullptr;
  vm::monitorExit(t, f->lockedMonitor);
  f->lockedMonitor = nullptr;
  t->pending = pending.get();
}

void unwindAll(vm::Thread* t, vm::Frame* f) {
  bool counting = t->vm->countsOpcodes();
  for (vm::Frame* from = f;; f = f->prev) {
    if (counting && f != from && !(f->flags & vm::FRAME_NATIVE) && f->pc) uncountRestOfBlock(t->counters, f->pc);
    if (f->lockedMonitor && f->lockedMonitor->lock) f->lockedMonitor->lock = 0;
    bool entry = f->flags & vm::FRAME_ENTRY;
    t->top = f->prev;
    if (entry) return;
  }
}

}  // namespace ww::interp
