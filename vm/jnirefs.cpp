// JNI reference tables (see vm/jnirefs.h).
#include "vm/jnirefs.h"

#include <algorithm>

#include "vm/config.h"

namespace ww::vm {

size_t SlotChunks::indexOf(Object* const* slot, size_t count) const {
  for (size_t c = 0; c * kChunk < count; ++c) {
    Object* const* first = chunks_[c].get();
    size_t n = std::min(kChunk, count - c * kChunk);
    if (slot >= first && slot < first + n) return c * kChunk + size_t(slot - first);
  }
  return kNone;
}

void* LocalRefs::add(Object* o) {
  if (!o) return nullptr;
  if (top_ == slots_.capacity()) slots_.grow();
  Object** slot = slots_.at(top_++);
  *slot = o;
  return slot;
}

void LocalRefs::remove(void* ref) {
  if (!ref || !holds(ref)) return;
  *refSlot(ref) = nullptr;
  size_t floor = frames_.empty() ? 0 : frames_.back().mark;
  while (top_ > floor && *slots_.at(top_ - 1) == nullptr) --top_;
}

void LocalRefs::closeTo(size_t mark) {
  for (size_t i = mark; i < top_; ++i) *slots_.at(i) = nullptr;
  top_ = mark;
}

void LocalRefs::popFrame() {
  while (!frames_.empty()) {
    Frame f = frames_.back();
    frames_.pop_back();
    closeTo(f.mark);
    if (!f.byNative) return;
  }
}

void LocalRefs::popNativeFrame() {
  if (frames_.empty() || !frames_.back().byNative) return;
  closeTo(frames_.back().mark);
  frames_.pop_back();
}

void* GlobalRefs::add(Object* o, RefKind kind) {
  if (!o) return nullptr;
  size_t i;
  if (!free_.empty()) {
    i = free_.back();
    free_.pop_back();
  } else {
    if (used_ == slots_.capacity()) slots_.grow();
    i = used_++;
    kinds_.push_back(kind);
  }
  kinds_[i] = kind;
  Object** slot = slots_.at(i);
  *slot = o;
  return reinterpret_cast<void*>(reinterpret_cast<uintptr_t>(slot) | uintptr_t(kind));
}

bool GlobalRefs::holds(const void* ref) const { return slots_.holds(refSlot(ref), used_); }

void GlobalRefs::remove(void* ref) {
  if (!ref) return;
  size_t index = slots_.indexOf(refSlot(ref), used_);
  if (index == SlotChunks::kNone || kinds_[index] == RefKind::Local) return;  // not ours, or already free
  kinds_[index] = RefKind::Local;
  *refSlot(ref) = nullptr;
  free_.push_back(index);
}

}  // namespace ww::vm
