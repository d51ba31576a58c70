// The calling-context profile of -Xprofile:methods (vm/callprofile.h).
#include "vm/callprofile.h"

#include "interpreter/blockcount.h"
#include "vm/class.h"
#include "vm/descriptor.h"
#include "vm/threaddump.h"
#include "vm/vm.h"

namespace ww::vm {

CallProfile::CallProfile() { nodes_.push_back(Node{0, nullptr, "", 0, {}}); }

CallCursor& CallProfile::cursor(Thread* t) {
  if (!t->callCursor) {
    // The thread's first move: a root named after it, marked from zero so
    // that what it ran before (its start, <clinit>s from C++) is booked too.
    t->callCursor = std::make_unique<CallCursor>();
    t->callCursor->node = uint32_t(nodes_.size());
    nodes_.push_back(Node{0, nullptr, "<thread " + threadName(t) + ">", 1, {}});
  }
  return *t->callCursor;
}

uint32_t CallProfile::child(uint32_t parent, Method* m) {
  uint64_t key = (uint64_t(parent) << 32) | m->id;
  auto [it, inserted] = children_.try_emplace(key, uint32_t(nodes_.size()));
  if (inserted) nodes_.push_back(Node{parent, m, "", 0, {}});
  return it->second;
}

void CallProfile::settle(Thread* t) {
  interp::countersOf(t);  // flushes pending blocks into the current node too
  CallCursor& c = cursor(t);
  prof::Counters& self = nodes_[c.node].self;
  const prof::Counters& now = t->counters;
  uint64_t nanos = t->vm->ledger.read(&now.runNanos);
  self.bytesAllocated += now.bytesAllocated - c.bytes;
  self.runNanos += nanos - c.nanos;
  self.netSent += now.netSent - c.sent;
  self.netReceived += now.netReceived - c.received;
  c.bytes = now.bytesAllocated;
  c.nanos = nanos;
  c.sent = now.netSent;
  c.received = now.netReceived;
}

void CallProfile::enter(Thread* t, Method* m) {
  settle(t);
  CallCursor& c = cursor(t);
  c.node = child(c.node, m);
  nodes_[c.node].calls++;
}

void CallProfile::leave(Thread* t) {
  settle(t);
  CallCursor& c = cursor(t);
  if (nodes_[c.node].method) c.node = nodes_[c.node].parent;  // never above the thread's root
}

void CallProfile::takenBack(Thread* t, const prof::Counters& taken) {
  CallCursor& c = cursor(t);
  Node& caller = nodes_[nodes_[c.node].method ? nodes_[c.node].parent : c.node];
  for (int op = 0; op < prof::kOpcodeSlots; ++op)
    if (taken.ops[op]) caller.self.takeOp(op, taken.ops[op]);
  // The call's own counts were taken from the thread: the marks start from
  // its counters as they are now. (Bytecodes a <clinit> ran inside the call
  // stay in the nodes below it.)
  c.bytes = t->counters.bytesAllocated;
  c.nanos = t->vm->ledger.read(&t->counters.runNanos);
  c.sent = t->counters.netSent;
  c.received = t->counters.netReceived;
}

std::vector<prof::MethodNode> CallProfile::tree(const prof::VmProfile& vmProfile) const {
  std::vector<prof::MethodNode> out;
  out.reserve(nodes_.size() + 3);
  for (const Node& n : nodes_) {
    prof::MethodNode m;
    m.parent = n.parent;
    m.calls = n.calls;
    m.self = n.self;
    if (n.method) {
      // "pkg.Class.method(int, java.lang.String[])": overloads stay apart,
      // and the name reads as Java (folded stacks show it as is).
      std::string params;
      for (const std::string& p : parameterTypes(n.method->descriptor))
        params += (params.empty() ? "" : ", ") + javaTypeName(p);
      m.name = n.method->owner->javaName() + "." + n.method->name + "(" + params + ")";
      m.native = n.method->isNative();
    } else {
      m.name = &n == &nodes_[0] ? "<root>" : n.rootName;
    }
    out.push_back(std::move(m));
  }
  auto add = [&](uint32_t parent, const char* name, const prof::Counters& self) {
    prof::MethodNode m;
    m.parent = parent;
    m.name = name;
    m.self = self;
    out.push_back(m);
    return uint32_t(out.size() - 1);
  };
  prof::Counters vmSelf;
  vmSelf.bytesAllocated = vmProfile.counts.bytesAllocated;
  uint32_t vmNode = add(0, "<vm>", vmSelf);
  prof::Counters gc, loading;
  gc.runNanos = vmProfile.gcNanos;
  loading.runNanos = vmProfile.classLoadNanos;
  add(vmNode, "<gc>", gc);
  add(vmNode, "<class loading>", loading);
  return out;
}

}  // namespace ww::vm
