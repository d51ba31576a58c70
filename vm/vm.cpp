// The VM object's own state: construction from options, identity hashes.
#include "vm/vm.h"

#include <algorithm>

#include "interpreter/code.h"
#include "predictor/predictor.h"
#include "vm/jnistate.h"
#include "vm/typeflow.h"

namespace ww::vm {

constexpr size_t kDefaultInitialHeap = size_t(8) << 20;

VM::VM(const VmOptions& opts)
    : options(opts),
      heap(opts.initialHeap ? opts.initialHeap : std::min(kDefaultInitialHeap, opts.maxHeap), opts.maxHeap,
           /*twoSpaces=*/opts.gcStressInterval != 0),
      sched(this),
      startNanos(prof::TimeLedger::now()) {}

VM::~VM() = default;

size_t VM::metadataBytes() const {
  size_t total = 0;
  for (const auto& c : classes) {
    total += sizeof(Class) + c->name.size() + c->vtable.size() * sizeof(Method*) + c->staticsSize +
             c->resolved.size() * sizeof(void*) + c->constants.size() * sizeof(Object*) +
             c->refOffsets.size() * sizeof(uint32_t);
    for (const ITable& it : c->itables) total += sizeof(ITable) + it.methods.size() * sizeof(Method*);
    for (const auto& f : c->fields) total += sizeof(Field) + f->name.size() + f->descriptor.size();
    if (c->file) {
      total += sizeof(ClassFile) + c->file->constantPool.size() * sizeof(CpEntry);
      for (const CpEntry& e : c->file->constantPool) total += e.utf8.size();
    }
    for (const auto& m : c->methods) {
      total += sizeof(Method) + m->name.size() + m->descriptor.size();
      if (m->code) total += sizeof(CodeAttribute) + m->code->code.size();
      if (m->translated) total += m->translated->insns.size() * (sizeof(interp::Insn) + sizeof(interp::InsnSide) + 6);
      if (m->typeFlow) total += m->typeFlow->bytes();
    }
  }
  return total;
}

// A fixed-seed xorshift sequence: identity hashes (and so the iteration
// order of identity-keyed hash tables) repeat from run to run.
uint32_t VM::nextIdentityHash() {
  for (;;) {
    uint32_t x = hashState;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    hashState = x;
    if (uint32_t h = x & kHashMask) return h;
  }
}

}  // namespace ww::vm
