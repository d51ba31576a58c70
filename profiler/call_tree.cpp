// Walking a calling-context tree and per-method totals (profiler/call_tree.h).
#include "profiler/call_tree.h"

#include <algorithm>
#include <map>

namespace ww::prof {

bool isPseudoFrame(const std::string& name) { return !name.empty() && name[0] == '<'; }

std::vector<std::vector<uint32_t>> childLists(const std::vector<MethodNode>& nodes) {
  std::vector<std::vector<uint32_t>> children(nodes.size());
  for (size_t i = 1; i < nodes.size(); ++i) {
    uint32_t parent = nodes[i].parent;
    if (parent < nodes.size() && parent != i) children[parent].push_back(uint32_t(i));
  }
  return children;
}

namespace {

// One node on the walk's path. The walk is iterative: recursion in the guest
// makes deep trees, and the C++ stack should not have to follow it.
struct PathEntry {
  uint32_t node;
  size_t nextChild = 0;
  int method = -1;  // index into the totals, -1 for a pseudo-frame
  Counters subtree; // the node's self plus its finished children's subtrees
};

}  // namespace

std::vector<MethodTotals> summarizeMethods(const std::vector<MethodNode>& nodes) {
  std::vector<MethodTotals> totals;
  if (nodes.empty()) return totals;
  std::map<std::string, int> indexOf;
  std::vector<int> onPath;  // per method: how many of its nodes are on the path
  std::vector<std::vector<uint32_t>> children = childLists(nodes);

  std::vector<PathEntry> path;
  path.push_back(PathEntry{0, 0, -1, Counters{}});
  while (!path.empty()) {
    PathEntry& top = path.back();
    if (top.nextChild < children[top.node].size()) {
      uint32_t child = children[top.node][top.nextChild++];
      const MethodNode& node = nodes[child];
      PathEntry entry{child, 0, -1, node.self};
      if (!isPseudoFrame(node.name)) {
        auto [it, added] = indexOf.emplace(node.name, int(totals.size()));
        if (added) {
          totals.push_back(MethodTotals{node.name, false, 0, Counters{}, Counters{}});
          onPath.push_back(0);
        }
        MethodTotals& method = totals[it->second];
        method.native = method.native || node.native;
        method.calls += node.calls;
        method.self.add(node.self);
        ++onPath[it->second];
        entry.method = it->second;
      }
      path.push_back(std::move(entry));  // `top` is not used after this
      continue;
    }
    // All children done: the subtree is complete.
    if (top.method >= 0 && --onPath[top.method] == 0) totals[top.method].inclusive.add(top.subtree);
    if (path.size() >= 2) path[path.size() - 2].subtree.add(top.subtree);
    path.pop_back();
  }

  std::sort(totals.begin(), totals.end(), [](const MethodTotals& a, const MethodTotals& b) {
    if (a.inclusive.totalOps != b.inclusive.totalOps) return a.inclusive.totalOps > b.inclusive.totalOps;
    if (a.inclusive.bytesAllocated != b.inclusive.bytesAllocated)
      return a.inclusive.bytesAllocated > b.inclusive.bytesAllocated;
    return a.name < b.name;
  });
  return totals;
}

}  // namespace ww::prof
