// The descriptors green threads wait on (docs/network.md). A thread blocked
// in connect, accept, read or write of a socket registers its descriptor here
// and leaves the CPU to the others; the scheduler asks poll(2) about every
// registered descriptor at once: without waiting at turn ends, and for as long
// as the earliest timed wake-up allows when no thread can run.
#pragma once

#include <poll.h>

#include <cstdint>
#include <vector>

namespace ww::vm {

struct Thread;

class NetPoll {
 public:
  // `t` waits until `fd` is ready for `events` (POLLIN, POLLOUT).
  void add(Thread* t, int fd, short events);
  void remove(Thread* t);
  bool empty() const { return waits_.empty(); }
  bool contains(const Thread* t) const;
  // Asks poll(2) for up to `timeoutNanos` (negative: until one is ready, 0:
  // only look) and appends to `ready` each waiting thread whose descriptor is
  // ready, failed or hung up (the thread's own retry then sees why).
  void poll(int64_t timeoutNanos, std::vector<Thread*>& ready);
  // Appends the threads waiting on `fd` (which is about to be closed).
  void waitersOf(int fd, std::vector<Thread*>& out) const;

 private:
  struct Wait {
    Thread* thread;
    int fd;
    short events;
  };
  std::vector<Wait> waits_;
  std::vector<pollfd> scratch_;  // the poll(2) array, kept to avoid reallocating
};

}  // namespace ww::vm
