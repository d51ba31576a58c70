// The VM object's own state: construction from options, identity hashes.
#include "vm/vm.h"

namespace ww::vm {

VM::VM(const VmOptions& opts)
    : options(opts), heap(opts.initialHeap, opts.maxHeap, /*twoSpaces=*/opts.gcStressInterval != 0) {}

VM::~VM() = default;

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
