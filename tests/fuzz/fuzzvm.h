// What the two fuzz targets share: the VM options of a fuzzed run (the class
// library of this build, no class path, a small heap, a bytecode budget and a
// wall-clock bound) and the process set-up that keeps a guest from blocking
// on the terminal or filling the log. Only the embedding API (vm/wwvm.h).
#pragma once

#include <cstddef>
#include <cstdint>

#include "vm/wwvm.h"

namespace ww::fuzz {

// A fresh VM for one input; aborts (a finding) if the VM cannot start, which
// no input can cause.
VmPtr freshVm();

// Standard input reads /dev/null (a guest reading System.in sees its end at
// once) and standard output goes to /dev/null (guest output is no finding).
// libFuzzer writes its own reports to standard error.
void quietStdio();

}  // namespace ww::fuzz
