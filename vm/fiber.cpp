// Fibers on ucontext: makecontext for a new stack, swapcontext to switch.
// AddressSanitizer is told about each switch so it tracks the right stack.
#include "vm/fiber.h"

#include <sys/mman.h>
#include <unistd.h>

#include <cstdint>

#if defined(__SANITIZE_ADDRESS__)
#define WW_ASAN_FIBERS 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define WW_ASAN_FIBERS 1
#endif
#endif

#ifdef WW_ASAN_FIBERS
#include <dlfcn.h>
#include <sanitizer/asan_interface.h>
#include <sanitizer/common_interface_defs.h>

#include <cstdio>
#include <cstdlib>
#endif

namespace ww::vm {
namespace {
// Deep enough for the nested interpreter activations a thread may build
// (class initialisers and natives calling back into Java); only the pages a
// thread touches are ever committed.
constexpr size_t kFiberStackBytes = size_t(2) << 20;

#ifdef WW_ASAN_FIBERS
// The fiber that switched last: the one a resumed fiber tells AddressSanitizer
// it came from, which is how the main fiber's stack bounds become known.
thread_local Fiber* switchingFrom = nullptr;

// glibc's own swapcontext, not AddressSanitizer's wrapper of it. The wrapper
// exists for programs that switch stacks unannounced: it prints a warning on
// stderr at the first switch (which the test suites would read as guest
// output) and clears the shadow of the whole target stack at every switch
// (which hides overflows in the frames suspended there). Every switch here is
// announced with __sanitizer_start_switch_fiber instead, so the wrapper has
// nothing to add.
using SwapContext = int (*)(ucontext_t*, const ucontext_t*);
SwapContext libcSwapContext() {
  static const SwapContext real = [] {
    void* libc = dlopen("libc.so.6", RTLD_LAZY | RTLD_NOLOAD);
    void* sym = libc ? dlsym(libc, "swapcontext") : nullptr;
    if (!sym) {
      std::fprintf(stderr, "wwvm: cannot find glibc's swapcontext: %s\n", dlerror());
      std::abort();
    }
    return reinterpret_cast<SwapContext>(sym);
  }();
  return real;
}
#endif
}  // namespace

Fiber::~Fiber() {
  if (!stack_) return;
#ifdef WW_ASAN_FIBERS
  // A fiber is destroyed after its thread ended, switched away from inside
  // its last frames and never came back: their redzones are still poisoned
  // in the shadow memory. The next fiber stack mapped at the same address
  // would inherit them and fault on its own locals.
  __asan_unpoison_memory_region(stack_, stackBytes_);
#endif
  munmap(stack_, stackBytes_);
}

bool Fiber::create(Entry entry, void* arg) {
  size_t page = size_t(sysconf(_SC_PAGESIZE));
  size_t bytes = kFiberStackBytes + page;
  void* p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (p == MAP_FAILED) return false;
  mprotect(p, page, PROT_NONE);  // the guard page below the stack: overflow faults, never corrupts
  stack_ = p;
  stackBytes_ = bytes;
  entry_ = entry;
  arg_ = arg;
  if (getcontext(&context_) != 0) return false;
  context_.uc_stack.ss_sp = static_cast<char*>(p) + page;
  context_.uc_stack.ss_size = kFiberStackBytes;
  context_.uc_link = nullptr;
  asanBottom_ = context_.uc_stack.ss_sp;
  asanSize_ = kFiberStackBytes;
  // makecontext passes int arguments: the pointer travels as two halves.
  auto bits = reinterpret_cast<uintptr_t>(this);
  makecontext(&context_, reinterpret_cast<void (*)()>(&Fiber::trampoline), 2, unsigned(bits >> 32),
              unsigned(bits & 0xffffffffu));
  return true;
}

void Fiber::trampoline(unsigned hi, unsigned lo) {
  auto* self = reinterpret_cast<Fiber*>((uintptr_t(hi) << 32) | uintptr_t(lo));
#ifdef WW_ASAN_FIBERS
  __sanitizer_finish_switch_fiber(nullptr, &switchingFrom->asanBottom_, &switchingFrom->asanSize_);
#endif
  self->entry_(self->arg_);
}

void Fiber::switchTo(Fiber& from, Fiber& to) {
#ifdef WW_ASAN_FIBERS
  void* fake = nullptr;
  switchingFrom = &from;
  SwapContext swap = libcSwapContext();
  // No place to save the fake stack of a finished fiber: ASan then frees it.
  __sanitizer_start_switch_fiber(from.finished_ ? nullptr : &fake, to.asanBottom_, to.asanSize_);
  swap(&from.context_, &to.context_);
  __sanitizer_finish_switch_fiber(fake, &switchingFrom->asanBottom_, &switchingFrom->asanSize_);
#else
  swapcontext(&from.context_, &to.context_);
#endif
}

}  // namespace ww::vm
