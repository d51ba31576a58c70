// The garbage collector: precise, stop-the-world, sliding mark-compact.
//
// Why mark-compact with a bump pointer:
//   - wwvm targets small heaps (-Xmx of a few MiB on a device) and long runs.
//     Compaction never fragments, so a program that fits keeps fitting, and
//     it needs no second semispace: all of -Xmx is usable.
//   - Allocation stays a pointer bump (gc/heap.h), the cheapest fast path,
//     and objects allocated together stay together.
//   - Sliding keeps allocation order, so identity hashes and layouts do not
//     depend on the collector, and runs repeat exactly.
//   - Green threads on one OS thread (DESIGN.md decision 2) make stopping the
//     world free: a collection happens inside an allocation of the running
//     thread, every other thread being parked at a safe point.
//
// The algorithm (sliding compaction with a mark bitmap, as in the Compressor
// family): one mark bit per 8-byte granule of the heap, set over every
// granule of a live object; a table of live bytes before each 512-byte
// block; an object's new address is then the space's start plus the live
// bytes before it, found with one popcount. Phases:
//   1. mark from the roots (gc/roots.h) with an explicit stack; the
//      referent of a java.lang.ref.Reference is not followed;
//   2. clear the referents of References whose referent was not marked;
//   3. sum the live bytes per block;
//   4. update every root and every reference field of every live object to
//      the new address (objects have not moved yet);
//   5. slide each live object down to its new address, in address order.
// Freed memory is poisoned in checked builds and in stress mode; the
// allocator zeroes memory as it hands it out.
//
// Heap sizing: the heap starts at -Xms committed; when an allocation does
// not fit, the collector runs, then grows the heap (up to -Xmx) so that at
// least 40% of it is free. (Growing further while collections are frequent
// was tried: fewer pauses, but a mutator slower by more, since a small heap
// stays in the caches; see benchmarks/RESULTS.md.) If an allocation still
// cannot be satisfied the thread gets OutOfMemoryError, built in a reserve
// kept for that purpose.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace ww::vm {
struct Object;
struct Thread;
struct VM;
}  // namespace ww::vm

namespace ww::gc {

// The collector's state, one per VM.
struct CollectorState {
  uint64_t collections = 0;
  uint64_t allocationsUntilStress = 0;  // stress mode: allocations before the next collection
  double totalPauseMs = 0;
  size_t liveAfterLast = 0;
  bool usingReserve = false;            // building an OutOfMemoryError
  std::chrono::steady_clock::time_point started = std::chrono::steady_clock::now();
  // Scratch memory kept between collections.
  std::vector<uint64_t> markBits;
  std::vector<uint32_t> blockOffsets;   // live granules before each block
  std::vector<vm::Object*> markStack;
  std::vector<vm::Object*> references;  // Reference objects met while marking
};

// Memory the heap keeps back so that an OutOfMemoryError can always be built.
inline constexpr size_t kOutOfMemoryReserve = size_t(64) << 10;

// The slow path of allocation: stress collections, zeroing, collecting and
// growing. Returns zeroed memory or null (the caller throws OutOfMemoryError).
void* allocateSlow(vm::Thread* t, size_t bytes);

// A full collection now; `cause` is what -verbose:gc reports.
void collect(vm::Thread* t, const char* cause);

// -verbose:gc's last line: the heap, the collections, and the class
// metadata kept outside the heap (charged to no thread).
void reportAtExit(vm::VM* vm);

// While an OutOfMemoryError is built, allocation may use the reserve.
class ReserveScope {
 public:
  explicit ReserveScope(vm::VM* vm);
  ~ReserveScope();
  ReserveScope(const ReserveScope&) = delete;
  ReserveScope& operator=(const ReserveScope&) = delete;

 private:
  CollectorState& state_;
  bool previous_;
};

}  // namespace ww::gc
