// The Java heap: one region reserved up to -Xmx at start-up and committed as
// it grows, never malloc. Allocation is a bump of a pointer; objects come out
// zeroed. Until the collector lands (GC issue) the heap only grows, and an
// allocation that does not fit under -Xmx fails (the VM then throws
// OutOfMemoryError).
#pragma once

#include <cstddef>
#include <cstdint>

namespace ww::gc {

class Heap {
 public:
  // Reserves `maxBytes` of address space and commits `initialBytes`.
  Heap(size_t initialBytes, size_t maxBytes);
  ~Heap();
  Heap(const Heap&) = delete;
  Heap& operator=(const Heap&) = delete;

  bool ok() const { return base_ != nullptr; }

  // Zeroed memory of `bytes` (a multiple of 8), or nullptr if the heap is
  // full. Fast path inline, growth out of line.
  void* allocate(size_t bytes) {
    if (bytes <= size_t(committedEnd_ - top_)) {
      char* p = top_;
      top_ += bytes;
      return p;
    }
    return allocateSlow(bytes);
  }

  bool contains(const void* p) const { return p >= base_ && p < top_; }
  size_t used() const { return size_t(top_ - base_); }
  size_t committed() const { return size_t(committedEnd_ - base_); }
  size_t capacity() const { return maxBytes_; }

 private:
  void* allocateSlow(size_t bytes);
  bool commitTo(size_t bytes);

  char* base_ = nullptr;
  char* top_ = nullptr;
  char* committedEnd_ = nullptr;
  size_t maxBytes_ = 0;
};

}  // namespace ww::gc
