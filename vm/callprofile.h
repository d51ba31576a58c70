// -Xprofile:methods: what each method consumed, per calling context. Every
// frame the interpreter pushes (a Java method, a native, an entry frame from
// C++) moves its thread's cursor to a child node of a calling-context tree,
// every frame it pops moves it back; at each move, and at each thread switch,
// what the thread counted since the last move (bytecodes by opcode, bytes,
// TIME) is booked to the node it leaves behind, its "self" cost. Inclusive
// costs and per-method totals are sums over the tree, made when reporting
// (profiler/report.h).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "profiler/report.h"

namespace ww::vm {

struct Method;
struct Thread;
struct VM;

// Where one thread is in the tree, and its counts of bytes, time and
// network when it last moved (bytecodes go to the current node directly,
// as blocks are flushed: interpreter/blockcount.h).
struct CallCursor {
  uint32_t node = 0;
  uint64_t bytes = 0;
  uint64_t nanos = 0;
  uint64_t sent = 0;
  uint64_t received = 0;
};

class CallProfile {
 public:
  CallProfile();

  // `t` pushes a frame of `m` / pops its innermost frame.
  void enter(Thread* t, Method* m);
  void leave(Thread* t);
  // Books what `t` counted since its last move to its current node (before a
  // switch away from it).
  void settle(Thread* t);
  // The counts of t's current calling context.
  prof::Counters& selfOf(Thread* t) { return nodes_[cursor(t).node].self; }
  // A ww.Profiler call took `taken` back from `t` (the invoke and its
  // argument pushes, already booked to the caller's node): the caller's node
  // gives them back too, so the tree adds up to the threads' accounts.
  void takenBack(Thread* t, const prof::Counters& taken);

  // The tree as report nodes: node 0 the root, each thread's root under it,
  // and `<vm>` with `<gc>` and `<class loading>` holding the VM's time and
  // bytes.
  std::vector<prof::MethodNode> tree(const prof::VmProfile& vmProfile) const;

 private:
  struct Node {
    uint32_t parent;
    Method* method;        // null for a thread's root
    std::string rootName;  // a thread root's name
    uint64_t calls = 0;
    prof::Counters self;
  };
  CallCursor& cursor(Thread* t);
  uint32_t child(uint32_t parent, Method* m);

  std::vector<Node> nodes_;
  std::unordered_map<uint64_t, uint32_t> children_;  // (parent << 32 | method id) -> node
};

}  // namespace ww::vm
