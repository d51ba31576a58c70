// Walking a calling-context tree (RunProfile::methods) and summing it up per
// method: what the label's top-methods tables and the JSON's method summary
// show. Shared by the report writers; not part of the VM's interface.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "profiler/counters.h"
#include "profiler/report.h"

namespace ww::prof {

// Whether a node stands for the VM or a thread rather than a Java method:
// "<thread main>", "<vm>", "<gc>", "<class loading>". Method names are
// qualified ("pkg.Class.<init>()V"), so none of them starts with '<'.
bool isPseudoFrame(const std::string& name);

// children[i] lists the nodes whose parent is i, in index order. Node 0 is
// never anyone's child (it is its own parent); a node whose parent index is
// out of range is left out, so a damaged tree cannot make a walk loop.
std::vector<std::vector<uint32_t>> childLists(const std::vector<MethodNode>& nodes);

// One Java method over all the contexts it was reached in.
struct MethodTotals {
  std::string name;
  bool native = false;
  uint64_t calls = 0;  // entries over all its nodes
  Counters self;       // sum of its nodes' self counts
  // Sum, over its nodes that have no ancestor node of the same method, of the
  // whole subtree: with recursion (fib -> fib -> fib) the inner calls are
  // inside the outermost one's subtree and must not be added again.
  Counters inclusive;
};

// Every method (pseudo-frames left out) reachable from node 0, sorted by
// inclusive bytecodes, then inclusive bytes, descending, then by name.
std::vector<MethodTotals> summarizeMethods(const std::vector<MethodNode>& nodes);

}  // namespace ww::prof
