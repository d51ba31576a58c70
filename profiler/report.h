// What a run consumed, gathered by the VM at exit, and the three ways wwvm
// prints it: the "resource facts" label (-Xprofile:report), JSON
// (-Xprofile-out:FILE, schema in docs/profile-format.md and
// profiler/profile.schema.json) and folded stacks (-Xprofile-folded:FILE,
// for flamegraph.pl and speedscope). Plain data: no VM headers.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "profiler/counters.h"
#include "profiler/model.h"

namespace ww::prof {

struct ThreadProfile {
  std::string name;        // java.lang.Thread.getName()
  uint32_t number = 0;     // the VM's thread number (1 = main)
  bool daemon = false;
  bool ended = false;      // ended before the VM exited
  uint64_t startOrder = 0; // 0 for main, then in the order threads were started
  uint64_t starterOrder = 0; // startOrder of the thread that started it (main: 0)
  Counters counts;         // the thread's whole life
};

// One node of a calling-context tree (-Xprofile:methods): a method reached
// by one particular chain of calls. Node 0 of RunProfile::methods is
// unused as a method: each thread's root is a node with parent 0 named
// after the thread; `<vm>` nodes (see below) hang off node 0 too.
struct MethodNode {
  uint32_t parent = 0;     // index into RunProfile::methods; node 0 is its own parent
  std::string name;        // "pkg.Class.method(Ljava/lang/String;)V", or "<thread main>", "<vm>", "<gc>", "<class loading>"
  bool native = false;
  uint64_t calls = 0;      // times this context was entered
  Counters self;           // consumed while this node was the innermost frame
};

// The VM's own account: what is charged to no thread.
struct VmProfile {
  Counters counts;            // interned literals, Class mirrors (bytesAllocated)
  uint64_t gcNanos = 0;       // collector pauses
  uint64_t gcCount = 0;
  uint64_t classLoadNanos = 0;  // parsing and linking class files
  uint64_t classesLoaded = 0;
  uint64_t idleNanos = 0;     // no thread runnable (everyone sleeping or waiting for I/O)
};

struct RunProfile {
  std::string mainClass;
  uint64_t wallNanos = 0;          // VM creation to exit
  bool countingOn = true;
  std::vector<ThreadProfile> threads;  // start order, main first
  VmProfile vm;
  Counters profilerOwn;            // what ww.Profiler's free calls took back
  const Model* model = nullptr;    // for energy and estimated time; never null when printing
  std::string modelName;           // "default" or the -Xenergy-model file
  bool methodsMode = false;        // -Xprofile:methods was on: `methods` is filled
  std::vector<MethodNode> methods; // calling-context tree, node 0 the root
};

// The model the outputs price counts with: run.model, or one of zeros when a
// profile is written without one (energy and estimated time are then 0).
inline const Model& modelOf(const RunProfile& run) {
  static const Model zeros;
  return run.model ? *run.model : zeros;
}

// The readable label: per thread and for the whole run, bytecodes, top
// opcodes, bytes, time, estimated time, energy, network; with methods, the
// top methods by self and inclusive bytecodes.
void writeLabel(std::ostream& out, const RunProfile& run);
// Everything as one JSON document (docs/profile-format.md).
void writeJson(std::ostream& out, const RunProfile& run);
// Folded stacks, one line per calling context with nonzero self weight:
// "thread;frame;frame weight". `metric` is "bytecodes" (default), "bytes",
// "time" (µs) or "energy" (nJ); false for an unknown metric.
bool writeFolded(std::ostream& out, const RunProfile& run, const std::string& metric);

}  // namespace ww::prof
