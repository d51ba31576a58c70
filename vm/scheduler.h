// The green-thread scheduler: round-robin turns weighted by priority and
// measured in bytecodes, blocking and waking, the clock, thread start and end,
// deadlock detection (docs/threads.md).
#pragma once

#include <cstdint>
#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

#include "profiler/report.h"
#include "vm/netpoll.h"
#include "vm/thread.h"

namespace ww::vm {

void threadEntry(void* arg);
// Hands the pending exception of a thread's run() (or main) to
// Thread.reportUncaught, which prints it as the JDK does.
void dispatchUncaught(Thread* t);

class Scheduler {
 public:
  explicit Scheduler(VM* vm);
  ~Scheduler();

  // The threads that have started and not been reclaimed, in start order
  // (the round-robin order); the main thread first.
  const std::vector<std::unique_ptr<Thread>>& threads() const { return threads_; }
  Thread* mainThread() const { return threads_.empty() ? nullptr : threads_.front().get(); }
  Thread* current() const { return current_; }
  // Adopts the main thread (running on the process stack).
  void adoptMain(std::unique_ptr<Thread> main);
  // The counts of every thread of the run, ended ones included, added up.
  prof::Counters allCounters();
  // Each thread's profile, in start order: ended threads (their whole life)
  // and the threads still alive (up to now), the running one complete.
  std::vector<prof::ThreadProfile> threadProfiles();
  // Threads started so far (Thread.start calls that made a thread): a
  // thread's startOrder is this count just after its start.
  uint64_t startCount() const { return startCount_; }
  // What the group of `t`'s window has consumed besides `t` itself: every
  // thread started after `mark` (a startCount()) by `t` or by a thread of the
  // group, over its whole life so far, ended threads included. `t` must be
  // the running thread (docs/accounting.md, "Groups").
  prof::Counters groupConsumption(Thread* t, uint64_t mark);

  // ---- the clock: wall (steady) or virtual (-Xclock:virtual) ----
  int64_t nanoTime();
  int64_t currentTimeMillis();

  // ---- called by the interpreter and natives; `t` is the running thread ----
  // A safe point: ends the turn when its bytecodes are used up and another
  // thread can run. False when the thread must unwind (the VM is exiting).
  bool safepoint(Thread* t);
  // Starts a java.lang.Thread: false with an exception pending.
  bool start(Thread* t, Object* javaThread);
  // Lets the other runnable threads run first. False when exiting.
  bool yield(Thread* t);
  // The thread has set its state (BLOCKED, WAITING, TIMED_WAITING): runs others
  // until something makes it runnable. False when exiting.
  bool block(Thread* t);
  void makeRunnable(Thread* t);
  // Every state change goes through here (it keeps the counts of runnable,
  // timed-waiting and blocked threads).
  void setState(Thread* t, ThreadState s);
  // The clock value `millis` from now, for a timed wait.
  int64_t deadlineAfterMillis(int64_t millis);
  // Wakes a waiting or sleeping thread with InterruptedException (the flag is
  // the Java field Thread.interrupted, set by the caller).
  void interrupt(Thread* target);
  // Monitor support (vm/monitor.cpp).
  int blockedCount() const { return blockedCount_; }
  void wakeBlockedOn(Object* monitor);
  // Class initialisation by another thread has finished (vm/init.cpp).
  void wakeClassWaiters(Class* c);
  uint64_t nextWaitSequence() { return ++waitSequence_; }

  // ---- descriptors (vm/netpoll.h, docs/network.md) ----
  // Runs other threads until `fd` is ready for `events` (POLLIN, POLLOUT),
  // the clock passes `deadline` (INT64_MAX: no deadline; t->woke is then
  // TimedOut), another thread closes `fd` (wakeDescriptorWaiters) or `t` is
  // interrupted. The caller retries its operation. False when exiting.
  bool awaitDescriptor(Thread* t, int fd, short events, int64_t deadline);
  // Makes every thread waiting on `fd` runnable: call before closing it.
  void wakeDescriptorWaiters(int fd);
  bool waitsOnDescriptor(const Thread* t) const { return descriptors_.contains(t); }

