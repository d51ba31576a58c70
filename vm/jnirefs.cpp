// JNI reference tables (see vm/jnirefs.h).
#include "vm/jnirefs.h"

#include <algorithm>

#include "vm/config.h"

namespace ww::vm {

bool SlotChunks::holds(Object* const* slot, size_t count) const {
  for (size_t c = 0; c * kChunk < count; ++c) {
    const Object* const* first = chunks_[c].get();
    size_t n = std::min(kChunk, count - c * kChunk);
    if (slot >= first && slot < first + n) return true;
  }
  return false;
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
  if (!ref || !holds(ref)) return;
  Object** slot = refSlot(ref);
  // The slot's index: its chunk is the one holding it.
  for (size_t i = 0; i < used_; i += SlotChunks::kChunk) {
    Object** first = slots_.at(i);
    if (slot >= first && slot < first + SlotChunks::kChunk) {
      size_t index = i + size_t(slot - first);
      if (kinds_[index] == RefKind::Local) return;  // already free
      kinds_[index] = RefKind::Local;
      *slot = nullptr;
      free_.push_back(index);
      return;
    }
  }
}

}  // namespace ww::vm
