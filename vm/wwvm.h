// The embedding API: create a VM with options, run a main class, destroy it.
// The launcher, the unit tests and the fuzz targets use only this header. A
// process may create and destroy VMs any number of times; nothing here exits
// the process or keeps global state.
#pragma once

#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace ww {

struct VmOptions {
  std::string bootClassPath;          // ':'-separated; the class library
  std::string classPath = ".";        // ':'-separated directories and jars
  std::vector<std::pair<std::string, std::string>> properties;  // -Dname=value
  size_t initialHeap = 0;                  // -Xms; 0: 8 MiB, or -Xmx if smaller
  size_t maxHeap = size_t(256) << 20;      // -Xmx
  size_t stackSize = size_t(1) << 20;      // -Xss: the Java frame stack of each thread
  bool verboseClass = false;          // -verbose:class
  bool verboseGc = false;             // -verbose:gc: one line per collection
  uint32_t gcStressInterval = 0;      // -Xgc:stress[=N]: collect (and move) at every Nth allocation
  bool counting = true;               // -Xprofile:off turns opcode counting off
  bool profileMethods = false;        // -Xprofile:methods: per method and calling context
  bool profileReport = false;         // -Xprofile:report: the resource facts label at exit
  std::string profileOut;             // -Xprofile-out:FILE, JSON at exit
  std::string profileFolded;          // -Xprofile-folded:FILE[,METRIC], folded stacks at exit
  std::string profileFoldedMetric = "bytecodes";
  std::string energyModel;            // -Xenergy-model:FILE; empty: the built-in model
  uint64_t timeslice = 20000;         // -Xtimeslice:N: bytecodes of a NORM_PRIORITY thread's turn
  bool virtualClock = false;          // -Xclock:virtual: time advances with executed bytecodes
  uint64_t maxBytecodes = 0;          // -Xmax-bytecodes:N, 0 = no limit
  // Wall-clock limit in milliseconds from createVm, 0 = none (no launcher
  // option; for embedders such as the fuzz targets). Checked at the safe
  // points and bounding the scheduler's idle waits (sleeps, sockets): past it
  // the run stops as at the bytecode limit. A native call that blocks
  // outside the scheduler (a read of a terminal) is not cut short.
  uint64_t maxMillis = 0;
  bool whiteBox = false;              // -XX:+WhiteBox binds wwtest.WhiteBox
  bool superinstructions = true;      // -XX:-Superinstructions runs every instruction alone (interpreter/fuse.h)
  bool enableAssertions = false;      // -ea
  bool enableSystemAssertions = false;  // -esa
  // -ea:NAME and -da:NAME in command-line order. NAME is a class, or with `package` a
  // package and its subpackages ("-ea:p.q..."; "" for "-ea:...", the unnamed package).
  struct AssertionRule {
    std::string name;
    bool package = false;
    bool enable = false;
  };
  std::vector<AssertionRule> assertionRules;
  std::string opcodeCountsOut;        // -XX:OpcodeCountsOut=FILE, written at exit
  std::string javaCommand;            // sun.java.command: main class and arguments
  // -Xverify:remote (default) verifies class-path classes, -Xverify:all the
  // class library's too, -Xverify:none nothing (as the JDK, with a warning).
  enum class Verify : uint8_t { Remote, All, None };
  Verify verify = Verify::Remote;
};

class Vm;

struct VmDeleter {
  void operator()(Vm* vm) const;
};
using VmPtr = std::unique_ptr<Vm, VmDeleter>;

// Creates a VM; on failure returns null and sets `error`.
VmPtr createVm(const VmOptions& options, std::string* error);

// Runs `mainClass` (dots or slashes) with `args` on the VM's main thread, as
// the `java` launcher does, and returns the exit status: 0 when main
// returns, 1 after an uncaught exception or a launch error (both reported on
// `err`), n after System.exit(n).
int runMain(Vm& vm, const std::string& mainClass, const std::vector<std::string>& args, std::ostream& err);

// Defines a class from the bytes of a class file held in memory, as the
// application class loader would from the class path: parses it, loads its
// superclass and interfaces (from the class path), links it and verifies it
// (as VmOptions::verify says for class-path classes) without initialising it.
// runMain then finds the class by the name stored in `className` (dots); it
// is set as soon as the class is defined, so also when only verification
// fails. False on failure, with the Java error in `error`
// ("java.lang.ClassFormatError: Truncated class file", "java.lang.VerifyError:
// ..."); a class whose verification failed stays defined, and fails again
// when it is used.
bool defineClass(Vm& vm, const uint8_t* bytes, size_t size, std::string* className, std::string* error);

// Ends a VM whose code ran some other way than runMain (the JNI invocation
// API): as runMain does once main returns, waits for the non-daemon threads,
// runs the shutdown hooks and the exit reports. Returns the exit status (0,
// or System.exit's).
int finishVm(Vm& vm, std::ostream& err);

}  // namespace ww
