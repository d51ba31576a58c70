// The concrete VM behind the embedding API's opaque handle (vm/wwvm.h).
#pragma once

#include <memory>

#include "vm/vm.h"
#include "vm/wwvm.h"

namespace ww {

class Vm {
 public:
  std::unique_ptr<vm::VM> impl;
};

}  // namespace ww
