// The fuzzed VM's options and the process set-up (fuzzvm.h).
#include "tests/fuzz/fuzzvm.h"

#include <fcntl.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <string>

namespace ww::fuzz {

VmPtr freshVm() {
  VmOptions o;
  o.bootClassPath = WW_CLASSLIB_DIR;
  // No class path: a fuzzed class's supertypes and the classes it names come
  // from the class library or not at all, whatever the working directory.
  o.classPath = "/nonexistent/wwvm-fuzz";
  o.maxHeap = size_t(32) << 20;
  o.stackSize = size_t(256) << 10;
  // A run is cut short after a million bytecodes or two seconds, whichever
  // comes first; the virtual clock makes sleeps and timed waits instant and
  // repeatable, so only sockets can make the VM wait in real time.
  o.maxBytecodes = 1000000;
  o.maxMillis = 2000;
  o.virtualClock = true;
  std::string error;
  VmPtr vm = createVm(o, &error);
  if (!vm) {
    std::fprintf(stderr, "fuzz: cannot create a VM: %s\n", error.c_str());
    std::abort();
  }
  return vm;
}

Vm& SpareVm::get() {
  if (!vm_ || uses_ == kInputsPerVm) {
    vm_ = freshVm();
    uses_ = 0;
  }
  ++uses_;
  return *vm_;
}

void quietStdio() {
  int devNull = open("/dev/null", O_RDWR);
  if (devNull < 0) return;
  dup2(devNull, STDIN_FILENO);
  dup2(devNull, STDOUT_FILENO);
  if (devNull > STDERR_FILENO) close(devNull);
}

}  // namespace ww::fuzz
