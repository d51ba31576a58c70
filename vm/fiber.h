// A fiber: a C++ stack and the saved machine context of a green thread
// (docs/threads.md). The main thread's fiber is the process stack itself;
// every other thread gets a stack of its own.
#pragma once

#include <ucontext.h>

#include <cstddef>

namespace ww::vm {

class Fiber {
 public:
  using Entry = void (*)(void* arg);

  Fiber() = default;  // the fiber of the code already running (the main thread)
  ~Fiber();
  Fiber(const Fiber&) = delete;
  Fiber& operator=(const Fiber&) = delete;

  // Reserves a stack and prepares the context to call entry(arg) on it when
  // first switched to. False if the stack cannot be reserved. `entry` must
  // never return: a finished fiber switches away for good.
  bool create(Entry entry, void* arg);

  // Saves the running context into `from` and resumes `to`.
  static void switchTo(Fiber& from, Fiber& to);

  // The running fiber's thread has ended: its next switchTo away is its last,
  // and AddressSanitizer's per-fiber state (its fake stack, for
  // detect_stack_use_after_return) is released at that switch instead of
  // being kept for a resumption that never comes.
  void finish() { finished_ = true; }

 private:
  static void trampoline(unsigned hi, unsigned lo);

  ucontext_t context_{};
  void* stack_ = nullptr;  // mapping including the guard page; null for the main fiber
  size_t stackBytes_ = 0;
  Entry entry_ = nullptr;
  void* arg_ = nullptr;
  bool finished_ = false;
  // AddressSanitizer's view of the stack being switched to.
  const void* asanBottom_ = nullptr;
  size_t asanSize_ = 0;
};

}  // namespace ww::vm
