// The green-thread scheduler (docs/threads.md).
#include "vm/scheduler.h"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <iostream>
#include <string>

#include "interpreter/blockcount.h"
#include "interpreter/interp.h"
#include "interpreter/slowpath.h"
#include "vm/exceptions.h"
#include "vm/monitor.h"
#include "vm/strings.h"
#include "vm/threaddump.h"
#include "vm/vm.h"

namespace ww::vm {
namespace {

// -Xclock:virtual starts its wall clock at 2000-01-01T00:00:00Z.
constexpr int64_t kVirtualEpochMillis = 946684800000;
constexpr int64_t kNoWake = INT64_MAX;

int64_t steadyNanos() {
  using namespace std::chrono;
  return duration_cast<nanoseconds>(steady_clock::now().time_since_epoch()).count();
}

bool isDaemon(Thread* t) { return fieldAt<uint8_t>(t->javaThread, t->vm->wk.threadDaemon) != 0; }

int priorityOf(Thread* t) {
  int p = fieldAt<int32_t>(t->javaThread, t->vm->wk.threadPriority);
  return std::clamp(p, 1, 10);
}

}  // namespace

Scheduler::Scheduler(VM* vm)
    : vm_(vm),
      counting_(vm->countsOpcodes()),
      virtualClock_(vm->options.virtualClock),
      timeslice_(std::max<uint64_t>(vm->options.timeslice, 1)),
      wallStart_(steadyNanos()),
      timeLimitNanos_(int64_t(std::min<uint64_t>(vm->options.maxMillis, uint64_t(INT64_MAX) / 1000000) * 1000000)) {}

Scheduler::~Scheduler() = default;

void Scheduler::adoptMain(std::unique_ptr<Thread> main) {
  main->number = takeNumber();
  main->state = ThreadState::Runnable;
  runnable_ = 1;
  current_ = main.get();
  vm_->ledger.chargeTo(&current_->counters.runNanos);
  threads_.push_back(std::move(main));
}

uint16_t Scheduler::takeNumber() {
  if (!freeNumbers_.empty()) {
    uint16_t n = freeNumbers_.back();
    freeNumbers_.pop_back();
    return n;
  }
  if (nextNumber_ == 0) return 0;  // all 65,535 in use
  return nextNumber_++;
}

void Scheduler::setState(Thread* t, ThreadState s) {
  auto count = [&](ThreadState st, int delta) {
    if (st == ThreadState::Runnable) runnable_ += delta;
    else if (st == ThreadState::TimedWaiting) timed_ += delta;
    else if (st == ThreadState::Blocked) blockedCount_ += delta;
  };
  count(t->state, -1);
  count(s, +1);
  t->state = s;
}

// ---- the clock -----------------------------------------------------------

void Scheduler::advanceClock(Thread* t) {
  if (!virtualClock_ || !t) return;
  uint64_t w = work(t);
  virtualNanos_ += int64_t(w - t->workAtClock);
  t->workAtClock = w;
}

int64_t Scheduler::clockNow() {
  if (!virtualClock_) return steadyNanos() - wallStart_;
  advanceClock(current_);
  return virtualNanos_;
}

int64_t Scheduler::nanoTime() { return clockNow(); }

int64_t Scheduler::currentTimeMillis() {
  if (virtualClock_) return kVirtualEpochMillis + clockNow() / 1000000;
  using namespace std::chrono;
  return duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count();
}

int64_t Scheduler::deadlineAfterMillis(int64_t millis) {
  int64_t now = clockNow();
  if (millis >= (kNoWake - now) / 1000000) return kNoWake - 1;
  return now + millis * 1000000;
}

// ---- turns ---------------------------------------------------------------

uint64_t Scheduler::work(Thread* t) { return counting_ ? interp::countersOf(t).totalOps : t->polls; }

void Scheduler::accountPolls(Thread* t) {
  t->polls += uint64_t(std::max(0, t->budgetGiven - t->safepointBudget));
  t->budgetGiven = t->safepointBudget;
}

// Sets the safe-point budget so the loop checks back about when `remaining`
// more work (bytecodes, or safe points without counting) is done, from the
// bytecodes per safe point measured since the last check.
void Scheduler::setBudget(Thread* t, uint64_t w, uint64_t remaining) {
  uint64_t rate = 1;
  if (counting_) {
    uint64_t polls = t->polls - t->pollsAtCheck;
    if (polls > 0) rate = std::max<uint64_t>(1, (w - t->workAtCheck) / polls);
  }
  t->workAtCheck = w;
  t->pollsAtCheck = t->polls;
  uint64_t budget = std::clamp<uint64_t>(remaining / rate, 1, uint64_t(interp::kSafepointInterval));
  t->safepointBudget = t->budgetGiven = int32_t(budget);
}

void Scheduler::startTurn(Thread* t) {
  accountPolls(t);
  uint64_t slice = timeslice_ * uint64_t(priorityOf(t)) / 5;
  if (!counting_) slice = std::max<uint64_t>(1, slice / 5);  // ~5 bytecodes per safe point
  uint64_t w = work(t);
  t->sliceEnd = w + std::max<uint64_t>(slice, 1);
  setBudget(t, w, t->sliceEnd - w);
}

bool Scheduler::safepoint(Thread* t) {
  accountPolls(t);
  if (t->exiting) return false;
  if (timed_ > 0) wakeExpired();
  bool descriptorWaits = !descriptors_.empty();
  if (runnable_ <= 1 && timed_ == 0 && !descriptorWaits) {
    // Alone: check back rarely (the -Xmax-bytecodes limit is checked here too).
    t->safepointBudget = t->budgetGiven = interp::kSafepointInterval;
    return true;
  }
  uint64_t w = work(t);
  if (w < t->sliceEnd) {
    setBudget(t, w, t->sliceEnd - w);
    return true;
  }
  // Threads waiting on descriptors are looked at once a turn (one ppoll).
  if (descriptorWaits) pollDescriptors(0);
  if (runnable_ > 1) reschedule(t);
  else startTurn(t);
  return !t->exiting;
}

void Scheduler::makeRunnable(Thread* t) {
  if (t->state == ThreadState::Runnable || t->state == ThreadState::Terminated) return;
  setState(t, ThreadState::Runnable);
  // The running thread may be on its long lone budget: shorten it to a turn.
  if (current_ && current_ != t && current_->state == ThreadState::Runnable &&
      current_->budgetGiven == interp::kSafepointInterval)
    startTurn(current_);
}

bool Scheduler::yield(Thread* t) {
  accountPolls(t);
  if (t->exiting) return false;
  if (runnable_ > 1) reschedule(t);
  return !t->exiting;
}

bool Scheduler::block(Thread* t) {
  accountPolls(t);
  if (t->exiting) return false;
  reschedule(t);
  return !t->exiting;
}

bool Scheduler::wakeExpired() {
  int64_t now = clockNow();
  bool any = false;
  for (const auto& th : threads_) {
    Thread* x = th.get();
    if (x->state == ThreadState::TimedWaiting && x->wakeAt <= now) {
      x->woke = WakeReason::TimedOut;
      makeRunnable(x);
      any = true;
    }
  }
  return any;
}

Thread* Scheduler::nextRunnable(size_t start) {
  size_t n = threads_.size();
  for (size_t k = 0; k < n; ++k) {
    Thread* x = threads_[(start + k) % n].get();
    if (x->state == ThreadState::Runnable) return x;
  }
  return nullptr;
}

size_t Scheduler::indexOf(Thread* t) const {
  WW_ASSERT(t->schedIndex < threads_.size() && threads_[t->schedIndex].get() == t);
  return t->schedIndex;
}

void Scheduler::reschedule(Thread* t) { rescheduleFrom(t, indexOf(t) + 1); }

void Scheduler::rescheduleFrom(Thread* t, size_t start) {
  for (;;) {
    if (timed_ > 0) wakeExpired();
    if (Thread* next = nextRunnable(start)) {
      if (next != t) switchTo(t, next);
      else startTurn(t);
      return;
    }
    // Nothing can run. Wait for a descriptor or the earliest timed wake-up;
    // with neither, it is a deadlock.
    int64_t earliest = kNoWake;
    for (const auto& th : threads_)
      if (th->state == ThreadState::TimedWaiting) earliest = std::min(earliest, th->wakeAt);
    if (!descriptors_.empty()) {
      // Only the outside world (or the kernel finishing a connect) can wake
      // a descriptor now. The virtual clock stands still meanwhile, so its
      // time to the deadline is waited in real time, then the clock jumps.
      int64_t wait = clampToTimeLimit(earliest == kNoWake ? -1 : std::max<int64_t>(0, earliest - clockNow()));
      bool woke;
      {
        prof::TimeLedger::Scope idle(vm_->ledger, &vm_->idleNanos);
        woke = pollDescriptors(wait);
      }
      if (stopIfOverTime(t)) continue;
      if (!woke && virtualClock_ && earliest != kNoWake) virtualNanos_ = std::max(virtualNanos_, earliest);
      continue;
    }
    if (earliest == kNoWake) {
      deadlock(t);
      continue;
    }
    if (virtualClock_) {
      virtualNanos_ = std::max(virtualNanos_, earliest);
    } else {
      int64_t wait = clampToTimeLimit(earliest - clockNow());
      if (wait > 0) {
        prof::TimeLedger::Scope idle(vm_->ledger, &vm_->idleNanos);
        struct timespec ts{time_t(wait / 1000000000), long(wait % 1000000000)};
        nanosleep(&ts, nullptr);
      }
      stopIfOverTime(t);
    }
  }
}

void Scheduler::switchTo(Thread* from, Thread* to) {
  if (virtualClock_) {
    advanceClock(from);
    to->workAtClock = work(to);
  }
  // The blocks counted so far are `from`'s (interpreter/blockcount.h).
  if (vm_->callProfile) vm_->callProfile->settle(from);
  interp::flushBlocks(vm_, from->counters, to);
  vm_->ledger.chargeTo(&to->counters.runNanos);
  current_ = to;
  Fiber::switchTo(from->fiber, to->fiber);
  // `from` runs again.
  current_ = from;
  if (!ended_.empty()) reclaimEnded();
  startTurn(from);
}

void Scheduler::reclaimEnded() {
  // A thread's stacks can go once another thread runs.
  ended_.erase(std::remove_if(ended_.begin(), ended_.end(),
                              [&](const std::unique_ptr<Thread>& e) { return e.get() != current_; }),
               ended_.end());
}

// ---- start and end -------------------------------------------------------

void dispatchUncaught(Thread* t) {
  Handle<Object> ex(t, t->pending);
  t->pending = nullptr;
  std::ostream& err = t->vm->err ? *t->vm->err : std::cerr;
  Method* handler = t->vm->wk.thread->findDeclaredMethod("reportUncaught", "(Ljava/lang/Throwable;)V");
  if (!handler || !t->javaThread) {
    err << "Exception in thread \"" << threadName(t) << "\" " << describeThrowable(t, ex.get()) << "\n";
    return;
  }
  Slot args[2];
  args[0].l = t->javaThread;
  args[1].l = ex.get();
  Slot ignored;
  if (interp::call(t, handler, args, &ignored) || t->exiting) return;
  // The handler itself threw: the JDK reports that in one line.
  Object* failure = t->pending;
  t->pending = nullptr;
  err << "\nException: " << failure->klass->javaName() << " thrown from the UncaughtExceptionHandler in thread \""
      << threadName(t) << "\"\n";
}

namespace {
// run() of the thread's java.lang.Thread, through its vtable.
void runThreadBody(Thread* t) {
  if (t->exiting) return;
  Method* declared = t->vm->wk.thread->findDeclaredMethod("run", "()V");
  Method* run = t->javaThread->klass->vtable[size_t(declared->vtableIndex)];
  Slot args[1];
  args[0].l = t->javaThread;
  Slot ignored;
  if (!interp::call(t, run, args, &ignored) && !t->exiting) dispatchUncaught(t);
}
}  // namespace

void threadEntry(void* arg) {
  auto* t = static_cast<Thread*>(arg);
  Scheduler& s = t->vm->sched;
  s.current_ = t;
  s.reclaimEnded();
  if (s.virtualClock_) t->workAtClock = s.work(t);
  s.startTurn(t);
  runThreadBody(t);
  s.endThread(t);
}

bool Scheduler::start(Thread* t, Object* javaThread) {
  if (exitRequested_) return true;  // the VM is stopping: the thread never runs
  Handle<Object> jt(t, javaThread);
  auto nt = std::make_unique<Thread>(vm_, vm_->options.stackSize);
  uint16_t number = nt->ok() ? takeNumber() : 0;
  if (number == 0 || !nt->fiber.create(&threadEntry, nt.get())) {
    if (number) freeNumbers_.push_back(number);
    throwOutOfMemory(t, "unable to create native thread: possibly out of memory or process/resource limits reached");
    return false;
  }
  nt->number = number;
  nt->startOrder = ++startCount_;
  nt->starterOrder = t->startOrder;
  nt->javaThread = jt.get();
  nt->state = ThreadState::New;
  fieldAt<Thread*>(jt.get(), vm_->wk.threadVmThread) = nt.get();
  Thread* started = nt.get();
  started->schedIndex = threads_.size();
  threads_.push_back(std::move(nt));
  makeRunnable(started);
  return true;
}

// JDK's end of a thread: under the Thread object's monitor, isAlive() turns
// false and every joiner is notified.
void Scheduler::notifyJoiners(Thread* t) {
  if (t->exiting || !t->javaThread) {
    if (t->javaThread) fieldAt<Thread*>(t->javaThread, vm_->wk.threadVmThread) = nullptr;
    return;
  }
  Object* pending = t->pending;
  t->pending = nullptr;
  if (monitorEnter(t, t->javaThread)) {
    fieldAt<Thread*>(t->javaThread, vm_->wk.threadVmThread) = nullptr;
    monitorNotify(t, t->javaThread, /*all=*/true);
    monitorExit(t, t->javaThread);
  } else if (t->javaThread) {
    fieldAt<Thread*>(t->javaThread, vm_->wk.threadVmThread) = nullptr;
  }
  t->pending = pending;
}

void Scheduler::endThread(Thread* t) {
  notifyJoiners(t);
  vm_->ledger.chargeTo(&vm_->idleNanos);  // closes t's TIME; the next switch moves the charge on
  retired_.add(interp::countersOf(t));
  endedProfiles_.push_back(profileOf(t, true));
  advanceClock(t);
  size_t index = indexOf(t);
  setState(t, ThreadState::Terminated);
  freeNumbers_.push_back(t->number);
  ended_.push_back(std::move(threads_[index]));
  threads_.erase(threads_.begin() + long(index));
  for (size_t i = index; i < threads_.size(); ++i) threads_[i]->schedIndex = i;
  Thread* main = mainThread();
  if (main && main->waitingForThreads && !nonDaemonAlive()) makeRunnable(main);
  t->fiber.finish();
  rescheduleFrom(t, index);  // never returns: nobody makes an ended thread runnable
  __builtin_unreachable();
}

bool Scheduler::nonDaemonAlive() const {
  for (size_t i = 1; i < threads_.size(); ++i)
    if (threads_[i]->state != ThreadState::Terminated && !isDaemon(threads_[i].get())) return true;
  return false;
}

void Scheduler::detachMain(Thread* main) { notifyJoiners(main); }

void Scheduler::awaitNonDaemonThreads(Thread* main) {
  while (!main->exiting && nonDaemonAlive()) {
    main->waitingForThreads = true;
    setState(main, ThreadState::Waiting);
    block(main);
  }
  main->waitingForThreads = false;
}

void Scheduler::requestExit(Thread* t, int status) {
  exitRequested_ = true;
  for (const auto& th : threads_) {
    Thread* x = th.get();
    if (x->exiting) continue;
    x->exiting = true;
    x->exitStatus = status;
    makeRunnable(x);
  }
  t->exiting = true;
  t->exitStatus = status;
}

void Scheduler::stopOthers(Thread* main) {
  exitRequested_ = true;
  for (const auto& th : threads_) {
    th->exiting = true;
    makeRunnable(th.get());
  }
  // Each other thread unwinds and ends when it runs; main runs last each round.
  while (threads_.size() > 1) rescheduleFrom(main, 1);
  reclaimEnded();
}

int Scheduler::liveCount() const { return int(threads_.size()); }

prof::ThreadProfile Scheduler::profileOf(Thread* t, bool ended) {
  prof::ThreadProfile p;
  p.name = threadName(t);
  p.number = t->number;
  p.daemon = t->javaThread && isDaemon(t);
  p.ended = ended;
  p.counts = interp::countersOf(t);
  p.counts.runNanos = vm_->ledger.read(&t->counters.runNanos);
  p.startOrder = t->startOrder;
  p.starterOrder = t->starterOrder;
  return p;
}

prof::Counters Scheduler::groupConsumption(Thread* t, uint64_t mark) {
  // The candidates are the threads started after the mark; a member's
  // starter was started before it, so one pass in start order settles
  // membership. Ended threads keep their whole-life counts in their profiles.
  struct Candidate {
    uint64_t order, starter;
    const prof::Counters* counts;
  };
  mark = std::max(mark, t->startOrder);  // never reset: the window opened when t started
  std::vector<Candidate> candidates;
  for (const prof::ThreadProfile& p : endedProfiles_)
    if (p.startOrder > mark) candidates.push_back({p.startOrder, p.starterOrder, &p.counts});
  for (const auto& th : threads_)  // every one but t is switched out: its counts are flushed
    if (th.get() != t && th->startOrder > mark) candidates.push_back({th->startOrder, th->starterOrder, &th->counters});
  std::sort(candidates.begin(), candidates.end(),
            [](const Candidate& a, const Candidate& b) { return a.order < b.order; });
  std::vector<uint64_t> members{t->startOrder};  // ascending
  prof::Counters sum;
  for (const Candidate& c : candidates) {
    if (!std::binary_search(members.begin(), members.end(), c.starter)) continue;
    members.push_back(c.order);
    sum.add(*c.counts);
  }
  return sum;
}

std::vector<prof::ThreadProfile> Scheduler::threadProfiles() {
  std::vector<prof::ThreadProfile> all = endedProfiles_;
  for (const auto& t : threads_) all.push_back(profileOf(t.get(), false));
  std::stable_sort(all.begin(), all.end(), [](const prof::ThreadProfile& a, const prof::ThreadProfile& b) {
    return a.startOrder < b.startOrder;
  });
  return all;
}

prof::Counters Scheduler::allCounters() {
  if (current_) interp::countersOf(current_);
  prof::Counters all = retired_;
  for (const auto& t : threads_) all.add(t->counters);
  return all;
}

// ---- waiting and waking --------------------------------------------------

void Scheduler::interrupt(Thread* target) {
  if ((target->state == ThreadState::Waiting || target->state == ThreadState::TimedWaiting) &&
      !target->waitingForThreads && !target->waitingForClass) {
    target->woke = WakeReason::Interrupted;
    makeRunnable(target);
  }
}

void Scheduler::wakeBlockedOn(Object* monitor) {
  for (const auto& th : threads_)
    if (th->state == ThreadState::Blocked && th->blockedOn == monitor) makeRunnable(th.get());
}

void Scheduler::wakeClassWaiters(Class* c) {
  for (const auto& th : threads_)
    if (th->waitingForClass == c) makeRunnable(th.get());
}

// ---- descriptors ---------------------------------------------------------

bool Scheduler::awaitDescriptor(Thread* t, int fd, short events, int64_t deadline) {
  descriptors_.add(t, fd, events);
  t->woke = WakeReason::None;
  t->wakeAt = deadline;
  setState(t, deadline == kNoWake ? ThreadState::Waiting : ThreadState::TimedWaiting);
  bool ok = block(t);
  descriptors_.remove(t);
  return ok;
}

bool Scheduler::pollDescriptors(int64_t timeoutNanos) {
  readyScratch_.clear();
  descriptors_.poll(timeoutNanos, readyScratch_);
  bool any = false;
  for (Thread* x : readyScratch_) {
    if (x->state == ThreadState::Runnable) continue;  // timed out or interrupted already
    x->woke = WakeReason::Notified;
    makeRunnable(x);
    any = true;
  }
  return any;
}

void Scheduler::wakeDescriptorWaiters(int fd) {
  readyScratch_.clear();
  descriptors_.waitersOf(fd, readyScratch_);
  for (Thread* x : readyScratch_) {
    x->woke = WakeReason::Notified;
    makeRunnable(x);
  }
}

void Scheduler::deadlock(Thread* t) {
  std::ostream& err = vm_->err ? *vm_->err : std::cerr;
  err << "wwvm: deadlock: every live thread is blocked forever\n";
  printThreadDump(vm_, err);
  err.flush();
  requestExit(t, 1);
}

bool Scheduler::stopIfOverLimits(Thread* t) {
  if (uint64_t limit = vm_->options.maxBytecodes; limit && allCounters().totalOps > limit)
    return stopRun(t, "bytecode limit reached (-Xmax-bytecodes:" + std::to_string(limit) + ")");
  return stopIfOverTime(t);
}

bool Scheduler::stopIfOverTime(Thread* t) {
  if (timeLimitNanos_ == 0 || exitRequested_ || steadyNanos() - wallStart_ < timeLimitNanos_) return false;
  return stopRun(t, "time limit reached (" + std::to_string(vm_->options.maxMillis) + " ms)");
}

bool Scheduler::stopRun(Thread* t, const std::string& why) {
  vm_->terminationMessage = why;
  requestExit(t, 1);
  return true;
}

int64_t Scheduler::clampToTimeLimit(int64_t waitNanos) const {
  if (timeLimitNanos_ == 0) return waitNanos;
  int64_t left = std::max<int64_t>(0, wallStart_ + timeLimitNanos_ - steadyNanos());
  return waitNanos < 0 ? left : std::min(waitNanos, left);
}

}  // namespace ww::vm
