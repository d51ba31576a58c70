// The Java heap: memory for objects, one region reserved up to -Xmx at
// start-up and committed as it grows, never malloc.
//
// Allocation bumps a pointer. The memory between `top` and `limit` is
// already zeroed, so the fast path is a compare and an add; the slow path
// zeroes the next chunk of committed memory (zeroing as we go keeps the
// cache warm and lets the collector leave poison behind it). The collector
// (gc/collector.h) decides when to collect and how far to grow; this class
// only manages memory.
//
// In move-every-time mode (-Xgc:stress) the heap reserves two spaces of
// -Xmx each and the collector compacts from one into the other, so every
// live object moves at every collection and the vacated space is poisoned.
#pragma once

#include <cstddef>
#include <cstdint>

namespace ww::gc {

// Freed and vacated heap memory is filled with this byte: a stale reference
// then reads a class pointer of 0xebebebebebebebeb, which is not a canonical
// address, and fails at once.
inline constexpr uint8_t kPoisonByte = 0xeb;

class Heap {
 public:
  // Reserves `maxBytes` (twice, with `twoSpaces`) and commits `initialBytes`.
  Heap(size_t initialBytes, size_t maxBytes, bool twoSpaces = false);
  ~Heap();
  Heap(const Heap&) = delete;
  Heap& operator=(const Heap&) = delete;

  bool ok() const { return reserved_ != nullptr; }

  // Zeroed memory of `bytes` (a multiple of 8), or null: then the collector's
  // slow path decides (allocateInCapacity, collect, grow).
  void* allocate(size_t bytes) {
    if (bytes <= size_t(limit_ - top_)) {
      char* p = top_;
      top_ += bytes;
      return p;
    }
    return nullptr;
  }
  // The slow path's allocation within the committed capacity, zeroing what
  // it hands out; null if `bytes` do not fit. With `oneAtATime` the next
  // allocation comes back to the slow path too (stress mode counts them).
  void* allocateInCapacity(size_t bytes, bool oneAtATime);
  // Commits up to `bytes` of capacity (at most the maximum); false if the
  // system refuses.
  bool growCapacity(size_t bytes);

  // The space objects live in: [start(), top()).
  char* start() const { return start_; }
  char* top() const { return top_; }
  bool contains(const void* p) const { return p >= start_ && p < top_; }
  size_t used() const { return size_t(top_ - start_); }
  size_t capacity() const { return committed_; }  // Runtime.totalMemory
  size_t maxCapacity() const { return maxBytes_; } // Runtime.maxMemory

  // For the collector: where compacted objects go (the same space, or the
  // other one in move-every-time mode, committed as far as this one).
  char* compactionTarget() const;
  // Compaction ended with the objects in [newStart, newTop): poison what
  // was vacated and start allocating at newTop.
  void compacted(char* newStart, char* newTop, bool poison);

 private:
  bool commitSpace(char* space, size_t from, size_t to);

  char* reserved_ = nullptr;   // the whole reservation
  size_t reservedBytes_ = 0;
  size_t maxBytes_ = 0;        // one space
  bool twoSpaces_ = false;
  char* start_ = nullptr;      // the current space
  char* top_ = nullptr;
  char* limit_ = nullptr;      // [top_, limit_) is zeroed
  size_t committed_ = 0;       // of the current space (and of the other one)
};

}  // namespace ww::gc
