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
ww::fuzz::SpareVm spare;
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string name, error;
  ww::defineClass(spare.get(), data, size, &name, &error);
  if (!name.empty()) spare.spend();
  return 0;
}