  // ---- the limits of a run: bytecodes (VmOptions::maxBytecodes, all
  // threads together) and wall-clock time (VmOptions::maxMillis) ----
  // Once the run is past one, stops the VM (every thread unwinds, exit status
  // 1, a termination message naming the limit) and returns true.
  bool stopIfOverLimits(Thread* t);

  // ---- ends ----
  // The thread's end: notifies joiners and switches away for good.
  [[noreturn]] void endThread(Thread* t);
  // Marks the main thread's java.lang.Thread ended (joiners wake), as the JDK
  // does when main() returns.
  void detachMain(Thread* main);
  // Main: waits until every non-daemon thread has ended.
  void awaitNonDaemonThreads(Thread* main);
  // Every thread stops: the running one and each other as it next runs
  // unwind without running handlers. The status is the VM's exit status.
  void requestExit(Thread* t, int status);
  // Main, at the very end: lets every other thread unwind and end.
  void stopOthers(Thread* main);

  int liveCount() const;  // started and not ended (Thread.activeCount)

 private:
  friend void threadEntry(void* arg);
  // Bytecodes run (or, without counting, safe points passed): turns are measured in it.
  uint64_t work(Thread* t);
  void accountPolls(Thread* t);
  void startTurn(Thread* t);
  // `w` is work(t) now.
  void setBudget(Thread* t, uint64_t w, uint64_t remaining);
  void advanceClock(Thread* t);
  int64_t clockNow();
  // Wakes timed waiters whose time has come; true if any woke.
  bool wakeExpired();
  // Polls the waited-on descriptors for up to `timeoutNanos` (negative:
  // until one is ready) and wakes their threads; true if any woke.
  bool pollDescriptors(int64_t timeoutNanos);
  Thread* nextRunnable(size_t start);
  size_t indexOf(Thread* t) const;
  // Runs other threads until `t` is runnable again (or the VM exits),
  // looking for the next thread to run from index `start` of threads_.
  void reschedule(Thread* t);
  void rescheduleFrom(Thread* t, size_t start);
  void notifyJoiners(Thread* t);
  bool nonDaemonAlive() const;
  void switchTo(Thread* from, Thread* to);
  void reclaimEnded();
  void deadlock(Thread* t);
  bool stopIfOverTime(Thread* t);  // the time limit alone: idle waits run no bytecodes
  bool stopRun(Thread* t, const std::string& why);
  // `waitNanos` (negative: for ever) cut to what is left of the time limit.
  int64_t clampToTimeLimit(int64_t waitNanos) const;
  uint16_t takeNumber();
  prof::ThreadProfile profileOf(Thread* t, bool ended);

  VM* vm_;
  std::vector<std::unique_ptr<Thread>> threads_;
  std::vector<std::unique_ptr<Thread>> ended_;  // ended, their stacks not yet unmapped
  Thread* current_ = nullptr;
  prof::Counters retired_;
  std::vector<prof::ThreadProfile> endedProfiles_;
  std::vector<uint16_t> freeNumbers_;
  NetPoll descriptors_;  // threads waiting in awaitDescriptor (WAITING or TIMED_WAITING)
  std::vector<Thread*> readyScratch_;
  uint16_t nextNumber_ = 1;
  int runnable_ = 0;       // threads in state RUNNABLE (the current one included)
  int timed_ = 0;          // threads in TIMED_WAITING
  int blockedCount_ = 0;   // threads BLOCKED on a monitor
  uint64_t waitSequence_ = 0;
  uint64_t startCount_ = 0;  // threads started (Thread.start), for their profiles' order
  bool exitRequested_ = false;
  bool counting_;
  bool virtualClock_;
  uint64_t timeslice_;
  int64_t virtualNanos_ = 0;
  int64_t wallStart_ = 0;
  int64_t timeLimitNanos_ = 0;  // VmOptions::maxMillis; 0: none
};

}  // namespace ww::vm
