// JNI reference tables: slots that never move, frames that drop what they
// made, a delete-per-turn loop that stays small, global slots reused, and
// the tag that tells the kinds apart.
#include <gtest/gtest.h>

#include "vm/jnirefs.h"

namespace ww::vm {
namespace {

Object* fake(uintptr_t n) { return reinterpret_cast<Object*>(n * 16); }

size_t count(LocalRefs& refs) {
  size_t n = 0;
  refs.forEach([&](Object** slot) { n += *slot != nullptr; });
  return n;
}

TEST(JniRefs, LocalSlotsStayPutAsTheTableGrows) {
  LocalRefs refs;
  refs.pushFrame();
  void* first = refs.add(fake(1));
  for (uintptr_t i = 2; i < 5000; ++i) refs.add(fake(i));
  EXPECT_EQ(deref(first), fake(1));
  EXPECT_EQ(refKindOf(first), RefKind::Local);
  EXPECT_TRUE(refs.holds(first));
  EXPECT_EQ(refs.add(nullptr), nullptr);
  refs.popFrame();
  EXPECT_EQ(count(refs), 0u);
  EXPECT_FALSE(refs.holds(first));
}

TEST(JniRefs, DeletingTheNewestReferenceShrinksTheTable) {
  LocalRefs refs;
  refs.pushFrame();
  void* kept = refs.add(fake(7));
  for (int i = 0; i < 100000; ++i) refs.remove(refs.add(fake(8)));
  size_t slots = 0;
  refs.forEach([&](Object**) { ++slots; });
  EXPECT_EQ(slots, 1u);
  EXPECT_EQ(deref(kept), fake(7));
}

TEST(JniRefs, NativeFramesCloseInsideTheCallFrame) {
  LocalRefs refs;
  refs.pushFrame();
  void* outer = refs.add(fake(1));
  refs.pushFrame(/*byNative=*/true);
  refs.add(fake(2));
  refs.pushFrame(/*byNative=*/true);
  refs.add(fake(3));
  refs.popNativeFrame();
  EXPECT_EQ(count(refs), 2u);
  // The call frame's end closes the PushLocalFrame left open as well.
  refs.popFrame();
  EXPECT_EQ(count(refs), 0u);
  EXPECT_FALSE(refs.holds(outer));
  // PopLocalFrame without PushLocalFrame leaves the call frame alone.
  refs.pushFrame();
  refs.add(fake(4));
  refs.popNativeFrame();
  EXPECT_EQ(count(refs), 1u);
}

TEST(JniRefs, GlobalSlotsAreTaggedAndReused) {
  GlobalRefs globals;
  void* g = globals.add(fake(1), RefKind::Global);
  void* w = globals.add(fake(2), RefKind::WeakGlobal);
  EXPECT_EQ(refKindOf(g), RefKind::Global);
  EXPECT_EQ(refKindOf(w), RefKind::WeakGlobal);
  EXPECT_EQ(deref(g), fake(1));
  EXPECT_EQ(deref(w), fake(2));
  int strong = 0, weak = 0;
  globals.forEach(RefKind::Global, [&](Object**) { ++strong; });
  globals.forEach(RefKind::WeakGlobal, [&](Object**) { ++weak; });
  EXPECT_EQ(strong, 1);
  EXPECT_EQ(weak, 1);
  globals.remove(g);
  globals.remove(g);  // twice: no effect
  void* again = globals.add(fake(3), RefKind::Global);
  EXPECT_EQ(refSlot(again), refSlot(g));
  strong = 0;
  globals.forEach(RefKind::Global, [&](Object**) { ++strong; });
  EXPECT_EQ(strong, 1);
  EXPECT_TRUE(globals.holds(w));
  int local = 0;
  EXPECT_FALSE(globals.holds(&local));
}

}  // namespace
}  // namespace ww::vm
