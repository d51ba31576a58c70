// Reserving, committing, zeroing and poisoning heap memory.
#include "gc/heap.h"

#include <sys/mman.h>

#include <algorithm>
#include <cstring>

namespace ww::gc {
namespace {
constexpr size_t kCommitGranule = size_t(1) << 20;  // commit in 1 MiB steps
constexpr size_t kZeroChunk = size_t(32) << 10;     // zero ahead of allocation in 32 KiB steps
constexpr size_t roundUp(size_t n, size_t g) { return (n + g - 1) / g * g; }
}  // namespace

Heap::Heap(size_t initialBytes, size_t maxBytes, bool twoSpaces)
    : maxBytes_(roundUp(std::max<size_t>(maxBytes, 1), 4096)), twoSpaces_(twoSpaces) {
  reservedBytes_ = maxBytes_ * (twoSpaces ? 2 : 1);
  // PROT_NONE reserves address space only; commitSpace() makes pages usable.
  void* p = mmap(nullptr, reservedBytes_, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (p == MAP_FAILED) return;
  reserved_ = static_cast<char*>(p);
  start_ = top_ = limit_ = reserved_;
  if (!growCapacity(std::max<size_t>(initialBytes, 1))) {
    munmap(reserved_, reservedBytes_);
    reserved_ = start_ = top_ = limit_ = nullptr;
  }
}

Heap::~Heap() {
  if (reserved_) munmap(reserved_, reservedBytes_);
}

bool Heap::commitSpace(char* space, size_t from, size_t to) {
  return to <= from || mprotect(space + from, to - from, PROT_READ | PROT_WRITE) == 0;
}

bool Heap::growCapacity(size_t bytes) {
  size_t want = std::min(roundUp(bytes, kCommitGranule), maxBytes_);
  if (want <= committed_) return true;
  if (!commitSpace(reserved_, committed_, want)) return false;
  if (twoSpaces_ && !commitSpace(reserved_ + maxBytes_, committed_, want)) return false;
  committed_ = want;
  return true;
}

void* Heap::allocateInCapacity(size_t bytes, bool oneAtATime) {
  char* end = start_ + committed_;
  if (bytes > size_t(end - top_)) return nullptr;
  char* p = top_;
  // [top_, limit_) is zero already; zero the rest of this allocation and,
  // unless every allocation must come back here, a chunk beyond it.
  char* newLimit = oneAtATime ? p + bytes : std::min(end, std::max(limit_, p + std::max(bytes, kZeroChunk)));
  if (newLimit > limit_) std::memset(limit_, 0, size_t(newLimit - limit_));
  limit_ = newLimit;
  top_ = p + bytes;
  return p;
}

char* Heap::compactionTarget() const {
  if (!twoSpaces_) return start_;
  return start_ == reserved_ ? reserved_ + maxBytes_ : reserved_;
}

void Heap::compacted(char* newStart, char* newTop, bool poison) {
  char* oldStart = start_;
  char* oldTop = top_;
  start_ = newStart;
  top_ = limit_ = newTop;
  if (!poison) return;
  if (newStart != oldStart) {
    std::memset(oldStart, kPoisonByte, size_t(oldTop - oldStart));
  } else if (oldTop > newTop) {
    std::memset(newTop, kPoisonByte, size_t(oldTop - newTop));
  }
}

}  // namespace ww::gc
