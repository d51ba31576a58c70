// JNI references (docs/jni.md, "References"): the tables that native code's
// `jobject`s point into. A reference is the address of a slot holding an
// Object*, never the object itself, so the moving collector can update the
// slot and the reference stays valid. Slots live in fixed chunks that never
// move. The two low bits of a reference say which table it is from (local,
// global, weak global); `deref` strips them.
//
// Nothing here includes jni.h: the collector visits these tables as roots.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "vm/object.h"

namespace ww::vm {

enum class RefKind : uintptr_t { Local = 0, Global = 1, WeakGlobal = 2 };

inline constexpr uintptr_t kRefKindMask = 3;

inline RefKind refKindOf(const void* ref) { return RefKind(reinterpret_cast<uintptr_t>(ref) & kRefKindMask); }
inline Object** refSlot(const void* ref) {
  return reinterpret_cast<Object**>(reinterpret_cast<uintptr_t>(ref) & ~kRefKindMask);
}
// The object a reference names; null for a null reference or a cleared weak one.
inline Object* deref(const void* ref) { return ref ? *refSlot(ref) : nullptr; }

// Slots in chunks of kChunk, addressed by index; a chunk once made stays put.
class SlotChunks {
 public:
  static constexpr size_t kChunk = 512;
  Object** at(size_t i) { return &chunks_[i / kChunk][i % kChunk]; }
  size_t capacity() const { return chunks_.size() * kChunk; }
  void grow() { chunks_.push_back(std::make_unique<Object*[]>(kChunk)); }
  // The index of `slot` if it is one of the first `count` slots, else kNone.
  static constexpr size_t kNone = ~size_t(0);
  size_t indexOf(Object* const* slot, size_t count) const;
  bool holds(Object* const* slot, size_t count) const { return indexOf(slot, count) != kNone; }

 private:
  std::vector<std::unique_ptr<Object*[]>> chunks_;
};

// A thread's local references: a stack of slots divided into frames. A native
// method call and PushLocalFrame each open a frame; closing it drops every
// reference made since. Deleting the topmost reference shrinks the stack, so
// a loop that makes and deletes one reference per turn stays small.
class LocalRefs {
 public:
  // A new local reference to `o` (null for null).
  void* add(Object* o);
  void remove(void* ref);
  bool holds(const void* ref) const { return slots_.holds(refSlot(ref), top_); }

  // A frame for a native method call (byNative false) or PushLocalFrame.
  void pushFrame(bool byNative = false) { frames_.push_back({top_, byNative}); }
  // Closes the innermost call frame and any PushLocalFrame frames the native
  // left open inside it.
  void popFrame();
  // PopLocalFrame: closes the innermost frame if PushLocalFrame opened it.
  void popNativeFrame();

  template <typename F>
  void forEach(F&& f) {
    for (size_t i = 0; i < top_; ++i) f(slots_.at(i));
  }

 private:
  SlotChunks slots_;
  size_t top_ = 0;
  struct Frame {
    size_t mark;
    bool byNative;
  };
  std::vector<Frame> frames_;
  void closeTo(size_t mark);
};

// The VM's global and weak global references: slots reused through a free
// list. A weak slot is cleared by the collector when its object dies.
class GlobalRefs {
 public:
  void* add(Object* o, RefKind kind);
  void remove(void* ref);
  bool holds(const void* ref) const;

  // Strong slots are roots; weak ones are visited after marking.
  template <typename F>
  void forEach(RefKind kind, F&& f) {
    for (size_t i = 0; i < used_; ++i)
      if (kinds_[i] == kind) f(slots_.at(i));
  }

 private:
  SlotChunks slots_;
  std::vector<RefKind> kinds_;  // per slot; Local marks a free slot
  std::vector<size_t> free_;
  size_t used_ = 0;             // slots ever handed out
};

}  // namespace ww::vm
