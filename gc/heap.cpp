// Reserving, committing and growing the heap region.
#include "gc/heap.h"

#include <sys/mman.h>

#include <algorithm>

namespace ww::gc {
namespace {
constexpr size_t kCommitGranule = size_t(1) << 20;  // grow in 1 MiB steps
constexpr size_t roundUp(size_t n, size_t g) { return (n + g - 1) / g * g; }
}  // namespace

Heap::Heap(size_t initialBytes, size_t maxBytes) : maxBytes_(roundUp(std::max<size_t>(maxBytes, 1), 4096)) {
  // PROT_NONE reserves address space only; commitTo() makes pages usable.
  void* p = mmap(nullptr, maxBytes_, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (p == MAP_FAILED) return;
  base_ = top_ = committedEnd_ = static_cast<char*>(p);
  if (!commitTo(std::min(initialBytes, maxBytes_))) {
    munmap(base_, maxBytes_);
    base_ = top_ = committedEnd_ = nullptr;
  }
}

Heap::~Heap() {
  if (base_) munmap(base_, maxBytes_);
}

bool Heap::commitTo(size_t bytes) {
  size_t want = std::min(roundUp(bytes, kCommitGranule), maxBytes_);
  size_t have = committed();
  if (want <= have) return true;
  if (mprotect(base_ + have, want - have, PROT_READ | PROT_WRITE) != 0) return false;
  committedEnd_ = base_ + want;
  return true;
}

void* Heap::allocateSlow(size_t bytes) {
  if (bytes > maxBytes_ - used()) return nullptr;
  // Grow by at least a quarter of what is committed, so growth steps stay
  // few for programs that allocate a lot.
  size_t need = used() + bytes;
  if (!commitTo(std::max(need, committed() + committed() / 4))) {
    if (!commitTo(need)) return nullptr;
  }
  char* p = top_;
  top_ += bytes;
  return p;
}

}  // namespace ww::gc
