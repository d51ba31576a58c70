// The descriptor wait list of the green-thread scheduler (vm/netpoll.h).
#include "vm/netpoll.h"

#include <algorithm>
#include <cerrno>
#include <ctime>

namespace ww::vm {

void NetPoll::add(Thread* t, int fd, short events) { waits_.push_back({t, fd, events}); }

void NetPoll::remove(Thread* t) {
  waits_.erase(std::remove_if(waits_.begin(), waits_.end(), [t](const Wait& w) { return w.thread == t; }),
               waits_.end());
}

bool NetPoll::contains(const Thread* t) const {
  return std::any_of(waits_.begin(), waits_.end(), [t](const Wait& w) { return w.thread == t; });
}

void NetPoll::poll(int64_t timeoutNanos, std::vector<Thread*>& ready) {
  scratch_.clear();
  for (const Wait& w : waits_) scratch_.push_back({w.fd, w.events, 0});
  // ppoll takes nanoseconds; poll's milliseconds would round short timeouts.
  struct timespec ts{time_t(timeoutNanos / 1000000000), long(timeoutNanos % 1000000000)};
  int n = ppoll(scratch_.data(), scratch_.size(), timeoutNanos < 0 ? nullptr : &ts, nullptr);
  if (n <= 0) return;  // timed out, or EINTR: the caller looks again
  for (size_t i = 0; i < scratch_.size(); ++i)
    if (scratch_[i].revents != 0) ready.push_back(waits_[i].thread);
}

void NetPoll::waitersOf(int fd, std::vector<Thread*>& out) const {
  for (const Wait& w : waits_)
    if (w.fd == fd) out.push_back(w.thread);
}

}  // namespace ww::vm
