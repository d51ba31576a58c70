// The code arena (interpreter/codearena.h).
#include "interpreter/codearena.h"

#include <sys/mman.h>

namespace ww::interp {

CodeArena::CodeArena() {
  // MAP_NORESERVE: the range is address space only until pages are touched.
  void* p = mmap(nullptr, 2 * kSideOffset, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (p != MAP_FAILED) base_ = static_cast<char*>(p);
}

CodeArena::~CodeArena() {
  if (base_) munmap(base_, 2 * kSideOffset);
}

Insn* CodeArena::allocate(uint32_t count) {
  size_t bytes = size_t(count) * sizeof(Insn);
  if (!base_ || bytes > kSideOffset - used_) return nullptr;
  auto* insns = reinterpret_cast<Insn*>(base_ + used_);
  used_ += bytes;
  return insns;  // fresh anonymous pages: already zero, side entries too
}

}  // namespace ww::interp
