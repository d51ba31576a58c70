// Folded stacks (writeFolded in profiler/report.h), the input format of
// flamegraph.pl and speedscope: one line per calling context with a nonzero
// weight, "root;frame;frame WEIGHT", the root being the thread's (or the
// VM's) node.
#include <cmath>
#include <map>
#include <ostream>

#include "profiler/call_tree.h"
#include "profiler/report.h"

namespace ww::prof {
namespace {

// The integer weight of some counts in the chosen metric.
using Metric = uint64_t (*)(const Counters&, const Model&);

uint64_t rounded(double value) { return std::isfinite(value) && value > 0 ? uint64_t(std::llround(value)) : 0; }

uint64_t bytecodesOf(const Counters& c, const Model&) { return c.totalOps; }
uint64_t bytesOf(const Counters& c, const Model&) { return c.bytesAllocated; }
uint64_t microsOf(const Counters& c, const Model&) { return rounded(double(c.runNanos) / 1e3); }
uint64_t nanojoulesOf(const Counters& c, const Model& m) { return rounded(m.energyMicrojoules(c) * 1e3); }

Metric metricNamed(const std::string& name) {
  if (name == "bytecodes" || name.empty()) return bytecodesOf;
  if (name == "bytes") return bytesOf;
  if (name == "time") return microsOf;
  if (name == "energy") return nanojoulesOf;
  return nullptr;
}

// A name as one frame: ';' separates frames and a line break ends the line,
// so neither may appear inside; an empty name would make an empty frame.
std::string frameName(const std::string& name) {
  if (name.empty()) return "?";
  std::string frame = name;
  for (char& c : frame) {
    if (c == ';') c = ':';
    else if (static_cast<unsigned char>(c) < 0x20) c = ' ';
  }
  return frame;
}

using Stacks = std::map<std::string, uint64_t>;  // sorted, and equal stacks merge

void addStack(Stacks& stacks, const std::string& stack, uint64_t weight) {
  if (weight != 0) stacks[stack] += weight;
}

// Every node below node 0, its path built on the way down. Iterative, as in
// call_tree.cpp: guest recursion makes deep trees.
void walkTree(const RunProfile& run, Metric metric, const Model& model, Stacks& stacks) {
  const std::vector<MethodNode>& nodes = run.methods;
  std::vector<std::vector<uint32_t>> children = childLists(nodes);
  struct Step {
    uint32_t node;
    size_t nextChild;
    size_t pathLength;  // the path's length before this node was appended
  };
  std::string path;
  std::vector<Step> steps{{0, 0, 0}};
  while (!steps.empty()) {
    Step& top = steps.back();
    if (top.nextChild == children[top.node].size()) {
      path.resize(top.pathLength);
      steps.pop_back();
      continue;
    }
    uint32_t child = children[top.node][top.nextChild++];
    size_t before = path.size();
    if (!path.empty()) path += ';';
    path += frameName(nodes[child].name);
    addStack(stacks, path, metric(nodes[child].self, model));
    steps.push_back(Step{child, 0, before});
  }
}


}  // namespace

bool writeFolded(std::ostream& out, const RunProfile& run, const std::string& metricName) {
  Metric metric = metricNamed(metricName);
  if (!metric) return false;
  const Model& model = modelOf(run);
  Stacks stacks;
  if (!run.methods.empty()) {
    walkTree(run, metric, model, stacks);
  } else {
    // No calling-context tree (-Xprofile:methods was off): one frame per
    // thread, named as the VM names its thread roots, and the VM's account.
    for (const ThreadProfile& t : run.threads) addStack(stacks, frameName("<thread " + t.name + ">"), metric(t.counts, model));
    addStack(stacks, "<vm>", metric(run.vm.counts, model));
  }
  for (const auto& [stack, weight] : stacks) out << stack << ' ' << weight << '\n';
  return true;
}

}  // namespace ww::prof
