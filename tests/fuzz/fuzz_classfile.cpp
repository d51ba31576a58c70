// Fuzz target (a): arbitrary bytes as a class file. The application loader
// defines the class from them (parsing, loading its supertypes, linking) and
// the verifier checks it; nothing of it runs. Every outcome but a crash, a
// sanitizer report or a hang is fine: the bytes are mostly not a class.
#include <cstddef>
#include <cstdint>
#include <string>

#include "tests/fuzz/fuzzvm.h"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  ww::fuzz::quietStdio();
  return 0;
}

namespace {
// Starting a VM costs far more than parsing a class file, and most inputs
// fail to parse, which leaves the VM as it was (bar an exception object on
// its heap). So a VM serves input after input until one gets a class defined
// (from then on the VM knows that name), or for a bounded number of inputs.
// A crash found with a used VM replays on a fresh one: libFuzzer re-runs the
// input alone in a new process.
constexpr int kInputsPerVm = 256;
ww::VmPtr spare;
int spareUses = 0;
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (!spare || spareUses == kInputsPerVm) {
    spare = ww::fuzz::freshVm();
    spareUses = 0;
  }
  ++spareUses;
  std::string name, error;
  ww::defineClass(*spare, data, size, &name, &error);
  if (!name.empty()) spare.reset();
  return 0;
}
