// A Java thread as the VM sees it: its frame stack, its pending exception,
// its counter block and the GC handles its C++ code holds. Frames live in a
// VM-managed stack of slots (docs/execution-model.md), never on the C++ stack.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "profiler/counters.h"
#include "vm/config.h"
#include "vm/fiber.h"
#include "vm/object.h"

namespace ww::interp {
struct Insn;
}

namespace ww::vm {

struct CallCursor;
struct Class;
struct JniThread;
struct Method;
struct VM;

// One activation. Laid out inside the thread's slot stack as
//   [ locals (maxLocals slots) | Frame | operand stack (maxStack slots) ]
// The caller's outgoing arguments are the callee's first locals, so a call
// copies nothing. `pc` and `sp` are only up to date while the frame is not
// the one executing (saved before every call, allocation, throw and switch).
struct Frame {
  Frame* prev;
  Method* method;
  const interp::Insn* pc;  // the current instruction of this frame
  Slot* locals;
  Slot* sp;                // next free operand slot
  Object* lockedMonitor;   // synchronized method: the object it locked
  uint32_t flags;

  Slot* stackBase() { return reinterpret_cast<Slot*>(this + 1); }
};
static_assert(sizeof(Frame) % sizeof(Slot) == 0);
inline constexpr uint32_t kFrameSlots = sizeof(Frame) / sizeof(Slot);

enum FrameFlags : uint32_t {
  FRAME_ENTRY = 1,   // pushed by C++ (Interpreter::call): returning leaves the loop
  FRAME_NATIVE = 2,  // a native method's activation (locals = its arguments)
};

// Roots held by C++ code: a Handle registers the address of its slot here,
// in LIFO order (checked in the test build).
struct HandleStack {
  static constexpr int kMax = 1024;
  Object** slots[kMax];
  int count = 0;
};

// The states of java.lang.Thread.State, in its order (Thread.getState maps
// the ordinal).
enum class ThreadState : uint8_t { New, Runnable, Blocked, Waiting, TimedWaiting, Terminated };

// Why a thread that waited (wait, sleep) is runnable again.
enum class WakeReason : uint8_t { None, Notified, TimedOut, Interrupted };

struct Thread {
  VM* vm = nullptr;
  Object* javaThread = nullptr;    // the java.lang.Thread (a root)
  uint16_t number = 1;             // nonzero thread number (monitor owner id)
  uint64_t startOrder = 0;         // 0 for main, then 1, 2, ... in Thread.start order
  uint64_t starterOrder = 0;       // startOrder of the thread that started it (main: 0)

  // Scheduling (docs/threads.md). `blockedOn` is the monitor a BLOCKED thread
  // wants or the object a waiting thread waits on (a root); null in sleep.
  ThreadState state = ThreadState::Runnable;
  WakeReason woke = WakeReason::None;
  bool waitingForThreads = false;  // main, after main(): waiting for non-daemon threads
  Class* waitingForClass = nullptr;  // waiting while another thread initialises it
  Object* blockedOn = nullptr;
  uint64_t waitSequence = 0;       // notify wakes the earliest waiter
  int64_t wakeAt = 0;              // clock nanoseconds when a timed wait ends
  Fiber fiber;                     // the C++ stack and context (main: the process stack)
  // The running turn: it ends when work() reaches sliceEnd. `budgetGiven` is
  // the safepointBudget set last, so polls since then are budgetGiven - budget.
  uint64_t sliceEnd = 0;
  uint64_t workAtCheck = 0;
  uint64_t workAtClock = 0;
  uint64_t polls = 0;              // safe points passed (the work measure without counting)
  int32_t budgetGiven = 1 << 14;
  uint64_t pollsAtCheck = 0;
  size_t schedIndex = 0;           // position in the scheduler's thread list

  // The slot stack: reserved up to -Xss at creation, pages committed by the
  // OS as they are touched. `stackLimit` leaves room for one maximal native
  // frame so that StackOverflowError can always be built.
  Slot* stackStart = nullptr;
  Slot* stackEnd = nullptr;
  Slot* stackLimit = nullptr;
  Frame* top = nullptr;            // innermost frame, null when idle
  int entryDepth = 0;              // nested interpreter activations on the C++ stack
  int throwDepth = 0;              // exceptions being built while building one

  int32_t safepointBudget = 1 << 14;  // backward branches and calls until the next safe point
  Slot entryResult{};              // result of the entry frame that returned last
  Object* pending = nullptr;       // pending Java exception (a root)
  bool exiting = false;            // System.exit / Runtime.halt: unwind everything
  int exitStatus = 0;

  prof::Counters counters;
  // ww.Profiler.reset's base for each resource: getCount reports counters
  // minus this. Null until the thread's first reset (then the base is zero).
  std::unique_ptr<prof::Counters> resetBase;
  double resetEnergy = 0;          // the energy (µJ) of the counts at the last ENERGY reset
  // For each resource bit of ww.Resource (CPU first), the scheduler's count
  // of started threads at the thread's last reset of that resource: its
  // group is the threads started after that (docs/accounting.md, "Groups").
  uint64_t groupMarks[5] = {};
  std::unique_ptr<CallCursor> callCursor;  // -Xprofile:methods: where it is in the call tree
  HandleStack handles;
  std::unique_ptr<JniThread> jni;  // JNIEnv and local references, made at the first JNI call

  Thread(VM* vm, size_t stackBytes);
  ~Thread();
  Thread(const Thread&) = delete;
  Thread& operator=(const Thread&) = delete;
  bool ok() const { return stackStart != nullptr; }

  // Where the next frame may start: above the top frame's operand stack.
  Slot* freeSlot() const;
  bool hasPending() const { return pending != nullptr || exiting; }
};

// Clears the interrupt status of t's java.lang.Thread and says whether it was
// set: Thread.sleep and Object.wait then throw InterruptedException.
bool takeInterrupt(Thread* t);

// RAII root for a reference that C++ code keeps across a possible allocation
// (Avian's PROTECT). Always used as a local variable, destroyed in reverse
// order of creation.
template <typename T>
class Handle {
 public:
  Handle(Thread* t, T* value) : t_(t), value_(value) {
    HandleStack& h = t->handles;
    WW_ASSERT(h.count < HandleStack::kMax);
    index_ = h.count;
    h.slots[h.count++] = reinterpret_cast<Object**>(&value_);
  }
  ~Handle() {
    HandleStack& h = t_->handles;
    WW_ASSERT(h.count == index_ + 1 && "GC handles must be released in LIFO order");
    h.count = index_;
  }
  Handle(const Handle&) = delete;
  Handle& operator=(const Handle&) = delete;

  T* get() const { return value_; }
  T* operator->() const { return value_; }
  operator T*() const { return value_; }
  void set(T* v) { value_ = v; }

 private:
  Thread* t_;
  T* value_;
  int index_;
};

}  // namespace ww::vm
