// Fuzz target (b): the bytes are a class; once the application loader has
// defined and verified it, its main runs as the launcher would run it, under
// the bytecode budget and the wall-clock bound of fuzzvm.cpp. Guest output
// is discarded. Exceptions, System.exit, a deadlock or the limits ending the
// run are all fine; a crash, a sanitizer report or a hang is a finding.
#include <cstddef>
#include <cstdint>
#include <sstream>
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
  ww::Vm& vm = spare.get();
  if (ww::defineClass(vm, data, size, &name, &error)) {
    std::ostringstream err;  // the launcher's messages and uncaught exceptions
    ww::runMain(vm, name, {}, err);
  }
  if (!name.empty()) spare.spend();  // defined (and perhaps run): the VM is used up
  return 0;
}
