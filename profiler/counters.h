// The per-thread counter block: what the dispatch loop, the allocator, the
// scheduler's clock and the connections count for one thread (or for the
// VM's own `<vm>` account). Plain data; the profiler reads it, the VM fills it.
#pragma once

#include <cstdint>

namespace ww::prof {

inline constexpr int kOpcodeSlots = 256;

// One per Java thread. `ops` is indexed by JVMS opcode; `totalOps` is their
// sum, kept up to date by whoever adds to `ops` (use addOp/takeOp).
struct Counters {
  uint64_t ops[kOpcodeSlots] = {};  // executed instructions, by JVMS opcode
  uint64_t totalOps = 0;            // the sum of ops
  uint64_t bytesAllocated = 0;      // bytes the allocator handed to this thread
  uint64_t runNanos = 0;            // time as the running thread (TIME)
  uint64_t netSent = 0;             // bytes sent through the class library's connections
  uint64_t netReceived = 0;         // bytes received

  void addOp(int op, uint64_t n) {
    ops[op] += n;
    totalOps += n;
  }
  void takeOp(int op, uint64_t n) {
    ops[op] -= n;
    totalOps -= n;
  }
  // The sum of ops computed afresh (totalOps should equal it).
  uint64_t sumOfOps() const {
    uint64_t sum = 0;
    for (uint64_t c : ops) sum += c;
    return sum;
  }
  void add(const Counters& other) {
    for (int i = 0; i < kOpcodeSlots; ++i) ops[i] += other.ops[i];
    totalOps += other.totalOps;
    bytesAllocated += other.bytesAllocated;
    runNanos += other.runNanos;
    netSent += other.netSent;
    netReceived += other.netReceived;
  }
  // What was counted after `base` was taken (counts only grow, so every
  // difference is non-negative).
  Counters since(const Counters& base) const {
    Counters d;
    for (int i = 0; i < kOpcodeSlots; ++i) d.ops[i] = ops[i] - base.ops[i];
    d.totalOps = totalOps - base.totalOps;
    d.bytesAllocated = bytesAllocated - base.bytesAllocated;
    d.runNanos = runNanos - base.runNanos;
    d.netSent = netSent - base.netSent;
    d.netReceived = netReceived - base.netReceived;
    return d;
  }
};

}  // namespace ww::prof
