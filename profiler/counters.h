// The per-thread counter block: what the dispatch loop and the allocator
// count for one thread. Plain data; the profiler reads it, the VM fills it.
#pragma once

#include <cstdint>

namespace ww::prof {

inline constexpr int kOpcodeSlots = 256;

// One per Java thread, switched with the thread. The interpreter keeps a
// pointer to `ops` in a register and adds 1 to ops[jvmsOpcode] for every
// instruction it executes (docs/interpreter.md, "Counting").
struct Counters {
  uint64_t ops[kOpcodeSlots] = {};  // executed instructions, by JVMS opcode
  uint64_t bytesAllocated = 0;      // bytes the allocator handed to this thread

  uint64_t totalOps() const {
    uint64_t sum = 0;
    for (uint64_t c : ops) sum += c;
    return sum;
  }
  void add(const Counters& other) {
    for (int i = 0; i < kOpcodeSlots; ++i) ops[i] += other.ops[i];
    bytesAllocated += other.bytesAllocated;
  }
  // What was counted after `base` was taken (counts only grow, so every
  // difference is non-negative).
  Counters since(const Counters& base) const {
    Counters d;
    for (int i = 0; i < kOpcodeSlots; ++i) d.ops[i] = ops[i] - base.ops[i];
    d.bytesAllocated = bytesAllocated - base.bytesAllocated;
    return d;
  }
};
static_assert(sizeof(Counters) == (kOpcodeSlots + 1) * sizeof(uint64_t));

}  // namespace ww::prof
