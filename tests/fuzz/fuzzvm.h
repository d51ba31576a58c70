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

// Starting a VM costs far more than parsing a class file, and most mutated
// inputs fail to parse, which leaves the VM as it was (bar an exception
// object on its heap). So a VM serves input after input until one changes it
// (a class got defined: from then on the VM knows that name; or code ran),
// and at most a bounded number of inputs. A crash found on a used VM replays
// on a fresh one: libFuzzer re-runs a crash input alone in a new process.
class SpareVm {
 public:
  // The VM for the next input: the spare one, or a fresh one.
  Vm& get();
  // The input changed the VM: the next one gets a fresh VM.
  void spend() { vm_.reset(); }

 private:
  static constexpr int kInputsPerVm = 256;
  VmPtr vm_;
  int uses_ = 0;
};

// Standard input reads /dev/null (a guest reading System.in sees its end at
// once) and standard output goes to /dev/null (guest output is no finding).
// libFuzzer writes its own reports to standard error.
void quietStdio();

}  // namespace ww::fuzz
