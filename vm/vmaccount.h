// The <vm> account: heap bytes the VM allocates on a thread's behalf that are
// not the thread's own action (interned literal strings, Class mirrors;
// docs/accounting.md). A ChargeToVm scope moves what the thread allocates
// inside it from the thread's Memory account to VM::vmAccount.
#pragma once

#include <cstdint>

#include "vm/vm.h"

namespace ww::vm {

class ChargeToVm {
 public:
  explicit ChargeToVm(Thread* t) : t_(t), atEntry_(t->counters.bytesAllocated) {}
  ~ChargeToVm() {
    t_->vm->vmAccount.bytesAllocated += t_->counters.bytesAllocated - atEntry_;
    t_->counters.bytesAllocated = atEntry_;
  }
  ChargeToVm(const ChargeToVm&) = delete;
  ChargeToVm& operator=(const ChargeToVm&) = delete;

 private:
  Thread* t_;
  uint64_t atEntry_;
};

}  // namespace ww::vm
